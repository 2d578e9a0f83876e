import Foundation
import QuartzCore

/// Manages one presentation: where the presented view goes in the container (a view over the
/// window), the chrome around it, and what happens when the environment turns compact. UIKit's own
/// styles (full screen, page and form sheets, popovers) are presentation controllers too; an app
/// subclasses this for `.custom` presentations, returned by its `transitioningDelegate`.
@preconcurrency @MainActor open class UIPresentationController: NSObject, UIContentContainer, UITraitEnvironment, UIAppearanceContainer {
    private weak var weakPresented: UIViewController?
    /// Held only while presented, so a dismissed controller and its presentation controller go away.
    private var heldPresented: UIViewController?

    /// The controller being presented.
    open var presentedViewController: UIViewController { heldPresented ?? weakPresented! }
    /// The controller presenting it (UIKit fills it in when the presentation starts).
    /// The controller that presents (nil until UIKit knows it, for one made with a nil presenter).
    weak var presenting: UIViewController?
    /// The controller that presented, as iOS types it (never optional): asked before UIKit knows
    /// the presenter — made with a nil one, not yet presented — it is the presented controller.
    open var presentingViewController: UIViewController { presenting ?? presentedViewController }
    /// The view the presentation happens in, covering the window, while it is presented.
    open internal(set) var containerView: UIView?
    open weak var delegate: UIAdaptivePresentationControllerDelegate?
    /// Traits to use instead of the container's for the presented controller.
    open var overrideTraitCollection: UITraitCollection? { didSet { TraitResolution.invalidate() } }

    /// The style asked for, and the one in use once adapted to a compact environment.
    let requestedStyle: UIModalPresentationStyle
    var adaptedStyle: UIModalPresentationStyle?

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        weakPresented = presentedViewController
        presenting = presentingViewController
        requestedStyle = Self.requestedStyle(of: presentedViewController, for: Self.self)
        super.init()
    }

    private static func requestedStyle(of vc: UIViewController, for type: UIPresentationController.Type) -> UIModalPresentationStyle {
        let s = vc.modalPresentationStyle
        if s == .automatic { return .pageSheet }
        // A subclass an app wrote presents as `.custom` whatever the controller says.
        return type == UIPresentationController.self || type == UIPopoverPresentationController.self ? s : .custom
    }

    /// The style of this presentation (after adaptation).
    open var presentationStyle: UIModalPresentationStyle { adaptedStyle ?? requestedStyle }

    /// The view that is animated in and placed: the presented controller's view.
    open var presentedView: UIView? { presentedViewController.view }

    /// Where the presented view rests in the container.
    open var frameOfPresentedViewInContainerView: CGRect { systemFrame }

    /// Whether the presentation covers the whole screen (UIKit's answer: yes).
    open var shouldPresentInFullscreen: Bool { true }
    /// Whether the presenter's view leaves the screen once presented (a full-screen presentation).
    open var shouldRemovePresentersView: Bool { presentationStyle == .fullScreen || presentationStyle == .currentContext }

    /// The style to adapt to in a compact environment.
    open var adaptivePresentationStyle: UIModalPresentationStyle { defaultAdaptiveStyle }
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle { adaptivePresentationStyle }

    /// What UIKit adapts to by itself: a popover becomes a sheet; everything else stays.
    public var defaultAdaptiveStyle: UIModalPresentationStyle { requestedStyle == .popover ? .formSheet : .none }

    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    open var traitCollection: UITraitCollection { overrideTraitCollection ?? presenting?.traitCollection ?? UIScreen.main.traitCollection }

    // MARK: The transition, as UIKit calls it

    open func presentationTransitionWillBegin() {}
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    open func dismissalTransitionWillBegin() {}
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    open func containerViewWillLayoutSubviews() {}
    open func containerViewDidLayoutSubviews() {}

    // MARK: Content container

    open var preferredContentSize: CGSize = .zero
    open func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }
    open func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        containerView?.setNeedsLayout()
    }
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer) {}
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {}
    open func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {}

    // MARK: Held while presented

    func holdPresented() { heldPresented = weakPresented }
    func releasePresented() { heldPresented = nil }

    /// The chrome UIKit's own styles add (dimming, the receding presenter).
    var sheetDimming: UIView?
    /// The views beneath whose tints this presentation dimmed, with the modes they had.
    var dimmedTints: [(view: UIView, mode: UIView.TintAdjustmentMode)] = []
    /// Whether what lies beneath shows its tint dimmed while this is presented: sheets, popovers,
    /// alerts and action sheets (a full-screen presentation hides it instead).
    var dimsTintBeneath: Bool { isSheet || presentationStyle == .popover }
    var recededPresenter: UIView?
    /// Whether the presenter's view was taken off the screen (and comes back on dismissal).
    var removedPresentersView = false
    /// Decided when a drag on a sheet begins: whether the sheet resists being pulled down.
    var dragResists = false

    // MARK: Hooks for UIKit's own styles

    /// The window's views beneath the new container take dimmed tints, as iOS dims them.
    func dimTints(beneath container: UIView, in window: UIWindow) {
        guard dimsTintBeneath else { return }
        for v in window.subviews where v !== container && v.storedTintAdjustmentMode != .dimmed {
            dimmedTints.append((v, v.storedTintAdjustmentMode))
            v.tintAdjustmentMode = .dimmed
        }
    }

    /// Last checks before presenting (a popover needs a source); false stops the presentation.
    func willBeginPresentation() -> Bool { true }

    /// UIKit's animator for this style when the transitioning delegate gives none.
    func systemAnimator(presenting: Bool) -> UIViewControllerAnimatedTransitioning {
        // A context that provides its transition style lends it to what is presented in it.
        let context: UIViewController? = self.presenting
        let inContext = presentationStyle == .currentContext || presentationStyle == .overCurrentContext
        let style = inContext && context?.providesPresentationContextTransitionStyle == true ? context!.modalTransitionStyle
                                                                                             : presentedViewController.modalTransitionStyle
        return SystemTransitionAnimator(presenting: presenting, transitionStyle: style)
    }

    /// The dismissal is over: the chrome goes.
    func didEndDismissal() {
        for (view, mode) in dimmedTints.reversed() { view.tintAdjustmentMode = mode }
        dimmedTints = []
        sheetDimming?.removeFromSuperview()
        sheetDimming = nil
        recededPresenter = nil
        adaptedStyle = nil
    }
}
