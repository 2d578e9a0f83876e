import Foundation
import UIKit
import QuartzCore
import UIKitTesting

/// A grid cell: a square image and a caption, as a photo grid's cell is.
final class PhotoGridCell: UICollectionViewCell {
    let image = UIImageView()
    let caption = UILabel()
    required init(frame: CGRect) {
        super.init(frame: frame)
        image.backgroundColor = .systemGray5
        image.contentMode = .scaleAspectFill
        caption.font = .systemFont(ofSize: 12)
        caption.textAlignment = .center
        contentView.addSubview(image)
        contentView.addSubview(caption)
    }
    required init?(coder: NSCoder) { fatalError() }
    override func layoutSubviews() {
        super.layoutSubviews()
        let b = contentView.bounds
        image.frame = CGRect(x: 0, y: 0, width: b.width, height: b.height - 18)
        caption.frame = CGRect(x: 0, y: b.height - 16, width: b.width, height: 16)
    }
}

/// Items that are only counted, never stored.
@MainActor final class CountedItems: NSObject, UICollectionViewDataSource {
    let count: Int
    let symbol: UIImage?
    init(_ count: Int) {
        self.count = count
        symbol = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { ctx in
            UIColor.systemBlue.setFill()
            ctx.cgContext.fillEllipse(in: CGRect(x: 4, y: 4, width: 32, height: 32))
        }
    }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let c = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath) as! PhotoGridCell
        c.image.image = symbol
        c.caption.text = "Photo \(indexPath.item)"
        return c
    }
}

/// Three columns of square-ish cells, in a compositional layout.
@MainActor func threeColumnGrid(estimated: Bool = false) -> UICollectionViewCompositionalLayout {
    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
    item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
    let height: NSCollectionLayoutDimension = estimated ? .estimated(150) : .absolute(150)
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: height), subitems: [item])
    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
}

@MainActor func gridController(_ source: CountedItems, estimated: Bool = false) -> (UIViewController, UICollectionView) {
    let vc = UIViewController()
    let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 393, height: 852), collectionViewLayout: threeColumnGrid(estimated: estimated))
    cv.register(PhotoGridCell.self, forCellWithReuseIdentifier: "photo")
    cv.dataSource = source
    vc.view = cv
    return (vc, cv)
}

/// `scroll-grid-100k`: a 100,000-item grid (three columns of cells with an image and a caption,
/// compositional layout) flung on an iPhone 15 at 3×; each frame of the fling is timed.
@MainActor func runScrollGrid() {
    let sim = Simulator(device: .iPhone15)
    let source = CountedItems(100_000)
    let (vc, cv) = gridController(source)
    sim.rootViewController = vc
    sim.settle()
    let env = sim.environment
    let bytes = env.compositor.bytesPerRow * env.compositor.pixelHeight
    var frames: [Double] = []
    var baseline: [Double] = []
    for _ in 0..<6 {
        sim.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 250), duration: 0.1)
        var n = 0
        while cv.isDecelerating && n < 120 {
            n += 1
            let t0 = nowNanos()
            sim.advance(by: env.frameInterval)
            frames.append(Double(nowNanos() - t0) / 1e6)
        }
        baseline += memcpyTimes(bytes: bytes, runs: 10)
    }
    report("scroll-grid-100k", frames, memcpy: baseline)
    if ProcessInfo.processInfo.environment["BENCH_WORST"] != nil {
        let worst = frames.indices.sorted { frames[$0] > frames[$1] }.prefix(12)
        print("bench scroll-grid-100k worst frames: " + worst.map { String(format: "#%d %.2f ms", $0, frames[$0]) }.joined(separator: ", "))
    }
    print(String(format: "bench scroll-grid-100k: %d frames, reached item %d, %d cells made",
                 frames.count, cv.indexPathsForVisibleItems.first?.item ?? -1, cv.subviews.filter { $0 is PhotoGridCell }.count))
}

/// `grid-1m-items`: `reloadData` of a million items with estimated heights, and the first frame; then
/// the resident memory before and after scrolling through 30,000 items.
@MainActor func runMillionItems() {
    let sim = Simulator(device: .iPhone15)
    let source = CountedItems(1_000_000)
    let (vc, cv) = gridController(source, estimated: ProcessInfo.processInfo.environment["FIXED"] == nil)
    sim.rootViewController = vc
    let env = sim.environment
    let bytes = env.compositor.bytesPerRow * env.compositor.pixelHeight
    let times = measure(runs: 10, warmup: 1) {
        cv.reloadData()
        env.runFrame()
    }
    report("grid-1m-items", times, memcpy: memcpyTimes(bytes: bytes, runs: 60))
    let figures = memoryWhileScrolling(cv, env, segment: 150 * 10_000)
    print("bench grid-1m-items memory (MB, after reload then every 30,000 items scrolled): \(figures), \(cv.subviews.filter { $0 is PhotoGridCell }.count) cells made")
}

/// `diff-apply-10k`: applying a snapshot that moves, deletes and inserts 10 % of 10,000 items.
@MainActor func runDiffApply() {
    let sim = Simulator(device: .iPhone15)
    let vc = UIViewController()
    let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 393, height: 852), collectionViewLayout: threeColumnGrid())
    cv.register(PhotoGridCell.self, forCellWithReuseIdentifier: "photo")
    let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: cv) { cv, ip, item in
        let c = cv.dequeueReusableCell(withReuseIdentifier: "photo", for: ip) as! PhotoGridCell
        c.caption.text = "Photo \(item)"
        return c
    }
    vc.view = cv
    sim.rootViewController = vc
    let env = sim.environment
    let bytes = env.compositor.bytesPerRow * env.compositor.pixelHeight
    var base = NSDiffableDataSourceSnapshot<Int, Int>()
    base.appendSections([0])
    base.appendItems(Array(0..<10_000))
    // 10 %: 334 deleted, 333 inserted, 333 moved (to the front).
    var changed = base
    changed.deleteItems(Array(stride(from: 0, to: 10_000, by: 30)))
    changed.appendItems(Array(20_000..<20_333))
    let movers = Array(stride(from: 15, to: 10_000, by: 30))
    if let first = changed.itemIdentifiers.first { for m in movers where m != first { changed.moveItem(m, beforeItem: first) } }
    // Each run starts from the base snapshot (untimed) and times the apply of the changed one and its frame.
    var times: [Double] = []
    for run in 0..<11 {
        dataSource.apply(base, animatingDifferences: false)
        env.runFrame()
        let t0 = nowNanos()
        dataSource.apply(changed, animatingDifferences: false)
        env.runFrame()
        if run > 0 { times.append(Double(nowNanos() - t0) / 1e6) }
    }
    report("diff-apply-10k", times, memcpy: memcpyTimes(bytes: bytes, runs: 60))
}

/// `fitting-memory`: resident memory while one cell's content view is measured with
/// `systemLayoutSizeFitting` again and again (self-sizing cells measure so as they appear).
@MainActor func runFittingLeakProbe() {
    let sim = Simulator(device: .iPhone15)
    let source = CountedItems(100)
    let (vc, cv) = gridController(source)
    sim.rootViewController = vc
    sim.settle()
    let cell = cv.visibleCells[0]
    var figures: [String] = [String(format: "%.1f", trimmedMegabytes())]
    for _ in 0..<4 {
        for _ in 0..<(Int(ProcessInfo.processInfo.environment["N"] ?? "") ?? 30_000) { _ = cell.contentView.systemLayoutSizeFitting(CGSize(width: 130, height: 150), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel) }
        figures.append(String(format: "%.1f", trimmedMegabytes()))
    }
    print("bench fitting-memory (MB, every 30,000 fittings): \(figures.joined(separator: " → "))")
}
