import Foundation

/// What the drag and the drop sides of a session share: the items and where the finger is.
@preconcurrency @MainActor public protocol UIDragDropSession: AnyObject {
    var items: [UIDragItem] { get }
    /// The finger, in `view`'s coordinates.
    func location(in view: UIView) -> CGPoint
    var allowsMoveOperation: Bool { get }
    var isRestrictedToDraggingApplication: Bool { get }
    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool
    func canLoadObjects(ofClass aClass: NSItemProviderReading.Type) -> Bool
}

extension UIDragDropSession {
    /// Swift's bridged types (`String`, `URL`), as the iOS overlay offers them.
    public func canLoadObjects<T: _ObjectiveCBridgeable>(ofClass: T.Type) -> Bool where T._ObjectiveCType: NSItemProviderReading {
        canLoadObjects(ofClass: T._ObjectiveCType.self)
    }
}
