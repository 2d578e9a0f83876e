import Foundation

extension ProcessInfo {
    /// The arguments the app was launched with: a UI test's `XCUIApplication.launchArguments` after
    /// the executable's name when one launched it on this device, else the process's `arguments`.
    /// OpenUIKit's own: on Linux a running process's `arguments` cannot change, so `uikit-port`
    /// rewrites an app's `ProcessInfo.processInfo.arguments` to this.
    public var launchArguments: [String] {
        guard Thread.isMainThread else { return arguments }
        return MainActor.assumeIsolated { UIKitEnvironment.current.launchArguments } ?? arguments
    }
}
