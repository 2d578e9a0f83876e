import Foundation

/// The accessibility system: notifications an app posts to assistive technologies, and the
/// accessibility settings of the device the code runs for (each `Simulator` has its own).
@preconcurrency @MainActor public enum UIAccessibility {
    /// What changed on the screen, told to VoiceOver and the other assistive technologies.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// A new screen: focus moves to the argument (an element) or the first element.
        public static let screenChanged = Notification(rawValue: 1000)
        /// Part of the screen changed: focus moves to the argument (an element), or stays.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// The argument (a string or attributed string) is read out.
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll finished: the argument (a string, "Page 2 of 5") is read out.
        public static let pageScrolled = Notification(rawValue: 1009)
        public static let pauseAssistiveTechnology = Notification(rawValue: 1010)
        public static let resumeAssistiveTechnology = Notification(rawValue: 1011)
    }

    /// Tells assistive technologies what changed; the device keeps a record (a `Simulator`'s
    /// `accessibilityNotifications`) and a live window passes it to the screen reader.
    public static func post(notification: Notification, argument: Any?) {
        UIKitEnvironment.current.accessibility.post(notification, argument: argument)
    }

    // MARK: Settings

    public static var isVoiceOverRunning: Bool { settings.voiceOver }
    public static var isSwitchControlRunning: Bool { false }
    public static var isReduceMotionEnabled: Bool { settings.reduceMotion }
    public static var prefersCrossFadeTransitions: Bool { settings.reduceMotion && settings.crossFade }
    public static var isBoldTextEnabled: Bool { settings.boldText }
    public static var isReduceTransparencyEnabled: Bool { settings.reduceTransparency }
    public static var isDarkerSystemColorsEnabled: Bool { UIKitEnvironment.current.accessibilityContrast == .high }
    public static var isGrayscaleEnabled: Bool { false }
    public static var isInvertColorsEnabled: Bool { false }
    public static var isMonoAudioEnabled: Bool { false }
    public static var isClosedCaptioningEnabled: Bool { false }
    public static var isSpeakSelectionEnabled: Bool { false }
    public static var isSpeakScreenEnabled: Bool { false }
    public static var isShakeToUndoEnabled: Bool { true }
    public static var isVideoAutoplayEnabled: Bool { true }
    public static var isOnOffSwitchLabelsEnabled: Bool { false }
    public static var buttonShapesEnabled: Bool { false }
    public static var shouldDifferentiateWithoutColor: Bool { false }

    private static var settings: AccessibilitySettings { UIKitEnvironment.current.accessibility.settings }

    public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    public static let prefersCrossFadeTransitionsStatusDidChange = Foundation.Notification.Name("UIAccessibilityPrefersCrossFadeTransitionsStatusDidChangeNotification")
    public static let boldTextStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityBoldTextStatusDidChangeNotification")
    public static let reduceTransparencyStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceTransparencyStatusDidChangeNotification")
    public static let darkerSystemColorsStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityDarkerSystemColorsStatusDidChangeNotification")
    public static let elementFocusedNotification = Foundation.Notification.Name("UIAccessibilityElementFocusedNotification")
    public static let announcementDidFinishNotification = Foundation.Notification.Name("UIAccessibilityAnnouncementDidFinishNotification")
    public static let announcementStringValueUserInfoKey = "UIAccessibilityAnnouncementKeyStringValue"
    public static let announcementWasSuccessfulUserInfoKey = "UIAccessibilityAnnouncementKeyWasSuccessful"
    public static let focusedElementUserInfoKey = "UIAccessibilityFocusedElementKey"

    /// A rectangle in `view`'s coordinates, in the screen's.
    public static func convertToScreenCoordinates(_ rect: CGRect, in view: UIView) -> CGRect { view.screenRect(of: rect) }

    /// A path in `view`'s coordinates, in the screen's.
    public static func convertToScreenCoordinates(_ path: UIBezierPath, in view: UIView) -> UIBezierPath {
        let origin = view.screenRect(of: .zero).origin
        let moved = UIBezierPath(cgPath: path.cgPath)
        moved.apply(CGAffineTransform(translationX: origin.x, y: origin.y))
        return moved
    }

    /// The element VoiceOver's cursor is on (nil while VoiceOver is off).
    public static func focusedElement(using assistiveTechnologyIdentifier: String?) -> Any? {
        UIKitEnvironment.current.accessibility.focusedElement
    }
}
