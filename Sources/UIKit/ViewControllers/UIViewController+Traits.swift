import Foundation

extension UIViewController: TraitStateOwner, UITraitChangeObservable {}

/// A controller's place in the trait hierarchy: its parent's traits with the override the parent set
/// for it, else those where its view sits, else its presenter's; content presented over the base
/// level (a sheet, a popover) is `.elevated`; its own overrides go on top.
extension UIViewController {
    var resolvedTraitCollection: UITraitCollection {
        TraitResolution.traits(kept: &keptTraits) { resolveTraits() }
    }

    private func resolveTraits() -> UITraitCollection {
        let inherited: UITraitCollection
        var extra = TraitValues.unspecified
        if let parent {
            inherited = parent.traitCollection
            if let o = parent.overrideTraitCollection(forChild: self) { extra = o.values }
        } else if let sup = viewIfLoaded?.superview {
            inherited = sup.traitCollection
        } else if let presenting = presentingViewController {
            inherited = presenting.traitCollection
        } else {
            inherited = responderEnvironment.screen.traitCollection
        }
        if parent == nil, presentingViewController != nil {
            if ![.fullScreen, .overFullScreen, .currentContext, .overCurrentContext].contains(modalPresentationStyle) {
                extra.userInterfaceLevel = .elevated
            }
            if let o = storedPresentationController?.overrideTraitCollection { extra = extra.overlaid(with: o.values) }
        }
        if let own = traitState?.overrides { extra = extra.overlaid(with: own) }
        // A controller that changes nothing hands its parent's collection on.
        guard extra != .unspecified else { return inherited }
        let values = inherited.values.overlaid(with: extra)
        return values == inherited.values ? inherited : UITraitCollection(values: values)
    }

    /// The traits this controller sets for itself, its view and its children (iOS 17).
    public var traitOverrides: UITraitOverrides {
        get { UITraitOverrides(traitState?.overrides ?? .unspecified) }
        set {
            guard newValue.values != (traitState?.overrides ?? .unspecified) else { return }
            changeTraits { ensuredTraitState.overrides = newValue.values }
        }
    }

    /// Light or dark for this controller, its view and its children whatever the system's style.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { traitOverrides.userInterfaceStyle }
        set { traitOverrides.userInterfaceStyle = newValue }
    }

    /// Trait changes are delivered as they happen here, so there is nothing left to deliver.
    public func updateTraitsIfNeeded() {}

    /// Makes a change to this controller's traits or a child's, then tells whoever's traits changed.
    func changeTraits(_ change: () -> Void) {
        let before = TraitSnapshot(views: viewIfLoaded.map { [$0] } ?? [], controllers: [self])
        change()
        before.deliver()
    }

    func storeOverride(_ collection: UITraitCollection?, forChild child: UIViewController) {
        changeTraits {
            let id = ObjectIdentifier(child)
            ensuredTraitState.childOverrides.removeAll { $0.child == id }
            if let collection { ensuredTraitState.childOverrides.append((id, collection)) }
        }
    }

    func storedOverride(forChild child: UIViewController) -> UITraitCollection? {
        traitState?.childOverrides.first { $0.child == ObjectIdentifier(child) }?.traits
    }
}
