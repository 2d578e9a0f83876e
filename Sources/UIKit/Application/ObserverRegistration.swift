import Foundation

/// A block observer that removes itself from its notification center when released. Owners keep
/// one as a stored property and need no `deinit` of their own — so their subclasses may declare one
/// (an isolated `deinit` in a UIKit class would forbid that).
final class ObserverRegistration: @unchecked Sendable {
    // The token is only handed back to the center, which is thread-safe.
    private let token: NSObjectProtocol
    private let center: NotificationCenter

    init(_ center: NotificationCenter = .default, name: Notification.Name, using block: @escaping @Sendable (Notification) -> Void) {
        self.center = center
        token = center.addObserver(forName: name, object: nil, queue: nil, using: block)
    }

    deinit { center.removeObserver(token) }
}
