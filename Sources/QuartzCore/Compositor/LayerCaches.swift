import Foundation

/// What one device's compositor keeps for a layer between frames, so it need not draw it again: the
/// blurred shadow, the body rastered while it moves, the contents resampled to the size they show
/// at. The compositor owns these (`Compositor.layerCaches`, keyed by the layer's identity), not the
/// layer: a layer shown on another device, or on none, has none; an entry goes when its layer is
/// released or leaves the tree (swept at the end of each frame), and all of them with the device.
@MainActor final class LayerCaches {
    weak var layer: CALayer?
    var shadowMask: ShadowMask?
    var motionRaster: MotionRaster?
    var scaledContents: ScaledContents?

    init(_ layer: CALayer) { self.layer = layer }

    var isEmpty: Bool { shadowMask == nil && motionRaster == nil && scaledContents == nil }
}

extension Compositor {
    /// The layer's caches, if it has any (an entry left by a released layer at the same address is not its).
    func caches(_ layer: CALayer) -> LayerCaches? {
        guard !layerCaches.isEmpty, let c = layerCaches[ObjectIdentifier(layer)], c.layer === layer else { return nil }
        return c
    }

    /// The layer's caches, made when it has none.
    func makeCaches(_ layer: CALayer) -> LayerCaches {
        if let c = caches(layer) { return c }
        let c = LayerCaches(layer)
        layerCaches[ObjectIdentifier(layer)] = c
        return c
    }

    /// The raster the layer is copied from while it moves, if it has one.
    func motionRaster(of layer: CALayer) -> MotionRaster? { caches(layer)?.motionRaster }

    func setMotionRaster(_ raster: MotionRaster?, of layer: CALayer) {
        if let raster { makeCaches(layer).motionRaster = raster } else { caches(layer)?.motionRaster = nil }
    }

    /// Whether this device keeps a moving copy of the layer (tests ask, to see rasters let go).
    public func holdsMotionRaster(_ layer: CALayer) -> Bool { motionRaster(of: layer) != nil }

    /// Lets go what belongs to layers that are gone, have left their tree (a screen pushed under
    /// another keeps no copy of its pixels), or keep nothing.
    func sweepCaches() {
        guard !layerCaches.isEmpty else { return }
        func keeps(_ c: LayerCaches) -> Bool {
            guard let layer = c.layer, layer.superlayer != nil || layer.isRenderRoot else { return false }
            return !c.isEmpty
        }
        // (Most frames drop nothing: the table is rebuilt only when something goes.)
        guard layerCaches.values.contains(where: { !keeps($0) }) else { return }
        layerCaches = layerCaches.filter { keeps($0.value) }
    }
}
