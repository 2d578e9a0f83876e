import Foundation

/// An object whose content may be thrown away while not in use (`NSPurgeableData`, an `NSCache`'s values).
public protocol NSDiscardableContent: AnyObject {
    func beginContentAccess() -> Bool
    func endContentAccess()
    func discardContentIfPossible()
    func isContentDiscarded() -> Bool
}
