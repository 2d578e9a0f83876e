import Foundation

/// Key-value coding without the Objective-C runtime: what `NSObject`'s `value(forKey:)` family
/// does with any value. An object that answers keys itself (`CustomKeyValueCoding`: layers,
/// animations) is asked; a dictionary gives its object for the key; an array or set gives each
/// element's value; any other object its property, from the port's table of key paths
/// (`KeyValueCodingProperties`) or its stored properties (`Mirror`, its superclasses' too).
@MainActor enum KeyValueCoding {
    // MARK: Reading

    static func value(of object: Any?, forKey key: String) -> Any? {
        guard let object = unwrapped(object) else { return nil }
        if let custom = object as? CustomKeyValueCoding { return custom.value(forKey: key) }
        // NSObject's `self` method is a key like any other.
        if key == "self" { return object }
        if let dictionary = dictionary(object) {
            // "@"-prefixed keys ask the dictionary itself, as NSDictionary documents.
            guard key.hasPrefix("@") else { return dictionary[key] }
            return property(of: NSDictionary(dictionary: dictionary), String(key.dropFirst())) ?? nil
        }
        if let items = elements(of: object) {
            if key.hasPrefix("@") { return KeyValueCollectionOperator(String(key.dropFirst()))?.apply(to: items.values, rest: nil) }
            let values = items.values.map { value(of: $0, forKey: key) ?? NSNull() }
            return items.isSet ? NSSet(array: values) : values
        }
        if let found = property(of: object, key) { return found }
        // The class's own answer for an unknown key, or NSObject's.
        if let object = object as? KeyValueCodingProperties { return object.value(forUndefinedKey: key) }
        if let object = object as? NSObject { return object.value(forUndefinedKey: key) }
        return nil
    }

    static func value(of object: Any?, forKeyPath keyPath: String) -> Any? {
        if let custom = unwrapped(object) as? CustomKeyPathCoding { return custom.value(forKeyPath: keyPath) }
        let (head, rest) = split(keyPath)
        if head.hasPrefix("@"), let items = elements(of: unwrapped(object)),
           let op = KeyValueCollectionOperator(String(head.dropFirst())) {
            return op.apply(to: items.values, rest: rest)
        }
        let next = value(of: object, forKey: head)
        guard let rest else { return next }
        return value(of: next, forKeyPath: rest)
    }

    /// The property named `key` (or `isKey`, as iOS tries it), nil when there is none; its value,
    /// which may be nil, when there is.
    static func property(of object: Any, _ key: String) -> Any?? {
        if let table = (object as? KeyValueCodingProperties)?.keyValueCodingKeyPaths,
           let path = table[key] ?? table["is" + key.prefix(1).uppercased() + key.dropFirst()] {
            return .some(flattened(object[keyPath: path] as Any))
        }
        if let dictionary = object as? NSDictionary {
            switch key {
            case "count": return .some(dictionary.count)
            case "allKeys": return .some(dictionary.allKeys)
            case "allValues": return .some(dictionary.allValues)
            default: break
            }
        }
        let names: Set<String> = [key, "_" + key, "$__lazy_storage_$_" + key, "is" + key.prefix(1).uppercased() + key.dropFirst()]
        var mirror: Mirror? = Mirror(reflecting: object)
        while let m = mirror {
            if let child = m.children.first(where: { $0.label.map(names.contains) == true }) { return .some(flattened(child.value)) }
            mirror = m.superclassMirror
        }
        return nil
    }

    // MARK: Writing

    static func setValue(_ value: Any?, on object: NSObject, forKey key: String) {
        if let custom = object as? CustomKeyValueCoding { return custom.setValue(value, forKey: key) }
        if let dictionary = object as? NSMutableDictionary {
            if let value { dictionary.setObject(value, forKey: key as NSString) } else { dictionary.removeObject(forKey: key) }
            return
        }
        if let array = object as? NSArray {
            for element in array { (element as? NSObject).map { setValue(value, on: $0, forKey: key) } }
            return
        }
        let table = (object as? KeyValueCodingProperties)?.keyValueCodingKeyPaths
        guard let path = table?[key] ?? table?["is" + key.prefix(1).uppercased() + key.dropFirst()] else {
            return undefined(value, on: object, key)
        }
        switch (path as? KeyValueSetting)?.setValue(value, on: object) {
        case .set?: return
        case .nilForNonOptional?: object.setNilValueForKey(key)
        case .wrongType?:
            UIKitRuntime.fail("[<\(NibValue.describe(object))> setValue:forKey:]: the value \(value.map { "\($0)" } ?? "nil") is not of the type of the key \(key).")
        case nil:
            // A `let` or a computed property without a setter: iOS finds no setter either.
            undefined(value, on: object, key)
        }
    }

    /// The class's own `setValue(_:forUndefinedKey:)`, or NSObject's.
    private static func undefined(_ value: Any?, on object: NSObject, _ key: String) {
        if let own = object as? KeyValueCodingProperties { return own.setValue(value, forUndefinedKey: key) }
        object.setValue(value, forUndefinedKey: key)
    }

    static func setValue(_ value: Any?, on object: NSObject, forKeyPath keyPath: String) {
        if let custom = object as? CustomKeyPathCoding { return custom.setValue(value, forKeyPath: keyPath) }
        let (head, rest) = split(keyPath)
        guard let rest else { return setValue(value, on: object, forKey: head) }
        // The object on the way is read as any key is; a nil one takes nothing, as messaging nil does.
        guard let next = unwrapped(object.value(forKey: head)) as? NSObject else { return }
        setValue(value, on: next, forKeyPath: rest)
    }

    // MARK: Values

    /// `a.b.c` → ("a", "b.c").
    static func split(_ keyPath: String) -> (String, String?) {
        guard let dot = keyPath.firstIndex(of: ".") else { return (keyPath, nil) }
        return (String(keyPath[..<dot]), String(keyPath[keyPath.index(after: dot)...]))
    }

    /// A value with its optionals taken off: nil for none.
    static func flattened(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        guard let wrapped = mirror.children.first?.value else { return nil }
        return flattened(wrapped)
    }

    static func unwrapped(_ value: Any?) -> Any? {
        guard let value else { return nil }
        return flattened(value)
    }

    /// A dictionary's entries by string key (an `NSDictionary` or a Swift dictionary), or nil.
    static func dictionary(_ object: Any) -> [String: Any]? {
        if let d = object as? [String: Any] { return d }
        guard let d = object as? NSDictionary else { return nil }
        var out: [String: Any] = [:]
        for (k, v) in d { out["\(k)"] = v }
        return out
    }

    /// An array's or a set's elements, and which it was; nil for any other value (a string is not a collection here).
    static func elements(of object: Any?) -> (values: [Any], isSet: Bool)? {
        guard let object, !(object is String), !(object is NSString) else { return nil }
        if let set = object as? NSSet { return (set.allObjects, true) }
        if let array = object as? [Any] { return (array, false) }
        if let array = object as? NSArray { return (array.map { $0 }, false) }
        if let ordered = object as? NSOrderedSet { return (ordered.array, false) }
        if let set = object as? Set<AnyHashable> { return (Array(set), true) }
        return nil
    }
}
