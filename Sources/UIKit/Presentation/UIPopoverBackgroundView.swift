import Foundation

/// The background of a popover: its outline with the arrow. Subclass it and set
/// `popoverBackgroundViewClass` to draw your own; override the class members to say how big the
/// arrow is and where the content sits.
@preconcurrency @MainActor open class UIPopoverBackgroundView: UIView {
    override class var isOpaqueByDefault: Bool { false }
    /// The arrow's centre along its edge, from the middle of that edge.
    open var arrowOffset: CGFloat = 0 { didSet { setNeedsLayout(); setNeedsDisplay() } }
    /// Which way the arrow points.
    open var arrowDirection: UIPopoverArrowDirection = .up { didSet { setNeedsLayout(); setNeedsDisplay() } }

    /// The width of the arrow's base.
    open class func arrowBase() -> CGFloat { 0 }
    /// How far the arrow stands out from the popover's edge.
    open class func arrowHeight() -> CGFloat { 0 }
    /// How far the content sits inside the popover's edges (not counting the arrow).
    open class func contentViewInsets() -> UIEdgeInsets { .zero }
    /// Whether the content keeps UIKit's rounded corners.
    open class var wantsDefaultContentAppearance: Bool { true }

    /// Required: UIKit makes the background from `popoverBackgroundViewClass` (a subclass writes
    /// `required override init(frame:)`).
    public required override init(frame: CGRect) {
        super.init(frame: frame)
        contentMode = .redraw
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }
}
