import UIKit
import Logging

/// The chapter's navigation delegate: it hears which controller the navigator will show and has shown,
/// and logs it (`log` keeps the lines for whoever wants to look).
public final class BrowserNavigationDelegate: UINavigationControllerDelegate {
    private let logger = Logger(label: "HierarchyBrowser.navigation")
    public private(set) var log: [String] = []

    public init() {}

    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                                     animated: Bool) {
        note("will show \(viewController.title ?? "?")")
    }

    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                                     animated: Bool) {
        note("did show \(viewController.title ?? "?")")
    }

    private func note(_ line: String) {
        log.append(line)
        logger.info("\(line)")
    }
}
