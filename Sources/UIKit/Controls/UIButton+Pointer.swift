import Foundation

extension UIButton {
    /// A button with pointer effects carries a pointer interaction whose style comes from its
    /// `pointerStyleProvider`, or is the automatic effect in a rounded rectangle of its bounds.
    func updatePointerInteraction() {
        keepInteraction(ButtonPointerInteraction.self, while: isPointerInteractionEnabled) { ButtonPointerInteraction() }
    }
}

/// The pointer interaction `isPointerInteractionEnabled` installs, its own delegate.
@MainActor final class ButtonPointerInteraction: UIPointerInteraction {
    private let styler = Styler()

    init() { super.init(delegate: styler) }

    @MainActor final class Styler: UIPointerInteractionDelegate {
        func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
            guard let button = interaction.view as? UIButton else { return nil }
            let effect = UIPointerEffect.automatic(UITargetedPreview(view: button))
            let shape = UIPointerShape.roundedRect(button.bounds)
            guard let provider = button.pointerStyleProvider else { return UIPointerStyle(effect: effect, shape: shape) }
            return provider(button, effect, shape)
        }
    }
}
