import Foundation

/// The changes of one `performBatchUpdates` (or one single call).
struct CollectionUpdateBatch {
    var insertedSections = IndexSet()
    var deletedSections = IndexSet()
    var reloadedSections = IndexSet()
    var movedSections: [(from: Int, to: Int)] = []
    var insertedItems: Set<IndexPath> = []
    var deletedItems: Set<IndexPath> = []
    var reloadedItems: Set<IndexPath> = []
    var movedItems: [(from: IndexPath, to: IndexPath)] = []
    var completions: [(Bool) -> Void] = []
}
