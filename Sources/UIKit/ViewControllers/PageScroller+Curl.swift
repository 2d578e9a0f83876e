import Foundation
import QuartzCore

/// Page-curl style: every slot lies where the view is, and the scroll position says how far the
/// page being turned has gone. The turn is a rotation about the spine in perspective, which the
/// compositor projects.
extension PageScroller {
    func placeCurl() {
        guard curls, !slots.isEmpty else { return }
        let p = max(-1, min(1, position(relativeTo: currentIndex)))
        let area = CGRect(origin: contentOffset, size: frame(ofSlot: 0).size)
        UIView.performWithoutAnimation {
            for (i, slot) in slots.enumerated() {
                for (v, f) in zip(slot, pageFrames(slot.count, in: area)) {
                    flatten(v)
                    v.frame = f
                    v.isHidden = i != currentIndex
                }
            }
            if spine == .mid { turnLeaf(p, in: area) } else { swingPage(p) }
        }
    }

    private func slot(_ i: Int) -> [UIView]? { slots.indices.contains(i) ? slots[i] : nil }

    /// One page at a time, bound at the leading (`.min`) or trailing (`.max`) edge. Going forward the
    /// page shown swings away about the spine to uncover the next; going back the one before swings
    /// in over it.
    private func swingPage(_ p: CGFloat) {
        guard p != 0 else { return }
        let next = readsBackward ? -1 : 1
        let forward = p * CGFloat(next)
        // Forward, 0 → a quarter turn away; back, a quarter turn → flat.
        let (turning, under, turned) = forward > 0 ? (currentIndex, currentIndex + next, forward)
                                                   : (currentIndex - next, currentIndex, 1 + forward)
        guard let page = slot(turning)?.first else { return }
        let below = slot(under)?.first
        below?.isHidden = false
        page.isHidden = false
        bringSubviewToFront(page)
        shade(page, by: 0.35 * turned, under: below, by: 0.3 * (1 - turned))
        rotate(page, by: turned * .pi / 2, aboutEdge: readsBackward ? .max : .min)
    }

    /// A two-page spread bound in the middle. The leaf being turned shows its front (the right-hand
    /// page) until it stands on the spine, then its back (the next spread's left-hand page) as it
    /// comes down; beside it lie the pages it uncovers and covers.
    private func turnLeaf(_ p: CGFloat, in area: CGRect) {
        guard p != 0 else { return }
        let from = p > 0 ? currentIndex : currentIndex - 1
        guard let earlier = slot(from), let later = slot(from + 1) else { return }
        // 0: the leaf lies on the right; 1: it has turned over onto the left.
        let f = p > 0 ? p : 1 + p
        let front = earlier.count > 1 ? earlier[1] : nil, back = later.first
        let leftBase = earlier.first, rightBase = later.count > 1 ? later[1] : nil
        for v in [leftBase, rightBase] { v?.isHidden = false }
        for v in [front, back] { v?.isHidden = true }
        let standing = f < 0.5 ? 2 * f : 2 * (1 - f)
        if f < 0.5, let front {
            front.isHidden = false
            bringSubviewToFront(front)
            shade(front, by: 0.35 * standing, under: rightBase, by: 0.3 * (1 - standing))
            rotate(front, by: f * .pi, aboutEdge: .min)
        } else if f >= 0.5, let back {
            back.isHidden = false
            bringSubviewToFront(back)
            shade(back, by: 0.35 * standing, under: leftBase, by: 0.3 * (1 - standing))
            rotate(back, by: (1 - f) * .pi, aboutEdge: .max)
        }
    }

    /// Darkens the turning page as it turns from the light, and the page under it in its shadow.
    private func shade(_ page: UIView, by alpha: CGFloat, under: UIView?, by underAlpha: CGFloat) {
        for (shade, host, a) in [(turningShade, page, alpha), (underShade, under, underAlpha)] {
            guard let host, a > 0 else { continue }
            shade.backgroundColor = .black
            shade.isUserInteractionEnabled = false
            shade.frame = host.bounds
            shade.alpha = a
            host.addSubview(shade)
        }
    }

    /// Lifts `page` toward the eye by `angle` about its leading (`.min`) or trailing (`.max`) edge —
    /// left or right, or top or bottom in a vertical book.
    private func rotate(_ page: UIView, by angle: CGFloat, aboutEdge edge: UIPageViewController.SpineLocation) {
        let f = page.frame
        var t = CATransform3DIdentity
        t.m34 = -1 / PageScroller.eyeDistance
        let atMin = edge == .min
        if vertical {
            page.layer.anchorPoint = CGPoint(x: 0.5, y: atMin ? 0 : 1)
            page.layer.position = CGPoint(x: f.midX, y: atMin ? f.minY : f.maxY)
            page.layer.transform = CATransform3DRotate(t, atMin ? angle : -angle, 1, 0, 0)
        } else {
            page.layer.anchorPoint = CGPoint(x: atMin ? 0 : 1, y: 0.5)
            page.layer.position = CGPoint(x: atMin ? f.minX : f.maxX, y: f.midY)
            page.layer.transform = CATransform3DRotate(t, atMin ? -angle : angle, 0, 1, 0)
        }
    }
}
