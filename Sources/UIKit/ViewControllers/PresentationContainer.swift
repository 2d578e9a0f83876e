import Foundation
@_spi(OpenUIKit) import QuartzCore

/// Where a presented controller's view lives: above everything in the window, with a dimming view
/// for sheets. It lays the sheet out: on iPhone a card from just under the status bar with rounded top
/// corners; on iPad a centered card (page sheets 704 wide, form sheets 540×620).
@MainActor final class PresentationContainer: UIView {
    let dimming = UIView()
    let presented: UIViewController
    let style: UIModalPresentationStyle
    weak var presenting: UIViewController?

    init(presented: UIViewController, presenting: UIViewController, style: UIModalPresentationStyle, frame: CGRect) {
        self.presented = presented
        self.presenting = presenting
        self.style = style
        super.init(frame: frame)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimming.backgroundColor = UIColor(white: 0, alpha: isSheet ? (isPad ? 0.4 : 0.25) : 0)
        dimming.frame = bounds
        dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(dimming)
        addSubview(presented.view)
    }

    required init?(coder: NSCoder) { fatalError("made in code") }

    var isSheet: Bool { style == .pageSheet || style == .formSheet }
    var isPad: Bool { UIScreen.main.profile.idiom == .pad }

    /// The presented view's frame when fully shown.
    var finalFrame: CGRect {
        let b = bounds
        guard isSheet else { return b }
        if isPad {
            let size = style == .formSheet ? CGSize(width: 540, height: 620)
                                           : CGSize(width: min(704, b.width - 40), height: b.height - 2 * max(40, safeAreaInsets.top + 16))
            return CGRect(x: b.midX - size.width / 2, y: b.midY - size.height / 2, width: size.width, height: size.height)
        }
        let top = safeAreaInsets.top + 10
        return CGRect(x: 0, y: top, width: b.width, height: b.height - top)
    }

    /// Where it starts and ends: below the screen.
    var offscreenFrame: CGRect { finalFrame.offsetBy(dx: 0, dy: bounds.height - finalFrame.minY) }

    /// On iPhone the presenter recedes behind a page sheet: scaled so it shows a strip above the sheet, corners rounded.
    var recedesPresenter: Bool { isSheet && !isPad && style == .pageSheet }

    var recededTransform: CGAffineTransform {
        let b = bounds
        let s = (b.width - 32) / b.width
        let top = finalFrame.minY - 10
        // Scale about the centre, then move the top edge to just above the sheet.
        let scaledTop = b.midY - b.height * s / 2
        return CGAffineTransform(scaleX: s, y: s).concatenating(CGAffineTransform(translationX: 0, y: top - scaledTop))
    }

    /// A page sheet follows a downward drag and is dismissed past a third of its height (or by a flick);
    /// `isModalInPresentation` makes it resist instead, as iOS 13+ sheets do.
    private let dragGate = SheetDragGate()
    private lazy var dragToDismiss: UIPanGestureRecognizer = {
        let pan = UIPanGestureRecognizer(target: self, action: PresentationContainer.dragged)
        pan.delegate = dragGate
        return pan
    }()

    func enableDragToDismiss() {
        guard isSheet else { return }
        presented.view.addGestureRecognizer(dragToDismiss)
    }

    private func dragged(_ g: UIPanGestureRecognizer) {
        let v = presented.view!
        let t = g.translation(in: self).y
        let resist = presented.isModalInPresentation
        switch g.state {
        case .changed:
            let dy = resist ? t * 0.1 : max(0, t)
            UIView.performWithoutAnimation { v.transform = CGAffineTransform(translationX: 0, y: dy) }
        case .ended, .cancelled:
            let fast = g.velocity(in: self).y > 1000
            if !resist && g.state == .ended && (t > finalFrame.height / 3 || fast) {
                // Carry on from where the finger left it.
                UIView.performWithoutAnimation {
                    v.transform = .identity
                    v.frame = finalFrame.offsetBy(dx: 0, dy: max(0, t))
                }
                presented.dismiss(animated: true)
            } else {
                UIView.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [],
                               animations: { v.transform = .identity })
            }
        default:
            break
        }
    }

    func styleSheet() {
        guard isSheet else { return }
        let v = presented.view!
        v.layer.cornerRadius = isPad ? 12 : 10
        v.layer.maskedCorners = isPad ? [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
                                      : [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        v.clipsToBounds = true
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if presented.view.layer.animationKeys() == nil && !presented.isBeingPresented && !presented.isBeingDismissed {
            presented.view.frame = finalFrame
        }
    }
}

/// Lets a sheet's drag begin only when it goes down.
@MainActor final class SheetDragGate: UIGestureRecognizerDelegate {
    func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool {
        guard let pan = g as? UIPanGestureRecognizer else { return true }
        let t = pan.translation(in: nil)
        return t.y > abs(t.x)
    }
}
