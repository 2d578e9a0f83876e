import Foundation

/// The storyboard scene a controller was made from. It keeps what the controller's view needs
/// when it loads (the view's element, the scene's other objects, connections waiting for the
/// view) and the scene's segues. The controller owns it; it refers back weakly.
@MainActor final class StoryboardScene {
    let storyboard: UIStoryboard
    /// The controller's element in the `<scene>`.
    let controller: NibElement
    var controllerID: String { controller.id ?? "" }
    /// The name iOS gives the nib a scene's view compiles to: the controller's id, "-view-", the view's.
    var viewNibName: String? { controller.child(key: "view")?.id.map { "\(controllerID)-view-\($0)" } }
    weak var viewController: UIViewController?
    /// The objects made with the controller (its items, the scene's other objects), by id.
    var objects: [String: AnyObject] = [:]
    /// The view's objects by id, once it has loaded (popover anchors name them).
    private var viewObjects: [String: WeakObject] = [:]
    /// Connections to objects in the view, made when it loads.
    var pending: [(object: AnyObject?, element: NibElement)] = []
    /// Segues from the controller (manual, and triggered ones with an identifier): `performSegue`'s.
    private(set) var segues: [NibElement] = []
    /// Relationship segues (a container's children), set up once the controller is made.
    private(set) var relationships: [NibElement] = []
    /// Container views' embed segues, performed as the view loads.
    private var embeds: [(container: UIView, segue: NibElement)] = []

    init(storyboard: UIStoryboard, controller: NibElement) {
        self.storyboard = storyboard
        self.controller = controller
    }

    /// A `<segue>` connection of an object in the scene (or of the controller itself).
    func connect(segue c: NibElement, from source: AnyObject?, in loading: NibInstantiation) {
        let fromController = source != nil && source === loading.objects[controllerID]
        switch c["kind"] {
        case "relationship":
            relationships.append(c)
        case "embed":
            if let v = source as? UIView { embeds.append((v, c)) } else { storyboard.document.unsupported(c, "an embed segue from this object") }
        default:
            if fromController || c["identifier"] != nil, !segues.contains(where: { $0 === c }) { segues.append(c) }
            if !fromController { trigger(c, from: source) }
        }
    }

    /// The object's action performs the segue, with the object as the sender.
    private func trigger(_ c: NibElement, from source: AnyObject?) {
        let storyboard = self.storyboard
        func action<Sender: AnyObject>() -> TargetAction<Sender>? {
            guard let vc = viewController else { return nil }
            return TargetAction(target: vc, selector: "performSegueWithIdentifier:sender:") { t, sender in
                guard let vc = t as? UIViewController else { return false }
                SeguePerformer(storyboard: storyboard, element: c).perform(from: vc, sender: sender, triggered: true)
                return true
            }
        }
        switch source {
        case let cell as UITableViewCell:
            let run: (UITableViewCell) -> Void = { [weak self] cell in
                guard let vc = self?.viewController else { return }
                SeguePerformer(storyboard: storyboard, element: c).perform(from: vc, sender: cell, triggered: true)
            }
            if c["trigger"] == "accessoryAction" { cell.accessorySegue = run } else { cell.selectionSegue = run }
        case let cell as UICollectionViewCell:
            cell.selectionSegue = { [weak self] cell in
                guard let vc = self?.viewController else { return }
                SeguePerformer(storyboard: storyboard, element: c).perform(from: vc, sender: cell, triggered: true)
            }
        case let control as UIControl:
            if let a: TargetAction<UIControl> = action() { control.addNibAction(a, for: NibActions.event(nil, control)) }
        case let item as UIBarButtonItem:
            if let a: TargetAction<UIBarButtonItem> = action() { item.setNibAction(a) }
        case let recognizer as UIGestureRecognizer:
            if let a: TargetAction<UIGestureRecognizer> = action() { recognizer.addNibAction(a) }
        default:
            storyboard.document.unsupported(c, "a segue triggered by this object")
        }
    }

    /// An object of the scene by its id in the file (a view only while it lives).
    func object(id: String) -> AnyObject? { objects[id] ?? viewObjects[id]?.object }

    /// The first segue from the controller with this identifier.
    func segue(identifier: String) -> NibElement? { segues.first { $0["identifier"] == identifier } }

    // MARK: The view

    /// Makes the controller's view from the scene, connects what waited for it and performs the
    /// container views' embed segues; false if the scene has no view (a container's own).
    func loadView(of vc: UIViewController) -> Bool {
        guard let viewElement = controller.child(key: "view") else { return false }
        let loading = instantiation(for: vc)
        guard let view = loading.make(viewElement) as? UIView else { return false }
        vc.view = view
        addLegacyGuides(of: vc, loading)
        loading.adopt(pending)
        pending = []
        for (id, o) in loading.objects where objects[id] == nil && o !== vc { viewObjects[id] = WeakObject(o) }
        loading.finish()
        let waiting = embeds
        embeds = []
        for (container, segue) in waiting {
            SeguePerformer(storyboard: storyboard, element: segue).embed(in: container, of: vc)
        }
        return true
    }

    /// The top and bottom layout guides of old storyboards: the controller's `topLayoutGuide` and
    /// `bottomLayoutGuide`, whose inner edges are the safe area's.
    private func addLegacyGuides(of vc: UIViewController, _ loading: NibInstantiation) {
        for g in controller.children(of: "layoutGuides") where g.name == "viewControllerLayoutGuide" {
            guard let id = g.id else { continue }
            loading.register(vc.legacyLayoutGuide(top: g["type"] == "top"), id: id)
        }
    }

    /// Makes a new cell (or reusable view) from a prototype, connected within itself and to the controller.
    func prototype<View: UIView>(_ cell: NibElement) -> () -> View? {
        { [weak self] in
            guard let self, let vc = self.viewController else { return nil }
            let loading = self.instantiation(for: vc)
            let made = loading.make(cell) as? View
            loading.finish()
            return made
        }
    }

    /// A second pass over the scene (the view, a cell): it reaches the objects made with the
    /// controller, and the controller.
    private func instantiation(for vc: UIViewController) -> NibInstantiation {
        let loading = NibInstantiation(document: storyboard.document, owner: nil)
        loading.scene = self
        loading.seed(objects)
        loading.seed([controllerID: vc])
        return loading
    }
}

/// A weak reference in a dictionary.
struct WeakObject {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}
