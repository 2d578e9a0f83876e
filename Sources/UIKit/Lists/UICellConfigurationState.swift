import Foundation

/// What a cell is showing now — selected, highlighted, editing, swiped — for `updateConfiguration(using:)`
/// and configurations' `updated(for:)`.
public struct UICellConfigurationState: UIConfigurationState, Hashable, Sendable {
    public var isSelected = false
    public var isHighlighted = false
    public var isEditing = false
    public var isSwiped = false
    public var isDisabled = false
    public var isFocused = false
    public var isExpanded = false
    public var isReordering = false
    /// The cell's traits (its light or dark style, size classes, text size).
    public var traitCollection = UITraitCollection()

    public init() {}

    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }
}
