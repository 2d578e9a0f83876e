import Foundation

/// What an app's `Info.plist` says about launching: the main storyboard, the launch screen,
/// the scene manifest, orientations and the status bar. Found in the main bundle or an app
/// resource bundle (at its top or one folder down, where `.copy("Resources")` puts it), or
/// where `OPENUIKIT_INFO_PLIST` points.
@MainActor struct AppInfo {
    let file: String
    /// The folder the Info.plist is in (the app's resources, in a port).
    let folder: URL
    let values: [String: Any]

    /// The scene manifest's configuration for a role, by name (or the role's first).
    struct SceneEntry {
        let name: String?
        let delegateClassName: String?
        let sceneClassName: String?
        let storyboardName: String?
    }

    init(url: URL) throws {
        file = url.lastPathComponent
        folder = url.deletingLastPathComponent()
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw NibLoadingError.invalid(file: url.path, line: 0, reason: "cannot be read: \(error.localizedDescription)")
        }
        let plist: Any
        do { plist = try PropertyListSerialization.propertyList(from: data, format: nil) } catch {
            throw NibLoadingError.malformed(file: url.path, line: 0, reason: "not a property list (\((error as NSError).userInfo["NSDebugDescription"] ?? error.localizedDescription))")
        }
        guard let dict = plist as? [String: Any] else {
            throw NibLoadingError.invalid(file: url.path, line: 0, reason: "the top level is not a dictionary")
        }
        values = dict
    }

    /// The app's Info.plist, if it has one: never another package's or another app's, which a build
    /// folder shared by several packages holds too (an app with no Info.plist has none). An app whose
    /// executable is not named after its target takes the Info.plist of the one package that has any.
    static func find() -> URL? {
        if let path = ProcessInfo.processInfo.environment["OPENUIKIT_INFO_PLIST"] { return URL(fileURLWithPath: path) }
        return ResourceBundleOrder.running.appsInfo(among: candidates(in: NibFiles.searchBundles().map(\.bundleURL)))
    }

    /// The Info.plist an executable of this name takes from `folder`'s resource bundles (a build
    /// folder): the rule `find()` applies to the running app.
    static func find(executable: String, in folder: URL) -> URL? {
        let items = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let order = ResourceBundleOrder(executable: executable)
        let bundles = order.sorted(items).map { folder.appendingPathComponent($0) } + [folder]
        return order.appsInfo(among: candidates(in: bundles))
    }

    /// Every Info.plist in the search bundles or a folder of theirs, in search order, with the name
    /// of the bundle holding it.
    private static func candidates(in bundles: [URL]) -> [(bundle: String, url: URL)] {
        let fm = FileManager.default
        var found: [(bundle: String, url: URL)] = []
        for root in bundles {
            if fm.fileExists(atPath: root.appendingPathComponent("Info.plist").path) {
                found.append((root.lastPathComponent, root.appendingPathComponent("Info.plist")))
            }
            let items = (try? fm.contentsOfDirectory(atPath: root.path)) ?? []
            // A folder in a resource bundle (`.copy("Resources")`) is that bundle's; one in the main
            // bundle (the build folder) is the bundle it names.
            let owner = root.lastPathComponent.hasSuffix(".resources") ? root.lastPathComponent : nil
            for item in items.sorted() where fm.fileExists(atPath: root.appendingPathComponent(item).appendingPathComponent("Info.plist").path) {
                found.append((owner ?? item, root.appendingPathComponent(item).appendingPathComponent("Info.plist")))
            }
        }
        return found
    }

    var mainStoryboard: String? { values["UIMainStoryboardFile"] as? String }
    var launchStoryboard: String? { values["UILaunchStoryboardName"] as? String }
    var hasSceneManifest: Bool { values["UIApplicationSceneManifest"] is [String: Any] }

    func scene(role: UISceneSession.Role, named name: String?) -> SceneEntry? {
        let manifest = values["UIApplicationSceneManifest"] as? [String: Any]
        let configurations = manifest?["UISceneConfigurations"] as? [String: Any]
        let list = configurations?[role.rawValue] as? [[String: Any]] ?? []
        guard let entry = list.first(where: { name == nil || $0["UISceneConfigurationName"] as? String == name }) else { return nil }
        return SceneEntry(name: entry["UISceneConfigurationName"] as? String, delegateClassName: entry["UISceneDelegateClassName"] as? String,
                          sceneClassName: entry["UISceneClassName"] as? String, storyboardName: entry["UISceneStoryboardFile"] as? String)
    }

    /// `UISupportedInterfaceOrientations` (`~ipad` on an iPad), or nil when the file is silent.
    func supportedOrientations(pad: Bool) -> UIInterfaceOrientationMask? {
        let list = (pad ? values["UISupportedInterfaceOrientations~ipad"] as? [String] : nil) ?? values["UISupportedInterfaceOrientations"] as? [String]
        guard let list else { return nil }
        let names: [String: UIInterfaceOrientationMask] = [
            "UIInterfaceOrientationPortrait": .portrait, "UIInterfaceOrientationPortraitUpsideDown": .portraitUpsideDown,
            "UIInterfaceOrientationLandscapeLeft": .landscapeLeft, "UIInterfaceOrientationLandscapeRight": .landscapeRight]
        return list.reduce(into: UIInterfaceOrientationMask()) { mask, name in if let o = names[name] { mask.insert(o) } }
    }

    /// `UIStatusBarStyle`: `UIStatusBarStyleLightContent` and the others, or nil.
    var statusBarStyle: UIStatusBarStyle? {
        switch values["UIStatusBarStyle"] as? String {
        case "UIStatusBarStyleLightContent": .lightContent
        case "UIStatusBarStyleDarkContent": .darkContent
        case "UIStatusBarStyleDefault": .default
        default: nil
        }
    }
}
