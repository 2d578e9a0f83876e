import XCTest
#if os(iOS)
import UIKit
#endif
@testable import TableDiff

final class TableDiffTests: XCTestCase {
    func testDeletionsAndInsertions() {
        let diff = RowDiff(from: ["a", "b", "c"], to: ["a", "c", "d"])
        XCTAssertEqual(diff.deletions, [IndexPath(row: 1, section: 0)])
        XCTAssertEqual(diff.insertions, [IndexPath(row: 2, section: 0)])
        XCTAssertTrue(diff.moves.isEmpty)
    }

    func testAMoveIsOneMove() {
        let diff = RowDiff(from: [1, 2, 3], to: [3, 1, 2], section: 2)
        XCTAssertEqual(diff.moves.count, 1)
        XCTAssertTrue(diff.deletions.isEmpty && diff.insertions.isEmpty)
        XCTAssertEqual(diff.moves.first?.to, IndexPath(row: 0, section: 2))
    }

    func testNothingChanged() {
        XCTAssertTrue(RowDiff(from: ["x"], to: ["x"]).isEmpty)
    }

    #if os(iOS)
    final class Source: NSObject, UITableViewDataSource {
        var rows: [String]
        init(_ rows: [String]) { self.rows = rows }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = rows[indexPath.row]
            return cell
        }
    }

    func testATableViewAppliesTheDiffInABatch() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let source = Source(["Ann", "Bo", "Cy"])
        table.dataSource = source
        table.reloadData()
        table.layoutIfNeeded()
        XCTAssertEqual(table.numberOfRows(inSection: 0), 3)
        let new = ["Ann", "Cy", "Di", "Ed"]
        table.apply(from: source.rows, to: new, animation: .none) { source.rows = new }
        table.layoutIfNeeded()
        XCTAssertEqual(table.numberOfRows(inSection: 0), 4)
        let shown = (0..<4).compactMap { table.cellForRow(at: IndexPath(row: $0, section: 0))?.textLabel?.text }
        XCTAssertEqual(shown, new)
    }
    #endif
}
