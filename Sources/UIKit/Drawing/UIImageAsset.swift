import Foundation
import Synchronization

/// The images of one asset for different traits: an asset catalog's image set with dark or
/// high-contrast appearances, or images registered in code. An image view shows the one for its
/// traits, and changes it when they change (light to dark).
open class UIImageAsset: NSObject, @unchecked Sendable {
    /// A catalog set's name, where the images come from.
    private let catalog: (name: String, bundle: Bundle?, search: NilBundleSearch, scale: CGFloat)?
    /// Images registered with `register(_:with:)`, most recent last.
    private let registered = Mutex<[(traits: UITraitCollection, image: UIImage)]>([])

    public override init() {
        catalog = nil
        super.init()
    }

    init(catalogImage name: String, bundle: Bundle?, search: NilBundleSearch, scale: CGFloat) {
        catalog = (name, bundle, search, scale)
        super.init()
    }

    /// The image for `traitCollection`: a registered image whose traits it contains (the most
    /// specific), else the catalog set's image for its light or dark and contrast.
    open func image(with traitCollection: UITraitCollection) -> UIImage {
        let candidates = registered.withLock { $0 }.filter { traitCollection.containsTraits(in: $0.traits) }
        if let best = candidates.max(by: { $0.traits.specifiedCount < $1.traits.specifiedCount }) { return best.image }
        if let catalog {
            let dark = traitCollection.userInterfaceStyle == .dark, high = traitCollection.accessibilityContrast == .high
            if let found = ImageLookup.find(name: catalog.name, bundle: catalog.bundle, scale: catalog.scale,
                                            search: catalog.search, dark: dark, highContrast: high) {
                let image = UIImage(cgImage: found.image, scale: found.scale, orientation: .up).withRenderingMode(found.renderingMode)
                image.imageAsset = self
                return image
            }
        }
        return registered.withLock { $0.first?.image } ?? UIImage()
    }

    /// Adds `image` as this asset's image for `traitCollection` (replacing one for the same traits).
    open func register(_ image: UIImage, with traitCollection: UITraitCollection) {
        image.imageAsset = self
        registered.withLock { list in
            list.removeAll { $0.traits == traitCollection }
            list.append((traitCollection, image))
        }
    }

    open func unregisterImage(with traitCollection: UITraitCollection) {
        registered.withLock { $0.removeAll { $0.traits == traitCollection } }
    }
}

private extension UITraitCollection {
    /// How many system traits the collection specifies (the more, the closer a registered image fits).
    var specifiedCount: Int { SystemTraits.all.filter { !$0.same(values, .unspecified) }.count }
}
