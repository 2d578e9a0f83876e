import Foundation

/// A registration for previewing, as iOS 13 runs it on every device: a long press on the source
/// view shows the delegate's controller as a context menu preview, with the controller's
/// `previewActionItems` as the menu; tapping the preview commits ("pops") it.
@MainActor final class PreviewingContext: NSObject, UIViewControllerPreviewing, UIContextMenuInteractionDelegate {
    private weak var weakDelegate: UIViewControllerPreviewingDelegate?
    let sourceView: UIView
    var sourceRect: CGRect
    private var interaction: UIContextMenuInteraction?
    /// The controller the preview shows, while the menu is up.
    private var previewed: UIViewController?

    init(delegate: UIViewControllerPreviewingDelegate, sourceView: UIView) {
        weakDelegate = delegate
        self.sourceView = sourceView
        sourceRect = sourceView.bounds
        super.init()
        let menu = UIContextMenuInteraction(delegate: self)
        interaction = menu
        sourceView.addInteraction(menu)
    }

    var delegate: UIViewControllerPreviewingDelegate { weakDelegate! }

    var previewingGestureRecognizerForFailureRelationship: UIGestureRecognizer {
        interaction?.pressRecognizer ?? UILongPressGestureRecognizer()
    }

    func unregister() {
        if let interaction { sourceView.removeInteraction(interaction) }
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        guard let delegate = weakDelegate, let vc = delegate.previewingContext(self, viewControllerForLocation: location) else { return nil }
        previewed = vc
        return UIContextMenuConfiguration(identifier: nil, previewProvider: { vc }, actionProvider: { [weak vc] _ in
            guard let vc else { return nil }
            return UIMenu(title: "", children: Self.menuElements(vc.previewActionItems, for: vc))
        })
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionCommitAnimating) {
        guard let vc = previewed, let delegate = weakDelegate else { return }
        animator.addCompletion { [weak self] in
            guard let self else { return }
            delegate.previewingContext(self, commit: vc)
        }
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?) {
        animator?.addCompletion { [weak self] in self?.previewed = nil }
    }

    /// Preview actions as menu elements: a group is a submenu, a destructive action red, a
    /// selected one checked.
    static func menuElements(_ items: [UIPreviewActionItem], for vc: UIViewController) -> [UIMenuElement] {
        items.compactMap { item in
            if let action = item as? UIPreviewAction {
                var attributes: UIAction.Attributes = []
                if action.style == .destructive { attributes.insert(.destructive) }
                return UIAction(title: action.title, attributes: attributes, state: action.style == .selected ? .on : .off) { [weak vc] _ in
                    guard let vc else { return }
                    action.handler(action, vc)
                }
            }
            if let group = item as? UIPreviewActionGroup {
                return UIMenu(title: group.title, children: menuElements(group.actions, for: vc))
            }
            return nil
        }
    }
}
