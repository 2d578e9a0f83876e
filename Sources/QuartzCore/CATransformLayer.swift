import Foundation
import CoreGraphics

/// A layer that keeps its sublayers in three dimensions instead of flattening them into its plane:
/// each sublayer is projected on its own through the whole chain of 3-D transforms (its own, the
/// transform layer's and its superlayer's `sublayerTransform`, perspective included), back to front
/// by depth, and one facing away is not drawn unless `isDoubleSided`. As on iOS the transform layer
/// shows nothing of its own: no background, border, contents or mask.
open class CATransformLayer: CALayer {
    override var composesSublayersIn3D: Bool { true }
}
