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
    /// Adds the drop interaction a paste configuration brings, or removes it with the configuration.
    func updatePasteDropTarget() {
        let installed = attachedInteractions.first { $0 is PasteDropInteraction }
        if pasteConfiguration == nil, let installed { removeInteraction(installed) }
        if pasteConfiguration != nil, installed == nil { addInteraction(PasteDropInteraction()) }
    }
}
