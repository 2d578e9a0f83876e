import Foundation

/// The highest score `GKGameModel.score(for:)` may return.
public let GKGameModelMaxScore = 1 << 24

/// The lowest score `GKGameModel.score(for:)` may return.
public let GKGameModelMinScore = -(1 << 24)

/// A turn-based game's state, as a strategist plays it out: its players, the moves open to
/// each, applying a move, and how good the state is for a player. The strategist works on copies
/// (`copy(with:)`, which should copy the state with `setGameModel(_:)`), never on your model.
///
/// `score(for:)`, `isWin(for:)`, `isLoss(for:)` and `unapplyGameModelUpdate(_:)` are optional on
/// iOS; here they have defaults (0, false, false, nothing) that a model overrides by declaring them.
public protocol GKGameModel: NSObjectProtocol, NSCopying {
    /// The game's players.
    var players: [any GKGameModelPlayer]? { get }
    /// The player whose turn it is.
    var activePlayer: (any GKGameModelPlayer)? { get }
    /// Makes this model's state the same as `gameModel`'s.
    func setGameModel(_ gameModel: any GKGameModel)
    /// The moves `player` may make now; nil or empty when there are none.
    func gameModelUpdates(for player: any GKGameModelPlayer) -> [any GKGameModelUpdate]?
    /// Makes the move, changing whose turn it is as the game does.
    func apply(_ gameModelUpdate: any GKGameModelUpdate)
    /// How good the state is for `player`: higher is better, within `GKGameModelMinScore ... GKGameModelMaxScore`.
    func score(for player: any GKGameModelPlayer) -> Int
    /// Whether `player` has won.
    func isWin(for player: any GKGameModelPlayer) -> Bool
    /// Whether `player` has lost.
    func isLoss(for player: any GKGameModelPlayer) -> Bool
    /// Takes back a move made with `apply(_:)`.
    func unapplyGameModelUpdate(_ gameModelUpdate: any GKGameModelUpdate)
}

extension GKGameModel {
    /// No opinion: every state scores 0.
    public func score(for player: any GKGameModelPlayer) -> Int { 0 }
    /// Nobody has won.
    public func isWin(for player: any GKGameModelPlayer) -> Bool { false }
    /// Nobody has lost.
    public func isLoss(for player: any GKGameModelPlayer) -> Bool { false }
    /// The strategist works on copies, so it never needs to take a move back.
    public func unapplyGameModelUpdate(_ gameModelUpdate: any GKGameModelUpdate) {}
}
