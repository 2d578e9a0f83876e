import Foundation
import UIKit
import CoreSpotlight

/// Spotlight on this device, as a person uses it: typing a search, opening a result.
extension Simulator {
    /// The titles Spotlight shows for `query` among the app's indexed items.
    public func searchSpotlight(_ query: String) -> [String] {
        DeviceSpotlight.of(environment).search(query).map { $0.attributeSet.title ?? $0.attributeSet.displayName ?? $0.uniqueIdentifier }
    }

    /// Opens the result titled `title` of a search for `query`: the app continues the
    /// `CSSearchableItemActionType` activity with the item's identifier. False when no such result shows.
    @discardableResult
    public func openSpotlightResult(_ title: String, searching query: String) -> Bool {
        use()
        let spotlight = DeviceSpotlight.of(environment)
        guard let item = spotlight.search(query).first(where: { ($0.attributeSet.title ?? $0.attributeSet.displayName) == title }) else { return false }
        spotlight.open(item)
        runFrame()
        settle()
        return true
    }
}
