import Foundation

/// A move in a turn-based game: your move class adopts it and adds what the move is.
public protocol GKGameModelUpdate: NSObjectProtocol {
    /// How good the move is for the player it was found for; the strategist sets it.
    var value: Int { get set }
}
