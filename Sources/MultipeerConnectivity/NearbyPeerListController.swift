import Foundation
import UIKit

/// The peer picker's list: each nearby peer by name, with its state in the session at the right
/// ("Connecting", "Connected") once invited. A tap on a peer not yet invited invites it.
final class NearbyPeerListController: UITableViewController {
    struct Row {
        let peer: MCPeerID
        var state: MCSessionState?
    }

    private(set) var rows: [Row] = []
    private let chosen: (MCPeerID) -> Void

    init(chosen: @escaping (MCPeerID) -> Void) {
        self.chosen = chosen
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(PeerCell.self, forCellReuseIdentifier: "peer")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func add(_ row: Row) {
        rows.append(row)
        if isViewLoaded { tableView.reloadData() }
    }

    func remove(where shouldGo: (Row) -> Bool) {
        rows.removeAll(where: shouldGo)
        if isViewLoaded { tableView.reloadData() }
    }

    /// The row's state changes in place (the row may be the one just tapped).
    func setState(_ state: MCSessionState?, of peer: MCPeerID) {
        guard let i = rows.firstIndex(where: { $0.peer == peer }) else { return }
        rows[i].state = state
        if isViewLoaded, let cell = tableView.cellForRow(at: IndexPath(row: i, section: 0)) { configure(cell, rows[i]) }
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "peer", for: indexPath)
        configure(cell, rows[indexPath.row])
        return cell
    }

    private func configure(_ cell: UITableViewCell, _ row: Row) {
        cell.textLabel?.text = row.peer.displayName
        switch row.state {
        case .connecting?: cell.detailTextLabel?.text = "Connecting"
        case .connected?: cell.detailTextLabel?.text = "Connected"
        default: cell.detailTextLabel?.text = nil
        }
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        chosen(rows[indexPath.row].peer)
    }

    /// A row with the state at the right, in grey.
    private final class PeerCell: UITableViewCell {
        required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: .value1, reuseIdentifier: reuseIdentifier)
        }
        required init?(coder: NSCoder) { nil }
    }
}
