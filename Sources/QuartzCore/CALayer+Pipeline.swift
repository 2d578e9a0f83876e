import Foundation

/// How a layer reaches its device: through the root of its tree, which the device hosts.
extension CALayer {
    /// The pipeline of the device showing this layer's tree; nil while it is in no hosted tree.
    /// (A mask belongs to the layer it masks.)
    var owningPipeline: FramePipeline? {
        var l: CALayer = self
        while true {
            if let p = l.hostPipeline { return p }
            if let up = l.superlayer { l = up } else if let owner = l.maskOwner { l = owner } else { return nil }
        }
    }

    /// `owningPipeline`, for a pass that asks it of many layers of one tree: what the walk up learns
    /// is kept in `memo`, so each layer is visited once however deep the tree (a chain of a thousand
    /// views asked layer by layer would walk half a million superlayers). The pass must not move layers.
    func owningPipeline(memo: inout [ObjectIdentifier: FramePipeline?]) -> FramePipeline? {
        var path: [ObjectIdentifier] = []
        var l: CALayer = self
        var found: FramePipeline?
        while true {
            let id = ObjectIdentifier(l)
            if let known = memo[id] { found = known; break }
            path.append(id)
            if let p = l.hostPipeline { found = p; break }
            if let up = l.superlayer { l = up } else if let owner = l.maskOwner { l = owner } else { break }
        }
        for id in path { memo[id] = .some(found) }
        return found
    }

    /// Where this layer's requests go: its device's pipeline, or while it is in no tree the
    /// pipeline of the device the code runs for (it joins its own when attached).
    var queuePipeline: FramePipeline { owningPipeline ?? FramePipeline.current }

    /// The time on this layer's device's clock (the current device's while it is in no tree).
    package var mediaNow: CFTimeInterval { (owningPipeline?.clock ?? MediaClock.current).now }

    /// The subtree joins `pipeline`: its layers that still need display, that animate, or that
    /// the pipeline must visit every frame are queued there.
    func join(_ pipeline: FramePipeline) {
        let id = ObjectIdentifier(self)
        if needsDisplayFlag { pipeline.needingDisplay[id] = WeakLayer(self) }
        if !animationList.isEmpty { pipeline.animating[id] = WeakLayer(self) }
        joined(pipeline)
        for sub in _sublayers { sub.join(pipeline) }
        mask?.join(pipeline)
    }

    /// Tells this layer's device that `layer` leaves this layer's subtree (or moves among its
    /// sublayers), while it is still linked: the compositor, which no longer reaches it by walking the
    /// tree, damages where it was drawn and forgets it. Nothing to tell for a layer never composited.
    /// `above`: the sublayers that were above it, when it left the tree.
    func tellDeparture(of layer: CALayer, leavingTree: Bool, above: [ObjectIdentifier] = []) {
        guard layer.hasBeenComposited, let pipeline = owningPipeline else { return }
        var subtree: [ObjectIdentifier]?
        if leavingTree {
            var ids: [ObjectIdentifier] = []
            func add(_ l: CALayer) {
                ids.append(ObjectIdentifier(l))
                for sub in l._sublayers { add(sub) }
                if let m = l.mask { add(m) }
            }
            add(layer)
            subtree = ids
        }
        var departure = LayerDeparture(parent: ObjectIdentifier(self), layer: ObjectIdentifier(layer), subtree: subtree)
        if leavingTree { departure.above = above }
        pipeline.departures.append(departure)
    }
}
