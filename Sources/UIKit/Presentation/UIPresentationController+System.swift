import Foundation
import QuartzCore

/// The chrome and placement of UIKit's own styles: full screen takes the container; on iPhone a
/// page sheet is a card from just under the status bar with the presenter receding behind it; on
/// iPad sheets are centred cards (page sheets 704 wide, form sheets 540×620) over a dimmed screen.
/// Sheets follow a downward drag and are dismissed past a third of their height.
extension UIPresentationController {
    var isSheet: Bool { presentationStyle == .pageSheet || presentationStyle == .formSheet }
    /// Whether the presenting controller's device is an iPad (not the device driven last).
    var isPad: Bool { (presenting?.responderEnvironment.screen ?? UIScreen.main).profile.idiom == .pad }
    /// On iPhone the presenter recedes behind a page sheet.
    var recedesPresenter: Bool { isSheet && !isPad }

    /// The frame UIKit's styles give the presented view.
    var systemFrame: CGRect {
        guard let c = containerView else { return .zero }
        let b = c.bounds
        guard isSheet else { return b }
        if isPad {
            let size = presentationStyle == .formSheet ? CGSize(width: 540, height: 620)
                : CGSize(width: min(704, b.width - 40), height: b.height - 2 * max(40, c.safeAreaInsets.top + 16))
            return CGRect(x: b.midX - size.width / 2, y: b.midY - size.height / 2, width: size.width, height: size.height)
        }
        let top = c.safeAreaInsets.top + 10
        return CGRect(x: 0, y: top, width: b.width, height: b.height - top)
    }

    /// Before the animation: a sheet's dimming fades in and the presenter recedes alongside it.
    func systemWillPresent(_ transition: TransitionContext) {
        guard isSheet, let container = containerView, let presented = presentedView else { return }
        let dimming = UIView(frame: container.bounds)
        dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimming.backgroundColor = UIColor(white: 0, alpha: isPad ? 0.4 : 0.25)
        dimming.alpha = 0
        container.insertSubview(dimming, at: 0)
        sheetDimming = dimming
        presented.layer.cornerRadius = isPad ? 12 : 10
        presented.layer.maskedCorners = isPad ? [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
                                              : [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        presented.clipsToBounds = true
        presented.addGestureRecognizer(sheetDragRecognizer())
        let behind = recedesPresenter ? container.window?.rootViewController?.view : nil
        recededPresenter = behind
        transition.animate(alongsideTransition: { _ in
            dimming.alpha = 1
            if let behind {
                behind.transform = self.recededTransform
                behind.layer.cornerRadius = 10
                behind.clipsToBounds = true
            }
        }, completion: nil)
    }

    /// Before the dismissal's animation: the dimming fades and the presenter comes forward.
    func systemWillDismiss(_ transition: TransitionContext) {
        let dimming = sheetDimming, behind = recededPresenter
        transition.animate(alongsideTransition: { _ in
            dimming?.alpha = 0
            if let behind {
                behind.transform = .identity
                behind.layer.cornerRadius = 0
            }
        }, completion: { _ in behind?.clipsToBounds = false })
    }

    /// The presenter scaled so a strip of it shows above the sheet, its top just above the sheet's.
    var recededTransform: CGAffineTransform {
        guard let b = containerView?.bounds else { return .identity }
        let s = (b.width - 32) / b.width
        let top = systemFrame.minY - 10
        let scaledTop = b.midY - b.height * s / 2
        return CGAffineTransform(scaleX: s, y: s).concatenating(CGAffineTransform(translationX: 0, y: top - scaledTop))
    }

    // MARK: Dragging a sheet down

    private func sheetDragRecognizer() -> UIPanGestureRecognizer {
        let pan = UIPanGestureRecognizer(target: self, action: UIPresentationController.sheetDragged)
        pan.delegate = SheetDragGate.shared
        return pan
    }

    private func sheetDragged(_ g: UIPanGestureRecognizer) {
        guard let v = presentedView, let container = containerView else { return }
        let t = g.translation(in: container).y
        // A modal sheet, or one whose delegate says no (asked once, as the drag begins), resists;
        // the delegate hears of the attempt.
        if g.state == .began {
            dragResists = presentedViewController.isModalInPresentation || !(delegate?.presentationControllerShouldDismiss(self) ?? true)
        }
        let resist = dragResists
        switch g.state {
        case .began, .changed:
            let dy = resist ? t * 0.1 : max(0, t)
            UIView.performWithoutAnimation { v.transform = CGAffineTransform(translationX: 0, y: dy) }
        case .ended, .cancelled:
            let fast = g.velocity(in: container).y > 1000
            let far = t > systemFrame.height / 3 || fast
            if resist && g.state == .ended && far { delegate?.presentationControllerDidAttemptToDismiss(self) }
            if !resist && g.state == .ended && far {
                // Carry on from where the finger left it.
                UIView.performWithoutAnimation {
                    v.transform = .identity
                    v.frame = systemFrame.offsetBy(dx: 0, dy: max(0, t))
                }
                delegate?.presentationControllerWillDismiss(self)
                presentedViewController.dismiss(animated: true) { [weak self] in
                    guard let self else { return }
                    self.delegate?.presentationControllerDidDismiss(self)
                }
            } else {
                UIView.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [],
                               animations: { v.transform = .identity })
            }
        default:
            break
        }
    }
}

/// Lets a sheet's drag begin only when it goes down.
@MainActor final class SheetDragGate: UIGestureRecognizerDelegate {
    static let shared = SheetDragGate()
    func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool {
        guard let pan = g as? UIPanGestureRecognizer else { return true }
        let t = pan.translation(in: nil)
        return t.y > abs(t.x)
    }
}
