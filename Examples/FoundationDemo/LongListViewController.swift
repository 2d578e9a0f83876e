import UIKit

/// A long list of subtitle cells with disclosure chevrons: the Gallery's scrolling demonstration and the
/// table the scrolling benchmark flings.
public final class LongListViewController: UITableViewController {
    public let rows: Int

    public init(rows: Int) {
        self.rows = rows
        super.init(style: .plain)
        title = "\(rows) rows"
    }

    public required init?(coder: NSCoder) { fatalError("made in code") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.estimatedRowHeight = 56
    }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row") ?? UITableViewCell(style: .subtitle, reuseIdentifier: "row")
        cell.textLabel?.text = "Row \(indexPath.row + 1)"
        cell.detailTextLabel?.text = "Section \(indexPath.section + 1), a subtitle in smaller type"
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}
