import UIKit

/// A small storyboard app (Resources/Fruit.storyboard with Assets.xcassets), the way Xcode's
/// templates start: a list of fruit in a table with a prototype cell, a detail shown by the cell's
/// segue, a sheet that adds one and unwinds back, and an About popover.
@IBConnectable
public final class FruitListController: UITableViewController {
    public var fruit = ["Apple", "Banana", "Cherry", "Damson", "Elderberry"]

    /// The app's Info.plist (`UIMainStoryboardFile` = Fruit), kept a folder down so that apps that
    /// merely link this module do not launch from it.
    public static var infoPlist: URL? { Bundle.module.url(forResource: "Resources/Launch/Info", withExtension: "plist") }

    /// The app's storyboard (its initial controller is a navigation controller with the list).
    public static func storyboard() -> UIStoryboard { UIStoryboard(name: "Fruit", bundle: .module) }

    /// The list from the storyboard, ready to show.
    public static func make() -> FruitListController {
        storyboard().instantiateViewController(identifier: "List") { coder in FruitListController(coder: coder) }
    }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruit.count }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit", for: indexPath)
        cell.textLabel?.text = fruit[indexPath.row]
        cell.detailTextLabel?.text = "\(fruit[indexPath.row].count) letters"
        return cell
    }

    public override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let detail = segue.destination as? FruitDetailController, let cell = sender as? UITableViewCell,
           let row = tableView.indexPath(for: cell)?.row {
            detail.name = fruit[row]
        }
    }

    @IBAction func unwindToFruit(_ segue: UIStoryboardSegue) {
        guard segue.identifier == "save", let add = segue.source as? AddFruitController,
              let name = add.nameField.text, !name.isEmpty else { return }
        fruit.append(name)
        tableView.reloadData()
    }
}

@IBConnectable
public final class FruitDetailController: UIViewController {
    @Outlet public var nameLabel: UILabel!
    public var name = ""

    public override func viewDidLoad() {
        super.viewDidLoad()
        nameLabel.text = name
        title = name
    }
}

@IBConnectable
public final class AddFruitController: UIViewController {
    @Outlet public var nameField: UITextField!

    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        nameField.becomeFirstResponder()
    }
}
