import Foundation

/// A device's accessibility: its settings, what the app posted to assistive technologies, and where
/// VoiceOver's cursor is. Owned by the device (`UIKitEnvironment.accessibility`).
@MainActor package final class DeviceAccessibility {
    /// A notification an app posted, with its argument.
    public struct Post {
        public let notification: UIAccessibility.Notification
        public let argument: Any?
    }

    private unowned let environment: UIKitEnvironment
    public private(set) var settings = AccessibilitySettings()
    /// Every notification posted on this device, oldest first.
    public private(set) var posts: [Post] = []
    /// The element VoiceOver's cursor is on.
    public internal(set) var focusedElement: Any?
    /// Told of each post (a live window's screen-reader bridge).
    public var onPost: ((Post) -> Void)?
    /// The live window's tree served to screen readers over AT-SPI, when there is a bus for it.
    var server: ATSPIBridge?

    init(environment: UIKitEnvironment) { self.environment = environment }

    func post(_ notification: UIAccessibility.Notification, argument: Any?) {
        let post = Post(notification: notification, argument: argument)
        posts.append(post)
        if settings.voiceOver, notification == .screenChanged || notification == .layoutChanged {
            focusedElement = argument ?? (notification == .screenChanged ? environment.accessibilityElements().first : focusedElement)
        }
        onPost?(post)
        if notification == .announcement {
            let text = (argument as? String) ?? (argument as? NSAttributedString)?.string ?? ""
            NotificationCenter.default.post(name: UIAccessibility.announcementDidFinishNotification, object: nil, userInfo: [
                UIAccessibility.announcementStringValueUserInfoKey: text,
                UIAccessibility.announcementWasSuccessfulUserInfoKey: settings.voiceOver])
        }
    }

    /// Changes the settings, posting each changed setting's notification; Bold Text changes the
    /// screen's legibility weight, as on iOS.
    public func update(_ change: (inout AccessibilitySettings) -> Void) {
        var next = settings
        change(&next)
        let before = settings
        settings = next
        let names: [(Bool, Notification.Name)] = [
            (before.voiceOver != next.voiceOver, UIAccessibility.voiceOverStatusDidChangeNotification),
            (before.reduceMotion != next.reduceMotion, UIAccessibility.reduceMotionStatusDidChangeNotification),
            (before.crossFade != next.crossFade, UIAccessibility.prefersCrossFadeTransitionsStatusDidChange),
            (before.boldText != next.boldText, UIAccessibility.boldTextStatusDidChangeNotification),
            (before.reduceTransparency != next.reduceTransparency, UIAccessibility.reduceTransparencyStatusDidChangeNotification)]
        if before.boldText != next.boldText { environment.setLegibilityWeight(next.boldText ? .bold : .regular) }
        if before.reduceTransparency != next.reduceTransparency {
            // Materials (visual effect views, bars) draw again, opaque or blurred.
            func refresh(_ v: UIView) { v.updateLayerColors(); v.subviews.forEach(refresh) }
            environment.windows.forEach(refresh)
        }
        if before.voiceOver != next.voiceOver { focusedElement = next.voiceOver ? environment.accessibilityElements().first : nil }
        for (changed, name) in names where changed { NotificationCenter.default.post(name: name, object: nil) }
    }
}
