import Foundation

/// Follows a pointer hovering over its view with no button pressed (iPadOS 13 with a mouse or
/// trackpad; here the desktop's mouse in the live window, `Simulator.hover(at:)` in tests): began
/// when it comes over the view, changed as it moves, ended when it leaves the view or the window.
@preconcurrency @MainActor open class UIHoverGestureRecognizer: UIGestureRecognizer {
    override var followsHover: Bool { true }

    override func hover(_ phase: HoverPhase, at location: CGPoint) {
        lastLocation = location
        switch phase {
        case .began: apply(.began)
        case .moved: apply(.changed)
        case .ended:
            apply(.ended)
            resetToPossible()
        }
    }

    /// How far above the screen an Apple Pencil hovers (iPadOS 16.1): a pointer is on it.
    open var zOffset: CGFloat { 0 }
    /// The pencil's angle with the screen: a pointer stands upright.
    open var altitudeAngle: CGFloat { .pi / 2 }
    open func azimuthAngle(in view: UIView?) -> CGFloat { 0 }
    open func azimuthUnitVector(in view: UIView?) -> CGVector { CGVector(dx: 1, dy: 0) }
}
