import Foundation

/// Where a popover goes: the arrow points at the source; the direction is the first permitted one
/// (up, down, left, right) whose side has room for the content, else the roomiest; the panel stays
/// inside the safe area less the layout margins, and the arrow slides along its edge toward the
/// source when the panel is pushed away from it near a corner.
extension UIPopoverPresentationController {
    struct Placement {
        var frame: CGRect
        var direction: UIPopoverArrowDirection
        var arrowOffset: CGFloat
    }

    /// The size asked for: the presented controller's `preferredContentSize`, or UIKit's 320×480.
    var contentSize: CGSize {
        let s = presentedViewController.preferredContentSize
        return CGSize(width: s.width > 0 ? s.width : 320, height: s.height > 0 ? s.height : 480)
    }

    /// The source in the container's coordinates.
    var sourceFrame: CGRect? {
        guard let container = containerView else { return nil }
        if let item = barButtonItem, let v = item.shownView ?? item.customView, v.window != nil {
            return v.convert(v.bounds, to: container)
        }
        guard let v = sourceView else { return nil }
        let r = sourceRect == .zero ? v.bounds : sourceRect
        return v.convert(r, to: container)
    }

    func placement() -> Placement {
        guard let container = containerView else { return Placement(frame: .zero, direction: .unknown, arrowOffset: 0) }
        let bg = popoverBackgroundViewClass ?? SystemPopoverBackgroundView.self
        let h = bg.arrowHeight(), base = bg.arrowBase()
        let area = container.bounds.inset(by: container.safeAreaInsets).inset(by: popoverLayoutMargins)
        let source = sourceFrame ?? CGRect(x: area.midX, y: area.midY, width: 0, height: 0)
        let want = contentSize
        let order: [UIPopoverArrowDirection] = [.up, .down, .left, .right]
        let permitted = permittedArrowDirections == .unknown || permittedArrowDirections.isEmpty ? .any : permittedArrowDirections
        func room(_ d: UIPopoverArrowDirection) -> CGSize {
            switch d {
            case .up: return CGSize(width: area.width, height: area.maxY - source.maxY - h)
            case .down: return CGSize(width: area.width, height: source.minY - area.minY - h)
            case .left: return CGSize(width: area.maxX - source.maxX - h, height: area.height)
            default: return CGSize(width: source.minX - area.minX - h, height: area.height)
            }
        }
        let candidates = order.filter { permitted.contains($0) }
        let fitting = candidates.first { let r = room($0); return r.width >= want.width && r.height >= want.height }
        let direction = fitting ?? candidates.max { a, b in
            let ra = room(a), rb = room(b)
            return min(ra.width, want.width) * min(ra.height, want.height) < min(rb.width, want.width) * min(rb.height, want.height)
        } ?? .up
        let r = room(direction)
        if fitting == nil, canOverlapSourceViewRect, r.height < 44 || r.width < 44 {
            // No side has room: over the source, centred, without an arrow.
            let size = CGSize(width: min(want.width, area.width), height: min(want.height, area.height))
            return Placement(frame: CGRect(x: area.midX - size.width / 2, y: area.midY - size.height / 2, width: size.width, height: size.height),
                             direction: .unknown, arrowOffset: 0)
        }
        let size = CGSize(width: max(44, min(want.width, r.width)), height: max(44, min(want.height, r.height)))
        let inset = SystemPopoverBackgroundView.cornerRadius + base / 2
        func clamp(_ v: CGFloat, _ lo: CGFloat, _ hi: CGFloat) -> CGFloat { max(lo, min(v, hi)) }
        var body: CGRect, frame: CGRect, offset: CGFloat
        switch direction {
        case .up, .down:
            let x = clamp(source.midX - size.width / 2, area.minX, area.maxX - size.width)
            let y = direction == .up ? source.maxY + h : source.minY - h - size.height
            body = CGRect(x: x, y: y, width: size.width, height: size.height)
            offset = clamp(source.midX, body.minX + inset, body.maxX - inset) - body.midX
            frame = direction == .up ? CGRect(x: x, y: y - h, width: size.width, height: size.height + h)
                                     : CGRect(x: x, y: y, width: size.width, height: size.height + h)
        default:
            let y = clamp(source.midY - size.height / 2, area.minY, area.maxY - size.height)
            let x = direction == .left ? source.maxX + h : source.minX - h - size.width
            body = CGRect(x: x, y: y, width: size.width, height: size.height)
            offset = clamp(source.midY, body.minY + inset, body.maxY - inset) - body.midY
            frame = direction == .left ? CGRect(x: x - h, y: y, width: size.width + h, height: size.height)
                                       : CGRect(x: x, y: y, width: size.width + h, height: size.height)
        }
        return Placement(frame: container.pixelAligned(frame), direction: direction, arrowOffset: offset)
    }
}

/// A popover fades in (and out) in a fifth of a second, as iOS's do.
@MainActor final class PopoverTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.2 }

    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewKey = presenting ? .to : .from
        guard let v = ctx.view(forKey: key) else { return ctx.completeTransition(true) }
        if presenting {
            if v.superview !== ctx.containerView { ctx.containerView.addSubview(v) }
            if let vc = ctx.viewController(forKey: .to) { v.frame = ctx.finalFrame(for: vc) }
            UIView.performWithoutAnimation { v.alpha = 0 }
        }
        UIView.animate(withDuration: 0.2, delay: 0, options: .curveEaseOut, animations: { v.alpha = self.presenting ? 1 : 0 },
                       completion: { _ in ctx.completeTransition(true) })
    }
}
