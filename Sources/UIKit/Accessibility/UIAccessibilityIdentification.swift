import Foundation

/// What UI tests find an element by: an identifier no user sees nor hears, which stays put when the
/// label is translated.
@preconcurrency @MainActor public protocol UIAccessibilityIdentification: AnyObject {
    var accessibilityIdentifier: String? { get set }
}
