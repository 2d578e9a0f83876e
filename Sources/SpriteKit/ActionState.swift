import Foundation

/// One running copy of an action: how far it has got. `step` advances it by `dt` seconds of the
/// node's time and returns the seconds left over once it has finished (nil while it runs), so a
/// sequence hands the rest of a frame to the next action.
@MainActor class ActionState {
    let action: SKAction
    init(_ action: SKAction) { self.action = action }

    func step(_ node: SKNode, _ dt: TimeInterval) -> TimeInterval? { dt }

    static func make(_ action: SKAction, random: inout SceneRandom) -> ActionState {
        switch action.body {
        case .interval(let begin): return IntervalState(action, begin: begin)
        case .instant(let run): return InstantState(action, run: run)
        case .wait(let range):
            let jitter = range > 0 ? (random.nextUnit() - 0.5) * range : 0
            return WaitState(action, duration: max(0, action.duration + jitter))
        case .sequence(let actions): return SequenceState(action, actions)
        case .group(let actions): return GroupState(action, actions)
        case .repeating(let inner, let count): return RepeatState(action, inner, count: count)
        case .onChild(let inner, let name): return ChildState(action, inner, name: name)
        }
    }

    /// Seconds of the action's own time in `dt` of the node's.
    func scaled(_ dt: TimeInterval) -> TimeInterval { dt * Double(action.speed) }
    /// Seconds of the node's time in `t` of the action's.
    func unscaled(_ t: TimeInterval) -> TimeInterval { action.speed > 0 ? t / Double(action.speed) : 0 }
}

final class InstantState: ActionState {
    let run: @MainActor (SKNode) -> Void
    init(_ action: SKAction, run: @escaping @MainActor (SKNode) -> Void) {
        self.run = run
        super.init(action)
    }
    override func step(_ node: SKNode, _ dt: TimeInterval) -> TimeInterval? {
        run(node)
        return dt
    }
}

final class IntervalState: ActionState {
    let begin: @MainActor (SKNode) -> @MainActor (SKNode, CGFloat, CGFloat) -> Void
    var apply: (@MainActor (SKNode, CGFloat, CGFloat) -> Void)?
    var elapsed: TimeInterval = 0
    var last: CGFloat = 0

    init(_ action: SKAction, begin: @escaping @MainActor (SKNode) -> @MainActor (SKNode, CGFloat, CGFloat) -> Void) {
        self.begin = begin
        super.init(action)
    }

    override func step(_ node: SKNode, _ dt: TimeInterval) -> TimeInterval? {
        let apply = self.apply ?? begin(node)
        self.apply = apply
        elapsed += scaled(dt)
        let d = action.duration
        let t = d > 0 ? min(1, elapsed / d) : 1
        let now = t >= 1 ? 1 : action.shaped(t)
        apply(node, last, now)
        last = now
        return elapsed >= d ? unscaled(elapsed - d) : nil
    }
}

final class WaitState: ActionState {
    let duration: TimeInterval
    var elapsed: TimeInterval = 0
    init(_ action: SKAction, duration: TimeInterval) {
        self.duration = duration
        super.init(action)
    }
    override func step(_ node: SKNode, _ dt: TimeInterval) -> TimeInterval? {
        elapsed += scaled(dt)
        return elapsed >= duration ? unscaled(elapsed - duration) : nil
    }
}

final class SequenceState: ActionState {
    let actions: [SKAction]
    var index = 0
    var current: ActionState?

    init(_ action: SKAction, _ actions: [SKAction]) {
        self.actions = actions
        super.init(action)
    }

    override func step(_ node: SKNode, _ dt: TimeInterval) -> TimeInterval? {
        var left = scaled(dt)
        while index < actions.count {
            // Each action starts when it is reached, so a "to" action starts where the last one ended.
            let state = current ?? node.makeState(actions[index])
            current = state
            guard let rest = state.step(node, left) else { return nil }
            left = rest
            index += 1
            current = nil
        }
        return unscaled(left)
    }
}

final class GroupState: ActionState {
    var states: [ActionState?] = []
    let actions: [SKAction]

    init(_ action: SKAction, _ actions: [SKAction]) {
        self.actions = actions
        super.init(action)
    }

    override func step(_ node: SKNode, _ dt: TimeInterval) -> TimeInterval? {
        if states.isEmpty { states = actions.map { node.makeState($0) } }
        let t = scaled(dt)
        var least = t
        for i in states.indices {
            guard let state = states[i] else { continue }
            if let rest = state.step(node, t) {
                states[i] = nil
                least = min(least, rest)
            }
        }
        return states.allSatisfy({ $0 == nil }) ? unscaled(least) : nil
    }
}

final class RepeatState: ActionState {
    let inner: SKAction
    let count: Int?
    var done = 0
    var current: ActionState?

    init(_ action: SKAction, _ inner: SKAction, count: Int?) {
        self.inner = inner
        self.count = count
        super.init(action)
    }

    override func step(_ node: SKNode, _ dt: TimeInterval) -> TimeInterval? {
        var left = scaled(dt)
        while count.map({ done < $0 }) ?? true {
            let state = current ?? node.makeState(inner)
            current = state
            let before = left
            guard let rest = state.step(node, left) else { return nil }
            left = rest
            done += 1
            current = nil
            // An action that takes no time runs once a frame, not endlessly within one.
            if count == nil, rest >= before { return nil }
        }
        return unscaled(left)
    }
}

final class ChildState: ActionState {
    let inner: SKAction
    let name: String
    init(_ action: SKAction, _ inner: SKAction, name: String) {
        self.inner = inner
        self.name = name
        super.init(action)
    }
    override func step(_ node: SKNode, _ dt: TimeInterval) -> TimeInterval? {
        node.childNode(withName: name)?.run(inner)
        return dt
    }
}

/// The scene's deterministic random numbers (SplitMix64), for wait ranges and particles: a
/// test sees the same game on every run.
struct SceneRandom {
    var state: UInt64
    init(seed: UInt64 = 0x5EED_5EED_5EED_5EED) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    /// A number in [0, 1).
    mutating func nextUnit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}
