import Foundation

/// A device's objects registered for state restoration (`registerObject(forStateRestoration:…)`),
/// held weakly, as iOS holds them, with their identifiers.
@MainActor final class RestorableObjects {
    private struct Entry {
        weak var object: UIStateRestoring?
        let identifier: String
    }
    private var entries: [Entry] = []

    func register(_ object: UIStateRestoring, identifier: String) {
        entries.removeAll { $0.object == nil || $0.object === object }
        entries.append(Entry(object: object, identifier: identifier))
    }

    /// The object's identifier path: its restoration parent's path, then its own identifier; nil
    /// for an object that is not registered.
    func path(of object: AnyObject) -> [String]? {
        guard let entry = entries.first(where: { $0.object === object }) else { return nil }
        let parent = entry.object?.restorationParent.flatMap { $0 === object ? nil : path(of: $0) } ?? []
        return parent + [entry.identifier]
    }

    /// Every live registered object's identifier path.
    func paths() -> [ObjectIdentifier: [String]] {
        var out: [ObjectIdentifier: [String]] = [:]
        for object in entries.compactMap(\.object) { out[ObjectIdentifier(object)] = path(of: object) }
        return out
    }

    func object(_ id: ObjectIdentifier) -> UIStateRestoring? {
        entries.lazy.compactMap(\.object).first { ObjectIdentifier($0) == id }
    }

    /// The live object registered last under `path` (an earlier launch's may still be alive).
    func object(at path: [String]) -> UIStateRestoring? {
        entries.reversed().lazy.compactMap(\.object).first { self.path(of: $0) == path }
    }
}
