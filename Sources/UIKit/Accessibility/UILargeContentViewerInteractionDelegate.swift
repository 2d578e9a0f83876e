import Foundation

/// Tells a large content viewer interaction which item is under a finger and what lifting it does.
@MainActor public protocol UILargeContentViewerInteractionDelegate: NSObjectProtocol {
    /// The item at `point` (in the interaction's view); by default the frontmost view there that
    /// shows the large content viewer.
    func largeContentViewerInteraction(_ interaction: UILargeContentViewerInteraction, itemAt point: CGPoint) -> (any UILargeContentViewerItem)?
    /// The finger lifted over `item`; by default a control sends its primary action and touch-up-inside.
    func largeContentViewerInteraction(_ interaction: UILargeContentViewerInteraction, didEndOn item: (any UILargeContentViewerItem)?, at point: CGPoint)
    /// The controller whose view shows the viewer; by default the view's window's.
    func viewController(for interaction: UILargeContentViewerInteraction) -> UIViewController
}

extension UILargeContentViewerInteractionDelegate {
    public func largeContentViewerInteraction(_ interaction: UILargeContentViewerInteraction, itemAt point: CGPoint) -> (any UILargeContentViewerItem)? {
        interaction.defaultItem(at: point)
    }
    public func largeContentViewerInteraction(_ interaction: UILargeContentViewerInteraction, didEndOn item: (any UILargeContentViewerItem)?, at point: CGPoint) {
        UILargeContentViewerInteraction.defaultEnd(on: item)
    }
    public func viewController(for interaction: UILargeContentViewerInteraction) -> UIViewController {
        interaction.view?.window?.rootViewController ?? UIViewController()
    }
}
