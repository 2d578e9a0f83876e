import Foundation

/// What game AIs share: a game model to plan in, an optional random source for choosing among
/// equally good moves, and the best move for the player whose turn it is.
public protocol GKStrategist: NSObjectProtocol {
    /// The game to plan moves in.
    var gameModel: (any GKGameModel)? { get set }
    /// Chooses among equally good moves when set; without it the first is taken, so the
    /// strategist plays the same way every time.
    var randomSource: (any GKRandom)? { get set }
    /// The best move for the game model's active player, or nil when it has none.
    func bestMoveForActivePlayer() -> (any GKGameModelUpdate)?
}
