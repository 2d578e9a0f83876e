import Foundation

/// Makes nodes from an `.sks` file: each node is made with its class's `init(coder:)` (the
/// archive's class, or the custom class the editor recorded), and `SKNode.init(coder:)` hands it
/// back here to take the file's properties and children (SceneFileDecoder+Nodes).
final class SceneFileDecoder: NSCoder, NodeDecoding {
    let archive: SceneArchive
    /// The file's name, for messages.
    let file: String
    /// The code that asked for the file (`#fileID`): its module's bundle has the file's images
    /// and custom classes.
    let fileID: String
    /// The folder the file is in, where its images are looked for when the bundles have none.
    let folder: URL?
    /// The objects the nodes being made are read from, innermost last.
    nonisolated(unsafe) private var pending: [ArchivedObject] = []
    /// The nodes made, by their objects' indexes (a scene's camera is one of its descendants).
    private var made: [Int: SKNode] = [:]

    init(archive: SceneArchive, file: String, fileID: String, folder: URL? = nil) {
        self.archive = archive
        self.file = file
        self.fileID = fileID
        self.folder = folder
        super.init()
    }

    /// The last file that could not be read and why, for tests; nil after a file is read.
    @MainActor static var lastFailure: (file: String, reason: String)?

    // MARK: Opening files

    /// The file `name.sks` the code in `fileID` means, read; nil (with SpriteKit's log line)
    /// when there is none or it is not a SpriteKit archive.
    @MainActor static func open(named name: String, fileID: String) -> (SceneFileDecoder, ArchivedObject)? {
        let base = name.hasSuffix(".sks") ? String(name.dropLast(4)) : name
        guard let url = BundleResources.url(forResource: base, withExtension: "sks", caller: fileID) else {
            fail(base + ".sks", "no such file in the app's bundles")
            return nil
        }
        return open(url, fileID: fileID)
    }

    @MainActor static func open(_ url: URL, fileID: String) -> (SceneFileDecoder, ArchivedObject)? {
        let file = url.lastPathComponent
        do {
            let data = try Data(contentsOf: url)
            let archive = try SceneArchive(data: data)
            guard let root = try archive.topObject("root") else { throw SceneArchive.Failure.noRoot }
            guard root.classes.contains("SKNode") else { throw SceneArchive.Failure.notANode(root.className) }
            lastFailure = nil
            return (SceneFileDecoder(archive: archive, file: file, fileID: fileID, folder: url.deletingLastPathComponent()), root)
        } catch {
            fail(file, String(describing: error))
            return nil
        }
    }

    @MainActor static func fail(_ file: String, _ reason: String) {
        lastFailure = (file, reason)
        spriteLog.error("SKNode: could not load \(file): \(reason)")
    }

    // MARK: Making nodes

    /// A node of `type` (or a subclass the object names) made from `object`.
    @MainActor func makeNode(_ object: ArchivedObject, as type: SKNode.Type) -> SKNode? {
        pending.append(object)
        defer { pending.removeLast() }
        guard let node = type.init(coder: self) else { return nil }
        if object.index >= 0 { made[object.index] = node }
        return node
    }

    /// `SKNode.init(coder:)`: the node takes its object's properties and children.
    @MainActor func decode(into node: SKNode) {
        guard let object = pending.last else { return }
        fill(node, from: object)
    }

    /// The node made from the object at `index`, if any.
    func node(madeFrom index: Int) -> SKNode? { made[index] }

    /// The class to make a child of: the custom class the editor recorded when this process has
    /// it and it is the archive class's kind, else the archive's class.
    @MainActor func nodeClass(of object: ArchivedObject, within base: SKNode.Type = SKNode.self) -> SKNode.Type {
        var builtin: SKNode.Type = base
        for name in object.classes {
            if let known = SceneClasses.builtin[name] {
                builtin = known
                break
            }
        }
        if builtin == SKNode.self, !SceneClasses.builtin.keys.contains(object.className) {
            spriteLog.warning("\(file): \(object.className) nodes are not supported; made an SKNode instead")
        }
        guard let custom = customClassName(of: object) else { return builtin }
        if let found = SceneClasses.find(custom, modules: modules) {
            if RuntimeClasses.isSubclass(found, of: builtin), let type = found as? SKNode.Type { return type }
            spriteLog.error("\(file): \(custom) is not a \(builtin); made a \(builtin) instead")
            return builtin
        }
        spriteLog.error("\(file): unknown class \(custom); made a \(builtin) instead")
        return builtin
    }

    /// The "Custom Class" field of the node's inspector.
    func customClassName(of object: ArchivedObject) -> String? {
        guard let info = try? object.dictionary("_info"), let name = info["_PB_previewSKNodeCustomClassName"] as? String,
              !name.isEmpty else { return nil }
        return name
    }

    /// Where custom classes are looked for: the calling code's module, the module whose resource
    /// bundle holds the file (an app's scene loaded by its unit tests names the app's class, as
    /// Xcode's hosted tests find it), then SpriteKit's.
    private var modules: [String] {
        var list: [String] = []
        if let m = fileID.split(separator: "/").first, !m.isEmpty { list.append(String(m)) }
        // SwiftPM names a module's bundle `Package_Module.resources`.
        if let bundle = folder?.pathComponents.last(where: { $0.hasSuffix(".resources") }),
           let m = bundle.dropLast(".resources".count).split(separator: "_").last, !list.contains(String(m)) {
            list.append(String(m))
        }
        list.append("SpriteKit")
        return list
    }

    // MARK: NSCoder (for a game's own init(coder:))

    override var allowsKeyedCoding: Bool { true }

    override func containsValue(forKey key: String) -> Bool { pending.last?.has(key) ?? false }

    override func decodeObject(forKey key: String) -> Any? { pending.last?.value(key) }

    override func decodeBool(forKey key: String) -> Bool { pending.last?.bool(key) ?? false }

    override func decodeInteger(forKey key: String) -> Int { pending.last?.int(key) ?? 0 }

    override func decodeInt32(forKey key: String) -> Int32 { Int32(truncatingIfNeeded: pending.last?.int(key) ?? 0) }

    override func decodeInt64(forKey key: String) -> Int64 { Int64(pending.last?.int(key) ?? 0) }

    override func decodeDouble(forKey key: String) -> Double { pending.last?.double(key) ?? 0 }

    override func decodeFloat(forKey key: String) -> Float { Float(pending.last?.double(key) ?? 0) }
}

/// SpriteKit's node classes by the names archives give them, and custom classes by name.
@MainActor enum SceneClasses {
    static let builtin: [String: SKNode.Type] = [
        "SKNode": SKNode.self, "SKScene": SKScene.self, "SKSpriteNode": SKSpriteNode.self, "SKLabelNode": SKLabelNode.self,
        "SKEmitterNode": SKEmitterNode.self, "SKCameraNode": SKCameraNode.self, "SKShapeNode": SKShapeNode.self,
        "SKEffectNode": SKEffectNode.self, "SKCropNode": SKCropNode.self, "SKReferenceNode": SKReferenceNode.self,
        "SKTileMapNode": SKTileMapNode.self,
    ]

    /// A class `Module.Name` (or `Name` in one of `modules`) that this process has.
    static func find(_ name: String, modules: [String]) -> AnyClass? {
        let parts = name.split(separator: ".").map(String.init)
        if parts.count > 1, let c = RuntimeClasses.named(parts.dropFirst().joined(separator: "."), in: parts[0]) { return c }
        for m in modules {
            if let c = RuntimeClasses.named(name, in: m) { return c }
        }
        return nil
    }
}
