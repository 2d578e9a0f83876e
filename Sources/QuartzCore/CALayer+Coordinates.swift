import Foundation
import CoreGraphics

/// Converting points, rectangles and times between layers' spaces.
extension CALayer {
    /// Layer space to the space of its topmost ancestor.
    func transformToRoot() -> (CGAffineTransform, CALayer) {
        var t = CGAffineTransform.identity
        var l: CALayer = self
        while let parent = l.superlayer {
            t = t.concatenating(l.state.affineToSuperlayer).concatenating(parent.sublayerAffine)
            l = parent
        }
        return (t.concatenating(l.state.affineToSuperlayer), l)
    }

    /// The sublayer transform, applied about the anchor point.
    var sublayerAffine: CGAffineTransform { CALayer.sublayerAffine(state) }

    static func sublayerAffine(_ s: LayerState) -> CGAffineTransform {
        if CATransform3DIsIdentity(s.sublayerTransform) { return .identity }
        let ax = s.bounds.minX + s.anchorPoint.x * s.bounds.width
        let ay = s.bounds.minY + s.anchorPoint.y * s.bounds.height
        return CGAffineTransform(translationX: -ax, y: -ay)
            .concatenating(CATransform3DGetAffineTransform(s.sublayerTransform))
            .concatenating(CGAffineTransform(translationX: ax, y: ay))
    }

    /// From this layer's space to `ancestor`'s, or nil when `ancestor` is not above it.
    private func transform(toAncestor ancestor: CALayer) -> CGAffineTransform? {
        var t = CGAffineTransform.identity
        var l: CALayer = self
        while l !== ancestor {
            guard let parent = l.superlayer else { return nil }
            t = t.concatenating(l.state.affineToSuperlayer).concatenating(parent.sublayerAffine)
            l = parent
        }
        return t
    }

    /// From this layer's space to `other`'s (nil: the root's space). A layer and its ancestors —
    /// what hit-testing and layout ask — cost the distance between them; others the depth of both.
    func transform(to other: CALayer?) -> CGAffineTransform {
        guard let other else { return transformToRoot().0 }
        if other === superlayer { return state.affineToSuperlayer.concatenating(other.sublayerAffine) }
        if other.superlayer === self { return other.state.affineToSuperlayer.concatenating(sublayerAffine).inverted() }
        if let up = transform(toAncestor: other) { return up }
        if let down = other.transform(toAncestor: self) { return down.inverted() }
        return transformToRoot().0.concatenating(other.transformToRoot().0.inverted())
    }

    /// This layer's local time for a media time, through every ancestor's timing.
    func localTime(at media: CFTimeInterval) -> CFTimeInterval { localTiming(at: media).time }

    /// This layer's local time, and whether it stands still (its speed or an ancestor's is 0: a
    /// paused tree), in one walk up the tree.
    func localTiming(at media: CFTimeInterval) -> (time: CFTimeInterval, still: Bool) {
        let parent = superlayer?.localTiming(at: media) ?? (time: media, still: false)
        return ((parent.time - beginTime) * Double(speed) + timeOffset, parent.still || speed == 0)
    }

    func mediaTime(fromLocal t: CFTimeInterval) -> CFTimeInterval {
        let parentTime = speed == 0 ? beginTime : (t - timeOffset) / Double(speed) + beginTime
        return superlayer?.mediaTime(fromLocal: parentTime) ?? parentTime
    }
}
