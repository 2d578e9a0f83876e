import Foundation

/// What kind of thing an element is, as UI tests (`XCUIElement.ElementType`) and screen readers
/// (AT-SPI roles) name it; each UIKit class says its own through its accessibility defaults, and
/// an element without one is known by its traits.
package enum AccessibilityRole: String, Sendable, CaseIterable {
    case other, application, window, button, staticText, textField, secureTextField, textView, searchField
    case image, link, table, collectionView, cell, scrollView, navigationBar, toolbar, tabBar
    case `switch`, slider, stepper, segmentedControl, picker, pickerWheel, datePicker, pageIndicator
    case progressIndicator, activityIndicator, alert, sheet, popover, keyboard, key, menu, menuItem, webView

    /// The role an element's traits imply, for elements whose class says none.
    static func implied(by traits: UIAccessibilityTraits) -> AccessibilityRole {
        if traits.contains(.keyboardKey) { return .key }
        if traits.contains(.searchField) { return .searchField }
        if traits.contains(.link) { return .link }
        if traits.contains(.adjustable) { return .slider }
        if traits.contains(.button) || traits.contains(.toggleButton) { return .button }
        if traits.contains(.image) { return .image }
        if traits.contains(.staticText) || traits.contains(.header) { return .staticText }
        return .other
    }
}

/// A class of a framework beside UIKit that says what kind of thing it is (a web view, a field
/// of a web page), which UIKit's own classes say through their accessibility defaults.
@MainActor package protocol AccessibilityRoleProviding {
    var providedAccessibilityRole: AccessibilityRole { get }
}

extension AccessibleObject {
    /// What kind of thing it is: its class's role, else what its traits imply.
    package var accessibilityRole: AccessibilityRole {
        if let provider = self as? AccessibilityRoleProviding { return provider.providedAccessibilityRole }
        return defaultAccessibility.role ?? AccessibilityRole.implied(by: accessibilityTraits)
    }

    /// A text field's placeholder (what UI tests read as `placeholderValue`).
    package var accessibilityPlaceholder: String? { defaultAccessibility.placeholder }
}
