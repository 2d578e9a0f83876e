import UIKit

/// The split view controller of the master/detail app, with the classic API: a navigation
/// controller with the planet list, and one with a detail that asks to choose a planet. On an
/// iPhone the delegate keeps the list on top when nothing has been chosen.
public final class MasterDetailSplit: UISplitViewController, UISplitViewControllerDelegate {
    public let list = PlanetListViewController(style: .plain)

    public init() {
        super.init(nibName: nil, bundle: nil)
        delegate = self
        let placeholder = PlanetDetailViewController(name: nil, fact: "Choose a planet.")
        viewControllers = [UINavigationController(rootViewController: list), UINavigationController(rootViewController: placeholder)]
    }

    public required init?(coder: NSCoder) { fatalError("made in code") }

    public func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                                    onto primaryViewController: UIViewController) -> Bool {
        // Nothing chosen yet: drop the placeholder and show the list.
        let detail = (secondaryViewController as? UINavigationController)?.topViewController ?? secondaryViewController
        return detail.title == nil
    }
}
