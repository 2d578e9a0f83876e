import Foundation

/// Hears a preview interaction's progress as the user presses harder (3D Touch).
@preconcurrency @MainActor public protocol UIPreviewInteractionDelegate: AnyObject {
    func previewInteraction(_ previewInteraction: UIPreviewInteraction, didUpdatePreviewTransition transitionProgress: CGFloat, ended: Bool)
    func previewInteractionDidCancel(_ previewInteraction: UIPreviewInteraction)
    func previewInteractionShouldBegin(_ previewInteraction: UIPreviewInteraction) -> Bool
    func previewInteraction(_ previewInteraction: UIPreviewInteraction, didUpdateCommitTransition transitionProgress: CGFloat, ended: Bool)
}

extension UIPreviewInteractionDelegate {
    public func previewInteractionShouldBegin(_ previewInteraction: UIPreviewInteraction) -> Bool { true }
    public func previewInteraction(_ previewInteraction: UIPreviewInteraction, didUpdateCommitTransition transitionProgress: CGFloat, ended: Bool) {}
}
