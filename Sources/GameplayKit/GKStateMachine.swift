import Foundation

/// A finite state machine: one instance of each of its `GKState` subclasses, one of them
/// current. Transitions go by class: `stateMachine.enter(PlayingState.self)`.
open class GKStateMachine: NSObject {
    /// The machine's states, one per class, keyed by their exact class.
    private var states: [ObjectIdentifier: GKState] = [:]

    /// The state the machine is in; nil until the first `enter(_:)`.
    public private(set) var currentState: GKState?

    /// A machine with `states`, none of them current yet. Each state's class may appear once.
    public init(states: [GKState]) {
        super.init()
        for state in states {
            let key = ObjectIdentifier(type(of: state))
            precondition(self.states[key] == nil, "a state machine holds one state of each class: \(type(of: state)) is twice")
            self.states[key] = state
            state.stateMachine = self
        }
    }

    /// The machine's state of class `stateClass`, or nil when it has none.
    public func state<StateType: GKState>(forClass stateClass: StateType.Type) -> StateType? {
        states[ObjectIdentifier(stateClass)] as? StateType
    }

    /// Whether the machine has a state of `stateClass` and its current state allows going there
    /// (any state may be the first).
    open func canEnterState(_ stateClass: AnyClass) -> Bool {
        guard states[ObjectIdentifier(stateClass)] != nil else { return false }
        return currentState?.isValidNextState(stateClass) ?? true
    }

    /// Goes to the machine's state of `stateClass` if `canEnterState(_:)` allows: the current
    /// state's `willExit(to:)`, then the change, then the new state's `didEnter(from:)`.
    /// Returns whether the machine went there.
    @discardableResult
    open func enter(_ stateClass: AnyClass) -> Bool {
        guard canEnterState(stateClass), let next = states[ObjectIdentifier(stateClass)] else { return false }
        let previous = currentState
        previous?.willExit(to: next)
        currentState = next
        next.didEnter(from: previous)
        return true
    }

    /// Passes a frame's time on to the current state's `update(deltaTime:)`.
    open func update(deltaTime seconds: TimeInterval) {
        currentState?.update(deltaTime: seconds)
    }
}
