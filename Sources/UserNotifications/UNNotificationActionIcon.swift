import Foundation

/// An action's icon: a symbol or an image in the app's bundle.
open class UNNotificationActionIcon: NSObject, @unchecked Sendable {
    let name: String
    let isSystem: Bool
    init(name: String, isSystem: Bool) { self.name = name; self.isSystem = isSystem }
    public convenience init(systemImageName: String) { self.init(name: systemImageName, isSystem: true) }
    public convenience init(templateImageName: String) { self.init(name: templateImageName, isSystem: false) }
}
