import Foundation
import UIKit

/// The device's accessibility settings and what assistive technologies see on it.
extension Simulator {
    /// Settings › Accessibility › VoiceOver. On: `UIAccessibility.isVoiceOverRunning`, its
    /// notification, and VoiceOver's cursor on the first element.
    public var isVoiceOverRunning: Bool {
        get { environment.accessibility.settings.voiceOver }
        set { changeAccessibility { $0.voiceOver = newValue } }
    }

    /// Settings › Accessibility › Motion › Reduce Motion (with "Prefer Cross-Fade Transitions", on by
    /// default): slides and zooms become cross-fades, as on iOS.
    public var isReduceMotionEnabled: Bool {
        get { environment.accessibility.settings.reduceMotion }
        set { changeAccessibility { $0.reduceMotion = newValue } }
    }

    /// Settings › Accessibility › Display & Text Size › Bold Text: the legibility weight trait turns bold.
    public var isBoldTextEnabled: Bool {
        get { environment.accessibility.settings.boldText }
        set { changeAccessibility { $0.boldText = newValue } }
    }

    /// Settings › Accessibility › Display & Text Size › Reduce Transparency: materials turn opaque.
    public var isReduceTransparencyEnabled: Bool {
        get { environment.accessibility.settings.reduceTransparency }
        set { changeAccessibility { $0.reduceTransparency = newValue } }
    }

    /// The elements on screen in the order VoiceOver moves through them.
    public var accessibilityElements: [AccessibleObject] {
        use()
        runFrame()
        return environment.accessibilityElements()
    }

    /// The element VoiceOver's cursor is on (nil while VoiceOver is off).
    public var focusedAccessibilityElement: Any? { environment.accessibility.focusedElement }

    /// Every `UIAccessibility.post(notification:argument:)` on this device, oldest first.
    public var accessibilityNotifications: [(notification: UIAccessibility.Notification, argument: Any?)] {
        environment.accessibility.posts.map { ($0.notification, $0.argument) }
    }

    private func changeAccessibility(_ change: (inout AccessibilitySettings) -> Void) {
        use()
        environment.accessibility.update(change)
        runFrame()
    }
}

extension Simulator {
    /// VoiceOver's two-finger Z: escape from what is shown (an alert's cancel, a popover); true
    /// when something handled it. Settles afterwards.
    @discardableResult public func accessibilityPerformEscape() -> Bool {
        use()
        let handled = environment.performAccessibilityEscape()
        settle()
        return handled
    }

    /// VoiceOver's three-finger swipe, sent from VoiceOver's element (or the first one) to the
    /// nearest scroll view that takes it; true when something scrolled. Settles afterwards.
    @discardableResult public func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        use()
        let handled = environment.performAccessibilityScroll(direction)
        settle()
        return handled
    }
}
