import Foundation

/// A class that makes its controllers again when the app restores its state
/// (`restorationClass`), given the controller's restoration identifier path.
@preconcurrency @MainActor public protocol UIViewControllerRestoration {
    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController?
}
