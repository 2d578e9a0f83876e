import Foundation
import UIKit

/// What UI tests read of an element: its identity, text, value and state.
@preconcurrency @MainActor public protocol XCUIElementAttributes {
    var identifier: String { get }
    var frame: CGRect { get }
    var value: Any? { get }
    var title: String { get }
    var label: String { get }
    var elementType: XCUIElement.ElementType { get }
    var isEnabled: Bool { get }
    var horizontalSizeClass: XCUIElement.SizeClass { get }
    var verticalSizeClass: XCUIElement.SizeClass { get }
    var placeholderValue: String? { get }
    var isSelected: Bool { get }
    var hasFocus: Bool { get }
}

/// One element's attributes as a predicate sees them (`NSPredicate { e, _ in (e as? XCUIElementAttributes)?.label == "Save" }`).
@MainActor final class ElementAttributes: NSObject, XCUIElementAttributes {
    private let node: AutomationNode
    init(_ node: AutomationNode) { self.node = node }
    var identifier: String { node.identifier }
    var frame: CGRect { node.frame }
    var value: Any? { node.value }
    var title: String { "" }
    var label: String { node.label }
    var elementType: XCUIElement.ElementType { node.type }
    var isEnabled: Bool { node.isEnabled }
    var horizontalSizeClass: XCUIElement.SizeClass { .unspecified }
    var verticalSizeClass: XCUIElement.SizeClass { .unspecified }
    var placeholderValue: String? { node.placeholderValue }
    var isSelected: Bool { node.isSelected }
    var hasFocus: Bool { node.hasFocus }
}
