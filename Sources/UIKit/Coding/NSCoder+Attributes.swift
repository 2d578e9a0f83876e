import Foundation

/// How UIKit's classes read their attributes in `init?(coder:)`, from a nib (`UINibDecoder`, which
/// holds Interface Builder's strings) or a keyed archive (`encode(with:)`'s typed values) alike:
/// each answers nil when the coder has no value, so a class keeps its default.
extension NSCoder {
    /// Whether the coder holds `key` (a coder that is not keyed, such as a bare `NSCoder()`, holds nothing).
    func has(_ key: String) -> Bool { allowsKeyedCoding && containsValue(forKey: key) }

    func object(_ key: String) -> Any? { has(key) ? decodeObject(forKey: key) : nil }

    func flag(_ key: String) -> Bool? { has(key) ? decodeBool(forKey: key) : nil }

    func number(_ key: String) -> CGFloat? { has(key) ? CGFloat(decodeDouble(forKey: key)) : nil }

    func integer(_ key: String) -> Int? { has(key) ? decodeInteger(forKey: key) : nil }

    func text(_ key: String) -> String? { has(key) ? decodeObject(forKey: key) as? String : nil }

    /// An enumeration written by name (`textAlignment="center"`); a name the table lacks is reported.
    func choice<T>(_ key: String, _ table: [String: T]) -> T? {
        guard let name = text(key) else { return nil }
        if let v = table[name] { return v }
        // Older Xcode capitalised some names (`contentMode="TopLeft"`).
        if let first = name.first, first.isUppercase, let v = table[first.lowercased() + name.dropFirst()] { return v }
        if self is any NibCoding {
            nonisolated(unsafe) let coder = self
            MainActor.assumeIsolated {
                guard let nib = coder as? any NibCoding else { return }
                nib.reportUnsupported(nib.element, "\(key)=\"\(name)\" of <\(nib.element.name)>")
            }
        }
        return nil
    }

    /// A color, or `.some(nil)` where the file sets it to nil.
    func color(_ key: String) -> UIColor?? { has(key) ? .some(decodeObject(forKey: key) as? UIColor) : nil }

    func font(_ key: String) -> UIFont? { object(key) as? UIFont }

    func geometry(_ key: String) -> String? { has(key) ? decodeObject(forKey: key) as? String : nil }

    /// Writes an enumeration by the name `choice` reads.
    func encode<T: Equatable>(_ value: T, in table: [String: T], forKey key: String) {
        if let name = table.first(where: { $0.value == value })?.key { encode(name, forKey: key) }
    }
}
