import Foundation

/// A background task an app began with `UIApplication.beginBackgroundTask(expirationHandler:)`.
public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public init(_ rawValue: Int) { self.rawValue = rawValue }
    /// No task: what beginning one returns when none can be begun, and what an app resets its variable to.
    public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}
