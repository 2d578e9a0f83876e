import Foundation

/// A filter's current values, read as the types its output needs. Numbers arrive as an app sets
/// them (`NSNumber`, `Float`, `Double`, `Int`, `CGFloat`, `Bool`); a missing or unreadable value
/// reads as the input's default.
struct FilterValues {
    let values: [String: Any]
    let definition: FilterDefinition

    private func value(_ key: String) -> Any? {
        values[key] ?? definition.inputs.first { $0.key == key }?.defaultValue
    }

    func image(_ key: String = kCIInputImageKey) -> CIImage? { value(key) as? CIImage }

    func number(_ key: String) -> Double {
        Self.number(value(key)) ?? Self.number(definition.inputs.first { $0.key == key }?.defaultValue) ?? 0
    }

    func float(_ key: String) -> Float { Float(number(key)) }

    static func number(_ v: Any?) -> Double? {
        switch v {
        case let n as NSNumber: n.doubleValue
        case let d as Double: d
        case let f as Float: Double(f)
        case let c as CGFloat: Double(c)
        case let i as Int: Double(i)
        case let b as Bool: b ? 1 : 0
        default: nil
        }
    }

    func vector(_ key: String) -> CIVector {
        switch value(key) {
        case let v as CIVector: v
        case let p as CGPoint: CIVector(cgPoint: p)
        case let r as CGRect: CIVector(cgRect: r)
        default: definition.inputs.first { $0.key == key }?.defaultValue as? CIVector ?? CIVector(x: 0, y: 0)
        }
    }

    func point(_ key: String) -> CGPoint { vector(key).cgPointValue }

    func color(_ key: String) -> CIColor {
        value(key) as? CIColor ?? definition.inputs.first { $0.key == key }?.defaultValue as? CIColor ?? .black
    }

    /// An affine transform, given as a `CGAffineTransform` (Swift on iOS wraps it in an `NSValue`
    /// on the way; Linux's `NSValue` cannot hold one) or as a six-number `CIVector`.
    func transform(_ key: String) -> CGAffineTransform {
        switch value(key) {
        case let t as CGAffineTransform: t
        case let v as CIVector where v.count >= 6: v.cgAffineTransformValue
        default: .identity
        }
    }

    func data(_ key: String) -> Data? {
        switch value(key) {
        case let d as Data: d
        case let d as NSData: d as Data
        case let s as String: s.data(using: .isoLatin1) ?? s.data(using: .utf8)
        default: nil
        }
    }

    func string(_ key: String) -> String? { value(key) as? String ?? (value(key) as? NSString).map { String($0) } }
}
