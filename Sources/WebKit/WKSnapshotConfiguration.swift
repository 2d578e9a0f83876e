import CoreGraphics
import Foundation

/// What `takeSnapshot(with:completionHandler:)` takes: a rectangle of the web view (null: all of
/// it) and the image's width in points (nil: the rectangle's).
@preconcurrency @MainActor open class WKSnapshotConfiguration: NSObject {
    open var rect: CGRect = .null
    open var snapshotWidth: NSNumber?
    open var afterScreenUpdates = true

    public override init() { super.init() }
}
