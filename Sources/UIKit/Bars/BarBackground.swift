import Foundation
import QuartzCore

/// The chrome every bar draws: its appearance's material (a real blur of the content scrolled under
/// it, with the material's tint), colour and image, running on under the status bar or the home
/// indicator, and a hairline on the edge that meets the content.
@MainActor final class BarBackground {
    /// The blur and the material's tint.
    let fill = UIView()
    let hairline = UIView()
    /// The appearance's background colour, over the material.
    private let color = UIView()
    /// The background image of an appearance, over the colour.
    private var imageView: UIImageView?
    /// A shadow image's height (nil: a one-pixel hairline).
    private var shadowHeight: CGFloat?

    init(in bar: UIView) {
        for v in [fill, color, hairline] { v.isUserInteractionEnabled = false }
        hairline.backgroundColor = ChromePalette.barHairline
        fill.addSubview(color)
        bar.addSubview(fill)
        bar.addSubview(hairline)
        show(UIBarAppearance(idiom: bar.traitCollection.userInterfaceIdiom))
    }

    /// The tint a material lays over its blur, for the traits it is drawn in.
    static func tint(_ style: UIBlurEffect.Style, opaque: Bool = false) -> UIColor {
        UIColor {
            let tint = UIVisualEffectView.Material(style, dark: $0.userInterfaceStyle == .dark).tint
            return opaque ? tint.withAlphaComponent(1) : tint
        }
    }

    /// Draws a bar appearance as iOS does: its blur effect (unless an opaque colour hides it), the
    /// colour over it, its image, and its shadow colour or image as the hairline.
    func show(_ look: UIBarAppearance) {
        var opaque = false
        if let c = look.backgroundColor, c != .clear {
            color.backgroundColor = c
            color.isHidden = false
            opaque = [UIColor.lightTraits, UIColor.darkTraits].allSatisfy { c.resolvedColor(with: $0).fixedCGColor.rgba.a >= 1 }
        } else {
            color.isHidden = true
        }
        if let effect = look.backgroundEffect, !opaque {
            // Reduce Transparency: the material's colour, opaque, and nothing blurred.
            let reduced = fill.responderEnvironment.accessibility.settings.reduceTransparency
            fill.layer.backdropBlurRadius = reduced ? 0 : UIVisualEffectView.Material(effect.style, dark: false).blur
            fill.backgroundColor = BarBackground.tint(effect.style, opaque: reduced)
        } else {
            fill.layer.backdropBlurRadius = 0
            fill.backgroundColor = nil
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
        color.frame = fill.bounds
        imageView?.frame = fill.bounds
        let px = shadowHeight ?? 1 / (bar.window?.screen.scale ?? UIScreen.main.scale)
        hairline.frame = CGRect(x: 0, y: hairlineOnTop ? -px : bar.bounds.height, width: bar.bounds.width, height: px)
    }
}
