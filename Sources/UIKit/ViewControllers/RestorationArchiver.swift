import Foundation

/// Watches the archive a controller's (or a restorable object's) `encodeRestorableState(with:)`
/// writes: an object registered for state restoration is written as its identifier path, and noted
/// so that its own state is saved beside the controllers', as iOS's restoration archiver does.
/// (A delegate, not a subclass: Linux's `NSKeyedArchiver` has no initializer a subclass can call.)
final class RestorationArchiver: NSObject, NSKeyedArchiverDelegate {
    static let pathKey = "UIStateRestorationIdentifierPath"
    static let controllerPathKey = "UIStateRestorationViewControllerPath"
    /// The registered objects' and the restorable controllers' identifier paths, taken before encoding starts.
    private let paths: [ObjectIdentifier: [String]]
    private let controllerPaths: [ObjectIdentifier: [String]]
    private(set) var reached: [ObjectIdentifier] = []

    init(paths: [ObjectIdentifier: [String]], controllerPaths: [ObjectIdentifier: [String]]) {
        self.paths = paths
        self.controllerPaths = controllerPaths
        super.init()
    }

    func archiver(_ archiver: NSKeyedArchiver, willEncode object: Any) -> Any? {
        let id = ObjectIdentifier(object as AnyObject)
        if let path = controllerPaths[id] { return [Self.controllerPathKey: path] as NSDictionary }
        guard let path = paths[id] else { return object }
        reached.append(id)
        return [Self.pathKey: path] as NSDictionary
    }

    func archiver(_ archiver: NSKeyedArchiver, didEncode object: Any?) {}
    func archiver(_ archiver: NSKeyedArchiver, willReplace object: Any?, withObject newObject: Any?) {}
    func archiverWillFinish(_ archiver: NSKeyedArchiver) {}
    func archiverDidFinish(_ archiver: NSKeyedArchiver) {}
}
