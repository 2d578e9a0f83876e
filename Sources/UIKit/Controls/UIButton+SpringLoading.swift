import Foundation

extension UIButton: UISpringLoadedInteractionSupporting {
    /// A spring-loaded button carries an interaction that sends its primary actions when a drag
    /// has hovered over it, as a tap would.
    func updateSpringLoading() {
        let installed = attachedInteractions.first { $0 is ButtonSpringLoading }
        if !isSpringLoaded, let installed { removeInteraction(installed) }
        if isSpringLoaded, installed == nil {
            addInteraction(ButtonSpringLoading { interaction, _ in
                (interaction.view as? UIControl)?.sendActions(for: [.touchUpInside, .primaryActionTriggered])
            })
        }
    }
}

/// The interaction `isSpringLoaded` installs (apart from any the app adds itself).
@MainActor final class ButtonSpringLoading: UISpringLoadedInteraction {}
