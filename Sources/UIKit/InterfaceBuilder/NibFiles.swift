import Foundation

/// Finding Interface Builder files by name: in the bundle given, or for nil in the SwiftPM resource
/// bundles beside the executable (where an app's `.copy`'d files are) and the main bundle, in the
/// order `NilBundleSearch` gives.
@MainActor enum NibFiles {
    static func document(named name: String, extension ext: String, bundle: Bundle?,
                         search: NilBundleSearch = .anywhere) throws -> NibDocument {
        guard let (url, found) = locate(name, ext, bundle, search) else {
            throw NibLoadingError.notFound(name: name, bundle: describe(bundle))
        }
        return try NibDocument.load(url, bundle: found)
    }

    static func exists(_ name: String, _ ext: String, _ bundle: Bundle?, _ search: NilBundleSearch = .anywhere) -> Bool {
        locate(name, ext, bundle, search) != nil
    }

    /// Where `name.ext` is for a nil bundle searched in `search`'s order.
    static func url(_ name: String, _ ext: String, search: NilBundleSearch) -> URL? {
        locate(name, ext, nil, search)?.0
    }

    /// `NSBundle </path> (loaded)`, as UIKit's messages name a bundle.
    static func describe(_ bundle: Bundle?) -> String { "NSBundle <\((bundle ?? .main).bundlePath)> (loaded)" }

    private static func locate(_ name: String, _ ext: String, _ bundle: Bundle?, _ scope: NilBundleSearch) -> (URL, Bundle)? {
        // Asked for every controller without a nib name: the answer is kept, found or not, for
        // each idiom (an iPad finds `~ipad` variants).
        let key = "\(bundle?.bundlePath ?? "\(scope.module ?? "")|\(scope.onlyModule)")|\(name).\(ext)|\(idiomSuffix)"
        let app = UIApplication.shared
        if let known = app.nibLookups[key] { return known }
        let found = search(name, ext, bundle, scope)
        app.nibLookups[key] = .some(found)
        return found
    }

    private static func search(_ name: String, _ ext: String, _ bundle: Bundle?, _ scope: NilBundleSearch) -> (URL, Bundle)? {
        let idiom = idiomSuffix
        let candidates = bundle.map { [$0] } ?? scope.order(searchBundles(), main: .main)
        for b in candidates {
            // In each folder the device's variant comes first.
            guard let url = find([name + idiom + "." + ext, name + "." + ext], in: b) else { continue }
            // Found from the main bundle inside a resource bundle: that bundle is the file's
            // (its target names the module custom classes are in).
            let owner = candidates.filter { url.path.hasPrefix($0.bundleURL.path + "/") }.max { $0.bundlePath.count < $1.bundlePath.count }
            return (url, owner ?? b)
        }
        return nil
    }

    /// The current device's variant of a file name: `~ipad` or `~iphone`.
    private static var idiomSuffix: String { UIScreen.main.traitCollection.userInterfaceIdiom == .pad ? "~ipad" : "~iphone" }

    /// The first of `files` in `bundle`'s folder and two levels of folders below it (from its index).
    private static func find(_ files: [String], in bundle: Bundle) -> URL? {
        let app = UIApplication.shared
        if let index = app.nibFolderIndexes[bundle.bundlePath] { return index.find(files) }
        let index = NibFolderIndex(bundle.bundleURL)
        app.nibFolderIndexes[bundle.bundlePath] = index
        return index.find(files)
    }

    /// Each `*.resources` bundle beside the executable, in name order, then the main bundle.
    static func searchBundles() -> [Bundle] {
        let app = UIApplication.shared
        if let known = app.nibSearchBundles { return known }
        var found: [Bundle] = []
        let dir = Bundle.main.executableURL?.deletingLastPathComponent() ?? Bundle.main.bundleURL
        let items = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        // The running package's bundles first, so its Main.storyboard is the one found.
        for item in ResourceBundleOrder.running.sorted(items) {
            if let b = Bundle(path: dir.appendingPathComponent(item).path) { found.append(b) }
        }
        // The resource bundles first: that is where SwiftPM puts an app's files, and the main
        // bundle (the executable's folder) can be a large build folder to look through.
        found.append(Bundle.main)
        app.nibSearchBundles = found
        return found
    }
}
