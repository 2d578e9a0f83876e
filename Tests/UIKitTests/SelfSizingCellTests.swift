import Testing
import Foundation
import UIKit
import UIKitTesting

/// Cells whose content is laid out with constraints size themselves (`UITableView.automaticDimension`).
@MainActor final class NoteCell: UITableViewCell {
    let body = UILabel()
    required override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        body.numberOfLines = 0
        body.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(body)
        NSLayoutConstraint.activate([
            body.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20),
            body.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -20),
            body.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 11),
            body.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -11),
        ])
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

@MainActor final class NotesController: UITableViewController {
    let notes = ["Short.", String(repeating: "A note long enough to wrap over several lines of the list. ", count: 4), "Two lines, perhaps, if the screen is narrow enough to need them."]
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(NoteCell.self, forCellReuseIdentifier: "note")
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 60
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { notes.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let c = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath) as! NoteCell
        c.body.text = notes[indexPath.row]
        return c
    }
}

@MainActor
@Suite(.serialized) struct SelfSizingCellTests {
    @Test(arguments: [Simulator.Device.iPhone15, .iPhoneSE, .iPadPro11])
    func cellsTakeTheHeightTheirConstraintsNeed(device: Simulator.Device) throws {
        let sim = Simulator(device: device)
        let vc = NotesController()
        sim.rootViewController = vc
        sim.settle()
        let cells = (0..<3).compactMap { vc.tableView.cellForRow(at: IndexPath(row: $0, section: 0)) as? NoteCell }
        try #require(cells.count == 3)
        for c in cells {
            let text = c.body.sizeThatFits(CGSize(width: c.contentView.bounds.width - 40, height: 0)).height
            #expect(abs(c.bounds.height - (text + 22)) <= 0.5, "\(device.name): \(c.bounds.height) for text \(text)")
            #expect(abs(c.body.frame.height - text) <= 0.5 && abs(c.body.frame.minY - 11) < 1e-9, "\(c.body.frame)")
        }
        #expect(cells[0].bounds.height < 44, "one short line: shorter than a plain row")
        #expect(cells[1].bounds.height > cells[2].bounds.height, "more lines, a taller row")
    }
}
