import Foundation

/// `object_getClassName(obj)`: the Objective-C runtime's name of an object's class, as a C string
/// (the module-qualified Swift name here: "MyApp.Cell", as `NSStringFromClass` gives on iOS).
public func object_getClassName(_ obj: Any?) -> UnsafePointer<CChar> {
    guard let obj else { return ObjectClassNames.name("nil") }
    return ObjectClassNames.name(String(reflecting: type(of: obj as AnyObject)))
}

/// Class names as C strings, made once each and kept (a static: they are facts about classes, the
/// same for every device, and the pointers handed out must stay valid).
enum ObjectClassNames {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var names: [String: UnsafeMutablePointer<CChar>] = [:]

    static func name(_ s: String) -> UnsafePointer<CChar> {
        lock.lock(); defer { lock.unlock() }
        if let p = names[s] { return UnsafePointer(p) }
        let p = strdup(s)!
        names[s] = p
        return UnsafePointer(p)
    }
}
