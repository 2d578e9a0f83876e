import Foundation

/// An element for a drawn part of a control (a segment, a stepper's half): its frame, label and
/// traits read from the control when asked, and what activating it does.
@MainActor final class PartElement: UIAccessibilityElement {
    private let describe: () -> (frame: CGRect, label: String?, traits: UIAccessibilityTraits)
    private let activate: () -> Bool
    private let role: AccessibilityRole

    init(in control: UIView, role: AccessibilityRole = .button, describe: @escaping () -> (frame: CGRect, label: String?, traits: UIAccessibilityTraits),
         activate: @escaping () -> Bool) {
        self.describe = describe
        self.activate = activate
        self.role = role
        super.init(accessibilityContainer: control)
    }

    required init?(coder: NSCoder) { fatalError("made by its control") }

    override var defaultAccessibility: AccessibilityDefaults {
        let d = describe()
        var a = AccessibilityDefaults()
        a.isElement = true
        a.label = d.label
        a.traits = d.traits
        a.role = role
        return a
    }

    override var defaultAccessibilityFrame: CGRect {
        accessibilityFrameInContainerSpace = describe().frame
        return super.defaultAccessibilityFrame
    }

    override func accessibilityActivate() -> Bool { activate() }
}
