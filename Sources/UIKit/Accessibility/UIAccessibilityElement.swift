import Foundation

/// An element for part of a view that is not a view itself — a drawn bar of a chart, a segment of
/// a control — placed in its container's coordinates and listed in the container's
/// `accessibilityElements`.
@preconcurrency @MainActor open class UIAccessibilityElement: UIResponder {
    /// The view or element that lists this one.
    open weak var accessibilityContainer: AnyObject?
    /// Its frame in the container's coordinates; the screen frame follows the container as it moves.
    open var accessibilityFrameInContainerSpace: CGRect = .zero

    public init(accessibilityContainer container: Any) {
        accessibilityContainer = container as AnyObject
        super.init()
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override var defaultAccessibilityFrame: CGRect {
        switch accessibilityContainer {
        case let view as UIView: return view.screenRect(of: accessibilityFrameInContainerSpace)
        case let element as AccessibleObject:
            let box = element.accessibilityFrame
            return accessibilityFrameInContainerSpace.offsetBy(dx: box.minX, dy: box.minY)
        default: return accessibilityFrameInContainerSpace
        }
    }
}
