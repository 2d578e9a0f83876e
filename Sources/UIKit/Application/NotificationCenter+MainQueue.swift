import Foundation

extension NotificationCenter {
    /// Adds an observer block; with `queue: .main`, the block runs on the main thread.
    ///
    /// As on iOS, a notification posted on the main thread (or from a `Simulator`'s test code)
    /// reaches a `.main` observer at once, and one posted elsewhere waits until the main queue has
    /// run it. (Foundation on Linux would wait for the main queue even when the poster is on it,
    /// which hangs a test.) This overload takes `object` as `AnyObject?`, so Swift prefers it over
    /// Foundation's `Any?` for the objects and `nil` that apps pass.
    public func addObserver(forName name: NSNotification.Name?, object obj: AnyObject?, queue: OperationQueue?,
                            using block: @escaping @Sendable (Notification) -> Void) -> NSObjectProtocol {
        guard let queue, queue === OperationQueue.main else {
            return addObserver(forName: name, object: obj as Any?, queue: queue, using: block)
        }
        return addObserver(forName: name, object: obj as Any?, queue: nil) { note in
            let sent = SentNotification(note: note)
            if Thread.isMainThread || MainQueue.activeOnThisThread != nil {
                block(note)
            } else if let main = MainQueue.active {
                main.enqueue { block(sent.note) }
            } else {
                DispatchQueue.main.sync { block(sent.note) }
            }
        }
    }
}

/// A notification handed to the main queue by the thread that posted it, as Foundation does.
private struct SentNotification: @unchecked Sendable { let note: Notification }
