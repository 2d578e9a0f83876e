import Foundation

/// One instantiation of a nib: makes its objects (through `init?(coder:)`), then its constraints,
/// then its connections, then sends `awakeFromNib` to every object it made, as iOS does.
@MainActor final class NibInstantiation {
    let document: NibDocument
    let owner: AnyObject?
    private let externals: [String: Any]
    /// Objects by their id in the file (File's Owner is "-1").
    private(set) var objects: [String: AnyObject] = [:]
    private(set) var made: [AnyObject] = []
    private var constraintHolders: [(view: UIView, element: NibElement)] = []
    private var connectionSources: [(object: AnyObject?, element: NibElement)] = []
    private var variationHolders: [(object: AnyObject, variations: NibVariations)] = []
    /// The storyboard scene this instantiation makes (or loads the view of); nil for a xib.
    var scene: StoryboardScene?
    /// Makes the scene's controller in place of `init?(coder:)` (the `creator:` forms).
    var creator: ((NSCoder) -> UIViewController?)?

    init(document: NibDocument, owner: AnyObject?, externals: [String: Any] = [:]) {
        self.document = document
        self.owner = owner
        self.externals = externals
    }

    /// A xib's top-level objects (placeholders excluded), connected and awake.
    func instantiateXib() -> [AnyObject] {
        var top: [AnyObject] = []
        for e in document.objects {
            if e.name == "placeholder" {
                placeholder(e)
            } else if let o = make(e) {
                top.append(o)
            }
        }
        finish()
        return top
    }

    /// Objects made before (a scene's controller and its items, as its view loads): connections
    /// reach them, but they are not made or woken again.
    func seed(_ known: [String: AnyObject]) { objects.merge(known) { mine, _ in mine } }

    func placeholder(_ e: NibElement) {
        guard let id = e.id else { return }
        switch e["placeholderIdentifier"] {
        case "IBFilesOwner":
            if let owner { objects[id] = owner }
        case "IBFirstResponder":
            break // actions to it travel the responder chain
        case let name?:
            if let o = externals[name] as AnyObject? { objects[id] = o } else {
                UIKitRuntime.fail("This NIB file requires an external object named \(name), which was not provided in the options dictionary.")
            }
        default: break
        }
        if e.child("connections") != nil { connectionSources.append((objects[id], e)) }
    }

    /// Makes the object an element describes (a UIKit class, or its `customClass`) through its
    /// class's `init?(coder:)`, which reads what the file says; then its runtime attributes.
    func make(_ e: NibElement) -> AnyObject? {
        guard let builtin = NibClasses.builtinClass(named: e.name) else {
            document.unsupported(e, "<\(e.name)>")
            return nil
        }
        let cls: AnyClass = NibClasses.resolve(e, builtin: builtin, document: document, owner: owner)
        let coder = UINibDecoder(e, self)
        var object: AnyObject?
        switch cls {
        case let t as UIViewController.Type where creator != nil && e.id == scene?.controllerID:
            // A creator that returns nil leaves it to init(coder:), as on iOS.
            object = creator?(coder) ?? t.init(coder: coder)
            if let made = object, !NibClasses.isSubclass(type(of: made), of: t) {
                UIKitRuntime.fail("Custom instantiated \(NibValue.describe(made)) must be a kind of class \(String(reflecting: t))")
                return nil
            }
        case let t as UIResponder.Type: object = t.init(coder: coder)
        case let t as UIBarItem.Type: object = t.init(coder: coder)
        case let t as UIGestureRecognizer.Type: object = t.init(coder: coder)
        case let t as UINavigationItem.Type: object = t.init(coder: coder)
        case let t as UICollectionViewLayout.Type: object = t.init(coder: coder)
        default: object = nil
        }
        guard let object else { return nil }
        if let id = e.id { objects[id] = object }
        made.append(object)
        // A controller in a xib holds its view in the file (a storyboard's is a separate nib, made
        // by its scene): made with the rest, so connections reach it; the controller installs it as
        // its view loads.
        if document.kind == .xib, let vc = object as? UIViewController, let viewElement = e.child(key: "view") {
            vc.nibProvidedView = make(viewElement) as? UIView
            coder.noteRead("view")
        }
        finishDecoding(object, coder)
        if let v = NibVariations(e, document: document) { variationHolders.append((object, v)) }
        return object
    }

    /// An object that exists already (a controller's navigation item, a cell's label, a navigation
    /// controller's bar) reads what an element says, as `init?(coder:)` would have.
    func decode(_ object: NibDecodable, from e: NibElement, structure: Bool = false) {
        if let id = e.id { register(object, id: id) }
        let coder = UINibDecoder(e, self)
        object.decodeAttributes(from: coder)
        if structure, let view = object as? UIView { view.decodeViewStructure(from: coder) }
        finishDecoding(object, coder)
    }

    /// Runtime attributes (after the class's own, as iOS sets them), connections for later, and
    /// the report of what nothing read.
    private func finishDecoding(_ object: AnyObject, _ coder: UINibDecoder) {
        let e = coder.element
        runtimeAttributes(object, e)
        coder.noteRead("userDefinedRuntimeAttributes", "connections", "variation")
        if e.child("connections") != nil { connectionSources.append((object, e)) }
        reportUnread(coder)
    }

    /// Each attribute or element of the coder's element that no class read (and that is not
    /// Interface Builder's own), reported once per file with its name and line.
    func reportUnread(_ coder: UINibDecoder) {
        guard coder.tracks else { return }
        let e = coder.element
        document.markRead(e)
        for name in e.attributes.keys.sorted() where !coder.read.contains(name) && !NibAttributes.ignored.contains(name) {
            document.unsupported(e, "attribute \(name)=\"\(e[name] ?? "")\" of <\(e.name)>", once: "attribute \(name)")
        }
        for c in e.children {
            let key = c["key"] ?? c.name
            guard !coder.read.contains(key), !coder.read.contains(c.name), !NibAttributes.ignoredElements.contains(key) else { continue }
            document.unsupported(c, "<\(c.name)\(c["key"].map { " key=\"\($0)\"" } ?? "")> in <\(e.name)>", once: "element \(key)")
        }
    }

    private func runtimeAttributes(_ object: AnyObject, _ e: NibElement) {
        guard let target = object as? NibConnectable else { return }
        for a in e.children(of: "userDefinedRuntimeAttributes") {
            guard let path = a["keyPath"] else { continue }
            target.setValue(NibValues.runtimeValue(a, in: document), forKeyPath: path)
        }
    }

    /// An image the file names, from the file's bundle.
    func image(_ name: String) -> UIImage? { UIImage(named: name, in: document.bundle, compatibleWith: nil) }

    /// An object the file describes that exists already (a cell's content view): connections reach it.
    func register(_ object: AnyObject, id: String) { objects[id] = object }

    /// `e`'s `<connections>` are made once every object exists.
    func noteConnections(_ object: AnyObject, _ e: NibElement) { connectionSources.append((object, e)) }

    /// `e`'s `<constraints>` are made once every object exists.
    func holdConstraints(_ view: UIView, _ e: NibElement) { constraintHolders.append((view, e)) }

    // MARK: After the objects

    /// Constraints, connections, then `awakeFromNib`. A storyboard scene's controller is made
    /// before its view: connections to objects not made yet (`deferring`) are returned, to be
    /// made when the view loads.
    @discardableResult
    func finish(deferring: Bool = false) -> [(object: AnyObject?, element: NibElement)] {
        // A size class's uninstalled constraints are made but not added.
        var uninstalled = Set<String>()
        for (object, v) in variationHolders {
            let traits = (object as? UIView)?.traitCollection ?? UIScreen.main.traitCollection
            for (id, on) in v.installed(for: traits) where !on { uninstalled.insert(id) }
        }
        for (view, e) in constraintHolders { constraints(in: view, e, skipping: uninstalled) }
        constraintHolders = []
        // Size classes: what the current ones install, and again as they change (views).
        for (object, v) in variationHolders {
            let view = object as? UIView
            v.resolve(objects, in: view)
            v.apply(to: object, traits: view?.traitCollection ?? UIScreen.main.traitCollection)
            view?.nibVariations = v
        }
        variationHolders = []
        let later = connect(deferring: deferring)
        for o in made { (o as? NibAwakening)?.awakeFromNib() }
        made = []
        return later
    }

    /// Connections left over from an earlier instantiation, made with this one's.
    func adopt(_ connections: [(object: AnyObject?, element: NibElement)]) {
        connectionSources.insert(contentsOf: connections, at: 0)
    }

    private func constraints(in holder: UIView, _ e: NibElement, skipping uninstalled: Set<String>) {
        var made: [NSLayoutConstraint] = []
        // A placeholder constraint ("Remove at build time") is Interface Builder's alone.
        for c in e.children(of: "constraints") where c.name == "constraint" && c["placeholder"] != "YES" {
            let first: AnyObject? = c["firstItem"].map { objects[$0] } ?? holder
            let second: AnyObject? = c["secondItem"].flatMap { objects[$0] }
            guard let first, let a1 = NibClasses.attribute(c["firstAttribute"]) else {
                document.unsupported(c, "a constraint whose first item or attribute is unknown")
                continue
            }
            let a2 = NibClasses.attribute(c["secondAttribute"]) ?? .notAnAttribute
            let relation: NSLayoutConstraint.Relation = c["relation"] == "greaterThanOrEqual" ? .greaterThanOrEqual
                : c["relation"] == "lessThanOrEqual" ? .lessThanOrEqual : .equal
            let multiplier = NibValues.multiplier(c["multiplier"])
            let constraint = NSLayoutConstraint(item: first, attribute: a1, relatedBy: relation, toItem: second, attribute: second == nil ? .notAnAttribute : a2,
                                                multiplier: multiplier, constant: NibValues.number(c, "constant") ?? 0)
            if let p = NibValues.number(c, "priority") { constraint.priority = UILayoutPriority(Float(p)) }
            constraint.identifier = c["identifier"]
            if let id = c.id { objects[id] = constraint }
            if let id = c.id, uninstalled.contains(id) { continue }
            made.append(constraint)
        }
        holder.addConstraints(made)
    }

    private func connect(deferring: Bool) -> [(object: AnyObject?, element: NibElement)] {
        var collections: [(AnyObject, String, [AnyObject])] = []
        var later: [(object: AnyObject?, element: NibElement)] = []
        let sources = connectionSources
        connectionSources = []
        for (source, e) in sources {
            // A source's own connections, or one connection handed over from an earlier pass.
            for c in e.parent?.name == "connections" ? [e] : e.children(of: "connections") {
                let destination = c["destination"].flatMap { objects[$0] }
                // A collection is set whole, so it waits for the view when the pass is deferring.
                if deferring, c.name == "outletCollection" || (c.name != "segue" && c["destination"].map { $0 != "-2" && destination == nil } == true) {
                    later.append((source, c))
                    continue
                }
                switch c.name {
                case "outlet":
                    guard let source = source as? NibConnectable, let key = c["property"] else { continue }
                    source.setValue(destination, forKey: key)
                case "outletCollection":
                    guard let source, let key = c["property"], let destination else { continue }
                    if let i = collections.firstIndex(where: { $0.0 === source && $0.1 == key }) {
                        collections[i].2.append(destination)
                    } else {
                        collections.append((source, key, [destination]))
                    }
                case "action":
                    guard let selector = c["selector"] else { continue }
                    // The First Responder (or no destination) sends the action up the responder chain.
                    let target = c["destination"] == "-2" ? nil : destination
                    NibActions.connect(source, selector: selector, target: target, eventType: c["eventType"], document: document, element: c)
                case "segue":
                    if let scene { scene.connect(segue: c, from: source, in: self) } else { document.unsupported(c, "segues in a xib") }
                default:
                    document.unsupported(c, "connection <\(c.name)>")
                }
            }
        }
        for (source, key, values) in collections { (source as? NibConnectable)?.setValue(values, forKey: key) }
        return later
    }
}

/// What receives `awakeFromNib` (views, view controllers, bar items, recognizers).
@MainActor protocol NibAwakening: AnyObject {
    func awakeFromNib()
}
