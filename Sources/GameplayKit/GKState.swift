import Foundation

/// One state of a `GKStateMachine`: subclass it once per state, say which states may follow in
/// `isValidNextState(_:)`, and put what happens on entering, leaving and each frame in the
/// callbacks.
open class GKState: NSObject {
    /// The machine this state belongs to; set when the machine is made with it.
    public internal(set) weak var stateMachine: GKStateMachine?

    /// A state, to be given to a `GKStateMachine`.
    override public init() {
        super.init()
    }

    /// Whether the machine may go from this state to a state of `stateClass`; every state by
    /// default. Override to allow only some, e.g. `stateClass is PausedState.Type`.
    open func isValidNextState(_ stateClass: AnyClass) -> Bool {
        true
    }

    /// Called when the machine has entered this state, after the previous one's `willExit(to:)`;
    /// `previousState` is nil for the machine's first state.
    open func didEnter(from previousState: GKState?) {}

    /// Called when the machine is about to leave this state for `nextState`.
    open func willExit(to nextState: GKState) {}

    /// Called by the machine's `update(deltaTime:)` while this is its current state.
    open func update(deltaTime seconds: TimeInterval) {}
}
