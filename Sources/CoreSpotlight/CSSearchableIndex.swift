import Foundation
import UIKit

/// The device's Spotlight index of the app's content: items added, replaced and deleted; a person
/// finds them by searching Spotlight (`Simulator.searchSpotlight`), and opening one continues a
/// `CSSearchableItemActionType` user activity in the app.
@preconcurrency @MainActor open class CSSearchableIndex: NSObject {
    private let device: DeviceSpotlight
    public let name: String?

    init(device: DeviceSpotlight, name: String?) {
        self.device = device
        self.name = name
        super.init()
    }

    public convenience init(name: String) {
        self.init(device: DeviceSpotlight.of(UIKitEnvironment.current), name: name)
    }

    /// The app's index on the current device.
    open class func `default`() -> CSSearchableIndex {
        CSSearchableIndex(device: DeviceSpotlight.of(UIKitEnvironment.current), name: nil)
    }

    open class func isIndexingAvailable() -> Bool { true }

    /// Adds the items (an item with a known identifier replaces the old one).
    open func indexSearchableItems(_ items: [CSSearchableItem], completionHandler: (((any Error)?) -> Void)? = nil) {
        device.index(items)
        later(completionHandler)
    }

    open func deleteSearchableItems(withIdentifiers identifiers: [String], completionHandler: (((any Error)?) -> Void)? = nil) {
        device.delete(identifiers: identifiers)
        later(completionHandler)
    }

    open func deleteSearchableItems(withDomainIdentifiers domainIdentifiers: [String], completionHandler: (((any Error)?) -> Void)? = nil) {
        device.delete(domains: domainIdentifiers)
        later(completionHandler)
    }

    open func deleteAllSearchableItems(completionHandler: (((any Error)?) -> Void)? = nil) {
        device.deleteAll()
        later(completionHandler)
    }

    open func indexSearchableItems(_ items: [CSSearchableItem]) async throws { indexSearchableItems(items, completionHandler: nil) }
    open func deleteSearchableItems(withIdentifiers identifiers: [String]) async throws {
        deleteSearchableItems(withIdentifiers: identifiers, completionHandler: nil)
    }
    open func deleteSearchableItems(withDomainIdentifiers domainIdentifiers: [String]) async throws {
        deleteSearchableItems(withDomainIdentifiers: domainIdentifiers, completionHandler: nil)
    }
    open func deleteAllSearchableItems() async throws { deleteAllSearchableItems(completionHandler: nil) }

    /// Completions come after the call, as the indexing daemon answers.
    private func later(_ completion: (((any Error)?) -> Void)?) {
        guard let completion else { return }
        device.environment.scheduleSystemWork(after: 0, ambient: false) { completion(nil) }
    }
}
