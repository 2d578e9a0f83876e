import Foundation

/// A parsed Interface Builder file (`.xib` or `.storyboard`, document version 3.0), kept by the
/// application so each file is read once however often it is instantiated.
@MainActor final class NibDocument {
    enum Kind { case xib, storyboard }

    /// The file's name, for messages.
    let file: String
    let kind: Kind
    let root: NibElement
    /// The bundle the file came from (images and colors by name are looked up there).
    let bundle: Bundle?
    private var byID: [String: NibElement] = [:]
    /// Named colors declared in `<resources>` (system colors' stand-ins).
    private(set) var namedColors: [String: NibElement] = [:]
    private var reported = Set<String>()
    /// The elements whose unread attributes have been reported (`UINibDecoder.tracks`).
    private var readElements = Set<ObjectIdentifier>()

    init(data: Data, file: String, bundle: Bundle?) throws {
        self.file = file
        self.bundle = bundle
        root = try NibElement.parse(data, file: file)
        if root.name == "archive" {
            throw NibLoadingError.invalid(file: file, line: root.line, reason: "an archive-format Interface Builder file (Xcode 4 and earlier, "
                                          + "version \(root["version"] ?? "?")); open it in Xcode and save it to convert it to the document format (3.0)")
        }
        guard root.name == "document", let type = root["type"] else {
            throw NibLoadingError.invalid(file: file, line: root.line, reason: "not an Interface Builder document (the root element is <\(root.name)>)")
        }
        switch type {
        case "com.apple.InterfaceBuilder3.CocoaTouch.XIB": kind = .xib
        case "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB": kind = .storyboard
        default: throw NibLoadingError.invalid(file: file, line: root.line, reason: "document type \(type) is not an iOS nib or storyboard")
        }
        if let version = root["version"], version != "3.0" {
            throw NibLoadingError.invalid(file: file, line: root.line, reason: "document version \(version): Xcode 8 and later write 3.0")
        }
        guard root.child(kind == .xib ? "objects" : "scenes") != nil else {
            throw NibLoadingError.invalid(file: file, line: root.line, reason: "no <\(kind == .xib ? "objects" : "scenes")> element")
        }
        index(root)
        for r in root.children(of: "resources") where r.name == "systemColor" || r.name == "namedColor" {
            if let name = r["name"] { namedColors[name] = r }
        }
    }

    /// The storyboard's Global Tint (File inspector): `<color key="tintColor">` after the scenes.
    private(set) lazy var globalTint: UIColor? = root.child("color", key: "tintColor").flatMap { NibValues.color($0, in: self) }

    /// A storyboard controller's view takes the Global Tint unless it has a tint of its own.
    func applyGlobalTint(to view: UIView) {
        if view.storedTintColor == nil, let tint = globalTint { view.tintColor = tint }
    }

    private func index(_ e: NibElement) {
        if let id = e.id { byID[id] = e }
        for c in e.children { index(c) }
    }

    func element(id: String) -> NibElement? { byID[id] }

    /// The top-level objects of a xib, in file order.
    var objects: [NibElement] { root.children(of: "objects") }

    /// A storyboard's controller (or storyboard reference) with this Storyboard ID.
    func controllerID(storyboardIdentifier: String) -> String? {
        for scene in root.children(of: "scenes") {
            for o in scene.children(of: "objects") where o["storyboardIdentifier"] == storyboardIdentifier && o["sceneMemberID"] == "viewController" {
                return o.id
            }
        }
        return nil
    }

    /// A document with nothing in it: what a storyboard that could not be read holds.
    static func empty(file: String, bundle: Bundle?) -> NibDocument {
        let xml = #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes/></document>"#
        // The literal is a valid document.
        return try! NibDocument(data: Data(xml.utf8), file: file, bundle: bundle)
    }

    /// Whether an element has been read once already (its unread attributes reported).
    func hasBeenRead(_ e: NibElement) -> Bool { readElements.contains(ObjectIdentifier(e)) }

    func markRead(_ e: NibElement) { readElements.insert(ObjectIdentifier(e)) }

    /// Logs something this reader does not handle, once per place in the file (or once per file
    /// for the same `once` key).
    func unsupported(_ e: NibElement, _ what: String, once: String? = nil) {
        guard reported.insert(once ?? "\(e.line):\(what)").inserted else { return }
        uikitLog.warning("\(file):\(e.line): \(what) is not supported here; skipped")
    }

    // MARK: Reading files once

    /// The document at `url`, parsed once per file and modification date.
    static func load(_ url: URL, bundle: Bundle?) throws -> NibDocument {
        let app = UIApplication.shared
        let date = (try? FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate]) as? Date
        if let cached = app.nibDocuments[url.path], cached.date == date { return cached.document }
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw NibLoadingError.invalid(file: url.lastPathComponent, line: 0, reason: "cannot be read: \(error.localizedDescription)")
        }
        let doc = try NibDocument(data: data, file: url.lastPathComponent, bundle: bundle)
        app.nibDocuments[url.path] = (date, doc)
        return doc
    }
}
