import Foundation

/// One instantiation of a nib: makes its objects (through `init?(coder:)`), then its constraints,
/// then its connections, then sends `awakeFromNib` to every object it made, as iOS does.
@MainActor final class NibInstantiation {
    let document: NibDocument
    let owner: AnyObject?
    private let externals: [String: Any]
    /// Objects by their id in the file (File's Owner is "-1").
    private(set) var objects: [String: AnyObject] = [:]
    private var made: [AnyObject] = []
    private var constraintHolders: [(view: UIView, element: NibElement)] = []
    private var connectionSources: [(object: AnyObject?, element: NibElement)] = []

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

    private func placeholder(_ e: NibElement) {
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

    /// Makes the object an element describes (a UIKit class, or its `customClass`).
    func make(_ e: NibElement) -> AnyObject? {
        guard let builtin = NibClasses.builtin[e.name] else {
            document.unsupported(e, "<\(e.name)>")
            return nil
        }
        let cls = NibClasses.resolve(e, builtin: builtin, document: document, owner: owner)
        let coder = UINibDecoder(e, self)
        let object: AnyObject?
        switch cls {
        case let t as UIResponder.Type: object = t.init(coder: coder)
        case let t as UIBarItem.Type: object = t.init(coder: coder)
        case let t as UIGestureRecognizer.Type: object = t.init(coder: coder)
        case let t as UINavigationItem.Type: object = t.init(coder: coder)
        default: object = nil
        }
        guard let object else { return nil }
        if let id = e.id { objects[id] = object }
        made.append(object)
        // Once more after the whole init(coder:) chain: UIKit's own set-up in subclasses' inits
        // must not win over what the file says.
        apply(object, e)
        build(object, e)
        if e.child("connections") != nil { connectionSources.append((object, e)) }
        return object
    }

    /// Called from `UIView.init(coder:)`: what the file says, and the subviews, visible to a
    /// subclass as soon as `super.init(coder:)` returns.
    func decode(_ view: UIView, _ e: NibElement) {
        apply(view, e)
        for s in e.children(of: "subviews") {
            if let v = make(s) as? UIView { view.addSubview(v) } else if NibClasses.builtin[s.name] != nil {
                document.unsupported(s, "<\(s.name)> as a subview")
            }
        }
        if e.child("constraints") != nil { constraintHolders.append((view, e)) }
        for g in e.children where g.name == "viewLayoutGuide" {
            guard let id = g.id else { continue }
            switch g["key"] {
            case "safeArea": objects[id] = view.safeAreaLayoutGuide
            case "layoutMarginsGuide": objects[id] = view.layoutMarginsGuide
            case "keyboard": objects[id] = view.keyboardLayoutGuide
            default: document.unsupported(g, "layout guide \(g["key"] ?? "")")
            }
        }
    }

    // MARK: After the objects

    private func finish() {
        for (view, e) in constraintHolders { constraints(in: view, e) }
        connect()
        for o in made { (o as? NibAwakening)?.awakeFromNib() }
    }

    private func constraints(in holder: UIView, _ e: NibElement) {
        var made: [NSLayoutConstraint] = []
        for c in e.children(of: "constraints") where c.name == "constraint" {
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
            made.append(constraint)
        }
        holder.addConstraints(made)
    }

    private func connect() {
        var collections: [(AnyObject, String, [AnyObject])] = []
        for (source, e) in connectionSources {
            for c in e.children(of: "connections") {
                let destination = c["destination"].flatMap { objects[$0] }
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
                    document.unsupported(c, "segues in a xib")
                default:
                    document.unsupported(c, "connection <\(c.name)>")
                }
            }
        }
        for (source, key, values) in collections { (source as? NibConnectable)?.setValue(values, forKey: key) }
    }
}

/// What receives `awakeFromNib` (views, view controllers, bar items, recognizers).
@MainActor protocol NibAwakening: AnyObject {
    func awakeFromNib()
}
