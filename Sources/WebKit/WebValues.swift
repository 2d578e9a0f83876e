import Foundation

/// JavaScript values, which the engine hands over as JSON, as the Foundation objects iOS gives:
/// numbers as `NSNumber`, strings, arrays, dictionaries, and `NSNull` for null.
enum WebValues {
    static func object(fromJSON json: String) -> Any? {
        if json == "undefined" { return nil }
        guard let data = json.data(using: .utf8),
              let value = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else { return nil }
        return value
    }

    /// A Swift value as a JavaScript literal (arguments of `callAsyncJavaScript`).
    static func literal(_ value: Any) -> String {
        if let s = value as? String {
            let data = (try? JSONSerialization.data(withJSONObject: [s], options: [.fragmentsAllowed])) ?? Data("[\"\"]".utf8)
            return String(String(decoding: data, as: UTF8.self).dropFirst().dropLast())
        }
        if value is NSNull { return "null" }
        if let b = value as? Bool { return b ? "true" : "false" }
        if let n = value as? NSNumber { return n.stringValue }
        if let d = value as? Date { return "new Date(\(d.timeIntervalSince1970 * 1000))" }
        if JSONSerialization.isValidJSONObject(value), let data = try? JSONSerialization.data(withJSONObject: value) {
            return String(decoding: data, as: UTF8.self)
        }
        return "undefined"
    }
}
