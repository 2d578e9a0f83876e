import Foundation

/// Classes by name, as Objective-C's runtime finds them on iOS: Interface Builder files' custom
/// classes, and SpriteKit's `.sks` files'.
package enum RuntimeClasses {
    /// `Module.Class`, also nested (`Module.Outer.Inner`), through the runtime's mangled names.
    package static func named(_ name: String, in module: String) -> AnyClass? {
        if let c = NSClassFromString("\(module).\(name)") { return c }
        let parts = [module] + name.split(separator: ".").map(String.init)
        let mangled = parts.enumerated().map { i, p in "\(p.utf8.count)\(p)" + (i == 0 ? "" : "C") }.joined()
        return _typeByName(mangled) as? AnyClass
    }

    /// Whether `c` is `base` or inherits from it.
    package static func isSubclass(_ c: AnyClass, of base: AnyClass) -> Bool {
        var k: AnyClass? = c
        while let cur = k {
            if cur == base { return true }
            k = _getSuperclass(cur)
        }
        return false
    }
}
