import Foundation

/// What a UIKit class says about itself to assistive technologies when the app says nothing: each
/// class's `defaultAccessibility` (a button: its title and `.button`; a switch: "0" or "1" …).
struct AccessibilityDefaults {
    var isElement = false
    var label: String?
    var value: String?
    var hint: String?
    /// The identifier of what the view stands for (a bar button item's).
    var identifier: String?
    var traits: UIAccessibilityTraits = .none
    var containerType: UIAccessibilityContainerType = .none
    /// The kind of thing it is; nil: as its traits imply.
    var role: AccessibilityRole?
    /// A field's placeholder, which UI tests read apart from its value.
    var placeholder: String?
}

/// What an app set itself, each property overriding its class's default.
struct AccessibilityAttributes {
    var isElement: Bool?
    var label: String?
    var value: String?
    var hint: String?
    var traits: UIAccessibilityTraits?
    var identifier: String?
    var frame: CGRect?
    var activationPoint: CGPoint?
    var path: UIBezierPath?
    var language: String?
    var elementsHidden = false
    var viewIsModal = false
    var groupsChildren = false
    var respondsToUserInteraction: Bool?
    var customActions: [UIAccessibilityCustomAction]?
    var elements: [Any]?
    var containerType: UIAccessibilityContainerType?
}

extension UIImage {
    /// What an image alone is called: the label the app gave it, else its symbol's or asset's name.
    var accessibilityName: String? { accessibilityLabel ?? symbol?.name ?? assetName }
}
