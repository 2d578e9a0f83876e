import Foundation
@_spi(OpenUIKit) import CoreGraphics
import Synchronization

/// Finds named images: the name as given, then with @3x/@2x/@1x and .png/.jpg, in the app's bundles;
/// decoded images are cached by name, as UIImage(named:) caches on iOS.
enum ImageLookup {
    struct Found: @unchecked Sendable { let image: CGImage; let scale: CGFloat }
    private static let cache = Mutex<[String: Found]>([:])

    static func find(name: String, bundle: Bundle?, scale preferred: CGFloat) -> Found? {
        let scale = preferred > 0 ? preferred : ScreenScale.current
        let key = "\(bundle?.bundlePath ?? "*")|\(name)|\(scale)"
        if let hit = cache.withLock({ $0[key] }) { return hit }
        let dirs = searchDirectories(bundle)
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
        uikitLog.warning("UIImage(named: \"\(name)\"): no image file for that name in \(dirs.joined(separator: ", "))")
        return nil
    }

    /// The bundle asked for; else the main bundle and every SwiftPM resource bundle beside the executable.
    static func searchDirectories(_ bundle: Bundle?) -> [String] {
        if let bundle { return [bundle.resourcePath ?? bundle.bundlePath] }
        var dirs: [String] = []
        if let r = Bundle.main.resourcePath { dirs.append(r) }
        let exeDir = (Bundle.main.executablePath.map { ($0 as NSString).deletingLastPathComponent }) ?? Bundle.main.bundlePath
        if let items = try? FileManager.default.contentsOfDirectory(atPath: exeDir) {
            for item in items.sorted() where item.hasSuffix(".resources") {
                dirs.append("\(exeDir)/\(item)")
            }
        }
        return dirs
    }
}

/// The main screen's scale, readable from any thread (UIScreen itself is main-actor bound).
enum ScreenScale {
    private static let value = Mutex<CGFloat>(3)
    static var current: CGFloat {
        get { value.withLock { $0 } }
        set { value.withLock { $0 = newValue } }
    }
}
