import Foundation
import QuartzCore

/// Shows a visual effect over what lies behind it: a blur effect blurs it (really: the compositor
/// blurs the pixels behind the view, and blurs them again only when they change) under the
/// material's tint; a vibrancy effect lets its content show through in the material's colours.
/// Put subviews in `contentView`.
@preconcurrency @MainActor open class UIVisualEffectView: UIView {
    open var effect: UIVisualEffect? { didSet { applyEffect() } }
    /// Where the view's content goes (subviews added to the effect view itself are misplaced, as on iOS).
    public let contentView = UIView()
    /// The material's tint, over the blur and under the content.
    private let tint = UIView()

    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        setUp()
    }

    public override convenience init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        for v in [tint, contentView] {
            v.frame = bounds
            v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            v.isUserInteractionEnabled = v === contentView
            addSubview(v)
        }
        applyEffect()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        applyEffect()
    }

    override func updateLayerColors() { applyEffect() }

    private func applyEffect() {
        let blur = (effect as? UIBlurEffect) ?? (effect as? UIVibrancyEffect)?.blurEffect
        guard let blur, !(effect is UIVibrancyEffect) else {
            layer.backdropBlurRadius = 0
            tint.backgroundColor = nil
            contentView.alpha = effect is UIVibrancyEffect ? 0.6 : 1
            return
        }
        let material = Material(blur.style, dark: traitCollection.userInterfaceStyle == .dark)
        // Reduce Transparency: the material's colour, opaque, and nothing blurred.
        let reduced = responderEnvironment.accessibility.settings.reduceTransparency
        layer.backdropBlurRadius = reduced ? 0 : material.blur
        tint.backgroundColor = reduced ? material.tint.withAlphaComponent(1) : material.tint
        contentView.alpha = 1
    }

    /// A system material: how far it blurs, in points, and the colour laid over the blur.
    struct Material {
        let blur: CGFloat
        let tint: UIColor

        init(_ style: UIBlurEffect.Style, dark: Bool) {
            func light(_ alpha: CGFloat, _ white: CGFloat = 1) -> UIColor { UIColor(white: white, alpha: alpha) }
            func darkTint(_ alpha: CGFloat) -> UIColor { UIColor(white: 0.11, alpha: alpha) }
            switch style {
            case .extraLight: (blur, tint) = (10, light(0.8, 0.97))
            case .light: (blur, tint) = (10, light(0.6))
            case .dark: (blur, tint) = (10, darkTint(0.73))
            case .extraDark: (blur, tint) = (10, darkTint(0.85))
            case .regular: (blur, tint) = (10, dark ? darkTint(0.7) : light(0.7))
            case .prominent: (blur, tint) = (10, dark ? darkTint(0.85) : light(0.85))
            case .systemUltraThinMaterial: (blur, tint) = (8, dark ? darkTint(0.35) : light(0.35))
            case .systemThinMaterial: (blur, tint) = (10, dark ? darkTint(0.55) : light(0.55))
            case .systemMaterial: (blur, tint) = (10, dark ? darkTint(0.7) : light(0.7))
            case .systemThickMaterial: (blur, tint) = (10, dark ? darkTint(0.85) : light(0.85))
            case .systemChromeMaterial: (blur, tint) = (10, dark ? darkTint(0.75) : light(0.75, 0.97))
            case .systemUltraThinMaterialLight: (blur, tint) = (8, light(0.35))
            case .systemThinMaterialLight: (blur, tint) = (10, light(0.55))
            case .systemMaterialLight: (blur, tint) = (10, light(0.7))
            case .systemThickMaterialLight: (blur, tint) = (10, light(0.85))
            case .systemChromeMaterialLight: (blur, tint) = (10, light(0.75, 0.97))
            case .systemUltraThinMaterialDark: (blur, tint) = (8, darkTint(0.35))
            case .systemThinMaterialDark: (blur, tint) = (10, darkTint(0.55))
            case .systemMaterialDark: (blur, tint) = (10, darkTint(0.7))
            case .systemThickMaterialDark: (blur, tint) = (10, darkTint(0.85))
            case .systemChromeMaterialDark: (blur, tint) = (10, darkTint(0.75))
            }
        }
    }
}
