import Foundation

extension UIView {
    /// The interactions added to the view, in the order added.
    public var interactions: [UIInteraction] {
        get { attachedInteractions }
        set {
            for i in attachedInteractions where !newValue.contains(where: { $0 === i }) { removeInteraction(i) }
            for i in newValue { addInteraction(i) }
        }
    }

    /// Adds an interaction (taking it from any view it was on).
    public func addInteraction(_ interaction: UIInteraction) {
        guard !attachedInteractions.contains(where: { $0 === interaction }) else { return }
        if let old = interaction.view, old !== self { old.removeInteraction(interaction) }
        interaction.willMove(to: self)
        attachedInteractions.append(interaction)
        interaction.didMove(to: self)
    }

    public func removeInteraction(_ interaction: UIInteraction) {
        guard attachedInteractions.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        attachedInteractions.removeAll { $0 === interaction }
        interaction.didMove(to: nil)
    }
}

extension UIView {
    /// Keeps one interaction of UIKit's own type `T` on the view while `wanted` (a setting such as
    /// `pasteConfiguration` or `isSpringLoaded` installs it), and none otherwise.
    func keepInteraction<T: UIInteraction>(_ type: T.Type, while wanted: Bool, make: () -> T) {
        let installed = attachedInteractions.first { $0 is T }
        if !wanted, let installed { removeInteraction(installed) }
        if wanted, installed == nil { addInteraction(make()) }
    }

    /// Adds the drop interaction a paste configuration brings, or removes it with the configuration.
    func updatePasteDropTarget() {
        keepInteraction(PasteDropInteraction.self, while: pasteConfiguration != nil) { PasteDropInteraction() }
    }
}
