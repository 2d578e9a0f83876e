import Foundation
import Synchronization

/// A color set's color: sRGB, Display P3 or grey components as Xcode writes them (floats
/// "0.500", 8-bit "128", hex "0x80"), or a system color it refers to.
enum AssetColor {
    /// Colors read so far, by set and idiom: a nib's named color is asked for at every
    /// instantiation (each prototype cell), and the file need not be read each time.
    private static let cache = Mutex<[String: UIColor]>([:])

    static func find(_ name: String, bundle: Bundle?) -> UIColor? {
        guard let set = AssetCatalog.find(.color, named: name, bundle: bundle) else { return nil }
        let key = "\(set.path)|\(ScreenScale.isPad)"
        if let hit = cache.withLock({ $0[key] }) { return hit }
        guard let color = read(set, name: name) else { return nil }
        cache.withLock { $0[key] = color }
        return color
    }

    /// The set's color: dynamic when it has dark or high-contrast appearances, each decoded once.
    private static func read(_ set: URL, name: String) -> UIColor? {
        let json = set.appendingPathComponent("Contents.json")
        do {
            let contents = try AssetCatalog.contents(json)
            let entries = contents["colors"] as? [[String: Any]] ?? []
            func color(dark: Bool, high: Bool) throws -> UIColor? {
                guard let entry = AssetCatalog.bestEntry(entries, scale: 1, requireFile: false, dark: dark, highContrast: high),
                      let color = entry["color"] as? [String: Any] else { return nil }
                return try decode(color, file: json)
            }
            guard let any = try color(dark: false, high: false) else {
                uikitLog.warning("UIColor(named: \"\(name)\"): \(json.path) has no color for this device")
                return nil
            }
            guard entries.contains(where: { $0["appearances"] != nil }) else { return any }
            let dark = try color(dark: true, high: false) ?? any
            let lightHigh = try color(dark: false, high: true) ?? any
            let darkHigh = try color(dark: true, high: true) ?? dark
            return UIColor { traits in
                let high = traits.accessibilityContrast == .high
                return traits.userInterfaceStyle == .dark ? (high ? darkHigh : dark) : (high ? lightHigh : any)
            }
        } catch {
            uikitLog.error("UIColor(named: \"\(name)\"): \(error)")
            return nil
        }
    }

    private static func decode(_ color: [String: Any], file: URL) throws -> UIColor {
        if let reference = color["reference"] as? String {
            guard let system = UIColor.systemColor(named: reference) else {
                throw CGImageError(file: file.path, reason: "unknown system color \(reference)")
            }
            return system
        }
        let parts = color["components"] as? [String: Any] ?? [:]
        func component(_ key: String) throws -> CGFloat {
            guard let raw = parts[key] else { throw CGImageError(file: file.path, reason: "the color has no \(key) component") }
            if let n = raw as? NSNumber { return key == "alpha" || n.doubleValue <= 1 ? CGFloat(n.doubleValue) : CGFloat(n.doubleValue) / 255 }
            guard let s = (raw as? String)?.trimmingCharacters(in: .whitespaces) else {
                throw CGImageError(file: file.path, reason: "component \(key) is not a number")
            }
            if s.lowercased().hasPrefix("0x"), let v = Int(s.dropFirst(2), radix: 16) { return CGFloat(v) / 255 }
            if s.contains("."), let v = Double(s) { return CGFloat(v) }
            if let v = Int(s) { return key == "alpha" ? CGFloat(v) : CGFloat(v) / 255 }
            throw CGImageError(file: file.path, reason: "component \(key) is \"\(s)\", not a number")
        }
        let alpha = parts["alpha"] == nil ? 1 : try component("alpha")
        switch color["color-space"] as? String {
        case "gray-gamma-2.2", "extended-gray":
            return UIColor(white: try component("white"), alpha: alpha)
        case "display-p3":
            return UIColor(displayP3Red: try component("red"), green: try component("green"), blue: try component("blue"), alpha: alpha)
        default:
            return UIColor(red: try component("red"), green: try component("green"), blue: try component("blue"), alpha: alpha)
        }
    }
}
