import Foundation

/// Reports a touch's force on a view as a preview, then a commit, transition (iOS 10, 3D Touch).
/// It follows a touch's `force`: a device without 3D Touch (every iPhone since the 11, and every
/// device here, whose `forceTouchCapability` is `.unavailable`) never starts one, as on iOS.
@preconcurrency @MainActor open class UIPreviewInteraction: NSObject {
    public private(set) weak var view: UIView?
    open weak var delegate: UIPreviewInteractionDelegate?
    /// The touch being followed, while an interaction is under way.
    private weak var touch: UITouch?

    public init(view: UIView) {
        self.view = view
        super.init()
    }

    /// Where the followed touch is, in `coordinateSpace` (the window's when nil); zero with none.
    open func location(in coordinateSpace: UICoordinateSpace?) -> CGPoint {
        guard let touch, let window = touch.window else { return .zero }
        let p = touch.location(in: window)
        return coordinateSpace.map { window.convert(p, to: $0) } ?? p
    }

    /// Ends the interaction under way: the delegate hears `previewInteractionDidCancel`.
    open func cancel() {
        guard touch != nil else { return }
        touch = nil
        delegate?.previewInteractionDidCancel(self)
    }
}
