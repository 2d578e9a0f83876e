import Foundation

/// Bar button items kept together (iOS 9): in the shortcuts bar above an iPad's keyboard
/// (`inputAssistantItem`), shown as its representative item when there is too little room.
@preconcurrency @MainActor open class UIBarButtonItemGroup: NSObject {
    open var barButtonItems: [UIBarButtonItem]
    /// The one item that stands for the group when its items do not all fit (nil: they are dropped).
    open var representativeItem: UIBarButtonItem?
    /// Whether the group shows its representative item now.
    open private(set) var isDisplayingRepresentativeItem = false
    /// Whether the group is shown (iOS 16).
    open var isHidden = false

    public init(barButtonItems: [UIBarButtonItem], representativeItem: UIBarButtonItem?) {
        self.barButtonItems = barButtonItems
        self.representativeItem = representativeItem
        super.init()
    }

    public required init?(coder: NSCoder) {
        barButtonItems = []
        super.init()
    }
}
