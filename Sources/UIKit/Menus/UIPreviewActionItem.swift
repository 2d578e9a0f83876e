import Foundation

/// An action or group shown under a peeked view controller (`previewActionItems`).
@preconcurrency @MainActor public protocol UIPreviewActionItem: AnyObject {
    var title: String { get }
}
