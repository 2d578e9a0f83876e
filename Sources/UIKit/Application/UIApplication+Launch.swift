import Foundation

/// Launching from Info.plist: the launch screen, the main storyboard's window, the scene.
extension UIApplication {
    /// Interface Builder files are read again from disk (a cold launch, for benchmarks).
    package func forgetInterfaceBuilderFiles() {
        nibDocuments = [:]
        nibLookups = [:]
        nibFolderIndexes = [:]
        nibSearchBundles = nil
    }

    /// The launched app's module (its delegate's class's) picks its own resource bundle where a
    /// package holds several apps; the files found for another app are forgotten.
    func rememberLaunchedModule(of delegate: UIApplicationDelegate?) {
        let module = delegate.flatMap { NilBundleSearch.moduleName(of: type(of: $0)) }
        let changed = ResourceBundleOrder.launchedModule.withLock { old in
            defer { old = module }
            return old != module
        }
        if changed {
            nibLookups = [:]
            nibSearchBundles = nil
        }
    }

    /// The current device forgets the app launched on it: no Info.plist, no scenes (the delegate
    /// stays). A new device starts so; other devices keep theirs.
    package func forgetLaunch() {
        info = nil
        connectedScenes = []
        openSessions = []
    }

    /// The Info.plist an executable named `executable` would launch from, with `folder` as its build
    /// folder: its own resource bundle's, never another package's or app's.
    package static func infoPlist(forExecutable executable: String, in folder: URL) -> URL? {
        AppInfo.find(executable: executable, in: folder)
    }

    /// The resource bundles in `folder` (a build folder) in the order an executable named
    /// `executable` searches them for storyboards, nibs and images given a nil bundle: its own
    /// target's first, whatever its package is called.
    package static func resourceBundleOrder(forExecutable executable: String, in folder: URL) -> [String] {
        ResourceBundleOrder(executable: executable).sorted((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
    }

    func loadInfo(_ url: URL?) -> AppInfo? {
        guard let url = url ?? AppInfo.find() else { return nil }
        do {
            return try AppInfo(url: url)
        } catch {
            UIKitRuntime.fail("\(error)")
            return nil
        }
    }

    /// The fonts Info.plist's `UIAppFonts` lists, found beside the Info.plist or in the app's
    /// resource bundles, are registered before any view is made; one that cannot be is logged with
    /// its file and reason, and the others still load.
    func registerAppFonts() {
        guard let info, let names = info.values["UIAppFonts"] as? [String] else { return }
        let fm = FileManager.default
        let roots = [info.folder] + NibFiles.searchBundles().map(\.bundleURL)
        for name in names {
            let candidates = roots.flatMap { [$0.appendingPathComponent(name), $0.appendingPathComponent((name as NSString).lastPathComponent)] }
            guard let url = candidates.first(where: { fm.fileExists(atPath: $0.path) }) else {
                uikitLog.error("Info.plist lists the font \(name) in UIAppFonts, but no such file is in the app's resources")
                continue
            }
            guard !UIFont.registeredFontFiles.contains(url.path) else { continue }
            do { try UIFont.register(fontAt: url) } catch { uikitLog.error("UIAppFonts: \(error)") }
        }
    }

    /// The launch storyboard's first screen in a window above the app's, until launch is over
    /// (in a live app a frame shows it while the app's own interface is made).
    func showLaunchScreen() -> UIWindow? {
        guard let name = info?.launchStoryboard, let vc = launchScreen(named: name) else { return nil }
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.windowLevel = UIWindow.Level(rawValue: UIWindow.Level.statusBar.rawValue - 1)
        window.rootViewController = vc
        window.isHidden = false
        UIKitEnvironment.current.runFrame()
        return window
    }

    /// The launch file's screen: a storyboard's initial controller, or (as iOS allows) a xib's first view.
    private func launchScreen(named name: String) -> UIViewController? {
        if !NibFiles.exists(name, "storyboard", nil), NibFiles.exists(name, "xib", nil) {
            guard let view = UINib(nibName: name, bundle: nil).instantiate(withOwner: nil).first(where: { $0 is UIView }) as? UIView else { return nil }
            let vc = UIViewController()
            vc.view = view
            return vc
        }
        return UIStoryboard(name: name, bundle: nil).instantiateInitialViewController()
    }

    /// A non-scene app with `UIMainStoryboardFile`: a window with the storyboard's initial
    /// controller, given to the delegate's `window` before `willFinishLaunching`, as on iOS.
    func loadMainStoryboard() {
        guard let name = info?.mainStoryboard else { return }
        delegate?.window = show(UIStoryboard(name: name, bundle: nil), in: UIWindow(frame: UIScreen.main.bounds))
    }

    /// `window` showing the storyboard's initial controller, kept alive as UIKit keeps it.
    private func show(_ storyboard: UIStoryboard, in window: UIWindow) -> UIWindow {
        window.rootViewController = storyboard.instantiateInitialViewController()
        UIKitEnvironment.current.retain(window)
        storyboardWindow = window
        return window
    }

    /// Connects the app's scene: its configuration (the delegate's, completed from the manifest),
    /// the scene and its delegate, the storyboard's window, `scene(_:willConnectTo:options:)`,
    /// then the window on screen.
    func connectScene(shortcutItem: UIApplicationShortcutItem? = nil) {
        let role = UISceneSession.Role.windowApplication
        let placeholder = UISceneConfiguration(name: nil, sessionRole: role)
        let session = UISceneSession(role: role, configuration: placeholder)
        let options = UIScene.ConnectionOptions(shortcutItem: shortcutItem)
        let config = delegate?.application(self, configurationForConnecting: session, options: options) ?? placeholder
        if let entry = info?.scene(role: role, named: config.name) {
            if config.delegateClass == nil, let name = entry.delegateClassName { config.delegateClass = sceneClass(name, "delegate") }
            if config.sceneClass == nil, let name = entry.sceneClassName { config.sceneClass = sceneClass(name, "scene") }
            if config.storyboard == nil, let name = entry.storyboardName { config.storyboard = UIStoryboard(name: name, bundle: nil) }
        }
        session.configuration = config
        let type = config.sceneClass as? UIScene.Type ?? UIWindowScene.self
        let scene = type.init(session: session, connectionOptions: options)
        session.scene = scene
        scene.delegate = (config.delegateClass as? UIResponder.Type)?.init(coder: NSCoder()) as? UISceneDelegate
        openSessions.insert(session)
        connectedScenes.insert(scene)
        if let windowScene = scene as? UIWindowScene, let storyboard = config.storyboard {
            (scene.delegate as? UIWindowSceneDelegate)?.window = show(storyboard, in: UIWindow(windowScene: windowScene))
        }
        session.stateRestorationActivity = StateRestoration.savedActivity(for: session, on: UIKitEnvironment.current)
        NotificationCenter.default.post(name: UIScene.willConnectNotification, object: scene)
        scene.delegate?.scene(scene, willConnectTo: session, options: options)
        if let activity = session.stateRestorationActivity { scene.delegate?.scene(scene, restoreInteractionStateWith: activity) }
        let window = (scene.delegate as? UIWindowSceneDelegate)?.window ?? storyboardWindow
        if let window, window.isHidden, window.rootViewController != nil { window.makeKeyAndVisible() }
    }

    private func sceneClass(_ name: String, _ what: String) -> AnyClass? {
        // Xcode writes "$(PRODUCT_MODULE_NAME).SceneDelegate": the module is this app's.
        var name = name
        if name.hasPrefix("$(PRODUCT_MODULE_NAME).") {
            name = String(name.dropFirst("$(PRODUCT_MODULE_NAME).".count))
            if let module = (delegate as AnyObject?).map({ String(reflecting: type(of: $0)).split(separator: ".")[0] }) {
                name = "\(module).\(name)"
            }
        }
        if let c = NSClassFromString(name) { return c }
        UIKitRuntime.fail("Info.plist names the scene \(what) class \(name), which is not loaded.")
        return nil
    }
}
