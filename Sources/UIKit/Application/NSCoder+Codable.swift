import Foundation

/// `Codable` values in a keyed archive (iOS 11's `encodeEncodable(_:forKey:)`), as state restoration
/// code stores a Swift struct: a property list of the value under the key.
extension NSKeyedArchiver {
    public func encodeEncodable<T: Encodable>(_ value: T, forKey key: String) throws {
        encode(try PropertyListEncoder().encode(value), forKey: key)
    }
}

extension NSKeyedUnarchiver {
    public func decodeDecodable<T: Decodable>(_ type: T.Type, forKey key: String) -> T? {
        guard let data = decodeObject(forKey: key) as? Data else { return nil }
        return try? PropertyListDecoder().decode(type, from: data)
    }

    public func decodeTopLevelDecodable<T: Decodable>(_ type: T.Type, forKey key: String) throws -> T? {
        guard let data = decodeObject(forKey: key) as? Data else { return nil }
        return try PropertyListDecoder().decode(type, from: data)
    }
}
