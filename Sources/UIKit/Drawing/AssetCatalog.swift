import Foundation
import CoreGraphics
import Synchronization

/// An asset catalog (`Assets.xcassets`) read as Xcode writes it: image sets, color sets and data
/// sets found by name (folders that provide a namespace prefix their names, "Icons/Star"), each
/// set's `Contents.json` read when it is asked for. A malformed `Contents.json` is logged naming
/// the file and the problem, and the asset is not found.
final class AssetCatalog: Sendable {
    enum Kind: String, Sendable { case image = "imageset", color = "colorset", data = "dataset", appIcon = "appiconset" }

    let url: URL
    private let sets: [String: URL]

    init(url: URL) {
        self.url = url
        var sets: [String: URL] = [:]
        AssetCatalog.index(url, prefix: "", into: &sets)
        self.sets = sets
    }

    private static func index(_ dir: URL, prefix: String, into sets: inout [String: URL]) {
        let items = (try? FileManager.default.contentsOfDirectory(at: dir, includingPropertiesForKeys: [.isDirectoryKey])) ?? []
        for item in items.sorted(by: { $0.path < $1.path }) where (try? item.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
            let ext = item.pathExtension, base = item.deletingPathExtension().lastPathComponent
            if let kind = Kind(rawValue: ext) {
                sets["\(kind.rawValue)|\(prefix)\(base)"] = item
            } else if ext.isEmpty {
                let properties = (try? contents(item.appendingPathComponent("Contents.json")))?["properties"] as? [String: Any]
                let namespace = properties?["provides-namespace"] as? Bool == true
                index(item, prefix: namespace ? "\(prefix)\(base)/" : prefix, into: &sets)
            }
        }
    }

    /// The set of this kind named `name`, if the catalog has one.
    func set(_ kind: Kind, named name: String) -> URL? { sets["\(kind.rawValue)|\(name)"] }

    /// A `Contents.json`, or an error naming it and what is wrong.
    static func contents(_ url: URL) throws -> [String: Any] {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw CGImageError(file: url.path, reason: "cannot be read")
        }
        let json: Any
        do { json = try JSONSerialization.jsonObject(with: data) } catch {
            throw CGImageError(file: url.path, reason: "not valid JSON (\((error as NSError).userInfo["NSDebugDescription"] ?? error.localizedDescription))")
        }
        guard let dict = json as? [String: Any] else { throw CGImageError(file: url.path, reason: "the top level is not an object") }
        return dict
    }

    // MARK: Finding catalogs

    private static let known = Mutex<[String: [AssetCatalog]]>([:])

    /// The catalogs in these directories (at their top or one folder down), read once per directory.
    static func catalogs(in dirs: [String]) -> [AssetCatalog] {
        dirs.flatMap { dir in
            if let hit = known.withLock({ $0[dir] }) { return hit }
            var found: [AssetCatalog] = []
            let fm = FileManager.default
            let top = (try? fm.contentsOfDirectory(atPath: dir)) ?? []
            for item in top.sorted() {
                let path = "\(dir)/\(item)"
                if item.hasSuffix(".xcassets") { found.append(AssetCatalog(url: URL(fileURLWithPath: path))); continue }
                for inner in ((try? fm.contentsOfDirectory(atPath: path)) ?? []).sorted() where inner.hasSuffix(".xcassets") {
                    found.append(AssetCatalog(url: URL(fileURLWithPath: "\(path)/\(inner)")))
                }
            }
            known.withLock { $0[dir] = found }
            return found
        }
    }

    /// The first set of this kind and name in the bundle's catalogs (nil: the app's bundles).
    static func find(_ kind: Kind, named name: String, bundle: Bundle?, search: NilBundleSearch = .anywhere) -> URL? {
        for catalog in catalogs(in: ImageLookup.searchDirectories(bundle, search: search)) {
            if let url = catalog.set(kind, named: name) { return url }
        }
        return nil
    }

    /// An entry's scale ("2x" is 2); nil for a single-scale (vector) entry.
    static func scale(of entry: [String: Any]) -> CGFloat? {
        (entry["scale"] as? String).flatMap { Double($0.dropLast()) }.map { CGFloat($0) }
    }

    /// Which of a set's entries suits this device: its idiom before `universal`, and the scale
    /// nearest the screen's, larger first. The entry for this device and scale under an appearance: a dark or high-contrast entry when
    /// `dark` or `highContrast` asks for one and the set has it, else the "any" (or light) one.
    static func bestEntry(_ entries: [[String: Any]], scale: CGFloat, requireFile: Bool = true,
                          dark: Bool = false, highContrast: Bool = false) -> [String: Any]? {
        let idiom = ScreenScale.isPad ? "ipad" : "iphone"
        /// How well an entry's appearances fit (nil: not at all): each matching appearance counts.
        func fit(_ e: [String: Any]) -> Int? {
            var score = 0
            for a in e["appearances"] as? [[String: Any]] ?? [] {
                switch (a["appearance"] as? String, a["value"] as? String) {
                case ("luminosity", "light"): if dark { return nil }
                case ("luminosity", "dark"): if dark { score += 1 } else { return nil }
                case ("contrast", "high"): if highContrast { score += 1 } else { return nil }
                default: return nil
                }
            }
            return score
        }
        let usable = entries.filter { e in
            guard !requireFile || e["filename"] is String, fit(e) != nil else { return false }
            return e["idiom"] as? String == idiom || e["idiom"] as? String == "universal" || e["idiom"] == nil
        }
        func rank(_ e: [String: Any]) -> (Int, Int, CGFloat) {
            let idiomRank = e["idiom"] as? String == idiom ? 0 : 1
            let appearance = -(fit(e) ?? 0)
            guard let s = AssetCatalog.scale(of: e) else { return (appearance, idiomRank, 50) }
            return (appearance, idiomRank, s >= scale ? s - scale : 100 + scale - s)
        }
        return usable.min { rank($0) < rank($1) }
    }
}
