import Foundation

extension CGFloat {
    /// A number as attribute dictionaries hold one: CGFloat, Double, Float, Int or NSNumber.
    init?(attributeValue value: Any?) {
        switch value {
        case let v as CGFloat: self = v
        case let v as Double: self = CGFloat(v)
        case let v as Float: self = CGFloat(v)
        case let v as Int: self = CGFloat(v)
        case let v as UInt32: self = CGFloat(v)
        case let v as NSNumber: self = CGFloat(v.doubleValue)
        default: return nil
        }
    }
}
