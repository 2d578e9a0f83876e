import Foundation

/// The traits of every controller and view under some roots, taken before something changes them
/// (a rotation, the text size, an override); `deliver()` then tells each one whose traits changed —
/// controllers first, then views, top down — with its own previous traits, and runs its
/// registrations for the traits that changed.
@MainActor struct TraitSnapshot {
    private var controllers: [(UIViewController, UITraitCollection)] = []
    private var views: [(UIView, UITraitCollection)] = []

    init(views roots: [UIView], controllers rootControllers: [UIViewController]) {
        var seen = Set<ObjectIdentifier>()
        var controllers: [(UIViewController, UITraitCollection)] = []
        var views: [(UIView, UITraitCollection)] = []
        func add(_ vc: UIViewController) {
            guard seen.insert(ObjectIdentifier(vc)).inserted else { return }
            controllers.append((vc, vc.traitCollection))
            for c in vc.children { add(c) }
            if let p = vc.presentedViewController { add(p) }
        }
        func add(_ view: UIView) {
            if let vc = view.owningViewController { add(vc) }
            views.append((view, view.traitCollection))
            for s in view.subviews { add(s) }
        }
        for vc in rootControllers { add(vc) }
        for v in roots { add(v) }
        self.controllers = controllers
        self.views = views
    }

    /// Every window of a device, with its controllers.
    init(windows: [UIWindow]) {
        self.init(views: windows, controllers: windows.compactMap(\.rootViewController))
    }

    func deliver() {
        TraitResolution.invalidate()
        for (vc, before) in controllers {
            let now = vc.traitCollection
            let changed = now.values.changedTraits(from: before.values)
            guard !changed.isEmpty else { continue }
            now.performAsCurrent { vc.traitCollectionDidChange(before) }
            vc.runTraitRegistrations(previous: before, changed: changed)
        }
        for (view, before) in views {
            let now = view.traitCollection
            let changed = now.values.changedTraits(from: before.values)
            guard !changed.isEmpty else { continue }
            view.traitsChanged(from: before, to: now, changed: changed)
        }
    }
}
