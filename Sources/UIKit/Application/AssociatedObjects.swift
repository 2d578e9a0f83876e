import Foundation

/// Stores `value` on `object` under `key` (the address of a variable of the caller's, as on iOS:
/// `objc_setAssociatedObject(self, &Keys.tapHandler, handler, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)`);
/// `nil` removes it. The value lives as long as the object, unless removed or replaced.
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
    AssociatedObjects.set(object, key: key, value: value, policy: policy)
}

/// The value stored on `object` under `key` by `objc_setAssociatedObject`, or `nil`.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    AssociatedObjects.value(object, key: key)
}

/// Removes every value stored on `object` (Apple's docs: meant for returning an object to its
/// pristine state, not for removing one value: set that one to `nil`).
public func objc_removeAssociatedObjects(_ object: Any) {
    AssociatedObjects.removeAll(object)
}

/// The Objective-C runtime's side table of associated objects, keyed by object identity.
///
/// A static, as on iOS (the runtime's table is the process's): the values belong to objects, not
/// to a device. An entry remembers its object weakly, so that an address reused by a new object
/// never sees the values of a dead one. OpenUIKit's own base classes (`UIResponder`,
/// `NSLayoutConstraint`, `UIGestureRecognizer`, `UIBarItem`) release their values in `deinit`,
/// as iOS does in `dealloc`; any other object's are released at the next sweep of dead entries.
enum AssociatedObjects {
    private final class Entry {
        weak var owner: AnyObject?
        var values: [UnsafeRawPointer: Slot] = [:]
        init(owner: AnyObject) { self.owner = owner }
    }

    private enum Slot {
        case strong(Any)
        case weak(WeakValue)
    }

    private final class WeakValue {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var table: [ObjectIdentifier: Entry] = [:]
    /// The table's size after the last sweep: the next sweep comes when it has doubled.
    nonisolated(unsafe) private static var sweptSize = 16

    static func set(_ object: Any, key: UnsafeRawPointer, value: Any?, policy: objc_AssociationPolicy) {
        guard let owner = reference(object) else { return }
        // Made outside the lock: a copy or a released value may run code that associates again.
        let made = value.map { Self.slot(for: $0, policy: policy) }
        var replaced: Slot?
        lock.lock()
        let id = ObjectIdentifier(owner)
        var entry = table[id]
        if entry?.owner !== owner { entry = nil }
        if let slot = made {
            let e = entry ?? Entry(owner: owner)
            replaced = e.values.updateValue(slot, forKey: key)
            table[id] = e
        } else if let entry {
            replaced = entry.values.removeValue(forKey: key)
            if entry.values.isEmpty { table[id] = nil }
        }
        let dead = sweepIfDue()
        lock.unlock()
        withExtendedLifetime((replaced, dead)) {}
    }

    static func value(_ object: Any, key: UnsafeRawPointer) -> Any? {
        guard let owner = reference(object) else { return nil }
        lock.lock(); defer { lock.unlock() }
        guard let entry = table[ObjectIdentifier(owner)], entry.owner === owner else { return nil }
        switch entry.values[key] {
        case .strong(let v): return v
        case .weak(let w): return w.object
        case nil: return nil
        }
    }

    static func removeAll(_ object: Any) {
        guard let owner = reference(object) else { return }
        lock.lock()
        let removed = table.removeValue(forKey: ObjectIdentifier(owner))
        lock.unlock()
        withExtendedLifetime(removed) {}
    }

    /// Called from the `deinit` of classes that release their values with them, as `dealloc` does.
    static func release(_ id: ObjectIdentifier) {
        lock.lock()
        let removed = table.removeValue(forKey: id)
        lock.unlock()
        withExtendedLifetime(removed) {}
    }

    /// How many objects have values (dead ones not yet swept included): for tests.
    static var count: Int {
        lock.lock(); defer { lock.unlock() }
        return table.count
    }

    private static func reference(_ object: Any) -> AnyObject? {
        // An optional object (`self.target as Any`, `target` being `AnyObject?`) is its object, as
        // Objective-C's bridging makes it; nil is no object.
        let mirror = Mirror(reflecting: object)
        if mirror.displayStyle == .optional { return mirror.children.first.flatMap { reference($0.value) } }
        // Only class instances have an identity; the runtime's functions take objects only.
        guard type(of: object) is AnyClass else { return nil }
        return object as AnyObject
    }

    private static func slot(for value: Any, policy: objc_AssociationPolicy) -> Slot {
        switch policy {
        case .OBJC_ASSOCIATION_ASSIGN:
            guard type(of: value) is AnyClass else { return .strong(value) }
            return .weak(WeakValue(value as AnyObject))
        case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
            if let copying = value as? NSCopying { return .strong(copying.copy(with: nil)) }
            return .strong(value)
        case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC:
            return .strong(value)
        }
    }

    /// Drops the entries of objects that are gone, when the table has doubled since the last
    /// sweep; returns them, to be released outside the lock.
    private static func sweepIfDue() -> [Entry] {
        guard table.count >= sweptSize * 2 else { return [] }
        let dead = table.filter { $0.value.owner == nil }
        for id in dead.keys { table[id] = nil }
        sweptSize = max(16, table.count)
        return Array(dead.values)
    }
}
