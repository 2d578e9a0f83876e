import Foundation
import Synchronization

/// Which SwiftPM resource bundles beside the executable belong to the app, and the order they are
/// searched in. A build folder shared by several packages holds each one's bundles
/// (`Package_Target.resources`): the running package's come first, so its storyboards, images and
/// colours are the ones found, as its main bundle's are on iOS; the others follow in name order.
package struct ResourceBundleOrder {
    /// The executable's file name (`Notes`, or a test bundle's `NotesPackageTests.xctest`).
    var executable: String
    /// Under a package's tests, the launched app's module: a package holding several apps
    /// (`uikit-port A.xcodeproj B.xcodeproj --output …`) has a bundle for each, and the launched
    /// one's is searched first and holds the Info.plist, as the launched app's is the main bundle on iOS.
    var appModule: String?

    package init(executable: String, appModule: String? = nil) {
        self.executable = executable
        self.appModule = appModule
    }

    /// The module of the app launched last (its delegate's class's), set by every launch: process-wide,
    /// as `Bundle.main` is (a static: the nil-bundle lookups that read it run on any thread).
    static let launchedModule = Mutex<String?>(nil)

    /// The running executable's, with the launched app.
    static var running: ResourceBundleOrder {
        ResourceBundleOrder(executable: Bundle.main.executableURL?.lastPathComponent ?? "", appModule: launchedModule.withLock { $0 })
    }

    /// The launched app's own bundle under a package's tests (`Package_App.resources`), if any.
    var appBundle: String? {
        guard let package = testedPackage, let appModule else { return nil }
        return "\(package)_\(appModule).resources"
    }

    /// The executable's name less a test bundle's suffixes (`AppPackageTests.xctest` → `App`).
    var stem: String {
        var exe = executable
        for suffix in [".xctest", "PackageTests"] where exe.hasSuffix(suffix) { exe = String(exe.dropLast(suffix.count)) }
        return exe
    }

    /// The package whose tests are running (SwiftPM names a package's test bundle
    /// `<Package>PackageTests`); nil for an app, whose package the executable's name does not say.
    var testedPackage: String? {
        executable.hasSuffix("PackageTests.xctest") || executable.hasSuffix("PackageTests") ? stem : nil
    }

    func sorted(_ names: [String]) -> [String] {
        let exe = stem
        let bundles = names.filter { $0.hasSuffix(".resources") }.sorted()
        // The executable's own target's bundle (`Package_App.resources`, its package named otherwise),
        // then its package's (a test bundle names the package).
        let app = bundles.filter { $0 == appBundle }
        let target = app + bundles.filter { !exe.isEmpty && $0.hasSuffix("_\(exe).resources") && !app.contains($0) }
        let own = target + bundles.filter { !exe.isEmpty && $0.hasPrefix(exe + "_") && !target.contains($0) }
        return own + bundles.filter { !own.contains($0) }
    }

    /// The app's own bundles among `names`, in search order: under a package's tests, that
    /// package's; under an app, its target's and its package's (named by the target's bundle, or
    /// after the executable). Localized text is looked up only in these, as iOS looks only in the
    /// main bundle: another app sharing the build folder has tables of the same names.
    package func ownPackages(_ names: [String]) -> [String] {
        let bundles = sorted(names)
        if let package = testedPackage { return bundles.filter { $0.hasPrefix(package + "_") } }
        guard !stem.isEmpty else { return [] }
        let suffix = "_\(stem).resources"
        var packages = Set(bundles.filter { $0.hasSuffix(suffix) }.map { String($0.dropLast(suffix.count)) })
        if packages.isEmpty { packages = [stem] }
        return bundles.filter { name in packages.contains { name.hasPrefix($0 + "_") } }
    }

    /// Whether a bundle beside the executable cannot hold the app's Info.plist: under a package's
    /// tests, another package's bundle; under an app, any but its own target's (`Package_App.resources`,
    /// where uikit-port puts it). Other packages' apps may share the build folder.
    func cannotHoldTheAppsInfo(_ name: String) -> Bool {
        guard name.hasSuffix(".resources") else { return false }
        if let package = testedPackage { return !name.hasPrefix(package + "_") }
        return stem.isEmpty || !name.hasSuffix("_\(stem).resources")
    }

    /// The app's Info.plist among those found (in search order, with the bundle holding each): its
    /// own; else, for an app whose executable is named after its package but not its target, that
    /// package's when it is the only one with any — none when several packages' apps share the
    /// folder, and never another package's (an app without one, beside an app a test built, has none).
    func appsInfo(among found: [(bundle: String, url: URL)]) -> URL? {
        if let app = found.first(where: { $0.bundle == appBundle }) { return app.url }
        if let own = found.first(where: { !cannotHoldTheAppsInfo($0.bundle) }) { return own.url }
        guard testedPackage == nil else { return nil }
        let packages = Set(found.map { $0.bundle.prefix { $0 != "_" } })
        return packages.count == 1 && packages.first.map(String.init) == stem ? found.first?.url : nil
    }
}
