import Foundation

/// An item made when an activity is chosen: subclass it and override `item`. On iOS the item is made
/// on an operation queue (the class is an `Operation`); here it is an object whose item is made on
/// the main thread when the activity runs.
@preconcurrency @MainActor open class UIActivityItemProvider: NSObject, UIActivityItemSource {
    /// What the sheet uses before an activity is chosen.
    public let placeholderItem: Any?
    /// The activity the item is made for, while `item` runs.
    public private(set) var activityType: UIActivity.ActivityType?

    public init(placeholderItem: Any) {
        self.placeholderItem = placeholderItem
        super.init()
    }

    /// Operation's cancellation, for providers that check it (nothing cancels one here).
    open private(set) var isCancelled = false
    open func cancel() { isCancelled = true }

    /// The item itself; the default is the placeholder.
    open var item: Any { placeholderItem as Any }

    open func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any { placeholderItem as Any }

    open func activityViewController(_ activityViewController: UIActivityViewController,
                                       itemForActivityType activityType: UIActivity.ActivityType?) -> Any? {
        self.activityType = activityType
        defer { self.activityType = nil }
        return item
    }
}
