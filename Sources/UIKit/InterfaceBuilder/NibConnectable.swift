import Foundation

/// What Interface Builder's connections need of an object: setting a property by its key, and
/// finding an action by its Objective-C selector. `UIResponder`, `UIGestureRecognizer`,
/// `UIBarItem` and `UINavigationItem` adopt it; `@IBConnectable` writes a class's own part.
@preconcurrency @MainActor public protocol NibConnectable: AnyObject {
    /// Sets the property named `key` (an outlet, an outlet collection, an inspectable, a
    /// runtime attribute); an unknown key reports UIKit's "not key value coding-compliant".
    func setValue(_ value: Any?, forKey key: String)
    /// The action Interface Builder names by `selector` (`"switchViews:"`): it takes the
    /// sender and says whether the sender was of the type the method takes. Nil if there is none.
    func nibAction(_ selector: String) -> ((Any?) -> Bool)?
}

extension NibConnectable {
    /// A dotted key path (`layer.cornerRadius`) through the objects on the way.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        guard let dot = keyPath.firstIndex(of: ".") else { return setValue(value, forKey: keyPath) }
        let head = String(keyPath[..<dot]), rest = String(keyPath[keyPath.index(after: dot)...])
        if UIKitKeyValues.setPath(self, head, rest, value) { return }
        NibValue.undefinedKey(self, head)
    }
}
