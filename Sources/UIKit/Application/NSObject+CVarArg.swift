import Foundation

/// `String(format: "%@", anObject)` and `NSLog("%@", view)`, as on iOS, where every `NSObject` is a
/// C variadic argument. Linux's Foundation gives only its own bridged classes (`NSString`) that
/// conformance; any other object is passed as an `NSString` of its `description`.
extension NSObject: @retroactive CVarArg {
    public var _cVarArgEncoding: [Int] {
        FormatArguments.encode(description)
    }
}

/// A dictionary or an array as an object argument (`os_log("%@", launchOptions ?? [:])`, as iOS
/// code passes them, bridged to Foundation's collections there): its description.
extension Dictionary: @retroactive CVarArg {
    public var _cVarArgEncoding: [Int] { FormatArguments.encode(String(describing: self)) }
}

extension Array: @retroactive CVarArg {
    public var _cVarArgEncoding: [Int] { FormatArguments.encode(String(describing: self)) }
}

/// The strings made for format arguments are kept alive until the formatting that reads them is
/// surely over: a format call reads its arguments right away, and one call has far fewer than the
/// ring holds. (A static: an encoded argument has no owner to keep it.)
enum FormatArguments {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var ring: [NSString?] = Array(repeating: nil, count: 256)
    nonisolated(unsafe) private static var next = 0

    /// `text` as an `NSString` argument, kept alive.
    static func encode(_ text: String) -> [Int] {
        let string = NSString(string: text)
        keep(string)
        return _encodeBitsAsWords(string)
    }

    static func keep(_ text: NSString) {
        lock.lock(); defer { lock.unlock() }
        ring[next] = text
        next = (next + 1) % ring.count
    }
}
