import Foundation

/// Reads back what `RestorationArchiver` wrote: an identifier path becomes the object registered
/// under it, or the controller restored at it, as iOS's restoration coder hands them back.
final class RestorationUnarchiver: NSObject, NSKeyedUnarchiverDelegate {
    /// The live object for a path; `controller` says which kind of path it is.
    private let resolve: (_ path: [String], _ controller: Bool) -> AnyObject?

    init(resolve: @escaping (_ path: [String], _ controller: Bool) -> AnyObject?) {
        self.resolve = resolve
        super.init()
    }

    func unarchiver(_ unarchiver: NSKeyedUnarchiver, didDecode object: Any?) -> Any? {
        guard let d = object as? NSDictionary, d.count == 1 else { return object }
        if let path = d[RestorationArchiver.controllerPathKey] as? [String] { return resolve(path, true) ?? object }
        if let path = d[RestorationArchiver.pathKey] as? [String] { return resolve(path, false) ?? object }
        return object
    }

    func unarchiver(_ unarchiver: NSKeyedUnarchiver, cannotDecodeObjectOfClassName name: String, originalClasses classNames: [String]) -> AnyClass? { nil }
    func unarchiver(_ unarchiver: NSKeyedUnarchiver, willReplace object: Any, with newObject: Any) {}
    func unarchiverWillFinish(_ unarchiver: NSKeyedUnarchiver) {}
    func unarchiverDidFinish(_ unarchiver: NSKeyedUnarchiver) {}
}
