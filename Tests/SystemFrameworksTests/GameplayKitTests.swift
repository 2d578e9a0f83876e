import Foundation
import Testing
import GameplayKit

// GameplayKit's logic as games use it: seeded random sources and distributions, state machines,
// pathfinding on grids and around obstacles, and the minmax strategist at tic-tac-toe.

@Suite struct GameplayKitRandomTests {
    func draws(_ source: GKRandom, _ count: Int = 8) -> [Int] {
        (0..<count).map { _ in source.nextInt() }
    }

    @Test func eachAlgorithmGivesTheSameSequenceForTheSameSeedAndAnotherForAnother() {
        let makers: [(UInt64) -> GKRandomSource] = [
            { GKMersenneTwisterRandomSource(seed: $0) },
            { GKLinearCongruentialRandomSource(seed: $0) },
            { GKARC4RandomSource(seed: withUnsafeBytes(of: $0) { Data($0) }) },
        ]
        for make in makers {
            let first = draws(make(42)), again = draws(make(42)), other = draws(make(43))
            #expect(first == again)
            #expect(first != other)
            #expect(first.allSatisfy { Int(Int32.min) <= $0 && $0 <= Int(Int32.max) })
        }
        #expect(draws(GKRandomSource()) != draws(GKRandomSource()), "unseeded sources start from entropy")
    }

    @Test func theAlgorithmsAreTheRealOnes() {
        // std::mt19937_64 with its default seed 5489: first output 14514284786278117030, the
        // 10000th 9981545732273789042 (the C++ standard's check); nextInt is the high 32 bits.
        let twister = GKMersenneTwisterRandomSource(seed: 5489)
        #expect(twister.nextInt() == Int(Int32(truncatingIfNeeded: UInt64(14_514_284_786_278_117_030) >> 32)))
        for _ in 2..<10_000 { _ = twister.nextInt() }
        #expect(twister.nextInt() == Int(Int32(truncatingIfNeeded: UInt64(9_981_545_732_273_789_042) >> 32)))
        // RC4 keyed with "Key" starts its key stream EB 9F 77 81 B7 34 CA 72.
        let arc4 = GKARC4RandomSource(seed: Data("Key".utf8))
        #expect(arc4.nextInt() == Int(Int32(bitPattern: 0xEB9F_7781)))
        #expect(arc4.nextInt() == Int(Int32(bitPattern: 0xB734_CA72)))
        // The LCG: state × 6364136223846793005 + 1442695040888963407, high 32 bits.
        let lcg = GKLinearCongruentialRandomSource(seed: 42)
        #expect(draws(lcg, 3) == [-1_854_436_627, 968_358_053, 1_773_127_077])
    }

    @Test func settingTheSeedStartsOverAndACopyContinuesTheSameSequence() {
        let twister = GKMersenneTwisterRandomSource(seed: 7)
        let start = draws(twister, 4)
        let copy = twister.copy() as! GKMersenneTwisterRandomSource
        #expect(draws(copy, 4) == draws(twister, 4))
        twister.seed = 7
        #expect(draws(twister, 4) == start && twister.seed == 7)

        let arc4 = GKARC4RandomSource(seed: Data([1, 2, 3]))
        arc4.dropValues(768)
        let afterDrop = arc4.nextInt()
        arc4.seed = Data([1, 2, 3])
        for _ in 0..<768 { _ = arc4.nextInt() }
        #expect(arc4.nextInt() == afterDrop, "dropValues skips values of the sequence")
    }

    @Test func boundedUniformAndBooleanDrawsStayInRangeAndSpreadEvenly() {
        let source = GKLinearCongruentialRandomSource(seed: 1)
        var counts = [Int](repeating: 0, count: 5)
        for _ in 0..<5000 { counts[source.nextInt(upperBound: 5)] += 1 }
        #expect(counts.allSatisfy { (900...1100).contains($0) }, "\(counts)")
        let uniforms = (0..<5000).map { _ in source.nextUniform() }
        #expect(uniforms.allSatisfy { 0 <= $0 && $0 < 1 })
        let mean: Float = uniforms.reduce(0, +) / 5000
        #expect(abs(mean - 0.5) < 0.02)
        let trues = (0..<5000).filter { _ in source.nextBool() }.count
        #expect((2350...2650).contains(trues))
    }

    @Test func shufflingKeepsTheElementsAndIsReproducible() {
        let deck = Array(1...10)
        let first = GKMersenneTwisterRandomSource(seed: 3).arrayByShufflingObjects(in: deck) as! [Int]
        let again = GKMersenneTwisterRandomSource(seed: 3).arrayByShufflingObjects(in: deck) as! [Int]
        #expect(first.sorted() == deck && first == again && first != deck)
        #expect(GKRandomSource.sharedRandom() === GKRandomSource.sharedRandom())
        #expect((0..<100).allSatisfy { _ in (0..<6).contains(GKRandomSource.sharedRandom().nextInt(upperBound: 6)) })
    }

    @Test func aDieGivesEachOfItsValuesAndNothingElse() {
        let die = GKRandomDistribution(randomSource: GKARC4RandomSource(seed: Data("die".utf8)), lowestValue: 1, highestValue: 6)
        #expect(die.lowestValue == 1 && die.highestValue == 6 && die.numberOfPossibleOutcomes == 6)
        let rolls = (0..<600).map { _ in die.nextInt() }
        #expect(Set(rolls) == Set(1...6))
        #expect((0..<100).allSatisfy { _ in die.nextInt(upperBound: 4) < 4 })
        #expect((0..<100).allSatisfy { _ in (0...1).contains(die.nextUniform()) })
        let d20 = GKRandomDistribution.d20()
        #expect(d20.lowestValue == 1 && d20.highestValue == 20)
        #expect(GKRandomDistribution.d6().numberOfPossibleOutcomes == 6)
        #expect(GKRandomDistribution(forDieWithSideCount: 12).highestValue == 12)
        let spread = GKRandomDistribution(lowestValue: -3, highestValue: 3)
        #expect((0..<100).allSatisfy { _ in (-3...3).contains(spread.nextInt()) })
    }

    @Test func aShuffledDistributionUsesEveryValueOncePerRound() {
        let shuffled = GKShuffledDistribution(randomSource: GKMersenneTwisterRandomSource(seed: 9), lowestValue: 1, highestValue: 6)
        var rounds: [[Int]] = []
        for _ in 0..<20 {
            let round = (0..<6).map { _ in shuffled.nextInt() }
            #expect(round.sorted() == [1, 2, 3, 4, 5, 6])
            rounds.append(round)
        }
        #expect(Set(rounds).count > 10, "each round in another order")
        #expect(GKShuffledDistribution.d6().numberOfPossibleOutcomes == 6)
    }

    @Test func aGaussianDistributionStaysWithinThreeDeviationsAroundItsMean() {
        let gaussian = GKGaussianDistribution(randomSource: GKMersenneTwisterRandomSource(seed: 11), mean: 100, deviation: 10)
        #expect(gaussian.mean == 100 && gaussian.deviation == 10)
        #expect(gaussian.lowestValue == 70 && gaussian.highestValue == 130)
        let values = (0..<10_000).map { _ in gaussian.nextInt() }
        #expect(values.allSatisfy { (70...130).contains($0) })
        let mean = Double(values.reduce(0, +)) / 10_000
        #expect(abs(mean - 100) < 0.5)
        let withinOne = Double(values.filter { abs($0 - 100) <= 10 }.count) / 10_000
        #expect((0.66...0.76).contains(withinOne), "about 68% within one deviation (rounding adds a little): \(withinOne)")
        // From a range: the mean in the middle, three deviations to each end.
        let d6 = GKGaussianDistribution.d6()
        #expect(d6.mean == 3.5 && abs(d6.deviation - 5.0 / 6) < 0.0001)
        #expect((0..<500).allSatisfy { _ in (1...6).contains(d6.nextInt()) })
    }
}

@Suite struct GameplayKitStateMachineTests {
    final class Journal {
        var entries: [String] = []
    }

    class LoggingState: GKState {
        let journal: Journal
        init(_ journal: Journal) { self.journal = journal }
        var name: String { String(describing: type(of: self)) }

        override func didEnter(from previousState: GKState?) {
            journal.entries.append("\(name).didEnter(from: \(previousState.map { String(describing: type(of: $0)) } ?? "nil"))")
        }

        override func willExit(to nextState: GKState) {
            journal.entries.append("\(name).willExit(to: \(String(describing: type(of: nextState))))")
        }

        override func update(deltaTime seconds: TimeInterval) {
            journal.entries.append("\(name).update(\(seconds))")
        }
    }

    final class MenuState: LoggingState {
        override func isValidNextState(_ stateClass: AnyClass) -> Bool { stateClass is PlayingState.Type }
    }

    final class PlayingState: LoggingState {
        override func isValidNextState(_ stateClass: AnyClass) -> Bool {
            stateClass == PausedState.self || stateClass == GameOverState.self
        }
    }

    final class PausedState: LoggingState {
        override func isValidNextState(_ stateClass: AnyClass) -> Bool { stateClass is PlayingState.Type }
    }

    final class GameOverState: LoggingState {}

    @Test func transitionsFollowTheStatesRulesAndCallBackInOrder() throws {
        let journal = Journal()
        let machine = GKStateMachine(states: [MenuState(journal), PlayingState(journal), PausedState(journal), GameOverState(journal)])
        #expect(machine.currentState == nil)
        machine.update(deltaTime: 1)
        #expect(journal.entries.isEmpty, "no state, nothing to update")
        #expect(machine.enter(MenuState.self))
        #expect(!machine.canEnterState(PausedState.self) && !machine.enter(GameOverState.self))
        #expect(machine.currentState is MenuState)
        machine.enter(PlayingState.self)
        machine.update(deltaTime: 0.5)
        #expect(machine.enter(PausedState.self))
        #expect(!machine.enter(GameOverState.self), "paused games resume before they end")
        machine.enter(PlayingState.self)
        machine.enter(GameOverState.self)
        #expect(journal.entries == [
            "MenuState.didEnter(from: nil)",
            "MenuState.willExit(to: PlayingState)", "PlayingState.didEnter(from: MenuState)",
            "PlayingState.update(0.5)",
            "PlayingState.willExit(to: PausedState)", "PausedState.didEnter(from: PlayingState)",
            "PausedState.willExit(to: PlayingState)", "PlayingState.didEnter(from: PausedState)",
            "PlayingState.willExit(to: GameOverState)", "GameOverState.didEnter(from: PlayingState)",
        ])
        let playing = try #require(machine.state(forClass: PlayingState.self))
        #expect(playing.stateMachine === machine)
        #expect(machine.canEnterState(MenuState.self), "GKState allows every next state by default")
    }

    @Test func aClassTheMachineDoesNotHaveCannotBeEntered() {
        let machine = GKStateMachine(states: [GameOverState(Journal())])
        #expect(!machine.canEnterState(MenuState.self) && !machine.enter(MenuState.self))
        #expect(machine.state(forClass: MenuState.self) == nil)
        #expect(machine.enter(GameOverState.self) && machine.enter(GameOverState.self), "a state may re-enter itself")
    }
}

@Suite struct GameplayKitPathfindingTests {
    @Test func connectionsAndPathsOfPlainNodesCountHops() {
        let (a, b, c, d) = (GKGraphNode(), GKGraphNode(), GKGraphNode(), GKGraphNode())
        a.addConnections(to: [b, c], bidirectional: true)
        b.addConnections(to: [d], bidirectional: false)
        c.addConnections(to: [b], bidirectional: true)
        a.addConnections(to: [b], bidirectional: true)
        #expect(a.connectedNodes == [b, c] && d.connectedNodes.isEmpty && a.cost(to: b) == 1)
        let graph = GKGraph([a, b, c, d])
        #expect(graph.findPath(from: a, to: d) == [a, b, d])
        #expect(d.findPath(from: a) == [a, b, d] && a.findPath(to: a) == [a])
        #expect(graph.findPath(from: d, to: a).isEmpty, "d's connection to b is one way")
        graph.remove([b])
        #expect(graph.nodes?.count == 3 && !a.connectedNodes.contains(b) && !c.connectedNodes.contains(b))
        #expect(graph.findPath(from: a, to: d).isEmpty)
        a.removeConnections(to: [c], bidirectional: true)
        #expect(a.connectedNodes.isEmpty && c.connectedNodes.isEmpty)
    }

    @Test func twoDimensionalNodesFindTheShortestRouteAndJoinTheirNearestNode() {
        let start = GKGraphNode2D(point: vector2(0, 0))
        let detour = GKGraphNode2D(point: vector2(5, 10))
        let direct = GKGraphNode2D(point: vector2(5, 1))
        let goal = GKGraphNode2D(point: vector2(10, 0))
        start.addConnections(to: [detour, direct], bidirectional: true)
        goal.addConnections(to: [detour, direct], bidirectional: true)
        let graph = GKGraph([start, detour, direct, goal])
        #expect(graph.findPath(from: start, to: goal) == [start, direct, goal])
        let late = GKGraphNode2D(point: vector_float2(9, 9))
        graph.connectToLowestCostNode(node: late, bidirectional: true)
        #expect(late.connectedNodes == [detour] && detour.connectedNodes.contains(late) && graph.nodes?.count == 5)
        #expect(abs(start.cost(to: detour) - Float(125).squareRoot()) < 0.0001)
    }

    /// A 7 × 5 grid with a wall down column 3, open only in the bottom row.
    func walledGrid(diagonals: Bool) -> GKGridGraph<GKGridGraphNode> {
        let graph = GKGridGraph(fromGridStartingAt: vector_int2(0, 0), width: 7, height: 5, diagonalsAllowed: diagonals)
        let wall = (0..<4).compactMap { graph.node(atGridPosition: vector_int2(3, Int32($0))) }
        graph.remove(wall)
        return graph
    }

    @Test func aStarOnAGridGoesRoundTheWallByTheShortestWay() throws {
        let graph = walledGrid(diagonals: false)
        #expect(graph.gridWidth == 7 && graph.gridHeight == 5 && !graph.diagonalsAllowed && graph.nodes?.count == 31)
        #expect(graph.node(atGridPosition: vector_int2(3, 2)) == nil && graph.node(atGridPosition: vector_int2(7, 0)) == nil)
        let start = try #require(graph.node(atGridPosition: vector_int2(0, 0)))
        let goal = try #require(graph.node(atGridPosition: vector_int2(6, 0)))
        #expect(start.connectedNodes.count == 2, "a corner has two neighbours without diagonals")
        let path = graph.findPath(from: start, to: goal).compactMap { $0 as? GKGridGraphNode }
        #expect(path.count == 15, "3 + 4 steps to the gap, 3 + 4 back up: 14 steps")
        #expect(path.first === start && path.last === goal)
        #expect(path.contains { $0.gridPosition == vector_int2(3, 4) })
        for (a, b) in zip(path, path.dropFirst()) {
            let step = a.gridPosition &- b.gridPosition
            #expect(abs(step.x) + abs(step.y) == 1)
        }
        // With diagonals: 4 steps to the gap and 4 back.
        let diagonal = walledGrid(diagonals: true)
        let diagonalPath = diagonal.findPath(from: diagonal.node(atGridPosition: vector_int2(0, 0))!,
                                             to: diagonal.node(atGridPosition: vector_int2(6, 0))!)
        #expect(diagonalPath.count == 9)
        #expect(diagonal.node(atGridPosition: vector_int2(1, 1))!.connectedNodes.count == 8)
        // Closing the gap leaves no way through.
        graph.remove([graph.node(atGridPosition: vector_int2(3, 4))!])
        #expect(graph.findPath(from: start, to: goal).isEmpty)
    }

    @Test func aNodePutBackIntoTheGridConnectsToItsNeighbours() throws {
        let graph = walledGrid(diagonals: false)
        let door = GKGridGraphNode(gridPosition: vector_int2(3, 0))
        graph.connectNodeToAdjacentNodes(node: door)
        #expect(graph.node(atGridPosition: vector_int2(3, 0)) === door && door.connectedNodes.count == 2)
        let path = graph.findPath(from: graph.node(atGridPosition: vector_int2(0, 0))!, to: graph.node(atGridPosition: vector_int2(6, 0))!)
        #expect(path.count == 7)
    }

    @Test func anObstacleGraphRoutesAroundASquareKeepingItsBuffer() throws {
        let square = GKPolygonObstacle(points: [vector2(-10, -10), vector2(10, -10), vector2(10, 10), vector2(-10, 10)])
        #expect(square.vertexCount == 4 && square.vertex(at: 2) == vector2(10, 10))
        let graph = GKObstacleGraph(obstacles: [square], bufferRadius: 1)
        #expect(graph.bufferRadius == 1 && graph.obstacles.count == 1)
        let corners = graph.nodes(forObstacle: square).map(\.position)
        #expect(Set(corners.map { "\($0.x),\($0.y)" }) == ["-11.0,-11.0", "11.0,-11.0", "11.0,11.0", "-11.0,11.0"])
        // Corners see their neighbours along the sides, not each other across the square.
        let corner = graph.nodes(forObstacle: square)[0]
        #expect(corner.connectedNodes.count == 2)

        let start = GKGraphNode2D(point: vector2(-20, 0)), goal = GKGraphNode2D(point: vector2(20, 0))
        graph.connectUsingObstacles(node: start)
        graph.connectUsingObstacles(node: goal)
        #expect(!start.connectedNodes.contains(goal), "the straight way goes through the square")
        let path = graph.findPath(from: start, to: goal).compactMap { $0 as? GKGraphNode2D }
        #expect(path.count == 4 && path.first === start && path.last === goal)
        let length = zip(path, path.dropFirst()).reduce(Float(0)) { $0 + $1.0.cost(to: $1.1) }
        #expect(abs(length - (2 * (81 + 121 as Float).squareRoot() + 22)) < 0.001)
        for node in path[1...2] {
            #expect(abs(node.position.x) == 11 && abs(node.position.y) == 11, "round the buffered corners")
        }
        // Without the obstacle the way is straight.
        graph.removeAllObstacles()
        #expect(graph.obstacles.isEmpty && graph.findPath(from: start, to: goal) == [start, goal])
    }

    @Test func aLockedConnectionSurvivesANewObstacle() {
        let graph = GKObstacleGraph(obstacles: [], bufferRadius: 0)
        let a = GKGraphNode2D(point: vector2(0, 0)), b = GKGraphNode2D(point: vector2(10, 0)), c = GKGraphNode2D(point: vector2(0, 10))
        for node in [a, b, c] { graph.connectUsingObstacles(node: node) }
        #expect(a.connectedNodes.count == 2)
        graph.lockConnection(from: a, to: b)
        #expect(graph.isConnectionLocked(from: b, to: a) && !graph.isConnectionLocked(from: a, to: c))
        // A wall across both a–b and a–c: only the locked one stays.
        let wall = GKPolygonObstacle(points: [vector2(2, -1), vector2(3, -1), vector2(3, 20), vector2(2, 20)])
        let wall2 = GKPolygonObstacle(points: [vector2(-1, 4), vector2(20, 4), vector2(20, 5), vector2(-1, 5)])
        graph.addObstacles([wall, wall2])
        #expect(a.connectedNodes.contains(b) && !a.connectedNodes.contains(c))
        graph.unlockConnection(from: a, to: b)
        #expect(!graph.isConnectionLocked(from: a, to: b))
    }
}

@Suite struct GameplayKitStrategistTests {
    func strategist(for board: TicTacToeBoard, depth: Int) -> GKMinmaxStrategist {
        let strategist = GKMinmaxStrategist()
        strategist.gameModel = board
        strategist.maxLookAheadDepth = depth
        return strategist
    }

    @Test func minmaxTakesTheWinningSquare() throws {
        // O to move: O wins at 2 (the top row); X threatens the middle column too.
        let board = TicTacToeBoard("OO-/XX-/X--", next: "O")
        let move = try #require(strategist(for: board, depth: 2).bestMoveForActivePlayer() as? TicTacToeMove)
        #expect(move.square == 2)
        #expect(move.value > 0)
        #expect(board.squares[2] == nil, "the strategist plans on copies")
    }

    @Test func minmaxBlocksTheOpponentsLine() throws {
        // X threatens the left column (0, 3, 6); O has no win of its own.
        let board = TicTacToeBoard("X-O/X--/---", next: "O")
        let o = board.allPlayers[1]
        let planner = strategist(for: board, depth: 2)
        let move = try #require(planner.bestMove(for: o) as? TicTacToeMove)
        #expect(move.square == 6)
        #expect((planner.randomMove(for: o, fromNumberOfBestMoves: 1) as? TicTacToeMove)?.square == 6)
    }

    @Test func lookingToTheEndItNeverLosesAndItsTiesAreDrawnFromTheRandomSource() throws {
        // After X takes the centre, only the corners hold the draw for O.
        let board = TicTacToeBoard("---/-X-/---", next: "O")
        let planner = strategist(for: board, depth: 9)
        let first = try #require(planner.bestMoveForActivePlayer() as? TicTacToeMove)
        #expect(first.square == 0, "without a random source the first of the equal moves")
        var squares: Set<Int> = []
        planner.randomSource = GKMersenneTwisterRandomSource(seed: 5)
        for _ in 0..<12 {
            let move = try #require(planner.bestMoveForActivePlayer() as? TicTacToeMove)
            squares.insert(move.square)
        }
        #expect(squares.isSubset(of: [0, 2, 6, 8]) && squares.count > 1, "\(squares)")
        // A finished game has no moves.
        #expect(strategist(for: TicTacToeBoard("XXX/OO-/---", next: "O"), depth: 2).bestMoveForActivePlayer() == nil)
    }
}

@Suite struct GameplayKitEntityTests {
    final class Journal {
        var entries: [String] = []
    }

    final class MoveComponent: GKComponent {
        var distance = 0.0
        let journal: Journal
        init(_ journal: Journal) { self.journal = journal }
        override func update(deltaTime seconds: TimeInterval) { distance += 10 * seconds }
        override func didAddToEntity() { journal.entries.append("move added") }
        override func willRemoveFromEntity() { journal.entries.append("move removed") }
    }

    final class HealthComponent: GKComponent {
        var health = 3
    }

    @Test func entitiesHoldOneComponentPerClassAndSystemsUpdateThemTogether() throws {
        let journal = Journal()
        let ship = GKEntity(), rock = GKEntity()
        let move = MoveComponent(journal)
        ship.addComponent(move)
        ship.addComponent(HealthComponent())
        rock.addComponent(MoveComponent(journal))
        #expect(move.entity === ship && ship.components.count == 2)
        #expect(ship.component(ofType: MoveComponent.self) === move)
        #expect(ship.component(ofType: HealthComponent.self)?.health == 3)

        let movement = GKComponentSystem(componentClass: MoveComponent.self)
        movement.addComponent(foundIn: ship)
        movement.addComponent(foundIn: rock)
        movement.addComponent(HealthComponent())
        #expect(movement.components.count == 2, "only components of its class")
        movement.update(deltaTime: 0.5)
        #expect(move.distance == 5)
        ship.update(deltaTime: 0.1)
        #expect(abs(move.distance - 6) < 1e-9)

        let replacement = MoveComponent(journal)
        ship.addComponent(replacement)
        #expect(ship.components.count == 2 && move.entity == nil && ship.component(ofType: MoveComponent.self) === replacement)
        movement.removeComponent(foundIn: rock)
        #expect(movement.components.map(\.entity) == [nil])
        ship.removeComponent(ofType: MoveComponent.self)
        #expect(ship.component(ofType: MoveComponent.self) == nil)
        #expect(journal.entries == ["move added", "move added", "move removed", "move added", "move removed"])
        let typed = GKComponentSystem<MoveComponent>(componentClass: MoveComponent.self)
        typed.addComponent(replacement)
        #expect(typed.components.first?.distance == 0)
    }
}
