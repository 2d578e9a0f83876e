import Foundation

/// Where UIKit would raise an Objective-C exception, OpenUIKit calls `failureHandler`
/// with UIKit's own message. When it is nil (the default) the process traps with it.
@preconcurrency @MainActor public enum UIKitRuntime {
    public static var failureHandler: ((String) -> Void)? = nil

    /// Reports an exception the way UIKit would raise it.
    package static func fail(_ message: String) {
        uikitLog.error("\(message)")
        if let handler = failureHandler { handler(message) } else { fatalError(message) }
    }
}
