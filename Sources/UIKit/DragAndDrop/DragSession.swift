import Foundation

/// A drag in progress inside the app: both its drag side and, since source and target are one app,
/// its drop side.
@MainActor final class DragSession: NSObject, UIDragSession, UIDropSession {
    var items: [UIDragItem] = []
    var localContext: Any?
    var allowsMoveOperation = true
    var isRestrictedToDraggingApplication = false
    var progressIndicatorStyle: UIDropSessionProgressIndicatorStyle = .default
    let progress = Progress(totalUnitCount: 0)
    /// The finger, in window coordinates.
    var locationInWindow = CGPoint.zero
    weak var window: UIWindow?
    /// The drag on screen, for drop coordinators to say where items land.
    weak var flight: DragFlight?
    /// The list the drag began in and the index path each item came from there.
    weak var sourceList: UIView?
    var sourceIndexPaths: [ObjectIdentifier: IndexPath] = [:]

    var localDragSession: UIDragSession? { self }

    func location(in view: UIView) -> CGPoint { view.convert(locationInWindow, from: window) }

    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool {
        items.contains { item in typeIdentifiers.contains { item.itemProvider.hasItemConformingToTypeIdentifier($0) } }
    }

    func canLoadObjects(ofClass aClass: NSItemProviderReading.Type) -> Bool {
        items.contains { $0.itemProvider.canLoadObject(ofClass: aClass) }
    }

    func loadObjects(ofClass aClass: NSItemProviderReading.Type, completion: @escaping ([NSItemProviderReading]) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: Int64(items.count))
        var loaded: [NSItemProviderReading] = []
        for item in items where item.itemProvider.canLoadObject(ofClass: aClass) {
            item.itemProvider.loadObject(ofClass: aClass) { object, _ in
                if let object { loaded.append(object) }
            }
        }
        progress.completedUnitCount = Int64(items.count)
        itemsLoaded()
        completion(loaded)
        return progress
    }

    /// Every item's data has been handed over: the session's progress is complete.
    func itemsLoaded() {
        progress.totalUnitCount = Int64(max(items.count, 1))
        progress.completedUnitCount = progress.totalUnitCount
    }
}
