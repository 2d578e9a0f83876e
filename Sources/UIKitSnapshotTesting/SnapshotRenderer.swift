import Foundation
import UIKit
import UIKitTesting

/// Renders views and controllers for snapshots through a `Simulator` of the config's size, safe
/// area and scale: the view is laid out and drawn exactly as on that device's screen (without the
/// status bar, as swift-snapshot-testing's images are).
@MainActor enum SnapshotRenderer {
    /// The simulator a snapshot is rendered on: a device made from the config.
    static func simulator(size: CGSize, safeArea: UIEdgeInsets, traits: UITraitCollection) -> Simulator {
        let landscape = size.width > size.height
        let portrait = landscape ? CGSize(width: size.height, height: size.width) : size
        let idiom: UIUserInterfaceIdiom = traits.userInterfaceIdiom == .unspecified ? .phone : traits.userInterfaceIdiom
        let device = Simulator.Device(name: "snapshot \(Int(size.width))×\(Int(size.height))", portraitSize: portrait,
                                      scale: traits.displayScale > 0 ? traits.displayScale : 2, idiom: idiom,
                                      portraitSafeArea: landscape ? .zero : safeArea,
                                      landscapeSafeArea: landscape ? safeArea : .zero,
                                      statusBarHeight: landscape ? 0 : safeArea.top)
        let sim = Simulator(device: device)
        if landscape {
            sim.rotate(to: .landscapeLeft)
        }
        return sim
    }

    /// `controller` as the window's root on a device like `config`, settled, then drawn.
    static func image(of controller: UIViewController, config: ViewImageConfig, size: CGSize?, traits: UITraitCollection?) -> UIImage {
        let traits = merged(config.traits, traits)
        let size = size ?? config.size ?? (controller.isViewLoaded && controller.view.bounds.size != .zero
                                           ? controller.view.bounds.size : CGSize(width: 390, height: 844))
        let sim = simulator(size: size, safeArea: config.safeArea, traits: traits)
        sim.rootViewController = controller
        sim.settle(limit: 5)
        sim.runFrame()
        return render(sim.window.layer, size: sim.window.bounds.size, scale: sim.screen.scale)
    }

    /// `view` at `size` (or its own size, or the size that fits it), hosted in a window, laid out and drawn.
    static func image(of view: UIView, size: CGSize?, traits: UITraitCollection?) -> UIImage {
        let traits = traits ?? UITraitCollection()
        var target = size ?? view.bounds.size
        if target.width == 0 || target.height == 0 {
            target = view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        }
        let sim = simulator(size: CGSize(width: max(target.width, 1), height: max(target.height, 1)), safeArea: .zero, traits: traits)
        let host = UIViewController()
        sim.rootViewController = host
        view.frame = CGRect(origin: .zero, size: target)
        host.view.addSubview(view)
        sim.settle(limit: 5)
        sim.runFrame()
        let image = render(view.layer, size: target, scale: sim.screen.scale)
        view.removeFromSuperview()
        return image
    }

    static func render(_ layer: CALayer, size: CGSize, scale: CGFloat) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(size: size, format: format).image { ctx in
            layer.render(in: ctx.cgContext)
        }
    }

    nonisolated static func merged(_ base: UITraitCollection, _ extra: UITraitCollection?) -> UITraitCollection {
        guard let extra else { return base }
        return UITraitCollection(
            userInterfaceIdiom: extra.userInterfaceIdiom != .unspecified ? extra.userInterfaceIdiom : base.userInterfaceIdiom,
            displayScale: extra.displayScale > 0 ? extra.displayScale : base.displayScale,
            horizontalSizeClass: extra.horizontalSizeClass != .unspecified ? extra.horizontalSizeClass : base.horizontalSizeClass,
            verticalSizeClass: extra.verticalSizeClass != .unspecified ? extra.verticalSizeClass : base.verticalSizeClass,
            userInterfaceStyle: extra.userInterfaceStyle != .unspecified ? extra.userInterfaceStyle : base.userInterfaceStyle)
    }
}
