import Foundation

/// Makes a storyboard's controllers: a scene's objects with the controller first made through
/// `init?(coder:)` (or the `creator:`), its relationship children, and its view left for later.
@MainActor struct StoryboardLoader {
    let storyboard: UIStoryboard

    init(_ storyboard: UIStoryboard) { self.storyboard = storyboard }

    func instantiate(controllerID: String, creator: ((NSCoder) -> UIViewController?)?) -> UIViewController? {
        let document = storyboard.document
        guard let e = document.element(id: controllerID) else {
            UIKitRuntime.fail("\(document.file): no view controller with id '\(controllerID)'")
            return nil
        }
        if e.name == "viewControllerPlaceholder" { return reference(e, creator: creator) }
        var sceneElement = e.parent
        while let s = sceneElement, s.name != "scene" { sceneElement = s.parent }
        guard let sceneElement else { return nil }
        let scene = StoryboardScene(storyboard: storyboard, controller: e)
        let loading = NibInstantiation(document: document, owner: nil)
        loading.scene = scene
        loading.creator = creator
        var vc: UIViewController?
        for o in sceneElement.children(of: "objects") {
            switch o.name {
            case "placeholder": loading.placeholder(o)
            case "exit": break // unwind segues name it; they find their destination when they run
            default:
                let made = loading.make(o)
                if o === e { vc = made as? UIViewController }
            }
        }
        guard let vc else { return nil }
        scene.viewController = vc
        scene.objects = loading.objects.filter { $0.value !== vc }
        scene.pending = loading.finish(deferring: true)
        install(scene.relationships, in: vc)
        return vc
    }

    /// A storyboard reference: the other storyboard's controller (by identifier, or its initial one).
    private func reference(_ e: NibElement, creator: ((NSCoder) -> UIViewController?)?) -> UIViewController? {
        let other = e["storyboardName"].map { UIStoryboard(name: $0, bundle: storyboard.document.bundle) } ?? storyboard
        guard let id = e["referencedIdentifier"] else { return other.instantiateInitialViewController(creator: creator) }
        guard let target = other.document.controllerID(storyboardIdentifier: id) else {
            return other.instantiateViewController(withIdentifier: id)
        }
        return StoryboardLoader(other).instantiate(controllerID: target, creator: creator)
    }

    /// A container's children, as its relationship segues name them.
    private func install(_ relationships: [NibElement], in container: UIViewController) {
        var tabs: [UIViewController] = []
        var columns: [(UISplitViewController.Column, UIViewController)] = []
        for r in relationships {
            guard let id = r["destination"], let child = instantiate(controllerID: id, creator: nil) else { continue }
            switch (container, r["relationship"]) {
            case (let nav as UINavigationController, "rootViewController"):
                nav.setViewControllers([child], animated: false)
            case (is UITabBarController, "viewControllers"):
                tabs.append(child)
            case (is UISplitViewController, let kind?):
                let names: [String: UISplitViewController.Column] = [
                    "masterViewController": .primary, "primaryViewController": .primary, "detailViewController": .secondary,
                    "secondaryViewController": .secondary, "supplementaryViewController": .supplementary, "compactViewController": .compact]
                guard let column = names[kind] else {
                    storyboard.document.unsupported(r, "relationship \(kind) of a split view controller")
                    continue
                }
                columns.append((column, child))
            default:
                storyboard.document.unsupported(r, "relationship \(r["relationship"] ?? "?") of \(type(of: container))")
            }
        }
        if let tab = container as? UITabBarController, !tabs.isEmpty { tab.setViewControllers(tabs, animated: false) }
        if let split = container as? UISplitViewController, !columns.isEmpty {
            if split.style == .unspecified {
                // The classic pair: primary, then secondary.
                split.viewControllers = columns.sorted { $0.0.rawValue < $1.0.rawValue }.map(\.1)
            } else {
                for (column, child) in columns { split.setViewController(child, for: column) }
            }
        }
    }
}
