import Foundation

/// A shadow under text (`.shadow`): offset in points (positive height falls below), blur radius,
/// colour (black at a third opacity unless set).
open class NSShadow: NSObject, @unchecked Sendable {
    /// Core Foundation reads this word (`CFInfoWord`): it must stay the first stored property.
    let cfInfo = CFInfoWord()
    open var shadowOffset: CGSize = .zero
    open var shadowBlurRadius: CGFloat = 0
    /// A `UIColor` (or `CGColor`); nil draws black at a third opacity.
    open var shadowColor: Any?

    public override init() { super.init() }

    /// The colour the shadow is drawn in.
    var resolvedColor: UIColor {
        switch shadowColor {
        case let c as UIColor: return c
        case let c as CGColor: return UIColor(cgColor: c)
        default: return UIColor(white: 0, alpha: 1.0 / 3)
        }
    }
}
