import Foundation

/// A view whose text-style font follows the user's text size when it changes
/// (`adjustsFontForContentSizeCategory`): labels, text fields and text views.
@preconcurrency @MainActor public protocol UIContentSizeCategoryAdjusting: NSObjectProtocol {
    var adjustsFontForContentSizeCategory: Bool { get set }
}
