import Foundation

/// A group of part elements inside a drawn view (a calendar's days): not an element itself, a
/// container of the role it is given, framed around its parts.
@MainActor final class PartGroup: UIAccessibilityElement {
    private let role: AccessibilityRole
    private let frame: () -> CGRect
    private let elements: [Any]

    init(in view: UIView, role: AccessibilityRole, frame: @escaping () -> CGRect, elements: [Any]) {
        self.role = role
        self.frame = frame
        self.elements = elements
        super.init(accessibilityContainer: view)
    }

    required init?(coder: NSCoder) { fatalError("made by its view") }

    override var defaultAccessibility: AccessibilityDefaults {
        var a = AccessibilityDefaults()
        a.isElement = false
        a.role = role
        return a
    }

    override var defaultAccessibilityElements: [Any]? { elements }

    override var defaultAccessibilityFrame: CGRect {
        accessibilityFrameInContainerSpace = frame()
        return super.defaultAccessibilityFrame
    }
}
