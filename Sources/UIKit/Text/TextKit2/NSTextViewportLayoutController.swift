import Foundation

/// Lays out only what a viewport shows: asks its delegate for the viewport's bounds, then hands it
/// each layout fragment there to configure a rendering surface for (a layer, a view).
@preconcurrency @MainActor open class NSTextViewportLayoutController: NSObject {
    open weak var delegate: NSTextViewportLayoutControllerDelegate?
    open private(set) weak var textLayoutManager: NSTextLayoutManager?
    open private(set) var viewportBounds: CGRect = .zero
    open private(set) var viewportRange: NSTextRange?

    public init(textLayoutManager: NSTextLayoutManager) {
        self.textLayoutManager = textLayoutManager
        super.init()
    }

    /// Lays out the fragments the viewport shows, telling the delegate before, for each, and after.
    open func layoutViewport() {
        guard let manager = textLayoutManager else { return }
        viewportBounds = delegate?.viewportBounds(for: self) ?? .zero
        delegate?.textViewportLayoutControllerWillLayout(self)
        var first: NSTextLocation?, last: NSTextLocation?
        manager.enumerateTextLayoutFragments(from: nil, options: [.ensuresLayout]) { fragment in
            let frame = fragment.layoutFragmentFrame
            if frame.minY > viewportBounds.maxY { return false }
            if frame.maxY >= viewportBounds.minY {
                if first == nil { first = fragment.rangeInElement.location }
                last = fragment.rangeInElement.endLocation
                delegate?.textViewportLayoutController(self, configureRenderingSurfaceFor: fragment)
            }
            return true
        }
        viewportRange = first.flatMap { f in last.flatMap { NSTextRange(location: f, end: $0) } }
        delegate?.textViewportLayoutControllerDidLayout(self)
    }

    /// Moves the viewport so that `textLocation` is at its top; returns the new top.
    open func relocateViewport(to textLocation: NSTextLocation) -> CGFloat {
        textLayoutManager?.textLayoutFragment(for: textLocation)?.layoutFragmentFrame.minY ?? 0
    }

    open func adjustViewport(byVerticalOffset verticalOffset: CGFloat) {
        viewportBounds.origin.y += verticalOffset
    }
}

/// The viewport controller's delegate: the viewport's bounds and the fragments to render.
@preconcurrency @MainActor public protocol NSTextViewportLayoutControllerDelegate: AnyObject {
    func viewportBounds(for textViewportLayoutController: NSTextViewportLayoutController) -> CGRect
    func textViewportLayoutController(_ textViewportLayoutController: NSTextViewportLayoutController, configureRenderingSurfaceFor textLayoutFragment: NSTextLayoutFragment)
    func textViewportLayoutControllerWillLayout(_ textViewportLayoutController: NSTextViewportLayoutController)
    func textViewportLayoutControllerDidLayout(_ textViewportLayoutController: NSTextViewportLayoutController)
}

extension NSTextViewportLayoutControllerDelegate {
    public func textViewportLayoutControllerWillLayout(_ textViewportLayoutController: NSTextViewportLayoutController) {}
    public func textViewportLayoutControllerDidLayout(_ textViewportLayoutController: NSTextViewportLayoutController) {}
}
