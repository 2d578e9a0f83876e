import Foundation

/// What a notification says and does: its text, badge, sound, category and the app's data.
open class UNNotificationContent: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    open internal(set) var title = ""
    open internal(set) var subtitle = ""
    open internal(set) var body = ""
    /// The number the app's icon shows once the notification is delivered; nil: unchanged, 0: none.
    open internal(set) var badge: NSNumber?
    open internal(set) var sound: UNNotificationSound?
    open internal(set) var userInfo: [AnyHashable: Any] = [:]
    /// The category whose actions the notification offers.
    open internal(set) var categoryIdentifier = ""
    open internal(set) var threadIdentifier = ""
    open internal(set) var targetContentIdentifier: String?
    open internal(set) var attachments: [UNNotificationAttachment] = []
    open internal(set) var launchImageName = ""
    open internal(set) var summaryArgument = ""
    open internal(set) var summaryArgumentCount = 0
    open internal(set) var interruptionLevel: UNNotificationInterruptionLevel = .active
    open internal(set) var relevanceScore: Double = 0
    open internal(set) var filterCriteria: String?

    public override init() { super.init() }

    func copyFields(from other: UNNotificationContent) {
        title = other.title; subtitle = other.subtitle; body = other.body; badge = other.badge; sound = other.sound
        userInfo = other.userInfo; categoryIdentifier = other.categoryIdentifier; threadIdentifier = other.threadIdentifier
        targetContentIdentifier = other.targetContentIdentifier; attachments = other.attachments
        launchImageName = other.launchImageName; summaryArgument = other.summaryArgument
        summaryArgumentCount = other.summaryArgumentCount; interruptionLevel = other.interruptionLevel
        relevanceScore = other.relevanceScore; filterCriteria = other.filterCriteria
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UNNotificationContent()
        copy.copyFields(from: self)
        return copy
    }

    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = UNMutableNotificationContent()
        copy.copyFields(from: self)
        return copy
    }
}
