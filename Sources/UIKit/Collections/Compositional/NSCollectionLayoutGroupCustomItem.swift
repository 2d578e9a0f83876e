import Foundation

/// Where a custom group puts one of its items, in the group's coordinates.
@preconcurrency @MainActor public final class NSCollectionLayoutGroupCustomItem: NSObject {
    public let frame: CGRect
    public let zIndex: Int

    public init(frame: CGRect, zIndex: Int = 0) {
        self.frame = frame
        self.zIndex = zIndex
        super.init()
    }
}
