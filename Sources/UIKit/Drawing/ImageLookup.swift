import Foundation
import CoreGraphics
import Synchronization

/// Finds named images: the name as given, then with @3x/@2x/@1x and .png/.jpg, in the app's bundles;
/// decoded images are cached by name, as UIImage(named:) caches on iOS.
enum ImageLookup {
    struct Found: @unchecked Sendable {
        var image: CGImage
        let scale: CGFloat
        var renderingMode: UIImage.RenderingMode = .automatic
        /// An asset catalog's slicing, in points.
        var capInsets: UIEdgeInsets = .zero
        var resizingMode: UIImage.ResizingMode = .tile
        /// Whether the set has dark or high-contrast images (its image then follows the traits).
        var hasAppearances = false
        /// The vector file of a set that preserves vector data, drawn again at the size it is shown.
        var vector: VectorImage.Source?
    }
    private static let cache = Mutex<[String: Found]>([:])

    /// The image named `name`; from an asset catalog, the set's image for `dark` and `highContrast`.
    static func find(name: String, bundle: Bundle?, scale preferred: CGFloat, search: NilBundleSearch = .anywhere,
                     dark: Bool = false, highContrast: Bool = false) -> Found? {
        let scale = preferred > 0 ? preferred : ScreenScale.current
        let key = "\(bundle?.bundlePath ?? "*\(search.module ?? "")*\(ResourceBundleOrder.launchedModule.withLock { $0 } ?? "")")|\(name)|\(scale)|\(ScreenScale.isPad)|\(dark)|\(highContrast)"
        if let hit = cache.withLock({ $0[key] }) { return hit }
        if let set = AssetCatalog.find(.image, named: name, bundle: bundle, search: search) {
            let found = fromCatalog(set, name: name, scale: scale, dark: dark, highContrast: highContrast)
            if let found { cache.withLock { $0[key] = found } }
            return found
        }
        let dirs = searchDirectories(bundle, search: search)
        let ext = (name as NSString).pathExtension
        let base = ext.isEmpty ? name : (name as NSString).deletingPathExtension
        let exts = ext.isEmpty ? ["png", "jpg", "jpeg"] : [ext]
        let scales = [Int(scale.rounded()), 3, 2, 1].reduce(into: [Int]()) { if !$0.contains($1) { $0.append($1) } }
        for dir in dirs {
            for s in scales {
                for e in exts {
                    let file = "\(dir)/\(base)\(s == 1 ? "" : "@\(s)x").\(e)"
                    guard FileManager.default.fileExists(atPath: file) else { continue }
                    do {
                        let cg = try CGImage(contentsOf: URL(fileURLWithPath: file))
                        let found = Found(image: cg, scale: CGFloat(s))
                        cache.withLock { $0[key] = found }
                        return found
                    } catch {
                        uikitLog.error("UIImage(named: \"\(name)\"): \(error)")
                        return nil
                    }
                }
            }
        }
        // "linen.png" names the asset catalog's "linen" too when no file has that name, as on iOS.
        if !ext.isEmpty, ["png", "jpg", "jpeg"].contains(ext.lowercased()),
           let set = AssetCatalog.find(.image, named: base, bundle: bundle, search: search),
           let found = fromCatalog(set, name: name, scale: scale, dark: dark, highContrast: highContrast) {
            cache.withLock { $0[key] = found }
            return found
        }
        uikitLog.warning("UIImage(named: \"\(name)\"): no image file for that name in \(dirs.joined(separator: ", "))")
        return nil
    }

    /// An image set's best image for this screen: a PNG or JPEG at its scale, or a PDF or SVG
    /// drawn at the screen's; its rendering intent and slicing.
    private static func fromCatalog(_ set: URL, name: String, scale: CGFloat, dark: Bool, highContrast: Bool) -> Found? {
        let json = set.appendingPathComponent("Contents.json")
        do {
            let contents = try AssetCatalog.contents(json)
            let entries = contents["images"] as? [[String: Any]] ?? []
            guard let entry = AssetCatalog.bestEntry(entries, scale: scale, dark: dark, highContrast: highContrast),
                  let filename = entry["filename"] as? String else {
                uikitLog.warning("UIImage(named: \"\(name)\"): \(json.path) has no image for this device")
                return nil
            }
            let file = set.appendingPathComponent(filename)
            var found: Found
            switch file.pathExtension.lowercased() {
            case "pdf": found = Found(image: try VectorImage.pdf(file, scale: scale), scale: scale)
            case "svg": found = Found(image: try VectorImage.svg(file, scale: scale), scale: scale)
            default:
                let s = AssetCatalog.scale(of: entry) ?? 1
                found = Found(image: try CGImage(contentsOf: file), scale: s)
            }
            let properties = contents["properties"] as? [String: Any]
            switch properties?["template-rendering-intent"] as? String {
            case "template": found.renderingMode = .alwaysTemplate
            case "original": found.renderingMode = .alwaysOriginal
            default: break
            }
            if let resizing = entry["resizing"] as? [String: Any] { slicing(resizing, into: &found) }
            let ext = file.pathExtension.lowercased()
            if properties?["preserves-vector-representation"] as? Bool == true, ext == "pdf" || ext == "svg" {
                found.vector = VectorImage.Source(url: file, isSVG: ext == "svg")
            }
            found.hasAppearances = entries.contains { $0["appearances"] != nil && $0["filename"] is String }
            return found
        } catch {
            uikitLog.error("UIImage(named: \"\(name)\"): \(error)")
            return nil
        }
    }

    /// Xcode's slicing (`3-part-horizontal`, `3-part-vertical`, `9-part`; cap insets in the
    /// image's pixels, written `capInsets` by Xcode, `cap-insets` in Apple's reference; the centre
    /// tiled or stretched). Only the centre's `width` and `height` of the middle are kept, as Xcode's
    /// compiler keeps them: the rest of the middle is discarded.
    private static func slicing(_ resizing: [String: Any], into found: inout Found) {
        let caps = resizing["capInsets"] as? [String: Any] ?? resizing["cap-insets"] as? [String: Any] ?? [:]
        func pixels(_ key: String) -> Int { max(0, (caps[key] as? NSNumber)?.intValue ?? 0) }
        let mode = resizing["mode"] as? String
        let horizontal = mode != "3-part-vertical", vertical = mode != "3-part-horizontal"
        let (left, right) = horizontal ? (pixels("left"), pixels("right")) : (0, 0)
        let (top, bottom) = vertical ? (pixels("top"), pixels("bottom")) : (0, 0)
        let center = resizing["center"] as? [String: Any]
        let keepWidth = (center?["width"] as? NSNumber)?.intValue, keepHeight = (center?["height"] as? NSNumber)?.intValue
        let w = found.image.width, h = found.image.height
        func ranges(_ lead: Int, _ trail: Int, _ keep: Int?, _ size: Int, _ sliced: Bool) -> [(start: Int, length: Int)] {
            guard sliced, let keep, lead + keep + trail < size, lead + trail <= size else { return [(0, size)] }
            return [(0, lead), (lead, keep), (size - trail, trail)]
        }
        let columns = ranges(left, right, keepWidth, w, horizontal), rows = ranges(top, bottom, keepHeight, h, vertical)
        if columns.count > 1 || rows.count > 1 { found.image = found.image.keepingSlices(columns: columns, rows: rows) }
        found.capInsets = UIEdgeInsets(top: CGFloat(top) / found.scale, left: CGFloat(left) / found.scale,
                                       bottom: CGFloat(bottom) / found.scale, right: CGFloat(right) / found.scale)
        found.resizingMode = center?["mode"] as? String == "tile" ? .tile : .stretch
    }

    /// The bundle asked for; else the calling module's resource bundle (when known), the main
    /// bundle and every other SwiftPM resource bundle beside the executable (the running package's
    /// first).
    static func searchDirectories(_ bundle: Bundle?, search: NilBundleSearch = .anywhere) -> [String] {
        if let bundle { return [bundle.resourcePath ?? bundle.bundlePath] }
        var dirs: [String] = []
        if let r = Bundle.main.resourcePath { dirs.append(r) }
        let exeDir = (Bundle.main.executablePath.map { ($0 as NSString).deletingLastPathComponent }) ?? Bundle.main.bundlePath
        if let items = try? FileManager.default.contentsOfDirectory(atPath: exeDir) {
            let sorted = ResourceBundleOrder.running.sorted(items)
            let first = search.firstBundle(among: sorted)
            for item in sorted {
                // A bundle made by `.copy("Resources")` keeps its files in Resources/, which
                // Foundation gives as its resource path.
                let path = "\(exeDir)/\(item)"
                let dir = Bundle(path: path)?.resourcePath ?? path
                if item == first { dirs.insert(dir, at: 0) } else { dirs.append(dir) }
            }
        }
        return dirs
    }
}

/// The main screen's scale, readable from any thread (UIScreen itself is main-actor bound).
enum ScreenScale {
    private static let value = Mutex<CGFloat>(3)
    private static let pad = Mutex<Bool>(false)
    static var current: CGFloat {
        get { value.withLock { $0 } }
        set { value.withLock { $0 = newValue } }
    }
    /// Whether the main screen is an iPad's (asset catalogs' `ipad` idiom).
    static var isPad: Bool {
        get { pad.withLock { $0 } }
        set { pad.withLock { $0 = newValue } }
    }
}
