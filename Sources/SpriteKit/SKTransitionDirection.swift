/// The way a push, move-in or reveal transition goes.
public enum SKTransitionDirection: Int, Sendable {
    case up = 0, down, right, left
}
