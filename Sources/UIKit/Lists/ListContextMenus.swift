import Foundation

/// A table's or collection view's context menus: one interaction on the list whose configuration
/// comes from the row or item under the press (asked of the list's delegate through `host`), lifting
/// that cell unless the delegate names another preview.
@MainActor final class ListContextMenus: UIContextMenuInteractionDelegate {
    /// What the list answers: the configuration and cell at a point, and the delegate's other hooks.
    struct Host {
        var configuration: (CGPoint) -> (UIContextMenuConfiguration, UIView)?
        var preview: (UIContextMenuConfiguration) -> UITargetedPreview?
        var dismissPreview: (UIContextMenuConfiguration) -> UITargetedPreview?
        var commit: (UIContextMenuConfiguration, UIContextMenuInteractionCommitAnimating) -> Void
        var willDisplay: (UIContextMenuConfiguration, UIContextMenuInteractionAnimating?) -> Void
        var willEnd: (UIContextMenuConfiguration, UIContextMenuInteractionAnimating?) -> Void
    }

    let host: Host
    /// The cell of the menu being shown.
    private var cell: UIView?

    init(host: Host) { self.host = host }

    /// Adds the interaction to `list`; the list keeps the returned driver (the interaction holds it weakly).
    static func install(on list: UIView, host: Host) -> ListContextMenus {
        let menus = ListContextMenus(host: host)
        list.addInteraction(UIContextMenuInteraction(delegate: menus))
        return menus
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        guard let (configuration, cell) = host.configuration(location) else { return nil }
        self.cell = cell
        return configuration
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        host.preview(configuration) ?? cell.map { UITargetedPreview(view: $0) }
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        host.dismissPreview(configuration) ?? cell.map { UITargetedPreview(view: $0) }
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?) {
        host.willDisplay(configuration, animator)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionCommitAnimating) {
        host.commit(configuration, animator)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?) {
        host.willEnd(configuration, animator)
        cell = nil
    }
}
