import Foundation
import UIKit

/// The device's Spotlight index of the app's items, and searching it as a person types in
/// Spotlight: an item matches when every word of the query begins a word of its title, display
/// name, description or keywords (case and diacritics ignored). Each device has its own index.
@preconcurrency @MainActor package final class DeviceSpotlight {
    package unowned let environment: UIKitEnvironment
    private(set) var items: [CSSearchableItem] = []

    init(environment: UIKitEnvironment) { self.environment = environment }

    package static func of(_ environment: UIKitEnvironment) -> DeviceSpotlight {
        environment.service(DeviceSpotlight.self) { DeviceSpotlight(environment: $0) }
    }

    func index(_ new: [CSSearchableItem]) {
        let now = environment.clock.date
        for item in new {
            let kept = item.copy() as! CSSearchableItem
            if kept.expirationDate == nil { kept.expirationDate = now.addingTimeInterval(30 * 24 * 3600) }
            items.removeAll { $0.uniqueIdentifier == kept.uniqueIdentifier }
            items.append(kept)
        }
    }

    func delete(identifiers: [String]) { items.removeAll { identifiers.contains($0.uniqueIdentifier) } }

    func delete(domains: [String]) {
        // A domain deletes its subdomains too ("notes" takes "notes.archived").
        items.removeAll { item in domains.contains { d in item.domainIdentifier == d || item.domainIdentifier?.hasPrefix(d + ".") == true } }
    }

    func deleteAll() { items = [] }

    /// The items a Spotlight search for `query` shows, in the order they were indexed; expired ones are gone.
    package func search(_ query: String) -> [CSSearchableItem] {
        let now = environment.clock.date
        items.removeAll { ($0.expirationDate ?? .distantFuture) <= now }
        let words = Self.words(query)
        guard !words.isEmpty else { return [] }
        return items.filter { item in
            let text = item.attributeSet.searchableText.flatMap(Self.words)
            return words.allSatisfy { word in text.contains { $0.hasPrefix(word) } }
        }
    }

    static func words(_ text: String) -> [String] {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .split { !$0.isLetter && !$0.isNumber }.map(String.init)
    }

    /// The user opened a result: the app continues the activity iOS gives it.
    package func open(_ item: CSSearchableItem) {
        let activity = NSUserActivity(activityType: CSSearchableItemActionType)
        activity.title = item.attributeSet.title
        activity.userInfo = [CSSearchableItemActivityIdentifier: item.uniqueIdentifier]
        UIApplication.shared.continueUserActivity(activity)
    }
}
