import Foundation

/// The chrome every bar draws: a translucent light fill (running on under the status bar or the home
/// indicator) and a hairline on the edge that meets the content.
@MainActor final class BarBackground {
    let fill = UIView()
    let hairline = UIView()
    static let defaultColor = UIColor(r: 249, g: 249, b: 249)

    init(in bar: UIView) {
        fill.isUserInteractionEnabled = false
        hairline.isUserInteractionEnabled = false
        hairline.backgroundColor = UIColor(white: 0, alpha: 0.3)
        bar.addSubview(fill)
        bar.addSubview(hairline)
        setColor(nil, translucent: true)
    }

    func setColor(_ tint: UIColor?, translucent: Bool) {
        let base = tint ?? BarBackground.defaultColor
        fill.backgroundColor = translucent && tint == nil ? base.withAlphaComponent(0.94) : base
    }

    /// Lays the fill over the bar grown by `above` and `below`, the hairline on the top or bottom edge.
    func layout(_ bar: UIView, above: CGFloat = 0, below: CGFloat = 0, hairlineOnTop: Bool) {
        fill.frame = CGRect(x: 0, y: -above, width: bar.bounds.width, height: bar.bounds.height + above + below)
        let px = 1 / (bar.window?.screen.scale ?? UIScreen.main.scale)
        hairline.frame = CGRect(x: 0, y: hairlineOnTop ? -px : bar.bounds.height, width: bar.bounds.width, height: px)
    }
}
