import Foundation

/// A Home Screen quick action: what a person sees when they touch and hold the app's icon, and
/// what the app is handed when they choose it. The app registers dynamic ones in
/// `UIApplication.shortcutItems`; static ones come from Info.plist's `UIApplicationShortcutItems`.
open class UIApplicationShortcutItem: NSObject, NSCopying, NSMutableCopying {
    var storedType: String
    var storedTitle: String
    var storedSubtitle: String?
    var storedIcon: UIApplicationShortcutIcon?
    var storedUserInfo: [String: any NSSecureCoding]?
    var storedTarget: Any?

    /// The app's name for the action, which it reads when handed the action.
    open var type: String { storedType }
    open var localizedTitle: String { storedTitle }
    open var localizedSubtitle: String? { storedSubtitle }
    open var icon: UIApplicationShortcutIcon? { storedIcon }
    open var userInfo: [String: any NSSecureCoding]? { storedUserInfo }
    /// Which of the app's scenes should handle the action (a string or an `NSString`).
    open var targetContentIdentifier: Any? { storedTarget }

    public init(type: String, localizedTitle: String, localizedSubtitle: String?, icon: UIApplicationShortcutIcon?,
                userInfo: [String: any NSSecureCoding]? = nil) {
        storedType = type
        storedTitle = localizedTitle
        storedSubtitle = localizedSubtitle
        storedIcon = icon
        storedUserInfo = userInfo
        super.init()
    }

    public convenience init(type: String, localizedTitle: String) {
        self.init(type: type, localizedTitle: localizedTitle, localizedSubtitle: nil, icon: nil, userInfo: nil)
    }

    private func copyValues<Item: UIApplicationShortcutItem>(into made: Item) -> Item {
        made.storedTarget = targetContentIdentifier
        return made
    }

    /// An immutable copy (a registered action never changes).
    public func copy(with zone: NSZone? = nil) -> Any {
        copyValues(into: UIApplicationShortcutItem(type: type, localizedTitle: localizedTitle, localizedSubtitle: localizedSubtitle,
                                                   icon: icon, userInfo: userInfo))
    }

    /// A `UIMutableApplicationShortcutItem` with the same values.
    public func mutableCopy(with zone: NSZone? = nil) -> Any {
        copyValues(into: UIMutableApplicationShortcutItem(type: type, localizedTitle: localizedTitle, localizedSubtitle: localizedSubtitle,
                                                          icon: icon, userInfo: userInfo))
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIApplicationShortcutItem else { return false }
        return other.type == type && other.localizedTitle == localizedTitle && other.localizedSubtitle == localizedSubtitle
            && other.icon == icon
    }

    open override var hash: Int { type.hashValue ^ localizedTitle.hashValue }

    open override var description: String {
        "<\(Swift.type(of: self)): type: \(type); title: \(localizedTitle)\(localizedSubtitle.map { "; subtitle: \($0)" } ?? "")>"
    }
}
