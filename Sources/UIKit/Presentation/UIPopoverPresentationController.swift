import Foundation

/// A popover (`modalPresentationStyle = .popover`): the presented controller in a rounded panel
/// whose arrow points at `sourceView`/`sourceRect` or a bar button item, sized from its
/// `preferredContentSize`, placed where there is room, dismissed by a tap outside. In a compact
/// environment (an iPhone) it adapts to a sheet unless the delegate answers `.none`.
@preconcurrency @MainActor open class UIPopoverPresentationController: UIPresentationController {
    open var sourceView: UIView?
    /// The rectangle in `sourceView` the arrow points at (zero: the whole view).
    open var sourceRect: CGRect = .zero
    open var barButtonItem: UIBarButtonItem?
    /// A view or bar button item to point at (iOS 16).
    open var sourceItem: UIPopoverPresentationControllerSourceItem? {
        get { barButtonItem ?? sourceView }
        set {
            barButtonItem = newValue as? UIBarButtonItem
            if let v = newValue as? UIView { sourceView = v }
        }
    }
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// The arrow's direction once laid out (`.unknown` before).
    open internal(set) var arrowDirection: UIPopoverArrowDirection = .unknown
    /// Views that keep receiving touches while the popover is up.
    open var passthroughViews: [UIView]?
    /// How far from the screen's edges (inside the safe area) the popover keeps.
    open var popoverLayoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    open var backgroundColor: UIColor? { didSet { (chrome?.background as? SystemPopoverBackgroundView)?.fillColor = backgroundColor ?? .systemBackground } }
    open var canOverlapSourceViewRect = false
    open var popoverBackgroundViewClass: UIPopoverBackgroundView.Type?

    var chrome: PopoverChromeView?
    let dismissalView = PopoverDismissalView()
    private var lastContainerSize: CGSize?

    private var popoverDelegate: UIPopoverPresentationControllerDelegate? { delegate as? UIPopoverPresentationControllerDelegate }
    /// Whether it shows as a popover (not adapted to a sheet).
    var isPopover: Bool { presentationStyle == .popover }

    open override var presentedView: UIView? {
        guard isPopover else { return super.presentedView }
        if let chrome { return chrome }
        let c = PopoverChromeView(content: presentedViewController.view, backgroundClass: popoverBackgroundViewClass ?? SystemPopoverBackgroundView.self)
        (c.background as? SystemPopoverBackgroundView)?.fillColor = backgroundColor ?? .systemBackground
        chrome = c
        return c
    }

    open override var shouldPresentInFullscreen: Bool { !isPopover }
    open override var shouldRemovePresentersView: Bool { isPopover ? false : super.shouldRemovePresentersView }

    open override var frameOfPresentedViewInContainerView: CGRect {
        guard isPopover else { return super.frameOfPresentedViewInContainerView }
        return placement().frame
    }

    open override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        guard isPopover, let container = containerView else { return }
        // The screen turned: the delegate may move the source before the popover follows it.
        if let last = lastContainerSize, last != container.bounds.size, var view = sourceView {
            var rect = sourceRect
            popoverDelegate?.popoverPresentationController(self, willRepositionPopoverTo: &rect, in: &view)
            sourceRect = rect
            sourceView = view
        }
        lastContainerSize = container.bounds.size
        dismissalView.frame = container.bounds
        let p = placement()
        arrowDirection = p.direction
        chrome?.layout(direction: p.direction, arrowOffset: p.arrowOffset)
    }

    // MARK: The presentation

    override func willBeginPresentation() -> Bool {
        guard isPopover else { return true }
        popoverDelegate?.prepareForPopoverPresentation(self)
        guard sourceView != nil || barButtonItem != nil else {
            if let message = presentedViewController.missingPopoverSourceMessage(presentedFrom: presenting) {
                UIKitRuntime.fail(message)
            } else {
                UIKitRuntime.fail("UIPopoverPresentationController (\(self)) should have a non-nil sourceView or barButtonItem set before the presentation occurs.")
            }
            return false
        }
        return true
    }

    override func systemAnimator(presenting: Bool) -> UIViewControllerAnimatedTransitioning {
        isPopover ? PopoverTransitionAnimator(presenting: presenting) : super.systemAnimator(presenting: presenting)
    }

    open override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard isPopover, let container = containerView else { return }
        dismissalView.popover = self
        dismissalView.frame = container.bounds
        dismissalView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.insertSubview(dismissalView, at: 0)
        container.setNeedsLayout()
        container.layoutIfNeeded()
    }

    /// A touch outside: the delegate may keep the popover; otherwise it goes, and the delegate hears after.
    func outsideTouched() {
        guard !presentedViewController.isBeingDismissed, !presentedViewController.isBeingPresented else { return }
        guard popoverDelegate?.popoverPresentationControllerShouldDismissPopover(self) ?? true,
              delegate?.presentationControllerShouldDismiss(self) ?? true, !presentedViewController.isModalInPresentation else {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return
        }
        delegate?.presentationControllerWillDismiss(self)
        // An action sheet in a popover is cancelled: its cancel action's handler runs.
        if let alert = presentedViewController as? UIAlertController {
            alert.cancelFromOutside()
            return
        }
        presentedViewController.dismiss(animated: true) { [weak self] in
            guard let self else { return }
            self.popoverDelegate?.popoverPresentationControllerDidDismissPopover(self)
            self.delegate?.presentationControllerDidDismiss(self)
            self.userDismissed?()
        }
    }

    /// Told after a tap outside dismissed it (the deprecated `UIPopoverController` listens).
    var userDismissed: (() -> Void)?

    override func didEndDismissal() {
        super.didEndDismissal()
        dismissalView.removeFromSuperview()
        chrome = nil
        arrowDirection = .unknown
        lastContainerSize = nil
    }
}
