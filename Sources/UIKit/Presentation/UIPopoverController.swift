import Foundation

/// The popover of iOS 3.2–8 (deprecated since iOS 9, still in UIKit): a content controller shown in
/// a popover from a rectangle in a view or from a bar button item. Built on the popover
/// presentation controller. As on iOS, it does not keep itself alive while shown: the app must
/// hold it until it is dismissed, and releasing it while visible is UIKit's exception
/// "-[UIPopoverController dealloc] reached while popover is still visible.".
@preconcurrency @MainActor open class UIPopoverController: NSObject, UIPopoverPresentationControllerDelegate {
    open var contentViewController: UIViewController {
        didSet { visibility.content = contentViewController }
    }
    open weak var delegate: UIPopoverControllerDelegate?
    /// Views that keep receiving touches while the popover is up.
    open var passthroughViews: [UIView]? { didSet { popover?.passthroughViews = passthroughViews } }
    open var backgroundColor: UIColor? { didSet { popover?.backgroundColor = backgroundColor } }
    open var popoverLayoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    open var popoverBackgroundViewClass: UIPopoverBackgroundView.Type?
    /// Watches for release while visible.
    private let visibility: PopoverVisibilityGuard

    public init(contentViewController viewController: UIViewController) {
        contentViewController = viewController
        visibility = PopoverVisibilityGuard(content: viewController)
        super.init()
    }

    /// The content's size: its `preferredContentSize`.
    open var popoverContentSize: CGSize {
        get { contentViewController.preferredContentSize }
        set { contentViewController.preferredContentSize = newValue }
    }

    open func setPopoverContentSize(_ size: CGSize, animated: Bool) {
        popoverContentSize = size
        popover?.containerView?.setNeedsLayout()
    }

    open func setContentViewController(_ viewController: UIViewController, animated: Bool) {
        contentViewController = viewController
    }

    open var isPopoverVisible: Bool {
        contentViewController.presentingViewController != nil && !contentViewController.isBeingDismissed
    }

    /// The arrow's direction while shown (`.unknown` otherwise).
    open var popoverArrowDirection: UIPopoverArrowDirection { isPopoverVisible ? popover?.arrowDirection ?? .unknown : .unknown }

    private var popover: UIPopoverPresentationController? { contentViewController.popoverPresentationController }

    /// Shows the popover with its arrow pointing at `rect` in `view`.
    open func present(from rect: CGRect, in view: UIView, permittedArrowDirections arrowDirections: UIPopoverArrowDirection, animated: Bool) {
        present(animated: animated, from: view) { p in
            p.sourceView = view
            p.sourceRect = rect
            p.permittedArrowDirections = arrowDirections
        }
    }

    /// Shows the popover with its arrow pointing at a bar button item.
    open func present(from item: UIBarButtonItem, permittedArrowDirections arrowDirections: UIPopoverArrowDirection, animated: Bool) {
        present(animated: animated, from: item.shownView) { p in
            p.barButtonItem = item
            p.permittedArrowDirections = arrowDirections
        }
    }

    private func present(animated: Bool, from view: UIView?, configure: (UIPopoverPresentationController) -> Void) {
        let content = contentViewController
        if isPopoverVisible { content.dismiss(animated: false) }
        content.modalPresentationStyle = .popover
        guard let p = content.popoverPresentationController, let view,
              let presenter = view.enclosingViewController ?? view.window?.rootViewController else {
            UIKitEnvironment.current.warn("Attempt to present a popover from a view that is not in a window.")
            return
        }
        configure(p)
        p.delegate = self
        p.passthroughViews = passthroughViews
        p.backgroundColor = backgroundColor
        p.popoverLayoutMargins = popoverLayoutMargins
        p.popoverBackgroundViewClass = popoverBackgroundViewClass
        visibility.content = content
        presenter.present(content, animated: animated)
    }

    /// Takes the popover down; the delegate is not told (it is told only of taps outside).
    open func dismiss(animated: Bool) {
        guard isPopoverVisible else { return }
        contentViewController.dismiss(animated: animated)
    }

    // MARK: As the popover presentation controller's delegate

    public func popoverPresentationControllerShouldDismissPopover(_ p: UIPopoverPresentationController) -> Bool {
        delegate?.popoverControllerShouldDismissPopover(self) ?? true
    }

    public func popoverPresentationControllerDidDismissPopover(_ p: UIPopoverPresentationController) {
        delegate?.popoverControllerDidDismissPopover(self)
    }

    public func popoverPresentationController(_ p: UIPopoverPresentationController, willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>,
                                              in view: UnsafeMutablePointer<UIView>) {
        delegate?.popoverController(self, willRepositionPopoverTo: rect, in: view)
    }

}

/// Released with its popover controller: if the popover is still on screen then, that is UIKit's
/// exception (the owner may declare its own `deinit`, so the check lives here).
final class PopoverVisibilityGuard: @unchecked Sendable {
    // Only touched on the main thread: the popover controller is main-actor bound.
    nonisolated(unsafe) weak var content: UIViewController?

    init(content: UIViewController) { self.content = content }

    deinit {
        let content = self.content
        MainActor.assumeIsolated {
            guard let content, content.presentingViewController != nil, !content.isBeingDismissed else { return }
            UIKitRuntime.fail("-[UIPopoverController dealloc] reached while popover is still visible.")
        }
    }
}
