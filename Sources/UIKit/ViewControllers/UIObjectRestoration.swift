import Foundation

/// A class that makes a restorable object again at launch when none is registered under its
/// identifier path (the object's `objectRestorationClass`).
@preconcurrency @MainActor public protocol UIObjectRestoration {
    static func object(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIStateRestoring?
}
