import Foundation

/// The chrome every bar draws: a translucent light fill (running on under the status bar or the home
/// indicator) and a hairline on the edge that meets the content.
@MainActor final class BarBackground {
    let fill = UIView()
    let hairline = UIView()
    /// The background image of an appearance, over the fill.
    private var imageView: UIImageView?
    /// A shadow image's height (nil: a one-pixel hairline).
    private var shadowHeight: CGFloat?
    /// The system's translucent fill, standing in for the chrome material's blur (light and dark).
    static let material = ChromePalette.barMaterial.withAlphaComponent(0.94)

    init(in bar: UIView) {
        fill.isUserInteractionEnabled = false
        hairline.isUserInteractionEnabled = false
        hairline.backgroundColor = ChromePalette.barHairline
        bar.addSubview(fill)
        bar.addSubview(hairline)
        fill.backgroundColor = BarBackground.material
    }

    /// Draws a bar appearance: its colour over the material (the system's translucent fill standing
    /// in for its blur), its image, and its shadow colour or image as the hairline.
    func show(_ look: UIBarAppearance) {
        if let color = look.backgroundColor, color != .clear {
            fill.backgroundColor = color
        } else {
            fill.backgroundColor = look.backgroundEffect != nil ? BarBackground.material : nil
        }
        if let image = look.backgroundImage {
            let view = imageView ?? UIImageView()
            view.isUserInteractionEnabled = false
            if view.superview !== fill { fill.addSubview(view) }
            imageView = view
            view.image = image
            view.contentMode = look.backgroundImageContentMode
            view.isHidden = false
        } else {
            imageView?.isHidden = true
        }
        let shadow = look.shadowImage
        hairline.backgroundColor = shadow.map { UIColor(patternImage: $0) } ?? look.shadowColor
        hairline.isHidden = shadow == nil && (look.shadowColor == nil || look.shadowColor == .clear)
        shadowHeight = shadow.map { $0.size.height }
    }

    /// Lays the fill over the bar grown by `above` and `below`, the hairline on the top or bottom edge.
    func layout(_ bar: UIView, above: CGFloat = 0, below: CGFloat = 0, hairlineOnTop: Bool) {
        fill.frame = CGRect(x: 0, y: -above, width: bar.bounds.width, height: bar.bounds.height + above + below)
        imageView?.frame = fill.bounds
        let px = shadowHeight ?? 1 / (bar.window?.screen.scale ?? UIScreen.main.scale)
        hairline.frame = CGRect(x: 0, y: hairlineOnTop ? -px : bar.bounds.height, width: bar.bounds.width, height: px)
    }
}
