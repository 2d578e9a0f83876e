import Foundation

extension UIView {
    /// Whether its device has Reduce Motion on with "Prefer Cross-Fade Transitions": slides and
    /// rises become cross-fades, as on iOS.
    var prefersCrossFadeTransitions: Bool {
        let settings = responderEnvironment.accessibility.settings
        return settings.reduceMotion && settings.crossFade
    }

    /// A rectangle in this view's coordinates, in the screen's (through its window).
    func screenRect(of rect: CGRect) -> CGRect {
        let inWindow = convert(rect, to: nil)
        guard let window else { return inWindow }
        return inWindow.offsetBy(dx: window.frame.minX, dy: window.frame.minY)
    }
}

extension UIKitEnvironment {
    /// Every element on the device's screen, in the order VoiceOver moves through them: each visible
    /// window's, back to front (the keyboard's last).
    public func accessibilityElements() -> [AccessibleObject] {
        visibleWindows.flatMap { AccessibilityTree.elements(under: $0) }
    }
}

extension UIView {
    /// A control of UIKit's own that acts as a button: one element, named by `label`.
    func buttonAccessibility(_ base: AccessibilityDefaults, label: String? = nil, role: AccessibilityRole = .button) -> AccessibilityDefaults {
        var a = base
        a.isElement = true
        if let label { a.label = label }
        a.traits.insert(.button)
        a.role = role
        return a
    }

    /// A cell as VoiceOver reads it: one element saying what is inside it (its
    /// `defaultAccessibilityLabel` is `combinedAccessibilityLabel`), selected or not.
    func cellAccessibility(_ base: AccessibilityDefaults, selected: Bool) -> AccessibilityDefaults {
        var a = base
        a.isElement = true
        if selected { a.traits.insert(.selected) }
        a.role = .cell
        return a
    }

    /// The labels and values of the elements inside, in reading order, joined as VoiceOver reads a
    /// cell that is one element: "Title, Subtitle".
    var combinedAccessibilityLabel: String? {
        let parts = AccessibilityTree.children(of: self).flatMap { AccessibilityTree.elements(under: $0) }
            .flatMap { [$0.accessibilityLabel, $0.accessibilityValue] }
            .compactMap { $0?.isEmpty == false ? $0 : nil }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}

extension UIKitEnvironment {
    /// The windows assistive technologies and UI tests see: the visible ones, back to front.
    public var accessibilityWindows: [UIWindow] { visibleWindows }
}

extension UIKitEnvironment {
    /// The objects an assistive gesture goes to, nearest first: VoiceOver's element (or the first
    /// one), then what contains it and the responders above.
    private func accessibilityGestureChain() -> [AccessibleObject] {
        guard let start = (accessibility.focusedElement as? AccessibleObject) ?? accessibilityElements().first else { return [] }
        var chain: [AccessibleObject] = []
        var object: AccessibleObject? = start
        while let o = object, chain.count < 200 {
            chain.append(o)
            if let element = o as? UIAccessibilityElement, let container = element.accessibilityContainer as? AccessibleObject {
                object = container
            } else {
                object = (o as? UIResponder)?.next
            }
        }
        return chain
    }

    /// The two-finger Z: each object from VoiceOver's element up is asked to escape until one does.
    public func performAccessibilityEscape() -> Bool {
        accessibilityGestureChain().contains { $0.accessibilityPerformEscape() }
    }

    /// A three-finger swipe: the nearest object from VoiceOver's element up that scrolls does.
    /// VoiceOver's cursor stays with what scrolled (its rows come and go as it moves).
    public func performAccessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        guard let scroller = accessibilityGestureChain().first(where: { $0.accessibilityScroll(direction) }) else { return false }
        if accessibility.settings.voiceOver { accessibility.focusedElement = scroller }
        return true
    }
}
