import Foundation

/// A set of textures by name: an `.atlas` folder of images in the app, a sprite atlas in an asset
/// catalog (`.spriteatlas`), or a dictionary of images. Each texture is the device's @2x/@3x
/// variant where the folder has one.
@preconcurrency @MainActor open class SKTextureAtlas: NSObject {
    /// Where each texture's image is, by name without extension and scale suffix.
    private var sources: [String: (url: URL?, image: UIImage?)] = [:]
    /// The names as SpriteKit lists them (with the file's extension).
    private var listed: [String] = []
    private var loaded: [String: SKTexture] = [:]

    override init() { super.init() }

    /// The atlas `name` (`Sprites` for `Sprites.atlas`), from the calling module's resources first.
    public convenience init(named name: String, _ fileID: String = #fileID) {
        self.init()
        if let folder = BundleResources.url(forResource: name, withExtension: "atlas", caller: fileID) {
            addFolder(folder)
        } else if let catalog = BundleResources.url(forResource: name, withExtension: "spriteatlas", caller: fileID) {
            addCatalog(catalog)
        } else {
            spriteLog.error("SKTextureAtlas: Error loading atlas named \"\(name)\": no \(name).atlas or \(name).spriteatlas in the app's resources")
        }
    }

    /// An atlas of the given images: values are `UIImage`s, file URLs or paths.
    public convenience init(dictionary properties: [String: Any]) {
        self.init()
        for (name, value) in properties.sorted(by: { $0.key < $1.key }) {
            let key = Self.key(name)
            if let image = value as? UIImage { sources[key] = (nil, image) }
            else if let url = value as? URL { sources[key] = (url, nil) }
            else if let path = value as? String { sources[key] = (URL(fileURLWithPath: path), nil) }
            else { continue }
            listed.append(name)
        }
    }

    /// The textures' names.
    open var textureNames: [String] { listed }

    /// The texture of that name (with or without its extension); SpriteKit's placeholder, with its
    /// error, when the atlas has none.
    open func textureNamed(_ name: String) -> SKTexture {
        let key = Self.key(name)
        if let t = loaded[key] { return t }
        let texture: SKTexture
        if let source = sources[key], let made = Self.texture(from: source) {
            texture = made
        } else {
            spriteLog.error("SKTextureAtlas: Error loading texture \"\(name)\": not in the atlas")
            texture = SKTexture(image: SKTexture.placeholder, scale: 1)
        }
        loaded[key] = texture
        return texture
    }

    open func preload(completionHandler: @escaping () -> Void) {
        for name in listed { _ = textureNamed(name) }
        completionHandler()
    }

    open class func preloadTextureAtlases(_ textureAtlases: [SKTextureAtlas], withCompletionHandler completionHandler: @escaping () -> Void) {
        for atlas in textureAtlases { atlas.preload {} }
        completionHandler()
    }

    open class func preloadTextureAtlasesNamed(_ atlasNames: [String], withCompletionHandler completionHandler: @escaping (Error?, [SKTextureAtlas]) -> Void) {
        let atlases = atlasNames.map { SKTextureAtlas(named: $0) }
        preloadTextureAtlases(atlases) { completionHandler(nil, atlases) }
    }

    // MARK: Reading atlases

    /// "hero_1@2x.png" and "hero_1.png" are both "hero_1".
    private static func key(_ name: String) -> String {
        var base = (name as NSString).deletingPathExtension
        for suffix in ["@3x", "@2x", "@1x"] where base.hasSuffix(suffix) { base = String(base.dropLast(suffix.count)) }
        for idiom in ["~iphone", "~ipad"] where base.hasSuffix(idiom) { base = String(base.dropLast(idiom.count)) }
        return base
    }

    private static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "pdf", "svg"]

    /// Each image once, the variant nearest the screen's scale from above.
    private func addFolder(_ folder: URL) {
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        let scale = UIScreen.main.scale
        var best: [String: (file: String, scale: CGFloat)] = [:]
        for file in files where Self.imageExtensions.contains((file as NSString).pathExtension.lowercased()) {
            let key = Self.key(file)
            let s = Self.scale(of: file)
            if let current = best[key] {
                let better = (s >= scale && (current.scale < scale || s < current.scale)) || (current.scale < scale && s > current.scale)
                if !better { continue }
            }
            best[key] = (file, s)
        }
        for (key, pick) in best.sorted(by: { $0.key < $1.key }) {
            sources[key] = (folder.appendingPathComponent(pick.file), nil)
            listed.append(key + "." + (pick.file as NSString).pathExtension)
        }
    }

    /// An asset catalog's sprite atlas: each image set by its name.
    private func addCatalog(_ folder: URL) {
        let sets = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        for set in sets where set.hasSuffix(".imageset") {
            let name = (set as NSString).deletingPathExtension
            let dir = folder.appendingPathComponent(set)
            guard let file = Self.bestImage(inImageSet: dir) else { continue }
            sources[name] = (dir.appendingPathComponent(file), nil)
            listed.append(name)
        }
    }

    /// The image set's file for the screen's scale (Contents.json), else its first image.
    private static func bestImage(inImageSet dir: URL) -> String? {
        let scale = UIScreen.main.scale
        if let data = try? Data(contentsOf: dir.appendingPathComponent("Contents.json")),
           let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
           let images = json["images"] as? [[String: Any]] {
            let entries = images.compactMap { e -> (String, CGFloat)? in
                guard let f = e["filename"] as? String else { return nil }
                let s = (e["scale"] as? String).flatMap { Double($0.dropLast()) }.map { CGFloat($0) } ?? 1
                return (f, s)
            }
            if let exact = entries.first(where: { $0.1 == scale }) ?? entries.max(by: { $0.1 < $1.1 }) { return exact.0 }
        }
        let files = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        return files.sorted().first { imageExtensions.contains(($0 as NSString).pathExtension.lowercased()) }
    }

    private static func scale(of file: String) -> CGFloat {
        let base = (file as NSString).deletingPathExtension
        if base.hasSuffix("@3x") { return 3 }
        if base.hasSuffix("@2x") { return 2 }
        return 1
    }

    private static func texture(from source: (url: URL?, image: UIImage?)) -> SKTexture? {
        if let image = source.image { return SKTexture(image: image) }
        guard let url = source.url else { return nil }
        if ["pdf", "svg"].contains(url.pathExtension.lowercased()) {
            return UIImage(contentsOfFile: url.path).map { SKTexture(image: $0) }
        }
        do {
            return SKTexture(image: try CGImage(contentsOf: url), scale: scale(of: url.lastPathComponent))
        } catch {
            spriteLog.error("SKTextureAtlas: \(error)")
            return nil
        }
    }
}
