import Foundation

/// An `.sks` file read: the NSKeyedArchiver object graph Xcode's SpriteKit editors write (a
/// binary property list of `$objects`, `$top` and references between them), with the objects'
/// values read as the editors store them — inline or by reference, numbers of any width,
/// geometry as `{x, y}` strings or NSValues, colours as NSColor archives.
struct SceneArchive {
    /// Why a file could not be read.
    enum Failure: Error, CustomStringConvertible {
        case notAPropertyList(String)
        case notAKeyedArchive
        case noRoot
        case badReference(Int)
        case notAnObject(String)
        case notANode(String)

        var description: String {
            switch self {
            case .notAPropertyList(let why): return "not a property list (\(why))"
            case .notAKeyedArchive: return "not a keyed archive (no $objects or $top)"
            case .noRoot: return "the archive has no root object"
            case .badReference(let i): return "a reference to object \(i), which the archive does not have"
            case .notAnObject(let what): return "\(what) is not an archived object"
            case .notANode(let name): return "its root is an \(name), not a node (an actions or tile set file?)"
            }
        }
    }

    let objects: [Any]
    let top: [String: Any]

    init(data: Data) throws {
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw Failure.notAPropertyList(String(describing: error))
        }
        guard let root = plist as? [String: Any], let objects = root["$objects"] as? [Any],
              let top = root["$top"] as? [String: Any] else { throw Failure.notAKeyedArchive }
        self.objects = objects
        self.top = top
    }

    /// The object `$top[key]` refers to.
    func topObject(_ key: String) throws -> ArchivedObject? {
        guard let ref = top[key] else { return nil }
        return try object(ref, what: "$top.\(key)")
    }

    // MARK: References

    /// The index a reference holds: Foundation's UID type on Linux (whose `value` is read
    /// through reflection), or `{"CF$UID": n}` as XML property lists write it.
    static func uid(_ value: Any) -> Int? {
        if let dict = value as? [String: Any], dict.count == 1, let n = dict["CF$UID"] as? NSNumber { return n.intValue }
        guard !(value is NSNumber), !(value is String), !(value is Data) else { return nil }
        guard String(describing: type(of: value)).contains("UID") else { return nil }
        for child in Mirror(reflecting: value).children where child.label == "value" {
            switch child.value {
            case let v as UInt32: return Int(v)
            case let v as UInt64: return Int(v)
            case let v as Int: return v
            default: return nil
            }
        }
        return nil
    }

    /// What a value stands for: the object a reference points at (nil for `$null`), or the value.
    func resolve(_ value: Any?) throws -> Any? {
        guard let value else { return nil }
        guard let index = Self.uid(value) else { return value }
        guard index >= 0, index < objects.count else { throw Failure.badReference(index) }
        if index == 0 { return nil }
        let target = objects[index]
        if let s = target as? String, s == "$null" { return nil }
        return target
    }

    /// The archived object (a dictionary with a `$class`) a value refers to.
    func object(_ value: Any?, what: String) throws -> ArchivedObject? {
        guard let value else { return nil }
        let index = Self.uid(value)
        guard let resolved = try resolve(value) else { return nil }
        guard let fields = resolved as? [AnyHashable: Any] else { throw Failure.notAnObject(what) }
        var strings: [String: Any] = [:]
        for (k, v) in fields { if let k = k as? String { strings[k] = v } }
        var className = "NSObject", classes: [String] = []
        if let c = strings["$class"], let info = try resolve(c) as? [AnyHashable: Any] {
            className = info["$classname"] as? String ?? className
            classes = info["$classes"] as? [String] ?? [className]
        }
        return ArchivedObject(archive: self, index: index ?? -1, fields: strings, className: className, classes: classes)
    }
}

/// One object of an archive: its class and its keys' values.
struct ArchivedObject {
    let archive: SceneArchive
    /// Its place in `$objects` (the same object referred to twice has the same index).
    let index: Int
    let fields: [String: Any]
    let className: String
    let classes: [String]

    func has(_ key: String) -> Bool { fields[key] != nil }

    /// The key's value, followed through a reference (nil when absent or `$null`).
    func value(_ key: String) -> Any? { (try? archive.resolve(fields[key])) ?? nil }

    func object(_ key: String) throws -> ArchivedObject? { try archive.object(fields[key], what: "\(className).\(key)") }

    func number(_ key: String) -> NSNumber? { value(key) as? NSNumber }

    func double(_ key: String) -> Double? { number(key)?.doubleValue }

    func cgFloat(_ key: String) -> CGFloat? { double(key).map { CGFloat($0) } }

    func bool(_ key: String) -> Bool? { number(key)?.boolValue }

    func int(_ key: String) -> Int? { number(key)?.intValue }

    /// A 32-bit mask, which the editors store signed (`0xFFFFFFFF` as -1).
    func mask(_ key: String) -> UInt32? { number(key).map { UInt32(truncatingIfNeeded: $0.int64Value) } }

    func string(_ key: String) -> String? {
        switch value(key) {
        case let s as String: return s
        case let s as NSString: return s as String
        default:
            // An NSString archived as an object.
            return (try? object(key)).flatMap { $0.value("NS.string") as? String }
        }
    }

    func data(_ key: String) -> Data? {
        if let d = value(key) as? Data { return d }
        return (try? object(key)).flatMap { $0.value("NS.data") as? Data }
    }

    /// An NSArray's items (followed through references; `$null` items dropped).
    func array(_ key: String) throws -> [Any] {
        guard let list = try object(key), let items = list.fields["NS.objects"] as? [Any] else { return [] }
        return try items.compactMap { try archive.resolve($0) }
    }

    /// The objects of an NSArray.
    func objects(_ key: String) throws -> [ArchivedObject] {
        guard let list = try object(key), let items = list.fields["NS.objects"] as? [Any] else { return [] }
        return try items.compactMap { try archive.object($0, what: "an item of \(className).\(key)") }
    }

    /// An NSDictionary, its values as plain values or archived objects.
    func dictionary(_ key: String) throws -> [String: Any]? {
        guard let dict = try object(key) else { return nil }
        let keys = dict.fields["NS.keys"] as? [Any] ?? [], values = dict.fields["NS.objects"] as? [Any] ?? []
        var out: [String: Any] = [:]
        for (k, v) in zip(keys, values) {
            guard let name = try archive.resolve(k) as? String else { continue }
            if let resolved = try archive.resolve(v) {
                out[name] = resolved is [AnyHashable: Any] ? (try archive.object(v, what: "\(className).\(key).\(name)") as Any) : resolved
            }
        }
        return out
    }

    // MARK: Geometry

    /// A point from an NSValue or a `{x, y}` string.
    func point(_ key: String) -> CGPoint? {
        geometry(key, "NS.pointval").flatMap { $0.count == 2 ? CGPoint(x: $0[0], y: $0[1]) : nil }
    }

    func size(_ key: String) -> CGSize? {
        geometry(key, "NS.sizeval").flatMap { $0.count == 2 ? CGSize(width: $0[0], height: $0[1]) : nil }
    }

    func rect(_ key: String) -> CGRect? {
        geometry(key, "NS.rectval").flatMap { $0.count == 4 ? CGRect(x: $0[0], y: $0[1], width: $0[2], height: $0[3]) : nil }
    }

    private func geometry(_ key: String, _ valueKey: String) -> [CGFloat]? {
        if let s = value(key) as? String { return Self.numbers(in: s) }
        guard let boxed = try? object(key), let s = boxed.value(valueKey) as? String else { return nil }
        return Self.numbers(in: s)
    }

    /// The numbers of `{1, 2}` or `{{-0, 1e+06}, {3.5, 4}}`.
    static func numbers(in s: String) -> [CGFloat] {
        s.split(whereSeparator: { "{}, ".contains($0) }).compactMap { Double($0).map { CGFloat($0) } }
    }

    // MARK: Colours

    /// An NSColor (or UIColor) archive as a colour: its sRGB components when it has them, else
    /// its RGB or white components.
    func color() -> UIColor? {
        func components(_ key: String) -> [CGFloat]? {
            guard let data = (fields[key] as? Data) ?? (value(key) as? Data) ?? (try? object(key))?.value("NS.bytes") as? Data else { return nil }
            let text = String(decoding: data.prefix { $0 != 0 }, as: UTF8.self)
            let numbers = text.split(separator: " ").compactMap { Double($0).map { CGFloat($0) } }
            return numbers.isEmpty ? nil : numbers
        }
        if let c = components("NSComponents") ?? components("NSRGB"), c.count >= 3 {
            return UIColor(red: c[0], green: c[1], blue: c[2], alpha: c.count > 3 ? c[3] : 1)
        }
        if let w = components("NSWhite") {
            return UIColor(white: w[0], alpha: w.count > 1 ? w[1] : 1)
        }
        if let r = double("UIRed"), let g = double("UIGreen"), let b = double("UIBlue") {
            return UIColor(red: CGFloat(r), green: CGFloat(g), blue: CGFloat(b), alpha: CGFloat(double("UIAlpha") ?? 1))
        }
        if let fallback = try? object("NSColor") { return fallback.color() }
        return nil
    }
}
