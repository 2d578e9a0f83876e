import Foundation

/// Where a nil bundle looks for a file. On iOS a nil bundle means the app's main bundle; a
/// SwiftPM build has a resource bundle per module beside the executable, so the module of the
/// code asking — a controller's class, or the file that called — decides which comes first.
struct NilBundleSearch: Hashable, Sendable {
    /// The module whose resource bundle is searched first, if known.
    var module: String?
    /// Only that module's bundle and then the main bundle, never another module's bundle: a
    /// controller's own nib.
    var onlyModule = false

    /// Every resource bundle (the running package's first), then the main bundle.
    static let anywhere = NilBundleSearch()

    /// A controller's nib: the resource bundle of the module that declares `type`, then the main bundle.
    static func declaring(_ type: Any.Type) -> NilBundleSearch {
        NilBundleSearch(module: moduleName(of: type), onlyModule: true)
    }

    /// A file named by code in the file `fileID` (`#fileID`: "Module/File.swift"): that module's
    /// resource bundle first, then every other, then the main bundle.
    static func caller(_ fileID: String) -> NilBundleSearch {
        let module = fileID.split(separator: "/", maxSplits: 1).first.map(String.init)
        // Calls from OpenUIKit itself (a launch reading Info.plist's storyboard) prefer no module.
        return NilBundleSearch(module: module == "UIKit" ? nil : module)
    }

    /// "Module" of "Module.Outer.Class".
    static func moduleName(of type: Any.Type) -> String? {
        String(reflecting: type).split(separator: ".", maxSplits: 1).first.map(String.init)
    }

    /// The bundle among `names` (folder names) searched first: the one SwiftPM makes for `module`
    /// (`Package_Module.resources`); for a test module without one (`AppTests`, `AppUITests`, as Xcode
    /// names a project's test targets), the bundle of the app it tests, as a test on iOS runs inside
    /// its app (several apps ported into one package each have a `Main.storyboard`).
    func firstBundle(among names: [String]) -> String? {
        guard let module else { return nil }
        if let own = names.first(where: { $0.hasSuffix("_\(module).resources") }) { return own }
        for suffix in ["UITests", "Tests"] where module.hasSuffix(suffix) && module.count > suffix.count {
            let app = module.dropLast(suffix.count)
            if let tested = names.first(where: { $0.hasSuffix("_\(app).resources") }) { return tested }
        }
        return nil
    }

    /// `bundles` (resource bundles, then the main bundle) in the order this search looks through them.
    func order(_ bundles: [Bundle], main: Bundle) -> [Bundle] {
        let first = firstBundle(among: bundles.map(\.bundleURL.lastPathComponent))
        let own = bundles.first { $0.bundleURL.lastPathComponent == first }
        if onlyModule { return (own.map { [$0] } ?? []) + [main] }
        guard let own else { return bundles }
        return [own] + bundles.filter { $0 !== own }
    }
}
