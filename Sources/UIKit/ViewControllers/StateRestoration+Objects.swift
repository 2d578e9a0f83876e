import Foundation

extension StateRestoration {
    /// One save's archives: the restorable objects they reached, and those objects' own states.
    @MainActor final class ObjectSaving {
        let registry: RestorableObjects
        private let paths: [ObjectIdentifier: [String]]
        /// The restorable controllers' paths: encoded, a controller is written as its path.
        private let controllerPaths: [ObjectIdentifier: [String]]
        private var reached: [ObjectIdentifier] = []

        init(registry: RestorableObjects, controllers: [[String]: UIViewController]) {
            self.registry = registry
            paths = registry.paths()
            controllerPaths = Dictionary(controllers.map { (ObjectIdentifier($0.value), $0.key) }, uniquingKeysWith: { a, _ in a })
        }

        /// A watcher for an archive made elsewhere (the app delegate's); `note` it after encoding.
        func watcher() -> RestorationArchiver { RestorationArchiver(paths: paths, controllerPaths: controllerPaths) }

        func note(_ watcher: RestorationArchiver) { reached += watcher.reached }

        /// What `encode` writes into a fresh archive, noting the registered objects it encoded.
        func encoded(_ encode: (NSCoder) -> Void) -> Data {
            let coder = NSKeyedArchiver(requiringSecureCoding: false)
            let watcher = watcher()
            coder.delegate = watcher
            encode(coder)
            coder.finishEncoding()
            note(watcher)
            return coder.encodedData
        }

        /// Each reached object once (and those their states reach in turn): its path, the class
        /// that can make it again, and its state.
        func records() -> [[String: Any]] {
            var out: [[String: Any]] = [], done: [[String]] = []
            while !reached.isEmpty {
                let id = reached.removeFirst()
                guard let object = registry.object(id), let path = paths[id], !done.contains(path) else { continue }
                done.append(path)
                var record: [String: Any] = ["path": path, "state": encoded(object.encodeRestorableState(with:))]
                if let maker = object.objectRestorationClass { record["restorationClass"] = String(reflecting: maker) }
                out.append(record)
            }
            return out
        }
    }

    /// The saved objects given back their state: the one registered under the same path, else the
    /// one its restoration class makes (found by name among the classes the app declared).
    static func restoreObjects(_ list: [[String: Any]]?, registry: RestorableObjects, resolving resolver: RestorationUnarchiver) -> [UIStateRestoring] {
        var restored: [UIStateRestoring] = []
        for record in list ?? [] {
            guard let path = record["path"] as? [String], let state = record["state"] as? Data,
                  let coder = reader(state, resolving: resolver) else { continue }
            var object = registry.object(at: path)
            if object == nil, let name = record["restorationClass"] as? String,
               let maker = _typeByName(name) as? UIObjectRestoration.Type, let reader = reader(state, resolving: resolver) {
                object = maker.object(withRestorationIdentifierPath: path, coder: reader)
            }
            guard let object else { continue }
            object.decodeRestorableState(with: coder)
            restored.append(object)
        }
        return restored
    }
}

extension UIApplication {
    /// Registers an object other than a view or controller for state restoration under
    /// `restorationIdentifier` (continuing its `restorationParent`'s path). It is saved when a
    /// restorable controller encodes it; held weakly, as on iOS.
    public static func registerObject(forStateRestoration object: UIStateRestoring, restorationIdentifier: String) {
        UIKitEnvironment.current.restorableObjects.register(object, identifier: restorationIdentifier)
    }
}
