import UIKit

/// A small app as an iOS book builds one, for the UI tests: a login screen, a grocery list whose
/// rows delete by swipe and whose "Clear" asks first, and a settings screen with a switch, a
/// slider, a time-of-day picker and a carousel of tips.
final class GroceriesAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UINavigationController(rootViewController: LoginViewController())
        window?.makeKeyAndVisible()
        return true
    }
}

final class LoginViewController: UIViewController {
    let username = UITextField()
    let password = UITextField()
    let status = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Welcome"
        view.backgroundColor = .systemBackground
        username.placeholder = "Username"
        username.accessibilityIdentifier = "username"
        username.borderStyle = .roundedRect
        password.placeholder = "Password"
        password.isSecureTextEntry = true
        password.borderStyle = .roundedRect
        status.accessibilityIdentifier = "status"
        let login = UIButton(type: .system)
        login.setTitle("Log In", for: .normal)
        login.addAction(UIAction { [unowned self] _ in logIn() }, for: .touchUpInside)
        for (i, v) in [username, password, login, status].enumerated() {
            v.frame = CGRect(x: 20, y: 140 + CGFloat(i) * 50, width: 280, height: 36)
            view.addSubview(v)
        }
    }

    private func logIn() {
        guard username.text == "ada", password.text == "lovelace" else {
            status.text = "Wrong password"
            return
        }
        status.text = nil
        navigationController?.pushViewController(GroceryListViewController(), animated: true)
    }
}

final class GroceryListViewController: UITableViewController {
    var items = ["Apples", "Bread", "Milk", "Tea"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Groceries"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "item")
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Clear", style: .plain, target: self, action: GroceryListViewController.confirmClear)
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Settings", style: .plain, target: self, action: GroceryListViewController.openSettings)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete else { return }
        items.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }

    func confirmClear(_ sender: Any?) {
        let alert = UIAlertController(title: "Clear the list?", message: "All \(items.count) items go.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Clear", style: .destructive) { [unowned self] _ in
            items.removeAll()
            tableView.reloadData()
        })
        present(alert, animated: true)
    }

    func openSettings(_ sender: Any?) { navigationController?.pushViewController(SettingsViewController(), animated: true) }
}

final class SettingsViewController: UIViewController, UIScrollViewDelegate {
    let reminders = UISwitch()
    let volume = UISlider()
    let time = UIDatePicker()
    let tips = UIScrollView()
    let pages = UIPageControl()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        view.backgroundColor = .systemBackground
        reminders.accessibilityLabel = "Reminders"
        reminders.frame = CGRect(x: 20, y: 110, width: 51, height: 31)
        volume.accessibilityIdentifier = "volume"
        volume.frame = CGRect(x: 20, y: 160, width: 280, height: 30)
        time.datePickerMode = .time
        time.preferredDatePickerStyle = .wheels
        time.frame = CGRect(x: 0, y: 200, width: 320, height: 216)
        tips.frame = CGRect(x: 0, y: 430, width: 320, height: 100)
        tips.isPagingEnabled = true
        tips.accessibilityIdentifier = "tips"
        tips.delegate = self
        for (i, text) in ["Buy fruit in season", "Bring your own bag", "Check the fridge first"].enumerated() {
            let label = UILabel(frame: CGRect(x: CGFloat(i) * 320 + 20, y: 30, width: 280, height: 40))
            label.text = text
            tips.addSubview(label)
        }
        tips.contentSize = CGSize(width: 960, height: 100)
        pages.numberOfPages = 3
        pages.frame = CGRect(x: 0, y: 535, width: 320, height: 26)
        pages.addAction(UIAction { [unowned self] _ in
            tips.setContentOffset(CGPoint(x: CGFloat(pages.currentPage) * 320, y: 0), animated: true)
        }, for: .valueChanged)
        for v in [reminders, volume, time, tips, pages] as [UIView] { view.addSubview(v) }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        pages.currentPage = Int((scrollView.contentOffset.x / scrollView.bounds.width).rounded())
    }
}
