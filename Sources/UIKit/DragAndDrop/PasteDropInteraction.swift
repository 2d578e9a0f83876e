import Foundation

/// The drop interaction a view with a paste configuration carries, as on iOS: it takes a drag whose
/// items offer an accepted type, proposes a copy, and hands the items' providers to the view's
/// `paste(itemProviders:)`.
@MainActor final class PasteDropInteraction: UIDropInteraction {
    private let handler: Handler

    init() {
        let h = Handler()
        handler = h
        super.init(delegate: h)
    }

    @MainActor final class Handler: UIDropInteractionDelegate {
        func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
            guard let view = interaction.view, let configuration = view.pasteConfiguration else { return false }
            return session.items.contains { configuration.accepts($0.itemProvider) } && view.canPaste(session.items.map(\.itemProvider))
        }

        func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
            UIDropProposal(operation: .copy)
        }

        func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
            guard let view = interaction.view, let configuration = view.pasteConfiguration else { return }
            view.paste(itemProviders: session.items.map(\.itemProvider).filter(configuration.accepts))
        }
    }
}
