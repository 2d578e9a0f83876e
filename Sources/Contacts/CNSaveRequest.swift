import Foundation

/// Contacts to add, change and delete, executed together by a store.
open class CNSaveRequest: NSObject {
    enum Change { case add(CNMutableContact), update(CNMutableContact), delete(CNMutableContact) }
    var changes: [Change] = []

    public override init() { super.init() }

    open func add(_ contact: CNMutableContact, toContainerWithIdentifier identifier: String?) { changes.append(.add(contact)) }
    open func update(_ contact: CNMutableContact) { changes.append(.update(contact)) }
    open func delete(_ contact: CNMutableContact) { changes.append(.delete(contact)) }
}
