import Foundation

/// The coder an object in a nib or storyboard is made with: its `init?(coder:)` receives one.
/// By the time `super.init(coder:)` returns, UIKit has set what the file says; a class may also
/// read the element's attributes by key (`decodeObject(forKey: "text")`, `decodeBool(forKey:
/// "hidden")`) and its user-defined runtime attributes by key path.
final class UINibDecoder: NSCoder, @unchecked Sendable {
    nonisolated(unsafe) let element: NibElement
    unowned let loading: NibInstantiation

    init(_ element: NibElement, _ loading: NibInstantiation) {
        self.element = element
        self.loading = loading
        super.init()
    }

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
        element[key] != nil || element.child(key: key) != nil || runtimeAttribute(key) != nil
    }

    override func decodeObject(forKey key: String) -> Any? {
        if let v = element[key] { return v }
        if let c = element.child(key: key), c.name == "string" { return c.text }
        if let c = element.child(key: key), c.name == "collectionViewFlowLayout" || c.name == "collectionViewLayout" {
            // An object the file describes inside this one (a collection view's layout): made now.
            nonisolated(unsafe) var made: AnyObject?
            MainActor.assumeIsolated { made = loading.make(c) }
            return made
        }
        guard let a = runtimeAttribute(key) else { return nil }
        nonisolated(unsafe) var value: Any?
        MainActor.assumeIsolated { value = NibValues.runtimeValue(a, in: loading.document) }
        return value
    }

    override func decodeBool(forKey key: String) -> Bool { element[key] == "YES" }
    override func decodeDouble(forKey key: String) -> Double { element[key].flatMap(Double.init) ?? 0 }
    override func decodeFloat(forKey key: String) -> Float { Float(decodeDouble(forKey: key)) }
    override func decodeInteger(forKey key: String) -> Int { element[key].flatMap(Int.init) ?? 0 }
    override func decodeInt64(forKey key: String) -> Int64 { Int64(decodeInteger(forKey: key)) }
    override func decodeInt32(forKey key: String) -> Int32 { Int32(truncatingIfNeeded: decodeInteger(forKey: key)) }

    private func runtimeAttribute(_ keyPath: String) -> NibElement? {
        element.children(of: "userDefinedRuntimeAttributes").first { $0["keyPath"] == keyPath }
    }
}
