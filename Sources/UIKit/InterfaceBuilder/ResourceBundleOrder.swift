import Foundation

/// The order SwiftPM resource bundles beside the executable are searched in. A build folder shared
/// by several packages holds each one's bundles (`Package_Target.resources`): the running package's
/// come first, so its storyboards, images and colours are the ones found, as its main bundle's are
/// on iOS; the others follow in name order.
enum ResourceBundleOrder {
    /// The running executable's name, less a test bundle's suffixes (`AppPackageTests.xctest` → `App`).
    static var executableStem: String {
        var exe = Bundle.main.executableURL?.lastPathComponent ?? ""
        for suffix in [".xctest", "PackageTests"] where exe.hasSuffix(suffix) { exe = String(exe.dropLast(suffix.count)) }
        return exe
    }

    /// The package whose tests are running (SwiftPM names a package's test bundle
    /// `<Package>PackageTests`); nil for an app, whose package the executable's name does not say.
    static var testedPackage: String? {
        let exe = Bundle.main.executableURL?.lastPathComponent ?? ""
        return exe.hasSuffix("PackageTests.xctest") || exe.hasSuffix("PackageTests") ? executableStem : nil
    }

    static func sorted(_ names: [String]) -> [String] {
        let exe = executableStem
        let bundles = names.filter { $0.hasSuffix(".resources") }.sorted()
        let own = bundles.filter { !exe.isEmpty && $0.hasPrefix(exe + "_") }
        return own + bundles.filter { !own.contains($0) }
    }

    /// Whether a bundle beside the executable cannot hold the app's Info.plist: under a package's
    /// tests, another package's bundle; under an app, any but its own target's (`Package_App.resources`,
    /// where uikit-port puts it). Other packages' apps may share the build folder.
    static func cannotHoldTheAppsInfo(_ name: String) -> Bool {
        guard name.hasSuffix(".resources") else { return false }
        if let package = testedPackage { return !name.hasPrefix(package + "_") }
        let exe = executableStem
        return exe.isEmpty || !name.hasSuffix("_\(exe).resources")
    }
}
