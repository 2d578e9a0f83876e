import Foundation

/// A toolbar's delegate: where the toolbar sits (`position(for:)`).
@preconcurrency @MainActor public protocol UIToolbarDelegate: UIBarPositioningDelegate {}
