import Foundation

/// What a new scene is made of: its delegate's class, its scene class, and the storyboard its
/// window shows, as Info.plist's scene manifest or the app delegate's
/// `application(_:configurationForConnecting:options:)` says.
@preconcurrency @MainActor open class UISceneConfiguration: NSObject {
    /// The configuration's name in the manifest (`UISceneConfigurationName`).
    public let name: String?
    public let role: UISceneSession.Role
    /// The scene delegate's class (made with `init(coder:)` like the app delegate; a
    /// `UIResponder` subclass, as Xcode's template makes it).
    open var delegateClass: AnyClass?
    /// The scene's class (`UIWindowScene` unless the manifest says otherwise).
    open var sceneClass: AnyClass?
    /// The storyboard whose initial controller becomes the window's root.
    open var storyboard: UIStoryboard?

    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
        super.init()
    }
}
