import Foundation

/// An activity the app can hand back to itself: here, what a scene saves for state restoration
/// (`stateRestorationActivity(for:)`). Linux's Foundation has no `NSUserActivity`, so UIKit carries
/// its own with Foundation's names; Handoff, Spotlight and Siri are not on Linux, so becoming current
/// does nothing.
open class NSUserActivity: NSObject, @unchecked Sendable {
    public let activityType: String
    open var title: String?
    /// Saved with the activity: property-list values (strings, numbers, dates, data, arrays and
    /// dictionaries of them) survive a relaunch; anything else is dropped with a warning.
    open var userInfo: [AnyHashable: Any]?
    open var requiredUserInfoKeys: Set<String>?
    open var keywords: Set<String> = []
    open var webpageURL: URL?
    open var targetContentIdentifier: String?
    open var persistentIdentifier: String?
    open var isEligibleForHandoff = true
    open var isEligibleForSearch = false
    open var isEligibleForPublicIndexing = false
    open var isEligibleForPrediction = false
    /// Set it when the activity's state changed: UIKit asks its responders to update it before it is saved.
    open var needsSave = false
    /// Told before the activity is saved and when it is continued elsewhere.
    open weak var delegate: NSUserActivityDelegate?

    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }

    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        var info = userInfo ?? [:]
        for (k, v) in otherDictionary { info[k] = v }
        userInfo = info
    }

    open func becomeCurrent() {}
    open func resignCurrent() {}
    open func invalidate() {}

    /// The activity as a property list, its user info limited to property-list values with string keys.
    var propertyList: [String: Any] {
        var d: [String: Any] = ["activityType": activityType]
        if let title { d["title"] = title }
        var info: [String: Any] = [:]
        for (k, v) in userInfo ?? [:] {
            guard let key = k as? String, PropertyListSerialization.propertyList(v, isValidFor: .binary) else {
                uikitLog.warning("NSUserActivity \(activityType): the user info entry \(k) is not a property-list value and is not saved")
                continue
            }
            info[key] = v
        }
        if !info.isEmpty { d["userInfo"] = info }
        if let targetContentIdentifier { d["targetContentIdentifier"] = targetContentIdentifier }
        return d
    }

    convenience init?(propertyList d: [String: Any]) {
        guard let type = d["activityType"] as? String else { return nil }
        self.init(activityType: type)
        title = d["title"] as? String
        userInfo = (d["userInfo"] as? [String: Any]).map { Dictionary(uniqueKeysWithValues: $0.map { (AnyHashable($0.key), $0.value) }) }
        targetContentIdentifier = d["targetContentIdentifier"] as? String
    }
}
