import Foundation

/// The Home Screen's quick actions for the app on one device: the dynamic ones the app registered
/// (kept across launches, as the Home Screen keeps them) and the action a launch was asked for.
@MainActor package final class HomeScreenQuickActions {
    /// The most the Home Screen shows, static actions first (Apple: "up to four").
    package static let shownLimit = 4

    package var dynamic: [UIApplicationShortcutItem]?
    /// The type of the action the app is being launched with, until the launch reads it.
    package var launchingType: String?

    package static func of(_ device: UIKitEnvironment) -> HomeScreenQuickActions {
        device.service(HomeScreenQuickActions.self) { _ in HomeScreenQuickActions() }
    }

    /// What touching and holding the icon shows: Info.plist's actions, then the app's.
    package func shown(on device: UIKitEnvironment) -> [UIApplicationShortcutItem] {
        Array((Self.staticItems(on: device) + (dynamic ?? [])).prefix(Self.shownLimit))
    }

    /// Info.plist's `UIApplicationShortcutItems`: an entry without a type or a title is not shown,
    /// as on iOS.
    package static func staticItems(on device: UIKitEnvironment) -> [UIApplicationShortcutItem] {
        let entries = device.infoPlistValue(forKey: "UIApplicationShortcutItems") as? [[String: Any]] ?? []
        return entries.compactMap { entry in
            guard let type = entry["UIApplicationShortcutItemType"] as? String,
                  let title = entry["UIApplicationShortcutItemTitle"] as? String else { return nil }
            let icon: UIApplicationShortcutIcon?
            if let name = entry["UIApplicationShortcutItemIconSymbolName"] as? String {
                icon = UIApplicationShortcutIcon(systemImageName: name)
            } else if let file = entry["UIApplicationShortcutItemIconFile"] as? String {
                icon = UIApplicationShortcutIcon(templateImageName: file)
            } else if let name = entry["UIApplicationShortcutItemIconType"] as? String,
                      let kind = UIApplicationShortcutIcon.IconType(plistName: name) {
                icon = UIApplicationShortcutIcon(type: kind)
            } else {
                icon = nil
            }
            let info = (entry["UIApplicationShortcutItemUserInfo"] as? [String: Any])?.compactMapValues(secureCoding)
            return UIApplicationShortcutItem(type: type, localizedTitle: localize(title),
                                             localizedSubtitle: (entry["UIApplicationShortcutItemSubtitle"] as? String).map(localize),
                                             icon: icon, userInfo: info)
        }
    }

    /// A property-list value as the Foundation object iOS hands over (Swift's values are not
    /// `NSSecureCoding` on Linux).
    private static func secureCoding(_ value: Any) -> (any NSSecureCoding)? {
        switch value {
        case let v as String: return NSString(string: v)
        case let v as Bool: return NSNumber(value: v)
        case let v as Int: return NSNumber(value: v)
        case let v as Double: return NSNumber(value: v)
        case let v as Date: return v as NSDate
        case let v as Data: return v as NSData
        case let v as [Any]: return NSArray(array: v.compactMap { secureCoding($0) })
        case let v as [String: Any]: return NSDictionary(dictionary: v.compactMapValues { secureCoding($0) })
        default: return value as? any NSSecureCoding
        }
    }

    /// Info.plist's titles are keys of `InfoPlist.strings`, as the Home Screen reads them.
    private static func localize(_ key: String) -> String {
        Bundle.main.localizedString(forKey: key, value: key, table: "InfoPlist")
    }
}
