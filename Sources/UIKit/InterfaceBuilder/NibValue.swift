import Foundation

/// Helpers for the code `@IBConnectable` writes: values from a nib converted to a property's
/// type, and UIKit's messages when a key or a type does not fit.
public enum NibValue {
    /// `value` as `T`: as it is, or a number converted (runtime attributes arrive as `Double`,
    /// `Int` or `Bool`), or nil.
    public static func convert<T>(_ value: Any?, to: T.Type) -> T? {
        guard let value else { return nil }
        if let v = value as? T { return v }
        let d: Double
        switch value {
        case let v as Double: d = v
        case let v as Int: d = Double(v)
        case let v as Bool: d = v ? 1 : 0
        case let v as CGFloat: d = Double(v)
        case let v as Float: d = Double(v)
        case let v as NSNumber: d = v.doubleValue
        default: return nil
        }
        switch T.self {
        case is CGFloat.Type: return CGFloat(d) as? T
        case is Double.Type: return d as? T
        case is Float.Type: return Float(d) as? T
        case is Int.Type: return Int(d) as? T
        case is Bool.Type: return (d != 0) as? T
        default: return nil
        }
    }

    /// UIKit's NSUnknownKeyException reason, through `UIKitRuntime.failureHandler`.
    @preconcurrency @MainActor public static func undefinedKey(_ object: AnyObject, _ key: String) {
        UIKitRuntime.fail("[<\(describe(object))> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(key).")
    }

    /// A non-optional property given a value of another type.
    @preconcurrency @MainActor public static func mismatch(_ object: AnyObject, _ key: String, _ value: Any?) {
        uikitLog.error("Interface Builder: \(describe(object)).\(key) cannot take \(value.map { String(describing: type(of: $0)) } ?? "nil")")
    }

    /// An action whose declared sender type the sender is not, and whose body reads the sender:
    /// iOS would call it with the wrong object; here it is not called, and that is logged once
    /// per class and action.
    @preconcurrency @MainActor public static func senderMismatch(_ object: AnyObject, _ selector: String, _ sender: Any?, expected: String) {
        let key = "\(String(reflecting: type(of: object))).\(selector)"
        guard !UIApplication.shared.reportedSenderMismatches.contains(key) else { return }
        UIApplication.shared.reportedSenderMismatches.insert(key)
        let got = sender.map { String(describing: type(of: $0)) } ?? "nil"
        uikitLog.warning("Interface Builder: \(key) takes a \(expected) but was sent by a \(got); not called (declare the parameter as Any, or the sender's type)")
    }

    /// `Module.Class 0x…`, as Objective-C describes an instance in its messages.
    static func describe(_ object: AnyObject) -> String {
        "\(String(reflecting: type(of: object))) \(address(object))"
    }

    static func address(_ object: AnyObject) -> String {
        String(format: "0x%012lx", UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()))
    }

    /// UIKit's "unrecognized selector" reason for an action sent to a target without it.
    @MainActor static func unrecognizedSelector(_ target: AnyObject, _ selector: String) {
        UIKitRuntime.fail("-[\(String(reflecting: type(of: target))) \(selector)]: unrecognized selector sent to instance \(address(target))")
    }
}
