import Foundation

/// A game AI that looks every possible sequence of moves ahead, `maxLookAheadDepth` turns deep,
/// and picks the move that gives the player the best outcome assuming the other players answer
/// with the moves worst for it (minimax, with alpha–beta pruning). Outcomes are the model's
/// `isWin(for:)`/`isLoss(for:)` (a win or loss found sooner counts more) and, where the look-ahead
/// ends, its `score(for:)`.
open class GKMinmaxStrategist: NSObject, GKStrategist {
    /// The game to plan moves in; the strategist plans on copies of it.
    public var gameModel: (any GKGameModel)?
    /// Chooses among equally good moves when set; without it the first of them is taken.
    public var randomSource: (any GKRandom)?
    /// How many turns ahead to look (the player's own move is the first); 2 by default.
    public var maxLookAheadDepth = 2

    /// A win or loss outweighs every score a model may give.
    private static let decided = 4 * GKGameModelMaxScore

    /// A strategist with no game yet.
    override public init() {
        super.init()
    }

    /// The best move for the game model's active player.
    open func bestMoveForActivePlayer() -> (any GKGameModelUpdate)? {
        guard let player = gameModel?.activePlayer else { return nil }
        return bestMove(for: player)
    }

    /// The best move for `player` now, with its `value` set; nil when it has no move. Among
    /// equally good moves the random source chooses, or the first is taken.
    open func bestMove(for player: any GKGameModelPlayer) -> (any GKGameModelUpdate)? {
        let moves = rankedMoves(for: player)
        guard let best = moves.first?.value else { return nil }
        let tied = moves.prefix { $0.value == best }
        guard let randomSource, tied.count > 1 else { return tied.first }
        return tied[randomSource.nextInt(upperBound: tied.count)]
    }

    /// One of `player`'s `numMovesToConsider` best moves, chosen by the random source (or the
    /// system's shared one): a strategist that does not always play its best.
    open func randomMove(for player: any GKGameModelPlayer, fromNumberOfBestMoves numMovesToConsider: Int) -> (any GKGameModelUpdate)? {
        let moves = rankedMoves(for: player).prefix(max(numMovesToConsider, 1))
        guard !moves.isEmpty else { return nil }
        let random = randomSource ?? GKRandomSource.sharedRandom()
        return moves[moves.startIndex + random.nextInt(upperBound: moves.count)]
    }

    /// `player`'s moves with their values set, best first (equal ones in the model's order).
    private func rankedMoves(for player: any GKGameModelPlayer) -> [any GKGameModelUpdate] {
        guard let model = gameModel, let moves = model.gameModelUpdates(for: player), !moves.isEmpty else { return [] }
        for move in moves {
            let next = copy(of: model)
            next.apply(move)
            move.value = evaluate(next, for: player.playerId, ply: 1, alpha: Int.min, beta: Int.max)
        }
        return moves.enumerated().sorted { a, b in
            a.element.value != b.element.value ? a.element.value > b.element.value : a.offset < b.offset
        }.map(\.element)
    }

    /// The value of `model` for the player `me` after `ply` moves, as minimax: the best for `me`
    /// on its turns, the worst for it on the others'.
    private func evaluate(_ model: any GKGameModel, for me: Int, ply: Int, alpha: Int, beta: Int) -> Int {
        if let outcome = outcome(of: model, for: me, ply: ply) { return outcome }
        guard let mover = model.activePlayer, ply < maxLookAheadDepth,
              let moves = model.gameModelUpdates(for: mover), !moves.isEmpty else {
            return score(of: model, for: me)
        }
        var alpha = alpha, beta = beta
        let maximizing = mover.playerId == me
        var best = maximizing ? Int.min : Int.max
        for move in moves {
            let next = copy(of: model)
            next.apply(move)
            let value = evaluate(next, for: me, ply: ply + 1, alpha: alpha, beta: beta)
            if maximizing {
                best = max(best, value)
                alpha = max(alpha, best)
            } else {
                best = min(best, value)
                beta = min(beta, best)
            }
            if alpha >= beta { break }
        }
        return best
    }

    /// A won or lost game's value for `me`, sooner counting more; nil while it goes on.
    private func outcome(of model: any GKGameModel, for me: Int, ply: Int) -> Int? {
        let players = model.players ?? []
        guard let player = players.first(where: { $0.playerId == me }) else { return nil }
        if model.isWin(for: player) || players.contains(where: { $0.playerId != me && model.isLoss(for: $0) }) {
            return Self.decided - ply
        }
        if model.isLoss(for: player) || players.contains(where: { $0.playerId != me && model.isWin(for: $0) }) {
            return -Self.decided + ply
        }
        return nil
    }

    private func score(of model: any GKGameModel, for me: Int) -> Int {
        guard let player = model.players?.first(where: { $0.playerId == me }) else { return 0 }
        return model.score(for: player)
    }

    /// A copy to play a move out on: the model's own copy, its state set from the original too,
    /// as Apple's guide has models implement `copy(with:)` with `setGameModel(_:)`.
    private func copy(of model: any GKGameModel) -> any GKGameModel {
        guard let copy = model.copy(with: nil) as? any GKGameModel else {
            preconditionFailure("\(type(of: model)).copy(with:) must return a GKGameModel")
        }
        copy.setGameModel(model)
        return copy
    }
}
