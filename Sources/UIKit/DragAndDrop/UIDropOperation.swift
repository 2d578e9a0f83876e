import Foundation

/// What a drop would do with the dragged items.
public enum UIDropOperation: UInt, Sendable {
    /// Nothing: the drag goes back.
    case cancel = 0
    /// Not allowed here (the drag shows it, and goes back if dropped).
    case forbidden = 1
    case copy = 2
    /// Moved: only within the app, and only when the drag allows it.
    case move = 3
}
