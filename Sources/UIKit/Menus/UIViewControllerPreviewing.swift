import Foundation

/// A source view registered for previewing (`registerForPreviewing(with:sourceView:)`).
@preconcurrency @MainActor public protocol UIViewControllerPreviewing: AnyObject {
    var delegate: UIViewControllerPreviewingDelegate { get }
    var sourceView: UIView { get }
    /// The part of the source view that stays sharp while the preview lifts (its bounds by default).
    var sourceRect: CGRect { get set }
    var previewingGestureRecognizerForFailureRelationship: UIGestureRecognizer { get }
}
