import Foundation

/// An object other than a view or controller that takes part in state restoration (iOS 6): an app
/// registers it with `UIApplication.registerObject(forStateRestoration:restorationIdentifier:)`;
/// when a restorable controller (or another such object) encodes it with `coder.encode(_:forKey:)`,
/// its own `encodeRestorableState(with:)` is saved too, and at the next launch the object
/// registered under the same identifier path (or the one its `objectRestorationClass` makes) is
/// given `decodeRestorableState(with:)`. Every member is optional.
@preconcurrency @MainActor public protocol UIStateRestoring: AnyObject {
    /// The object whose identifier path this one's continues (nil: the top).
    var restorationParent: UIStateRestoring? { get }
    /// The class that makes the object again when none is registered under its path.
    var objectRestorationClass: UIObjectRestoration.Type? { get }
    func encodeRestorableState(with coder: NSCoder)
    func decodeRestorableState(with coder: NSCoder)
    func applicationFinishedRestoringState()
}

extension UIStateRestoring {
    public var restorationParent: UIStateRestoring? { nil }
    public var objectRestorationClass: UIObjectRestoration.Type? { nil }
    public func encodeRestorableState(with coder: NSCoder) {}
    public func decodeRestorableState(with coder: NSCoder) {}
    public func applicationFinishedRestoringState() {}
}
