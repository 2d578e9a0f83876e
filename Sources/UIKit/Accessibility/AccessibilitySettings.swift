import Foundation

/// A device's accessibility settings (Settings › Accessibility), all off as a new device has them.
package struct AccessibilitySettings: Equatable, Sendable {
    public var voiceOver = false
    public var reduceMotion = false
    /// Reduce Motion's "Prefer Cross-Fade Transitions", on by default as on iOS.
    public var crossFade = true
    public var boldText = false
    public var reduceTransparency = false
    public init() {}
}
