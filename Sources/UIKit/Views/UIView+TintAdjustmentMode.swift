import Foundation

extension UIView {
    /// How a view's tint is adjusted: as its superview's (`.automatic`), as set, or dimmed.
    public enum TintAdjustmentMode: Int, Sendable {
        case automatic, normal, dimmed
    }
}

extension UIColor {
    /// A tint as iOS shows it dimmed: desaturated to its luminance and faded. Apple documents only
    /// "a desaturated, dimmed version"; the figures (Rec. 601 luma, 60% of the alpha) are ours.
    var dimmedTint: UIColor {
        UIColor(dynamicProvider: { traits in
            let c = self.resolvedColor(with: traits).cgColor.rgba
            let luma = 0.299 * c.r + 0.587 * c.g + 0.114 * c.b
            return UIColor(white: luma, alpha: c.a * 0.6)
        })
    }
}
