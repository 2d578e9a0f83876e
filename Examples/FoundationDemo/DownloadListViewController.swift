import UIKit

/// A download list: each row a file with a progress bar that follows its `Progress`, advanced by a
/// timer as if bytes arrived; a finished row says so.
public final class DownloadListViewController: UITableViewController {
    public struct Download {
        public let name: String
        public let size: Int64
        public let rate: Int64
        public let progress: Progress
    }

    final class DownloadCell: UITableViewCell {
        let bar = UIProgressView(progressViewStyle: .default)
        let name = UILabel(), detail = UILabel()
        required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            name.font = .systemFont(ofSize: 17)
            detail.font = .systemFont(ofSize: 13)
            detail.textColor = .secondaryLabel
            for v in [name, detail, bar] as [UIView] { contentView.addSubview(v) }
        }
        required init?(coder: NSCoder) { fatalError("made in code") }
        override func layoutSubviews() {
            super.layoutSubviews()
            let b = contentView.bounds.insetBy(dx: 16, dy: 8)
            name.frame = CGRect(x: b.minX, y: b.minY, width: b.width, height: 22)
            bar.frame = CGRect(x: b.minX, y: name.frame.maxY + 8, width: b.width, height: 4)
            detail.frame = CGRect(x: b.minX, y: bar.frame.maxY + 6, width: b.width, height: 16)
        }
    }

    public private(set) var downloads: [Download] = [
        ("Keynote.mov", 480, 40), ("Photos.zip", 120, 30), ("Report.pdf", 12, 6), ("Podcast.mp3", 60, 12),
    ].map { Download(name: $0.0, size: $0.1, rate: $0.2, progress: Progress(totalUnitCount: $0.1)) }
    private var ticker: Timer?

    public init() {
        super.init(style: .insetGrouped)
        title = "Downloads"
    }

    required init?(coder: NSCoder) { fatalError("made in code") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(DownloadCell.self, forCellReuseIdentifier: "download")
        tableView.rowHeight = 76
        ticker = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { [weak self] _ in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.tick()
            }
        }
    }

    /// Half a second of each download: its rate in megabytes arrives.
    private func tick() {
        var running = false
        for d in downloads where !d.progress.isFinished {
            d.progress.completedUnitCount = min(d.size, d.progress.completedUnitCount + d.rate)
            running = running || !d.progress.isFinished
        }
        for cell in tableView.visibleCells {
            if let c = cell as? DownloadCell, let ip = tableView.indexPath(for: c) { describe(c, downloads[ip.row]) }
        }
        if !running { ticker?.invalidate() }
    }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { downloads.count }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "download", for: indexPath) as! DownloadCell
        let d = downloads[indexPath.row]
        cell.name.text = d.name
        cell.bar.observedProgress = d.progress
        describe(cell, d)
        return cell
    }

    private func describe(_ cell: DownloadCell, _ d: Download) {
        cell.detail.text = d.progress.isFinished ? "Done — \(d.size) MB" : "\(d.progress.completedUnitCount) of \(d.size) MB"
    }
}
