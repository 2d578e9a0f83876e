import Foundation

/// A device's `UIAppearance` proxies: each is an instance of its class made only to take settings,
/// whose appearance properties record what they are set to (`AppearanceRecord`). A view entering a
/// window, or a bar item entering a bar, takes the settings of every proxy that matches it.
@MainActor final class AppearanceRegistry {
    private struct Key: Hashable {
        let type: ObjectIdentifier
        let containers: [ObjectIdentifier]
        let trait: UITraitCollection?
    }

    final class Entry {
        let type: AnyClass
        let containers: [AnyClass]
        let trait: UITraitCollection?
        let proxy: AnyObject
        let record: AppearanceRecord
        /// How far down the class hierarchy the class is: a subclass's proxy is applied after its superclass's.
        let depth: Int
        let order: Int

        init(type: AnyClass, containers: [AnyClass], trait: UITraitCollection?, proxy: AnyObject, record: AppearanceRecord, order: Int) {
            self.type = type
            self.containers = containers
            self.trait = trait
            self.proxy = proxy
            self.record = record
            self.order = order
            var depth = 0
            var c: AnyClass? = type
            while let k = c { depth += 1; c = _getSuperclass(k) }
            self.depth = depth
        }

        /// Whether `chain` (the object's containers, nearest first) holds the containers in order.
        func contained(in chain: [AnyObject]) -> Bool {
            var i = 0
            for object in chain where i < containers.count {
                if let o = object as? NSObject, o.isKind(of: containers[i]) { i += 1 }
            }
            return i == containers.count
        }
    }

    private var entries: [Key: Entry] = [:]

    /// No proxy has been asked for: nothing to apply.
    var isEmpty: Bool { entries.isEmpty }
    /// Whether any proxy is for a trait collection (`appearance(for:)`): then a trait change applies them again.
    var hasTraitProxies: Bool { entries.keys.contains { $0.trait != nil } }

    /// The proxy for `type` in these containers and traits, made (by `make`) the first time it is asked for.
    func proxy<T: AnyObject>(of type: T.Type, containers: [any UIAppearanceContainer.Type], trait: UITraitCollection?,
                             make: () -> T, adopt: (T, AppearanceRecord) -> Void) -> T {
        let classes: [AnyClass] = containers.map { $0 as AnyClass }
        let key = Key(type: ObjectIdentifier(type), containers: classes.map { ObjectIdentifier($0) }, trait: trait)
        if let found = entries[key]?.proxy as? T { return found }
        let proxy = make()
        let record = AppearanceRecord()
        adopt(proxy, record)
        entries[key] = Entry(type: type, containers: classes, trait: trait, proxy: proxy, record: record, order: entries.count)
        return proxy
    }

    /// The proxies that apply to `object`, general first: superclasses before subclasses, then
    /// fewer containers before more, then without traits before with, then in the order made.
    func entries(for object: NSObject, containers chain: [AnyObject], traits: UITraitCollection?) -> [Entry] {
        guard !entries.isEmpty else { return [] }
        return entries.values.filter { e in
            guard object.isKind(of: e.type), !e.record.isEmpty, e.contained(in: chain) else { return false }
            if let trait = e.trait { return traits?.containsTraits(in: trait) ?? false }
            return true
        }.sorted {
            ($0.depth, $0.containers.count, $0.trait == nil ? 0 : 1, $0.order) < ($1.depth, $1.containers.count, $1.trait == nil ? 0 : 1, $1.order)
        }
    }
}

/// What was set on one appearance proxy, in order: each setting by its property (or method and
/// state), with how to set it on an instance.
@MainActor final class AppearanceRecord {
    private(set) var settings: [(key: AnyHashable, apply: (AnyObject) -> Void)] = []

    var isEmpty: Bool { settings.isEmpty }

    func set(_ key: AnyHashable, _ apply: @escaping (AnyObject) -> Void) {
        if let i = settings.firstIndex(where: { $0.key == key }) { settings[i].apply = apply } else { settings.append((key, apply)) }
    }
}

/// An object's part in appearance: a proxy's record, or the settings the app made itself (which
/// proxies then leave alone).
@MainActor final class AppearanceState {
    /// Set on a proxy: its settings are recorded here, not applied.
    var record: AppearanceRecord?
    var explicit: Set<AnyHashable> = []
    /// True while proxies' settings are being applied (they are not the app's own).
    var applying = false
}

/// A class whose appearance properties report their setting (`appearanceDidSet`): views and bar items.
@MainActor protocol AppearanceCustomizable: NSObject {
    var appearanceState: AppearanceState? { get set }
    /// How a proxy is made: the initializer every view and bar item has.
    init?(coder: NSCoder)
}

extension AppearanceCustomizable {
    /// Called when a property a proxy may set is set: a proxy records the value; an instance notes
    /// the app's own setting, unless a proxy is setting it.
    func appearanceDidSet<Root: AnyObject, Value>(_ keyPath: ReferenceWritableKeyPath<Root, Value>) {
        guard let me = self as? Root else { return }
        let value = me[keyPath: keyPath]
        appearanceDidCall(keyPath) { ($0 as? Root)?[keyPath: keyPath] = value }
    }

    /// As `appearanceDidSet`, for a setter method (`setTitleTextAttributes(_:for:)`): `key` names
    /// the method and its state.
    func appearanceDidCall(_ key: AnyHashable, _ apply: @escaping (AnyObject) -> Void) {
        if let state = appearanceState {
            if let record = state.record { return record.set(key, apply) }
            if !state.applying { state.explicit.insert(key) }
            return
        }
        let state = AppearanceState()
        state.explicit.insert(key)
        appearanceState = state
    }

    /// Whether this object is an appearance proxy.
    var isAppearanceProxy: Bool { appearanceState?.record != nil }

    /// Applies the device's proxies that match, leaving the app's own settings.
    func applyAppearance(on device: UIKitEnvironment, containers chain: [AnyObject], traits: UITraitCollection?) {
        guard !isAppearanceProxy else { return }
        let entries = device.appearance.entries(for: self, containers: chain, traits: traits)
        guard !entries.isEmpty else { return }
        let state = appearanceState ?? AppearanceState()
        appearanceState = state
        state.applying = true
        defer { state.applying = false }
        for entry in entries {
            for setting in entry.record.settings where !state.explicit.contains(setting.key) { setting.apply(self) }
        }
    }

    /// Makes or finds the proxy for `Self` on the device the code runs for.
    static func appearanceProxy(containers: [any UIAppearanceContainer.Type], trait: UITraitCollection?) -> Self {
        let make = {
            guard let proxy = Self(coder: AppearanceProxyCoder()) else { fatalError("\(Self.self).appearance(): its init(coder:) made no instance") }
            return proxy
        }
        return UIKitEnvironment.current.appearance.proxy(of: Self.self, containers: containers, trait: trait, make: make) { proxy, record in
            let state = AppearanceState()
            state.record = record
            proxy.appearanceState = state
        }
    }
}

/// The coder a proxy is made with (`init(coder:)` is the initializer every view and bar item has).
final class AppearanceProxyCoder: NSCoder, @unchecked Sendable {
    override var allowsKeyedCoding: Bool { true }
    override func containsValue(forKey key: String) -> Bool { false }
    override func decodeObject(forKey key: String) -> Any? { nil }
}
