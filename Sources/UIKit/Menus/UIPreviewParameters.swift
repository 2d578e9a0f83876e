import Foundation

/// How a lifted preview is drawn: its background colour and the outline it is cut to.
@preconcurrency @MainActor open class UIPreviewParameters: NSObject {
    open var backgroundColor: UIColor?
    /// The preview's visible outline, in the view's coordinates; nil is its bounds, rounded.
    open var visiblePath: UIBezierPath?
    open var shadowPath: UIBezierPath?

    public override init() { super.init() }

    /// Only `textLineRects` of the view show (one rounded outline around them).
    public convenience init(textLineRects: [NSValue]) {
        self.init()
        let path = UIBezierPath()
        for v in textLineRects { path.append(UIBezierPath(roundedRect: v.cgRectValue, cornerRadius: 6)) }
        visiblePath = path
    }
}
