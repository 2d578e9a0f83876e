import Foundation

/// A player of a turn-based game, as a strategist sees it: your player class adopts it.
public protocol GKGameModelPlayer: NSObjectProtocol {
    /// A number that tells this player from the others; the strategist compares players by it.
    var playerId: Int { get }
}
