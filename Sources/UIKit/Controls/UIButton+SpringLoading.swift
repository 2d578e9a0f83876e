import Foundation

extension UIButton: UISpringLoadedInteractionSupporting {
    /// A spring-loaded button carries an interaction that sends its primary actions when a drag
    /// has hovered over it, as a tap would.
    func updateSpringLoading() {
        keepInteraction(ButtonSpringLoading.self, while: isSpringLoaded) {
            ButtonSpringLoading { interaction, _ in
                (interaction.view as? UIControl)?.sendActions(for: [.touchUpInside, .primaryActionTriggered])
            }
        }
    }
}

/// The interaction `isSpringLoaded` installs (apart from any the app adds itself).
@MainActor final class ButtonSpringLoading: UISpringLoadedInteraction {}
