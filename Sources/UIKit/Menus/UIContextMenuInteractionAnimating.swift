import Foundation

/// The animation of a context menu appearing or going away: add to it, or run code after it.
@preconcurrency @MainActor public protocol UIContextMenuInteractionAnimating: AnyObject {
    /// The controller the menu's preview showed, if the configuration made one.
    var previewViewController: UIViewController? { get }
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping () -> Void)
}
