import Foundation

extension UIView: TraitStateOwner, UITraitChangeObservable {}

/// A view's place in the trait hierarchy: it inherits its controller's traits (a controller's view),
/// its superview's, or its window scene's, with its own overrides on top.
extension UIView {
    var resolvedTraitCollection: UITraitCollection {
        TraitResolution.traits(kept: &keptTraits) { resolveTraits() }
    }

    private func resolveTraits() -> UITraitCollection {
        let inherited: UITraitCollection
        if let vc = owningViewController {
            inherited = vc.traitCollection
        } else if let s = superview {
            inherited = s.traitCollection
        } else if let w = self as? UIWindow {
            inherited = w.windowScene?.traitCollection ?? w.screen.traitCollection
        } else {
            inherited = window?.screen.traitCollection ?? UIScreen.main.traitCollection
        }
        guard let own = traitState?.overrides, own != .unspecified else { return inherited }
        return UITraitCollection(values: inherited.values.overlaid(with: own))
    }

    /// The traits this view sets for itself and its subviews (iOS 17); setting them tells every
    /// view and controller below whose traits change.
    public var traitOverrides: UITraitOverrides {
        get { UITraitOverrides(traitState?.overrides ?? .unspecified) }
        set {
            guard newValue.values != (traitState?.overrides ?? .unspecified) else { return }
            let before = TraitSnapshot(views: [self], controllers: [])
            ensuredTraitState.overrides = newValue.values
            before.deliver()
        }
    }

    /// Light or dark for this view and its subviews whatever the system's style (`.unspecified`
    /// follows it).
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { traitOverrides.userInterfaceStyle }
        set { traitOverrides.userInterfaceStyle = newValue }
    }

    /// Trait changes are delivered as they happen here, so there is nothing left to deliver.
    public func updateTraitsIfNeeded() {}

    /// The view's traits changed: nib variations, Dynamic Type, `traitCollectionDidChange`, registrations.
    func traitsChanged(from previous: UITraitCollection, to now: UITraitCollection, changed: Set<ObjectIdentifier>) {
        nibVariations?.apply(to: self, traits: now)
        knownTextSize = now.preferredContentSizeCategory
        if !changed.isDisjoint(with: ColorAppearance.traits) { refreshColorAppearance(now) }
        applyAppearanceForNewTraits(now)
        now.performAsCurrent {
            if previous.preferredContentSizeCategory != now.preferredContentSizeCategory { contentSizeCategoryDidChange() }
            traitCollectionDidChange(previous)
        }
        runTraitRegistrations(previous: previous, changed: changed)
    }
}
