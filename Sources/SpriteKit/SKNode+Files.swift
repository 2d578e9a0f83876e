import Foundation

/// Nodes made from the app's `.sks` files (Xcode's scene and particle editors): the file's root
/// node with its children, of the custom classes the editor recorded.
extension Hashable where Self: SKNode {
    /// The node archived in `filename.sks`, found in the calling module's bundle first (as
    /// `UIImage(named:)` finds images), then the app's. It is of the class called on, or of the
    /// file's class or custom class when that is a subclass of it: `SKScene(fileNamed: "GameScene")`
    /// gives the `GameScene` the editor named, `GameScene(fileNamed:)` a `GameScene` in any case.
    /// Nil, with SpriteKit's log line, when the file is missing or cannot be read.
    @MainActor public init?(fileNamed filename: String, _ fileID: String = #fileID) {
        guard let node = try? SceneFileDecoder.node(named: filename, as: Self.self, fileID: fileID) else { return nil }
        self = node
    }

    /// As `init(fileNamed:)`, throwing why the file could not be read. The classes are accepted
    /// and not checked: a scene file can name only SpriteKit's classes and the app's own.
    @MainActor public init(fileNamed filename: String, securelyWithClasses classes: Set<AnyHashable>, _ fileID: String = #fileID) throws {
        self = try SceneFileDecoder.node(named: filename, as: Self.self, fileID: fileID)
    }
}

extension SceneFileDecoder {
    /// Why `fileNamed:` gave no node.
    struct LoadError: Error, CustomStringConvertible {
        let file: String
        let reason: String
        var description: String { "could not load \(file): \(reason)" }
    }

    /// The root node of `name.sks` as a `T`.
    @MainActor static func node<T: SKNode>(named name: String, as type: T.Type, fileID: String) throws -> T {
        guard let (decoder, root) = open(named: name, fileID: fileID) else {
            throw LoadError(file: lastFailure?.file ?? name, reason: lastFailure?.reason ?? "unknown")
        }
        return try decoder.root(root, as: type)
    }

    /// The file's root node: of the custom class the file names when it is a `T`, else of the
    /// archive's class when that is a `T`, else a `T` (a game's scene class called on).
    @MainActor func root<T: SKNode>(_ object: ArchivedObject, as type: T.Type) throws -> T {
        let archived = nodeClass(of: object)
        let cls: SKNode.Type
        if RuntimeClasses.isSubclass(archived, of: type) {
            cls = archived
        } else if RuntimeClasses.isSubclass(type, of: archived) || archived == SKNode.self {
            cls = type
        } else {
            let reason = "its root is \(archived == SKNode.self ? object.className : "\(archived)"), not \(type)"
            Self.fail(file, reason)
            throw LoadError(file: file, reason: reason)
        }
        guard let node = makeNode(object, as: cls) as? T else {
            Self.fail(file, "its root could not be made")
            throw LoadError(file: file, reason: "its root could not be made")
        }
        return node
    }
}
