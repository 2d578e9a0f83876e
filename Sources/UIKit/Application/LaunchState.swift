import Foundation

/// What launching an app on one device made: its Info.plist, its connected scenes and their
/// sessions, and the window made for its main storyboard. Each device has its own, so a new
/// Simulator starts unlaunched without touching an app launched on another.
@MainActor final class LaunchState {
    /// The app's Info.plist, read at launch (nil without one).
    var info: AppInfo?
    /// The window UIKit made for the main storyboard, if it made one.
    weak var storyboardWindow: UIWindow?
    var connectedScenes: Set<UIScene> = []
    var openSessions: Set<UISceneSession> = []
    /// The arguments a UI test launched the app with (`XCUIApplication.launchArguments`), which
    /// `ProcessInfo.processInfo.launchArguments` gives; nil: the process's own.
    var arguments: [String]?
    /// `beginIgnoringInteractionEvents()` calls not yet balanced: touches that begin meanwhile are dropped.
    var ignoringInteractionEvents = 0
    /// Background tasks begun and not ended, by identifier, with their expiration handlers.
    var backgroundTasks: [Int: (() -> Void)?] = [:]
    var lastBackgroundTask = 0
    /// When the app last went to the background (the device's clock).
    var backgroundSince: TimeInterval?
}
