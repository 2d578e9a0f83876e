import Foundation

/// A layer that left a shown tree, or moved among its siblings, since the last frame: what its
/// device's compositor must hear of, since it no longer reaches the layer by walking the tree.
struct LayerDeparture {
    /// The layer it was a sublayer (or the mask) of.
    let parent: ObjectIdentifier
    let layer: ObjectIdentifier
    /// The layer and everything under it, when it left the tree; nil when it only moved among its siblings.
    let subtree: [ObjectIdentifier]?
    /// The sublayers of its parent above it when it left the tree (one may have hidden it all).
    var above: [ObjectIdentifier] = []
}
