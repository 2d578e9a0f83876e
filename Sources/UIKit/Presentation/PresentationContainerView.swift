import Foundation

/// The container of one presentation: a view over the window in which the presented view (and its
/// chrome) lives; it tells its presentation controller when it lays out, and keeps the presented
/// view at the controller's frame once the transition is over.
@MainActor final class PresentationContainerView: UIView {
    /// VoiceOver's escape dismisses a popover, as a tap outside it would.
    override func accessibilityPerformEscape() -> Bool {
        guard controller is UIPopoverPresentationController else { return false }
        controller.presentedViewController.dismiss(animated: true)
        return true
    }

    unowned let controller: UIPresentationController
    /// Set while an animator moves the presented view: layout leaves it alone.
    var transitioning = true

    init(controller: UIPresentationController, frame: CGRect) {
        self.controller = controller
        super.init(frame: frame)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        // What is presented is all VoiceOver and UI tests reach until it goes, as on iOS.
        accessibilityViewIsModal = true
    }

    required init?(coder: NSCoder) { fatalError("made in code") }

    override func layoutSubviews() {
        controller.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        if !transitioning, let v = controller.presentedView, v.superview === self, v.layer.animationKeys() == nil, v.transform == .identity {
            v.frame = controller.frameOfPresentedViewInContainerView
        }
        controller.containerViewDidLayoutSubviews()
    }

    /// A container for a non-fullscreen custom presentation passes touches outside its views through.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        if hit === self, !controller.shouldPresentInFullscreen { return nil }
        return hit
    }
}
