import UIKit

/// A default action of a peeked link (open, add to Reading List, copy, share).
@preconcurrency @MainActor public protocol WKPreviewActionItem: UIPreviewActionItem {
    var identifier: String? { get }
}
