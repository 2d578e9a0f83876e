import Foundation

/// A drag as its source sees it.
@preconcurrency @MainActor public protocol UIDragSession: UIDragDropSession {
    /// Whatever the source wants to keep with the drag (the drop side of the same app can read it).
    var localContext: Any? { get set }
}
