import Foundation

/// The coder an object in a nib or storyboard is made with: its `init?(coder:)` receives one, and
/// each class reads its own attributes from it after `super.init(coder:)`, as on iOS. Keys are the
/// names Interface Builder writes: an attribute (`decodeBool(forKey: "hidden")`,
/// `decodeObject(forKey: "text")`), a keyed value element (`decodeObject(forKey: "textColor")` is a
/// `UIColor`, `"fontDescription"` a `UIFont`, `decodeCGRect(forKey: "frame")`), or a user-defined
/// runtime attribute by key path. What no class reads is reported once per file.
final class UINibDecoder: NSCoder, @unchecked Sendable {
    nonisolated(unsafe) let element: NibElement
    unowned let loading: NibInstantiation
    /// The attributes, keyed elements and containers read so far (for the report of what nothing read).
    nonisolated(unsafe) private(set) var read = Set<String>()
    /// Whether reads are recorded: the first time an element of a document is read. What nothing
    /// read is reported once, so the element's later instances (a prototype cell, once per row) skip it.
    let tracks: Bool

    init(_ element: NibElement, _ loading: NibInstantiation, tracks: Bool) {
        self.element = element
        self.loading = loading
        self.tracks = tracks
        super.init()
    }

    /// A coder over an element of the document, recording its reads the first time.
    @MainActor convenience init(_ element: NibElement, _ loading: NibInstantiation) {
        self.init(element, loading, tracks: !loading.document.hasBeenRead(element))
    }

    private func note(_ key: String) { if tracks { read.insert(key) } }

    override var allowsKeyedCoding: Bool { true }

    /// The storyboard scene whose controller this coder makes (nil for other objects).
    var storyboardScene: StoryboardScene? {
        nonisolated(unsafe) var scene: StoryboardScene?
        MainActor.assumeIsolated {
            if let s = loading.scene, s.controller === element { scene = s }
        }
        return scene
    }

    override func containsValue(forKey key: String) -> Bool {
        let present = element[key] != nil || element.child(key: key) != nil || runtimeAttribute(key) != nil
        if present { note(key) }
        return present
    }

    override func decodeObject(forKey key: String) -> Any? {
        note(key)
        if let v = element[key] { return localized(v, of: element, key: key) }
        nonisolated(unsafe) var value: Any?
        if let c = element.child(key: key) {
            MainActor.assumeIsolated { value = self.value(of: c) }
            if c.name == "string", let text = value as? String { value = localized(text, of: element, key: key) }
        } else if let a = runtimeAttribute(key) {
            MainActor.assumeIsolated { value = NibValues.runtimeValue(a, in: loading.document) }
        }
        return value
    }

    /// A text attribute in the device's language (`NibDocument+Localization`).
    private func localized(_ value: String, of e: NibElement, key: String) -> String {
        guard NibDocument.localizableKeys.contains(key) else { return value }
        nonisolated(unsafe) var out = value
        nonisolated(unsafe) let element = e
        MainActor.assumeIsolated { out = loading.document.localized(value, of: element, key: key) }
        return out
    }

    override func decodeBool(forKey key: String) -> Bool {
        note(key)
        return element[key] == "YES"
    }

    override func decodeDouble(forKey key: String) -> Double {
        note(key)
        return element[key].flatMap(Double.init) ?? 0
    }

    override func decodeFloat(forKey key: String) -> Float { Float(decodeDouble(forKey: key)) }
    override func decodeInteger(forKey key: String) -> Int { element[key].flatMap(Int.init) ?? Int(decodeDouble(forKey: key)) }
    override func decodeInt64(forKey key: String) -> Int64 { Int64(decodeInteger(forKey: key)) }
    override func decodeInt32(forKey key: String) -> Int32 { Int32(truncatingIfNeeded: decodeInteger(forKey: key)) }

    /// A keyed value element as the object it stands for.
    @MainActor private func value(of c: NibElement) -> Any? {
        switch c.name {
        case "string": return c.text
        case "color", "nil": return NibValues.color(c, in: loading.document)
        case "fontDescription": return NibValues.font(c)
        case "attributedString": return NibValues.attributedString(c, in: loading.document)
        case "date": return c["timeIntervalSinceReferenceDate"].flatMap(Double.init).map(Date.init(timeIntervalSinceReferenceDate:))
        case "locale": return c["localeIdentifier"].map(Locale.init(identifier:))
        case "rect": return NSCoder.string(for: NibValues.rect(c))
        case "size": return NSCoder.string(for: NibValues.size(c))
        case "point": return NSCoder.string(for: NibValues.point(c))
        case "edgeInsets", "inset": return NSCoder.string(for: NibValues.insets(c))
        case "directionalEdgeInsets": return NSCoder.string(for: NibValues.directionalInsets(c))
        default:
            // An object the file describes inside this one (a collection view's layout): made now.
            if NibClasses.builtinClass(named: c.name) != nil { return loading.make(c) }
            return nested(c)
        }
    }

    // MARK: What UIKit's classes read beyond values (NibCoding)

    var isStoryboard: Bool { MainActor.assumeIsolated { loading.scene != nil } }

    func nested(key: String) -> (any NibCoding)? {
        note(key)
        return element.child(key: key).map(nested)
    }

    private func nested(_ c: NibElement) -> UINibDecoder { UINibDecoder(c, loading, tracks: tracks) }

    func child(key: String) -> NibElement? {
        note(key)
        return element.child(key: key)
    }

    func children(of container: String) -> [NibElement] {
        note(container)
        return element.children(of: container)
    }

    func all(_ name: String) -> [any NibCoding] {
        let list = element.children.filter { $0.name == name }
        if tracks {
            read.insert(name)
            read.formUnion(list.compactMap { $0["key"] })
        }
        return list.map(nested)
    }

    func noteRead(_ keys: [String]) { if tracks { read.formUnion(keys) } }

    @MainActor func make(_ e: NibElement) -> AnyObject? { loading.make(e) }

    @MainActor func describesObject(_ e: NibElement) -> Bool { NibClasses.builtinClass(named: e.name) != nil }

    @MainActor func decode(_ object: NibDecodable, from e: NibElement, structure: Bool) { loading.decode(object, from: e, structure: structure) }

    @MainActor func register(_ object: AnyObject, id: String) { loading.register(object, id: id) }

    @MainActor func holdConstraints(of view: AnyObject, _ e: NibElement) {
        if let view = view as? UIView { loading.holdConstraints(view, e) }
    }

    @MainActor func prototype(_ e: NibElement) -> (() -> AnyObject?)? {
        guard let scene = loading.scene else { return nil }
        let make: () -> UIView? = scene.prototype(e)
        return { make() }
    }

    @MainActor func decodeBarLooks(of bar: AnyObject) {
        if let bar = bar as? UIView { loading.applyBarLooks(bar, self) }
    }

    @MainActor func decodeItemAppearances(of item: AnyObject) {
        if let item = item as? UINavigationItem { loading.applyItemAppearances(item, self) }
    }

    @MainActor func image(named name: String) -> UIImage? { loading.image(name) }

    @MainActor func reportUnsupported(_ e: NibElement, _ what: String) { loading.document.unsupported(e, what) }

    @MainActor func reportUnread() { loading.reportUnread(self) }

    /// The document, for its messages.
    @MainActor var document: NibDocument { loading.document }

    private func runtimeAttribute(_ keyPath: String) -> NibElement? {
        element.runtimeAttributes[keyPath]
    }
}

extension UINibDecoder: NibCoding {}
