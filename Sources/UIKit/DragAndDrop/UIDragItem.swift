import Foundation

/// One thing being dragged: its item provider, and for drops inside the app the object itself
/// (`localObject`).
@preconcurrency @MainActor open class UIDragItem: NSObject {
    open var itemProvider: NSItemProvider
    /// The dragged object, for a drop in the same app (the model object, or its index).
    open var localObject: Any?
    /// The picture shown under the finger while the drag is over the app; nil uses the lift preview.
    open var previewProvider: (() -> UIDragPreview?)?

    public init(itemProvider: NSItemProvider) {
        self.itemProvider = itemProvider
        super.init()
    }

    /// Where the item's preview is taken from (its view at lift), for the drop to go back to when cancelled.
    weak var sourceView: UIView?
}
