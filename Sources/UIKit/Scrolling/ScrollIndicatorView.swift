import Foundation
import QuartzCore

/// One of a scroll view's two indicators: a 3-point rounded bar that shows where the visible part is.
@MainActor final class ScrollIndicatorView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        layer.cornerRadius = UIScrollView.indicatorThickness / 2
    }

    required init?(coder: NSCoder) { fatalError("made in code") }
}

extension UIScrollView {
    static let indicatorThickness: CGFloat = 3
    /// The gap between an indicator and the scroll view's edges.
    static let indicatorMargin: CGFloat = 3
    static let indicatorMinimumLength: CGFloat = 36
    /// How short an indicator gets when the content is pulled past an edge.
    static let indicatorSquashedLength: CGFloat = 7

    /// The indicators' insets, with the safe-area part of the content insets when adjusted automatically.
    private func indicatorInsets(_ base: UIEdgeInsets) -> UIEdgeInsets {
        guard automaticallyAdjustsScrollIndicatorInsets else { return base }
        let a = adjustedContentInset, c = contentInset
        return UIEdgeInsets(top: base.top + a.top - c.top, left: base.left + a.left - c.left,
                            bottom: base.bottom + a.bottom - c.bottom, right: base.right + a.right - c.right)
    }

    private var indicatorColor: UIColor {
        switch indicatorStyle {
        case .default: return ChromePalette.scrollIndicator
        case .black: return UIColor(white: 0, alpha: 0.35)
        case .white: return UIColor(white: 1, alpha: 0.5)
        }
    }

    /// Sizes and places the indicators for the current offset (in bounds coordinates, so they stay put on screen).
    func layoutIndicators() {
        let r = offsetRange, b = bounds, p = contentOffset
        let m = UIScrollView.indicatorMargin, w = UIScrollView.indicatorThickness
        let showV = showsVerticalScrollIndicator && r.max.y > r.min.y
        let showH = showsHorizontalScrollIndicator && r.max.x > r.min.x
        func length(track: CGFloat, view: CGFloat, content: CGFloat, offset: CGFloat, lo: CGFloat, hi: CGFloat) -> (CGFloat, CGFloat) {
            var len = max(UIScrollView.indicatorMinimumLength, track * view / max(content, view))
            let over = offset < lo ? lo - offset : offset > hi ? offset - hi : 0
            len = max(UIScrollView.indicatorSquashedLength, min(len, track) - over)
            let progress = hi > lo ? min(max((offset - lo) / (hi - lo), 0), 1) : 0
            return (len, (track - len) * progress)
        }
        if showV {
            let ins = indicatorInsets(verticalScrollIndicatorInsets)
            let track = b.height - ins.top - ins.bottom - 2 * m - (showH ? w + m : 0)
            let (len, pos) = length(track: track, view: b.height, content: contentSize.height + adjustedContentInset.top + adjustedContentInset.bottom,
                                    offset: p.y, lo: r.min.y, hi: r.max.y)
            place(verticalIndicator, CGRect(x: b.maxX - ins.right - m - w, y: b.minY + ins.top + m + pos, width: w, height: len))
        } else {
            verticalIndicator.removeFromSuperview()
        }
        if showH {
            let ins = indicatorInsets(horizontalScrollIndicatorInsets)
            let track = b.width - ins.left - ins.right - 2 * m - (showV ? w + m : 0)
            let (len, pos) = length(track: track, view: b.width, content: contentSize.width + adjustedContentInset.left + adjustedContentInset.right,
                                    offset: p.x, lo: r.min.x, hi: r.max.x)
            place(horizontalIndicator, CGRect(x: b.minX + ins.left + m + pos, y: b.maxY - ins.bottom - m - w, width: len, height: w))
        } else {
            horizontalIndicator.removeFromSuperview()
        }
    }

    private func place(_ indicator: ScrollIndicatorView, _ frame: CGRect) {
        UIView.performWithoutAnimation {
            if indicator.superview !== self || subviews.last !== indicator && subviews.last !== verticalIndicator && subviews.last !== horizontalIndicator {
                addSubview(indicator)
            }
            indicator.backgroundColor = indicatorColor
            indicator.frame = frame
        }
    }

    /// The indicators appear at once while the content moves.
    func showIndicators() {
        for i in [verticalIndicator, horizontalIndicator] {
            i.layer.removeAnimation(forKey: "opacity")
            UIView.performWithoutAnimation { i.alpha = 1 }
        }
        layoutIndicators()
    }

    /// They fade out shortly after it stops.
    func hideIndicators() {
        guard !isDragging, motion == nil else { return }
        for i in [verticalIndicator, horizontalIndicator] where i.alpha > 0 {
            UIView.animate(withDuration: 0.25, delay: 0.5, options: [], animations: { i.alpha = 0 })
        }
    }
}
