import Foundation

/// A decoder that fills in a node made from a file: `SKNode.init(coder:)` hands it the node once
/// the node's classes have set their defaults, so a game's subclass made by `GameScene(fileNamed:)`
/// gets the file's properties and its own.
@MainActor protocol NodeDecoding: AnyObject {
    func decode(into node: SKNode)
}
