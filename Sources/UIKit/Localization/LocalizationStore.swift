import Foundation
import Synchronization

/// Where localized text is found: each bundle's `.lproj` folders, its development language, and
/// the tables read from them, kept once read (files of the app, the same for every device). The
/// main bundle means the app's resources: its own package's SwiftPM resource bundles beside the
/// executable (`ResourceBundleOrder.ownPackages`; other apps' in a shared build folder are not
/// read), then the executable's folder.
package enum LocalizationStore {
    private struct Cache {
        var tables: [String: LocalizationTable] = [:]
        var folders: [String: [URL]] = [:]
        var reported: Set<String> = []
    }
    private static let cache = Mutex(Cache())

    /// The folders holding `bundle`'s `.lproj` folders, in search order.
    package static func resourceFolders(of bundle: Bundle) -> [URL] {
        let key = bundle.bundleURL.path + "|" + (ResourceBundleOrder.launchedModule.withLock { $0 } ?? "")
        if let known = cache.withLock({ $0.folders[key] }) { return known }
        var folders: [URL] = []
        func add(_ b: Bundle) {
            for url in [b.resourceURL, b.bundleURL].compactMap({ $0?.standardizedFileURL }) where !folders.contains(url) {
                folders.append(url)
            }
        }
        if bundle.bundleURL.standardizedFileURL == Bundle.main.bundleURL.standardizedFileURL {
            let dir = Bundle.main.executableURL?.deletingLastPathComponent() ?? Bundle.main.bundleURL
            let items = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
            for item in ResourceBundleOrder.running.ownPackages(items) {
                if let b = Bundle(path: dir.appendingPathComponent(item).path) { add(b) }
            }
        }
        add(bundle)
        // Only the folders that hold localizations are searched.
        folders = folders.filter { !localizations(in: $0).isEmpty }
        cache.withLock { $0.folders[key] = folders }
        return folders
    }

    /// The `.lproj` folders' names in `folder`, sorted.
    static func localizations(in folder: URL) -> [String] {
        let items = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return items.filter { $0.hasSuffix(".lproj") }.map { String($0.dropLast(6)) }.sorted()
    }

    /// Every localization the bundle has (`en`, `cs`, `Base`), without repeats.
    package static func localizations(of bundle: Bundle) -> [String] {
        var out: [String] = []
        for folder in resourceFolders(of: bundle) { for l in localizations(in: folder) where !out.contains(l) { out.append(l) } }
        return out
    }

    /// The bundle's development language: its Info.plist's `CFBundleDevelopmentRegion`, else `en`.
    package static func developmentLocalization(of bundle: Bundle) -> String {
        for folder in resourceFolders(of: bundle) + [bundle.resourceURL, bundle.bundleURL].compactMap({ $0 }) {
            let plist = folder.appendingPathComponent("Info.plist")
            if let data = try? Data(contentsOf: plist),
               let info = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
               let region = info["CFBundleDevelopmentRegion"] as? String, !region.contains("$(") {
                return region
            }
        }
        return "en"
    }

    /// The table, read once; a fault in its files is logged once, naming the file and the line.
    package static func table(_ name: String, localization: String, in folder: URL) -> LocalizationTable {
        let lproj = folder.appendingPathComponent(localization + ".lproj")
        let key = lproj.appendingPathComponent(name).path
        if let known = cache.withLock({ $0.tables[key] }) { return known }
        let table = LocalizationTable(named: name, in: lproj)
        let fresh = cache.withLock { c -> Bool in
            c.tables[key] = table
            return c.reported.insert(key).inserted
        }
        if fresh { for error in table.errors { uikitLog.error("Localization: \(error)") } }
        return table
    }

    /// The localizations to look in, best first: the one `preferences` choose among the bundle's,
    /// then `Base`, then the development language.
    package static func searchOrder(for bundle: Bundle, preferences: [String]) -> [String] {
        let available = localizations(of: bundle)
        let development = developmentLocalization(of: bundle)
        var order = LanguageMatcher.preferred(from: available, for: preferences, development: development)
        for l in ["Base", development] where available.contains(l) && !order.contains(l) { order.append(l) }
        return order
    }

    /// `key` in `table` (`Localizable` when nil), in the best localization that has it.
    package static func lookup(_ key: String, table: String?, bundle: Bundle, preferences: [String]) -> LocalizedString? {
        let name = table.flatMap { $0.isEmpty ? nil : $0 } ?? "Localizable"
        let folders = resourceFolders(of: bundle)
        for localization in searchOrder(for: bundle, preferences: preferences) {
            for folder in folders {
                let t = self.table(name, localization: localization, in: folder)
                let language = localization == "Base" ? developmentLocalization(of: bundle) : localization
                if let plural = t.plurals[key] { return LocalizedString(text: plural.format, plural: plural, language: language) }
                if let widths = t.widths[key] { return LocalizedString(text: widths.widest, plural: nil, language: language, widths: widths) }
                if let text = t.strings[key] { return LocalizedString(text: text, plural: nil, language: language) }
            }
        }
        return nil
    }

    /// Forgets what was read (a test that writes localization files between launches).
    package static func reset() {
        cache.withLock { $0 = Cache() }
    }
}
