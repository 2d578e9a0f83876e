import Foundation
import SnapshotTesting
import UIKit

extension Snapshotting where Value == UIViewController, Format == UIImage {
    /// The controller's view as an image, at its view's size (a phone's screen if it has none yet).
    public static var image: Snapshotting { .image() }

    /// The controller as the root of a window on a device like `config` (size, safe area, traits),
    /// laid out and drawn after its appearance transitions and animations have finished.
    public static func image(on config: ViewImageConfig, precision: Float = 1, perceptualPrecision: Float = 1,
                             size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
        let scale = SnapshotRenderer.merged(config.traits, traits).displayScale
        return SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision,
                                        scale: scale > 0 ? scale : 2).pullback { controller in
            MainActor.assumeIsolated { SnapshotRenderer.image(of: controller, config: config, size: size, traits: traits) }
        }
    }

    /// The controller as the root of a window of `size` (default: its view's size).
    public static func image(drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
                             size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
        .image(on: ViewImageConfig(), precision: precision, perceptualPrecision: perceptualPrecision, size: size, traits: traits)
    }
}

extension Snapshotting where Value == UIViewController, Format == String {
    /// The controller's view hierarchy as text, laid out on a phone's screen.
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    /// The controller's view hierarchy as text, laid out on a device like `config`.
    public static func recursiveDescription(on config: ViewImageConfig = .init(), size: CGSize? = nil,
                                            traits: UITraitCollection = .init()) -> Snapshotting {
        SimplySnapshotting.lines.pullback { controller in
            MainActor.assumeIsolated {
                _ = SnapshotRenderer.image(of: controller, config: config, size: size, traits: traits)
                return HierarchyDescription.describe(controller.view)
            }
        }
    }
}
