import Foundation
import QuartzCore

/// A context menu on screen, as iOS 17 draws it: the window blurred and dimmed behind, the preview
/// lifted (a little larger, rounded, with a soft shadow) where its view was, and the menu's panel
/// beside it. A tap on the preview commits; the menu's own panel closes everything on a choice or
/// a tap outside.
@MainActor final class ContextMenuView: UIView {
    unowned let interaction: UIContextMenuInteraction
    let configuration: UIContextMenuConfiguration
    let previewController: UIViewController?
    private let backdrop = BackdropBlurView()
    private let lifted = UIControl()
    private var menuView: MenuView?
    private let menu: UIMenu
    private var ending = false
    /// The view lifted from its place: hidden there while its picture is lifted, as on iOS.
    private var lifting: UIView?

    /// How much larger the lifted preview is drawn.
    static let liftScale: CGFloat = 1.04

    init(interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration, preview: UITargetedPreview,
         previewController: UIViewController?, menu: UIMenu, in window: UIWindow) {
        self.interaction = interaction
        self.configuration = configuration
        self.previewController = previewController
        self.menu = menu
        super.init(frame: window.bounds)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(self)
        backdrop.tint = ChromePalette.menuPlatter
        backdrop.frame = bounds
        addSubview(backdrop)
        // The preview: the controller's view when the configuration makes one, else a picture of the view.
        let source = preview.target.container.convert(CGRect(x: preview.target.center.x - preview.size.width / 2,
                                                             y: preview.target.center.y - preview.size.height / 2,
                                                             width: preview.size.width, height: preview.size.height), to: window)
        let content: UIView
        var frame = source
        if let vc = previewController {
            vc.loadViewIfNeeded()
            content = vc.view
            var size = vc.preferredContentSize
            if size.width <= 0 || size.height <= 0 { size = CGSize(width: window.bounds.width - 32, height: min(window.bounds.height * 0.45, 420)) }
            frame = CGRect(x: (window.bounds.width - size.width) / 2, y: max(window.safeAreaInsets.top + 16, source.midY - size.height / 2),
                           width: size.width, height: size.height)
        } else {
            content = preview.view.snapshotView(afterScreenUpdates: false) ?? UIView()
            lifting = preview.view
            preview.view.isHidden = true
        }
        content.frame = CGRect(origin: .zero, size: frame.size)
        content.layer.cornerRadius = 13
        content.clipsToBounds = true
        if let bg = preview.parameters.backgroundColor { content.backgroundColor = bg }
        content.isUserInteractionEnabled = false
        lifted.frame = frame
        lifted.layer.shadowOpacity = 0.25
        lifted.layer.shadowRadius = 24
        lifted.layer.shadowOffset = CGSize(width: 0, height: 10)
        lifted.addSubview(content)
        lifted.addTarget(self, action: ContextMenuView.previewTapped, for: .touchUpInside)
        if !menu.children.isEmpty {
            let mv = MenuView(menu: menu, sender: interaction.view, anchor: frame, in: window)
            mv.frame = bounds
            addSubview(mv)
            mv.onClose = { [weak self] in self?.dismiss(committing: false) }
            menuView = mv
        }
        addSubview(lifted)
    }

    required init?(coder: NSCoder) { fatalError("made by a context menu interaction") }

    /// A tap outside the preview and the menu (when there is no menu to take it).
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { dismiss(committing: false) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}

    func show(animator: ContextMenuAnimator) {
        menuView?.show()
        UIView.performWithoutAnimation { backdrop.alpha = 0 }
        animator.run(duration: 0.3, {
            self.backdrop.alpha = 1
            self.lifted.transform = CGAffineTransform(scaleX: ContextMenuView.liftScale, y: ContextMenuView.liftScale)
        }, then: {})
    }

    private func previewTapped() { dismiss(committing: true) }

    func dismiss(committing: Bool) {
        guard !ending else { return }
        ending = true
        isUserInteractionEnabled = false
        let animator = interaction.menuWillEnd(self, committing: committing)
        menuView?.close()
        animator.run(duration: 0.25, {
            self.backdrop.alpha = 0
            self.lifted.alpha = 0
            self.lifted.transform = .identity
        }, then: {
            self.lifting?.isHidden = false
            self.removeFromSuperview()
            self.interaction.menuDidEnd(self)
        })
    }
}
