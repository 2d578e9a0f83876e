import Foundation
import CoreGraphics

/// One drawing of a layer's sublayers: a replicator layer's instance.
struct Replica {
    /// Applied in the layer's sublayer space, before its sublayer transform.
    var transform: CGAffineTransform
    /// How far behind the layer's time the instance's animations run.
    var delay: CFTimeInterval
    /// Multiplies the instance's colours (premultiplied components), or nil to leave them.
    var color: (r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat)?
}
