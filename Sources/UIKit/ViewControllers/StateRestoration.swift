import Foundation

/// State preservation and restoration (iOS 6's, for apps without scenes): when the app goes to the
/// background or quits and its delegate agrees, every controller with a restoration identifier —
/// whose parents (or presenter) have one too — is written to the device's saved-state file with
/// its restoration path, its class, where a storyboard can make it again, and what its
/// `encodeRestorableState(with:)` encoded; at the next launch, after `willFinishLaunching` and
/// before `didFinishLaunching`, the controllers are found or made again (the one already in the
/// hierarchy by its path, else its `restorationClass`, the app delegate, or its storyboard), put
/// back in their navigation stacks and presentations, given back their state parents first, and
/// told `applicationFinishedRestoringState()`.
@MainActor enum StateRestoration {
    /// One saved controller.
    struct Record {
        var path: [String]
        var className: String
        var restorationClassName: String?
        var storyboard: (name: String, identifier: String, bundle: String?)?
        /// The restoration paths of its children in order (a navigation stack), and of what it presents.
        var children: [[String]]
        var presented: [String]?
        var state: Data
        /// The states of views in its view that have a restoration identifier, by identifier.
        var views: [String: Data] = [:]

        var plist: [String: Any] {
            var d: [String: Any] = ["path": path, "class": className, "children": children, "state": state]
            if let restorationClassName { d["restorationClass"] = restorationClassName }
            if let storyboard {
                d["storyboard"] = storyboard.name
                d["storyboardIdentifier"] = storyboard.identifier
                if let bundle = storyboard.bundle { d["storyboardBundle"] = bundle }
            }
            if let presented { d["presented"] = presented }
            if !views.isEmpty { d["views"] = views }
            return d
        }

        init?(plist d: [String: Any]) {
            guard let path = d["path"] as? [String], let className = d["class"] as? String, let state = d["state"] as? Data else { return nil }
            self.path = path
            self.className = className
            restorationClassName = d["restorationClass"] as? String
            if let name = d["storyboard"] as? String, let id = d["storyboardIdentifier"] as? String {
                storyboard = (name, id, d["storyboardBundle"] as? String)
            }
            children = d["children"] as? [[String]] ?? []
            presented = d["presented"] as? [String]
            self.state = state
            views = d["views"] as? [String: Data] ?? [:]
        }

        init(path: [String], className: String, restorationClassName: String?, storyboard: (name: String, identifier: String, bundle: String?)?,
             children: [[String]], presented: [String]?, state: Data) {
            self.path = path
            self.className = className
            self.restorationClassName = restorationClassName
            self.storyboard = storyboard
            self.children = children
            self.presented = presented
            self.state = state
        }
    }

    /// Where a device keeps the app's saved state.
    static func file(on device: UIKitEnvironment) -> URL {
        let bundle = UIApplication.shared.info?.values["CFBundleIdentifier"] as? String ?? ProcessInfo.processInfo.processName
        let library = device.libraryDirectory ?? {
            let env = ProcessInfo.processInfo.environment
            let data = env["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
                ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share")
            return data.appendingPathComponent("OpenUIKit/\(bundle)/Library")
        }()
        return library.appendingPathComponent("Saved Application State/\(bundle).savedState/data.plist")
    }

    // MARK: Scenes

    /// Where a device keeps its scenes' restoration activities, by scene configuration.
    static func sceneFile(on device: UIKitEnvironment) -> URL {
        file(on: device).deletingLastPathComponent().appendingPathComponent("scenes.plist")
    }

    /// A scene went to the background: its delegate's activity (or none) is kept for the next launch.
    static func saveActivity(of scene: UIScene) {
        let device = (scene as? UIWindowScene)?.device ?? UIKitEnvironment.current
        let key = scene.session.configuration.name ?? scene.session.role.rawValue
        let activity = scene.delegate?.stateRestorationActivity(for: scene)
        if let activity { update(activity, savedBy: scene) }
        scene.session.stateRestorationActivity = activity
        let url = sceneFile(on: device)
        guard activity != nil || FileManager.default.fileExists(atPath: url.path) else { return }
        var all = (try? Data(contentsOf: url)).flatMap { try? PropertyListSerialization.propertyList(from: $0, format: nil) as? [String: Any] } ?? [:]
        all[key] = activity?.propertyList
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try PropertyListSerialization.data(fromPropertyList: all, format: .binary, options: 0).write(to: url, options: .atomic)
        } catch {
            uikitLog.error("could not save the scene's state to \(url.path): \(error)")
        }
    }

    /// The activity a scene of this configuration saved last time, if any.
    static func savedActivity(for session: UISceneSession, on device: UIKitEnvironment) -> NSUserActivity? {
        let key = session.configuration.name ?? session.role.rawValue
        guard let data = try? Data(contentsOf: sceneFile(on: device)),
              let all = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
              let saved = all[key] as? [String: Any] else { return nil }
        return NSUserActivity(propertyList: saved)
    }

    // MARK: Saving

    /// Writes the app's state if its delegate agrees (`shouldSaveSecureApplicationState`).
    static func save(_ app: UIApplication, on device: UIKitEnvironment) {
        guard let delegate = app.delegate, !app.usesScenes else { return }
        let appCoder = NSKeyedArchiver(requiringSecureCoding: false)
        // What iOS writes about the app and device beside the app's own state.
        appCoder.encode(NSNumber(value: device.screen.traitCollection.userInterfaceIdiom.rawValue), forKey: UIApplication.stateRestorationUserInterfaceIdiomKey)
        appCoder.encode(Bundle.main.object(forInfoDictionaryKey: "CFBundleVersion") as? String ?? "1", forKey: UIApplication.stateRestorationBundleVersionKey)
        appCoder.encode(NSNumber(value: Date().timeIntervalSinceReferenceDate), forKey: UIApplication.stateRestorationTimestampKey)
        appCoder.encode(UIDevice.current.systemVersion, forKey: UIApplication.stateRestorationSystemVersionKey)
        guard delegate.application(app, shouldSaveSecureApplicationState: appCoder)
                || delegate.application(app, shouldSaveApplicationState: appCoder) else { return }
        // Controllers and registered objects the archives encode are written as their paths.
        let root = device.keyWindow?.rootViewController
        var controllers: [[String]: UIViewController] = [:]
        if let root { index(root, parentPath: [], into: &controllers) }
        let saving = ObjectSaving(registry: device.restorableObjects, controllers: controllers)
        let watcher = saving.watcher()
        appCoder.delegate = watcher
        delegate.application(app, willEncodeRestorableStateWith: appCoder)
        appCoder.finishEncoding()
        saving.note(watcher)
        var records: [Record] = []
        if let root { collect(root, parentPath: [], into: &records, saving) }
        let plist: [String: Any] = ["version": 1, "app": appCoder.encodedData, "controllers": records.map(\.plist), "objects": saving.records()]
        let url = file(on: device)
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0).write(to: url, options: .atomic)
        } catch {
            uikitLog.error("could not save the app's state to \(url.path): \(error)")
        }
    }

    /// A keyed archive to read back (apps' own classes included, as iOS's non-secure restoration reads them).
    /// With `resolver`, the paths the archive holds come back as the objects and controllers.
    static func reader(_ data: Data, resolving resolver: RestorationUnarchiver? = nil) -> NSKeyedUnarchiver? {
        guard let coder = try? NSKeyedUnarchiver(forReadingFrom: data) else { return nil }
        coder.requiresSecureCoding = false
        coder.delegate = resolver
        return coder
    }

    private static func collect(_ vc: UIViewController, parentPath: [String], into records: inout [Record], _ saving: ObjectSaving) {
        guard let id = vc.restorationIdentifier else { return }
        let path = parentPath + [id]
        let state = saving.encoded(vc.encodeRestorableState(with:))
        let children = vc.restorationChildren.compactMap { $0.restorationIdentifier.map { path + [$0] } }
        let presented = vc.presentedViewController.flatMap { p in p.restorationIdentifier.map { path + [$0] } }
        let scene = vc.storyboardScene
        let storyboard = scene.flatMap { s in
            s.controller["storyboardIdentifier"].map { (s.storyboard.name, $0, s.storyboard.document.bundle?.bundlePath) }
        }
        var record = Record(path: path, className: NSStringFromClass(type(of: vc)), restorationClassName: (vc.restorationClass as? AnyClass).map(NSStringFromClass),
                            storyboard: storyboard, children: children, presented: presented, state: state)
        if let view = vc.viewIfLoaded {
            for v in restorableViews(in: view) {
                record.views[v.restorationIdentifier ?? ""] = saving.encoded(v.encodeRestorableState(with:))
            }
        }
        records.append(record)
        for c in vc.restorationChildren { collect(c, parentPath: path, into: &records, saving) }
        if let p = vc.presentedViewController, !p.isBeingDismissed { collect(p, parentPath: path, into: &records, saving) }
    }

    // MARK: Restoring

    /// Restores the saved state if there is one and the delegate agrees (`shouldRestoreSecureApplicationState`).
    static func restore(_ app: UIApplication, on device: UIKitEnvironment) {
        guard let delegate = app.delegate, !app.usesScenes else { return }
        let url = file(on: device)
        guard let data = try? Data(contentsOf: url) else { return }
        guard let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
              let list = plist["controllers"] as? [[String: Any]] else {
            uikitLog.error("the app's saved state at \(url.path) is damaged; it was not restored")
            return
        }
        let appData = plist["app"] as? Data ?? Data()
        guard let appCoder = reader(appData) else { return }
        guard delegate.application(app, shouldRestoreSecureApplicationState: appCoder)
                || delegate.application(app, shouldRestoreApplicationState: appCoder) else { return }
        let records = list.compactMap(Record.init(plist:))
        let root = delegate.window?.rootViewController ?? device.keyWindow?.rootViewController
        // What is already there: the storyboard's (or the delegate's) hierarchy, by path.
        var found: [[String]: UIViewController] = [:]
        if let root { index(root, parentPath: [], into: &found) }
        var restored: [(UIViewController, Record)] = []
        let registry = device.restorableObjects
        let resolver = RestorationUnarchiver { path, controller -> AnyObject? in
            controller ? found[path] : registry.object(at: path)
        }
        for record in records {
            let vc = found[record.path] ?? make(record, app: app)
            guard let vc else { continue }
            found[record.path] = vc
            restored.append((vc, record))
        }
        // Stacks and presentations back as they were, parents first.
        for (vc, record) in restored {
            let kids = record.children.compactMap { found[$0] }
            if !kids.isEmpty, kids.map(ObjectIdentifier.init) != vc.restorationChildren.map(ObjectIdentifier.init) {
                vc.restoreChildren(kids)
            }
        }
        for (vc, record) in restored {
            guard let p = record.presented, let shown = found[p], vc.presentedViewController == nil else { continue }
            vc.present(shown, animated: false)
        }
        for (vc, record) in restored {
            guard let coder = reader(record.state, resolving: resolver) else { continue }
            vc.decodeRestorableState(with: coder)
        }
        for (vc, record) in restored where !record.views.isEmpty {
            vc.loadViewIfNeeded()
            guard let view = vc.viewIfLoaded else { continue }
            for v in restorableViews(in: view) {
                guard let data = v.restorationIdentifier.flatMap({ record.views[$0] }),
                      let coder = reader(data, resolving: resolver) else { continue }
                v.decodeRestorableState(with: coder)
            }
        }
        let objects = restoreObjects(plist["objects"] as? [[String: Any]], registry: registry, resolving: resolver)
        for (vc, _) in restored { vc.applicationFinishedRestoringState() }
        for object in objects { object.applicationFinishedRestoringState() }
        appCoder.delegate = resolver
        delegate.application(app, didDecodeRestorableStateWith: appCoder)
    }

    /// The views under a controller's view (not inside a child controller's) with restoration identifiers.
    private static func restorableViews(in root: UIView) -> [UIView] {
        var out: [UIView] = []
        func visit(_ v: UIView) {
            if v !== root, v.owningViewController != nil { return }
            if v.restorationIdentifier != nil { out.append(v) }
            for s in v.subviews { visit(s) }
        }
        visit(root)
        return out
    }

    private static func index(_ vc: UIViewController, parentPath: [String], into found: inout [[String]: UIViewController]) {
        guard let id = vc.restorationIdentifier else { return }
        let path = parentPath + [id]
        found[path] = vc
        for c in vc.restorationChildren { index(c, parentPath: path, into: &found) }
        if let p = vc.presentedViewController { index(p, parentPath: path, into: &found) }
    }

    /// A controller not in the hierarchy made again: by its restoration class, the app delegate,
    /// or the storyboard it came from (its storyboard ID), in that order, as iOS asks.
    private static func make(_ record: Record, app: UIApplication) -> UIViewController? {
        guard let coder = reader(record.state) else { return nil }
        if let name = record.restorationClassName {
            guard let type = NSClassFromString(name) as? UIViewControllerRestoration.Type else { return nil }
            return type.viewController(withRestorationIdentifierPath: record.path, coder: coder)
        }
        if let vc = app.delegate?.application(app, viewControllerWithRestorationIdentifierPath: record.path, coder: coder) { return vc }
        if let (name, id, bundlePath) = record.storyboard {
            let vc = UIStoryboard(name: name, bundle: bundlePath.flatMap(Bundle.init(path:))).instantiateViewController(withIdentifier: id)
            vc.restorationIdentifier = record.path.last
            return vc
        }
        return nil
    }
}

extension UIKitEnvironment {
    /// Where this device keeps the launched app's saved state (under its Library folder, beside Documents).
    public var savedStateFile: URL { StateRestoration.file(on: self) }
}
