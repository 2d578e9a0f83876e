import UIKit
import Combine
import AnchorKit
import TableDiff

final class RosterViewController: UIViewController, UITableViewDataSource {
    let model = RosterViewModel()
    let searchField = UITextField()
    let tableView = UITableView()
    private var shown: [Member] = []
    private var cancellables = Set<AnyCancellable>()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Roster"
        view.backgroundColor = .systemBackground
        searchField.placeholder = "Search"
        searchField.borderStyle = .roundedRect
        searchField.accessibilityIdentifier = "search"
        searchField.addTarget(self, action: #selector(searchChanged), for: .editingChanged)
        tableView.register(MemberCell.self, forCellReuseIdentifier: MemberCell.reuseIdentifier)
        tableView.rowHeight = 64
        tableView.dataSource = self
        view.addSubview(searchField)
        view.addSubview(tableView)
        searchField.anc.makeConstraints { make in
            make.top.equalTo(topLayoutGuide).offset(8)
            make.leading.equalToSuperview().offset(16)
            make.trailing.equalToSuperview().offset(-16)
            make.height.equalTo(36)
        }
        tableView.anc.makeConstraints { make in
            make.top.equalTo(searchField).offset(44)
            make.leading.trailing.bottom.equalToSuperview()
        }
        shown = model.visible
        model.$visible
            .dropFirst()
            .receive(on: RunLoop.main)
            .sink { [weak self] members in self?.show(members) }
            .store(in: &cancellables)
    }

    @objc func searchChanged() {
        model.query = searchField.text ?? ""
    }

    private func show(_ members: [Member]) {
        tableView.apply(from: shown, to: members, animation: .fade) { self.shown = members }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { shown.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: MemberCell.reuseIdentifier, for: indexPath) as! MemberCell
        cell.show(shown[indexPath.row])
        return cell
    }
}
