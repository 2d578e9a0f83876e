import Foundation

/// Peek and pop (iOS 9), as iOS 13 and later run it on every device: a long press on the source view.
extension UIViewController {
    @discardableResult
    public func registerForPreviewing(with delegate: UIViewControllerPreviewingDelegate, sourceView: UIView) -> UIViewControllerPreviewing {
        let context = PreviewingContext(delegate: delegate, sourceView: sourceView)
        previewingContexts.append(context)
        return context
    }

    public func unregisterForPreviewing(withContext previewing: UIViewControllerPreviewing) {
        guard let i = previewingContexts.firstIndex(where: { $0 === previewing }) else { return }
        previewingContexts.remove(at: i).unregister()
    }
}
