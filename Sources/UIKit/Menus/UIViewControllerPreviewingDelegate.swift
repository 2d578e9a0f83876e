import Foundation

/// Answers a peek on a registered source view: the controller to preview, and what to do when
/// the user commits to it ("pop").
@preconcurrency @MainActor public protocol UIViewControllerPreviewingDelegate: AnyObject {
    func previewingContext(_ previewingContext: UIViewControllerPreviewing, viewControllerForLocation location: CGPoint) -> UIViewController?
    func previewingContext(_ previewingContext: UIViewControllerPreviewing, commit viewControllerToCommit: UIViewController)
}
