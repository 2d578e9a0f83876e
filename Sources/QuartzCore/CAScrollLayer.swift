import Foundation

/// A layer that shows part of its sublayers: scrolling moves its bounds' origin (the compositor
/// shifts what is on screen rather than painting it again), in the directions `scrollMode` allows.
open class CAScrollLayer: CALayer {
    open var scrollMode: CAScrollLayerScrollMode = .both

    public required init() {
        super.init()
        masksToBounds = true
    }

    public override init(layer: Any) {
        super.init(layer: layer)
        if let l = layer as? CAScrollLayer { scrollMode = l.scrollMode }
    }

    /// Puts `p` (in the layer's coordinates) at the top-left corner, along the allowed directions.
    open func scroll(to p: CGPoint) {
        var origin = bounds.origin
        if scrollMode == .both || scrollMode == .horizontally { origin.x = p.x }
        if scrollMode == .both || scrollMode == .vertically { origin.y = p.y }
        bounds.origin = origin
    }

    /// Scrolls the least distance that brings `r` into view.
    open func scroll(to r: CGRect) {
        var p = bounds.origin
        if r.minX < bounds.minX { p.x = r.minX } else if r.maxX > bounds.maxX { p.x = min(r.minX, r.maxX - bounds.width) }
        if r.minY < bounds.minY { p.y = r.minY } else if r.maxY > bounds.maxY { p.y = min(r.minY, r.maxY - bounds.height) }
        scroll(to: p)
    }
}

extension CALayer {
    /// The nearest scroll layer above, or this one.
    private var enclosingScrollLayer: CAScrollLayer? {
        var l: CALayer? = self
        while let x = l { if let s = x as? CAScrollLayer { return s }; l = x.superlayer }
        return nil
    }

    /// Scrolls the nearest enclosing scroll layer so `p` (this layer's coordinates) is at its origin.
    public func scroll(_ p: CGPoint) {
        guard let s = enclosingScrollLayer else { return }
        s.scroll(to: s === self ? p : convert(p, to: s))
    }

    /// Scrolls the nearest enclosing scroll layer so `r` (this layer's coordinates) is visible.
    public func scrollRectToVisible(_ r: CGRect) {
        guard let s = enclosingScrollLayer else { return }
        s.scroll(to: s === self ? r : convert(r, to: s))
    }

    /// The part of the layer the nearest enclosing scroll layer shows (its bounds, without one).
    public var visibleRect: CGRect {
        guard let s = enclosingScrollLayer else { return bounds }
        return s === self ? bounds : convert(s.bounds, from: s).intersection(bounds)
    }
}
