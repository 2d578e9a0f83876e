import Foundation
import SnapshotTesting
import UIKit

extension Snapshotting where Value == UIView, Format == UIImage {
    /// The view as an image, at its own size.
    public static var image: Snapshotting { .image() }

    /// The view as an image, laid out and drawn in a window as on a device.
    ///
    /// - Parameters:
    ///   - drawHierarchyInKeyWindow: Accepted for source compatibility; the view is always drawn in a window.
    ///   - precision: The fraction of pixels that must match.
    ///   - perceptualPrecision: How closely a pixel must match to count (CIE94 ΔE).
    ///   - size: The size to lay the view out at (default: its frame's, or the size that fits it).
    ///   - traits: The traits to draw with (`displayScale` sets the image's scale; 2 when unset).
    public static func image(drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
                             size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
        SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision,
                                 scale: traits.displayScale > 0 ? traits.displayScale : 2).pullback { view in
            MainActor.assumeIsolated { SnapshotRenderer.image(of: view, size: size, traits: traits) }
        }
    }
}

extension Snapshotting where Value == UIView, Format == String {
    /// The view's hierarchy as text, in the style of UIKit's `recursiveDescription`.
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    /// The view's hierarchy as text after laying it out at `size`.
    public static func recursiveDescription(size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
        SimplySnapshotting.lines.pullback { view in
            MainActor.assumeIsolated {
                _ = SnapshotRenderer.image(of: view, size: size, traits: traits)
                return HierarchyDescription.describe(view)
            }
        }
    }
}
