import Foundation
import UIKit

// The page as accessibility (and XCUITest) sees it: the web view is a web view, and inside it are
// the page's links, buttons, headings, text, fields and images, read with each picture.
extension WKWebView: AccessibilityRoleProviding {
    package var providedAccessibilityRole: AccessibilityRole { .webView }

    func makeElement(_ e: WebPageState.Element, scale k: CGFloat) -> UIAccessibilityElement {
        let element = WebPageElement(accessibilityContainer: self)
        element.role = e.role
        element.isFocusedField = e.isFocused
        element.isAccessibilityElement = true
        element.accessibilityLabel = e.label
        let page = pageFrame
        element.accessibilityFrameInContainerSpace = CGRect(x: page.minX + e.frame.minX * k, y: page.minY + e.frame.minY * k,
                                                            width: e.frame.width * k, height: e.frame.height * k)
        switch e.role {
        case "link": element.accessibilityTraits = .link
        case "button": element.accessibilityTraits = .button
        case "header": element.accessibilityTraits = [.header, .staticText]
        case "image": element.accessibilityTraits = .image
        case "checkbox", "radio":
            element.accessibilityTraits = .button
            element.accessibilityValue = e.value
        case "textField", "secureTextField", "textView":
            element.accessibilityValue = e.value
        default: element.accessibilityTraits = .staticText
        }
        return element
    }
}

/// An element of a web page (a field, a link …) in its web view.
final class WebPageElement: UIAccessibilityElement, AccessibilityRoleProviding {
    var role = "text"
    /// The page's field that has the focus (the keyboard types into it while the web view has it).
    var isFocusedField = false

    override var isFirstResponder: Bool {
        isFocusedField && (accessibilityContainer as? WKWebView)?.isFirstResponder == true
    }

    package var providedAccessibilityRole: AccessibilityRole {
        switch role {
        case "link": .link
        case "button", "checkbox", "radio": .button
        case "image": .image
        case "textField": .textField
        case "secureTextField": .secureTextField
        case "textView": .textView
        default: .staticText
        }
    }
}
