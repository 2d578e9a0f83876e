import Foundation

/// Resolved traits are kept, as UIKit keeps a view's and a controller's traits between propagations,
/// while nothing they come from can have changed: resolving a view's traits no longer walks to the
/// root every time it is asked (a thousand nested views asked once each walked half a million steps).
/// Whatever traits come from starts a new generation when it changes — a superview, a view's
/// controller, a parent, a presentation and its style, an override, the screen's traits, the window's
/// scene or screen, the device code runs for — and so does every frame, before its layout (an app's
/// `overrideTraitCollection(forChild:)` may answer differently as sizes change). A view or
/// controller whose kept traits are from an older generation resolves them again.
///
/// A static: views and controllers move between devices, and one generation covers them all.
@MainActor enum TraitResolution {
    private(set) static var generation: UInt64 = 1

    /// Something traits come from changed: every kept resolution is out of date.
    static func invalidate() { generation &+= 1 }

    /// `resolve()`'s result, kept in `kept` for this generation; or what `kept` holds, if it is this
    /// generation's.
    static func traits(kept: inout KeptTraits?, _ resolve: () -> UITraitCollection) -> UITraitCollection {
        if let k = kept, k.generation == generation { return k.traits }
        // A resolution that ran app code that changed the hierarchy is not kept past the change.
        let g = generation
        let traits = resolve()
        kept = KeptTraits(generation: g, traits: traits)
        return traits
    }
}

/// A view's or controller's traits as resolved in a generation (`TraitResolution`).
struct KeptTraits {
    let generation: UInt64
    let traits: UITraitCollection
}
