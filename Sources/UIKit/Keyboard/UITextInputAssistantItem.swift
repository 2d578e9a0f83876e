import Foundation

/// What a text input puts in the shortcuts bar above the keyboard (iOS 9): the groups at its
/// leading and trailing ends, beside the undo, redo and paste shortcuts. An iPhone's keyboard has
/// no shortcuts bar, so on the iPhones OpenUIKit simulates the groups are kept and not shown, as there.
@preconcurrency @MainActor open class UITextInputAssistantItem: NSObject {
    /// Whether the system's own shortcuts (undo, redo, paste) may be hidden to make room.
    open var allowsHidingShortcuts = true
    open var leadingBarButtonGroups: [UIBarButtonItemGroup] = []
    open var trailingBarButtonGroups: [UIBarButtonItemGroup] = []

    public override init() { super.init() }
}
