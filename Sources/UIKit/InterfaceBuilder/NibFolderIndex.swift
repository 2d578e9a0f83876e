import Foundation

/// The names in a bundle's folder and in its folders two levels down, read once per bundle. A
/// controller without a nib name asks for its default nib in every bundle, and walking a build
/// folder (thousands of entries) per controller class was most of the cost of loading a screen.
/// A folder that is a `*.resources` bundle is another module's and is not entered, nor are the
/// folders SwiftPM keeps its own intermediates in when the bundle is its build folder (a target's
/// objects in `*.build`, nine in ten of the folder's entries, and the module folders): the walk
/// took a second or two in every process started from a build folder. Where a name is
/// in several folders, the first folder in the walk's order has it: a folder before its subfolders,
/// subfolders by name, as a walk that stops at the first match finds it.
struct NibFolderIndex {
    private var first: [String: (order: Int, url: URL)] = [:]
    private let root: URL

    init(_ root: URL, depth: Int = 2) {
        self.root = root
        var order = 0
        visit(root, depth: depth, order: &order)
    }

    private mutating func visit(_ dir: URL, depth: Int, order: inout Int) {
        let mine = order
        order += 1
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).sorted()
        for name in names where first[name] == nil { first[name] = (mine, dir.appendingPathComponent(name)) }
        guard depth > 0 else { return }
        for name in names where !Self.unenteredExtensions.contains((name as NSString).pathExtension) && !Self.unenteredNames.contains(name) {
            let item = dir.appendingPathComponent(name)
            // As the file's own type says (a link to a folder is not a folder here).
            guard (try? item.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true else { continue }
            visit(item, depth: depth - 1, order: &order)
        }
    }

    /// Folders the walk does not enter: other modules' resource bundles, and what SwiftPM writes
    /// beside the products it builds.
    private static let unenteredExtensions: Set<String> = ["resources", "build", "product", "derived", "swiftmodule"]
    private static let unenteredNames: Set<String> = ["Modules", "Modules-tool", "ModuleCache"]

    /// The first of `names` in the walk's order; within one folder, the first of `names` there.
    /// The bundle's own folder is looked at again, so a file written there since the walk is found.
    func find(_ names: [String]) -> URL? {
        for name in names {
            let direct = root.appendingPathComponent(name)
            if FileManager.default.fileExists(atPath: direct.path) { return direct }
        }
        var best: (order: Int, url: URL)?
        for name in names {
            if let hit = first[name], hit.order < (best?.order ?? .max) { best = hit }
        }
        return best?.url
    }
}
