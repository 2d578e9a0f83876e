import Foundation
import UIKit

/// One element of the tree UI tests query, as XCUITest snapshots it: the application, its windows,
/// and under them every view and accessibility element that is shown. An element that is one
/// accessibility element (a button, a label) is a leaf, apart from cells, whose labels and
/// buttons stay reachable (`app.cells.staticTexts["Ada"]`).
@MainActor final class AutomationNode {
    let object: AccessibleObject?
    let type: XCUIElement.ElementType
    let identifier: String
    let label: String
    let value: Any?
    let placeholderValue: String?
    let frame: CGRect
    let isEnabled: Bool
    let isSelected: Bool
    /// Whether it is the first responder (a field being typed into).
    let hasFocus: Bool
    private(set) var children: [AutomationNode] = []
    weak var parent: AutomationNode?

    init(object: AccessibleObject?, type: XCUIElement.ElementType, frame: CGRect) {
        self.object = object
        self.type = type
        self.frame = frame
        let traits = object?.accessibilityTraits ?? []
        identifier = object?.accessibilityIdentifier ?? ""
        label = object?.accessibilityLabel ?? ""
        value = object?.accessibilityValue
        placeholderValue = object?.accessibilityPlaceholder
        isEnabled = !traits.contains(.notEnabled)
        isSelected = traits.contains(.selected)
        hasFocus = (object as? UIResponder)?.isFirstResponder ?? false
    }

    /// The tree of a device now: the application and its visible windows, back to front.
    static func snapshot(of environment: UIKitEnvironment, screen: CGRect) -> AutomationNode {
        let app = AutomationNode(object: nil, type: .application, frame: screen)
        for window in environment.accessibilityWindows { app.add(node(for: window)) }
        return app
    }

    private static func node(for object: AccessibleObject) -> AutomationNode {
        let node = AutomationNode(object: object, type: ElementTypes.type(of: object.accessibilityRole), frame: object.accessibilityFrame)
        if !object.isAccessibilityElement || object.accessibilityRole == .cell {
            for child in AccessibilityTree.children(of: object) { node.add(Self.node(for: child)) }
        }
        return node
    }

    private func add(_ child: AutomationNode) {
        child.parent = self
        children.append(child)
    }

    /// The nodes above this one, nearest first.
    var ancestors: [AutomationNode] { parent.map { [$0] + $0.ancestors } ?? [] }

    /// Every node below this one, depth first in order.
    var descendants: [AutomationNode] { children.flatMap { [$0] + $0.descendants } }

    /// Whether a query by identifier finds it: its identifier, label, or a field's placeholder.
    func isNamed(_ name: String) -> Bool { identifier == name || label == name || placeholderValue == name }

    /// How XCUITest names it in messages: `Button, identifier: 'save', label: 'Save'`.
    var summary: String {
        var parts = ["\(type)"]
        if !identifier.isEmpty { parts.append("identifier: '\(identifier)'") }
        if !label.isEmpty { parts.append("label: '\(label)'") }
        if let v = value as? String, !v.isEmpty { parts.append("value: \(v)") }
        return parts.joined(separator: ", ")
    }
}

/// XCUITest's element types for the roles UIKit's classes say they have.
enum ElementTypes {
    static func type(of role: AccessibilityRole) -> XCUIElement.ElementType {
        switch role {
        case .other: .other
        case .application: .application
        case .window: .window
        case .button: .button
        case .staticText: .staticText
        case .textField: .textField
        case .secureTextField: .secureTextField
        case .textView: .textView
        case .searchField: .searchField
        case .image: .image
        case .link: .link
        case .table: .table
        case .collectionView: .collectionView
        case .cell: .cell
        case .scrollView: .scrollView
        case .navigationBar: .navigationBar
        case .toolbar: .toolbar
        case .tabBar: .tabBar
        case .switch: .switch
        case .slider: .slider
        case .stepper: .stepper
        case .segmentedControl: .segmentedControl
        case .picker: .picker
        case .pickerWheel: .pickerWheel
        case .datePicker: .datePicker
        case .pageIndicator: .pageIndicator
        case .progressIndicator: .progressIndicator
        case .activityIndicator: .activityIndicator
        case .alert: .alert
        case .sheet: .sheet
        case .popover: .popover
        case .keyboard: .keyboard
        case .key: .key
        case .menu: .menu
        case .menuItem: .menuItem
        case .webView: .webView
        }
    }
}
