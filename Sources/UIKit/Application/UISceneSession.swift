import Foundation

/// A scene's persistent record: its role, its configuration, and the scene while one is connected.
@preconcurrency @MainActor open class UISceneSession: NSObject {
    /// The kind of interface a session shows.
    public struct Role: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The app's main interface on the device (Info.plist's `UIWindowSceneSessionRoleApplication`).
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }

    public let role: Role
    public let persistentIdentifier = UUID().uuidString
    open internal(set) var configuration: UISceneConfiguration
    open internal(set) weak var scene: UIScene?
    open var userInfo: [String: Any]?
    /// The activity the scene saved last time (`stateRestorationActivity(for:)`), there to read in
    /// `scene(_:willConnectTo:options:)`.
    open internal(set) var stateRestorationActivity: NSUserActivity?

    init(role: Role, configuration: UISceneConfiguration) {
        self.role = role
        self.configuration = configuration
        super.init()
    }
}
