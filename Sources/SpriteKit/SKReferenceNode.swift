import Foundation

/// A node that shows another `.sks` file: it loads the file's nodes as its children (a scene
/// file's nodes inside a plain node standing for the scene), as Xcode's scene editor places
/// references to other scenes.
@preconcurrency @MainActor open class SKReferenceNode: SKNode {
    /// The file's name (without `.sks`), or its URL.
    var referenceFileName: String?
    var referenceURL: URL?
    /// The code that made the node, whose bundle the file is looked for in first.
    var callerFileID: String = #fileID
    /// The node the file was loaded as.
    private weak var loaded: SKNode?

    /// A node showing the `.sks` file at `url`.
    public init(url: URL?) {
        referenceURL = url
        super.init()
        resolve()
    }

    /// A node showing `fileName.sks`, found as `SKNode(fileNamed:)` finds it.
    public init(fileNamed fileName: String?, _ fileID: String = #fileID) {
        referenceFileName = fileName
        callerFileID = fileID
        super.init()
        resolve()
    }

    /// As `init(fileNamed:)`: a reference node, never nil.
    public convenience init(fileNamed fileName: String, _ fileID: String = #fileID) {
        self.init(fileNamed: Optional(fileName), fileID)
    }

    public required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }

    /// Called once the file's node has been added (nil when the file could not be loaded).
    open func didLoad(_ node: SKNode?) {}

    /// Loads the file again, in place of what was loaded before.
    open func resolve() {
        loaded?.removeFromParent()
        loaded = nil
        guard referenceURL != nil || referenceFileName != nil else { return }
        let opened = referenceURL.flatMap { SceneFileDecoder.open($0, fileID: callerFileID) }
            ?? referenceFileName.flatMap { SceneFileDecoder.open(named: $0, fileID: callerFileID) }
        guard let (decoder, object) = opened, var node = try? decoder.root(object, as: SKNode.self) else {
            didLoad(nil)
            return
        }
        if let scene = node as? SKScene {
            // A scene is no node's child: its nodes go into a plain node in its place.
            let container = SKNode()
            container.name = scene.name
            for child in scene.children {
                child.removeFromParent()
                container.addChild(child)
            }
            node = container
        }
        addChild(node)
        loaded = node
        didLoad(node)
    }
}
