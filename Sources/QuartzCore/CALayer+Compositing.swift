import Foundation
import CoreGraphics

/// What the compositor needs to know of a layer: what changed since it last drew, and its content.
extension CALayer {
    func markNeedsComposite() {
        contentOnlyChange = nil
        // Marked since the last composite: its ancestors were marked with it, and a composite clears a
        // layer only together with its sublayers, so they still are (a layer joining a tree marks
        // its new ancestors with `markNeedsCompositeUpTree`). A dynamic animator or a scrubbed
        // animator sets two properties of each item a frame; this saves walking up for the second.
        if compositeDirty && changedBeyondScroll && subtreeCompositeDirty { return }
        markNeedsCompositeUpTree()
    }

    /// Marks the layer and every ancestor (and the layer a mask masks) to be composited again.
    func markNeedsCompositeUpTree() {
        guard !isPresentationCopy else { return }
        contentOnlyChange = nil
        compositeDirty = true
        changedBeyondScroll = true
        markSubtreeNeedsComposite()
        maskOwner?.markNeedsComposite()
    }

    /// Marks a change of the contents within `r` (the layer's points) and of nothing else: the
    /// compositor repaints that part alone (a tiled layer's redrawn tiles).
    func markContentsChanged(in r: CGRect) {
        let part = compositeDirty ? contentOnlyChange : CGRect.null
        markNeedsComposite()
        contentOnlyChange = part.map { $0.union(r) }
    }

    func markScrolled() {
        guard !isPresentationCopy else { return }
        contentOnlyChange = nil
        compositeDirty = true
        markSubtreeNeedsComposite()
        maskOwner?.markNeedsComposite()
    }

    func markSubtreeNeedsComposite() {
        var l: CALayer? = self
        while let x = l, !x.subtreeCompositeDirty || x === self {
            x.subtreeCompositeDirty = true
            l = x.superlayer
            if l == nil { x.maskOwner?.markNeedsComposite() }
        }
    }

    func markAnimationsDirty() {
        markNeedsComposite()
        guard !animationList.isEmpty else { return }
        // (Scrubbing marks the same layers every frame: a new weak reference each time costs more
        // than the lookup.)
        let pipeline = queuePipeline, id = ObjectIdentifier(self)
        if pipeline.animating[id]?.layer !== self { pipeline.animating[id] = WeakLayer(self) }
    }

    /// The timing of this layer changed (a tree paused, resumed or scrubbed): every animation under
    /// it is ticked again.
    func markSubtreeAnimationsDirty() {
        markAnimationsDirty()
        for l in _sublayers { l.markSubtreeAnimationsDirty() }
    }


    /// Explicit contents, or the backing store: the surface the compositor draws, and its scale.
    /// The drawn part of the contents in the surface's pixels (nil: all of it).
    /// Measured on first use: scanning the store costs as much as blending all of it.
    var contentInk: CGRect? {
        guard explicitContents == nil else { return nil }
        if backingInk == CALayer.inkToMeasure { backingInk = backingStore?.inkBounds }
        return backingInk
    }

    /// `contentInk` when it is known, without measuring it (nil: all of the contents): for a
    /// painting that covers a small part of the layer (the strip the home indicator reads), which
    /// blends less than a scan of the whole store reads. Blending the transparent part changes nothing.
    var contentInkIfMeasured: CGRect? { backingInk == CALayer.inkToMeasure ? nil : contentInk }

    func contentSurface() -> (surface: OpaquePointer, scale: CGFloat)? {
        if let image = explicitImage { return (image.cairoSurface, max(contentsScale, 0.01)) }
        if let store = backingStore { return (store.cairoSurface, max(contentsScale, 0.01)) }
        return nil
    }
}
