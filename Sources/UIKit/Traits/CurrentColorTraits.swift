import Foundation
import Synchronization

/// The traits `UIColor.cgColor` resolves a dynamic colour with, readable from any thread: those
/// `performAsCurrent` set (a view drawing, laying out, hearing of a trait change), else the current
/// device's screen's (its light or dark, its contrast), which the device publishes when it becomes
/// current and when they change.
enum CurrentColorTraits {
    private struct State { var stack: [UITraitCollection] = []; var screen = UITraitCollection(userInterfaceStyle: .light) }
    private static let state = Mutex(State())

    static var traits: UITraitCollection { state.withLock { $0.stack.last ?? $0.screen } }

    static func push(_ traits: UITraitCollection) { state.withLock { $0.stack.append(traits) } }
    static func pop() { state.withLock { _ = $0.stack.popLast() } }
    /// Replaces the innermost (`UITraitCollection.current`'s setter).
    static func replaceTop(_ traits: UITraitCollection) {
        state.withLock { if $0.stack.isEmpty { $0.stack = [traits] } else { $0.stack[$0.stack.count - 1] = traits } }
    }

    /// The current device's screen traits changed or another device became current.
    static func publishScreen(_ traits: UITraitCollection) { state.withLock { $0.screen = traits } }
}
