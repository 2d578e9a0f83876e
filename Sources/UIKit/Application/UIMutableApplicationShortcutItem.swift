import Foundation

/// A quick action whose values can be changed before it is registered again
/// (`shortcutItems[i].mutableCopy()`, as Apple's documentation shows).
open class UIMutableApplicationShortcutItem: UIApplicationShortcutItem {
    open override var type: String {
        get { storedType }
        set { storedType = newValue }
    }
    open override var localizedTitle: String {
        get { storedTitle }
        set { storedTitle = newValue }
    }
    open override var localizedSubtitle: String? {
        get { storedSubtitle }
        set { storedSubtitle = newValue }
    }
    open override var icon: UIApplicationShortcutIcon? {
        get { storedIcon }
        set { storedIcon = newValue }
    }
    open override var userInfo: [String: any NSSecureCoding]? {
        get { storedUserInfo }
        set { storedUserInfo = newValue }
    }
    open override var targetContentIdentifier: Any? {
        get { storedTarget }
        set { storedTarget = newValue }
    }
}
