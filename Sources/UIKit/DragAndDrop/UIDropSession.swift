import Foundation

/// A drag as a drop target sees it.
@preconcurrency @MainActor public protocol UIDropSession: UIDragDropSession {
    /// The drag session, when the drag began in this app (always, here: drags between apps are not carried).
    var localDragSession: UIDragSession? { get }
    var progressIndicatorStyle: UIDropSessionProgressIndicatorStyle { get set }
    /// How far the loading of the dropped items has come (here loads finish as they are asked for,
    /// so it is finished once the drop has been performed).
    var progress: Progress { get }
    /// Loads an object of `aClass` from every item that has one; the completion runs on the main queue.
    @discardableResult
    func loadObjects(ofClass aClass: NSItemProviderReading.Type, completion: @escaping ([NSItemProviderReading]) -> Void) -> Progress
}

extension UIDropSession {
    @discardableResult
    public func loadObjects<T: _ObjectiveCBridgeable>(ofClass: T.Type, completion: @escaping ([T]) -> Void) -> Progress
        where T._ObjectiveCType: NSItemProviderReading {
        loadObjects(ofClass: T._ObjectiveCType.self as NSItemProviderReading.Type) { objects in
            completion(objects.compactMap { ($0 as? T._ObjectiveCType).map { T._unconditionallyBridgeFromObjectiveC($0) } })
        }
    }
}
