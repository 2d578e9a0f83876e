import Foundation

/// A part of a view where the pointer has one style: a rectangle (the view's coordinates) and an
/// identifier that tells one region from the next.
@preconcurrency @MainActor open class UIPointerRegion: NSObject {
    public let rect: CGRect
    public let identifier: AnyHashable?
    /// Axes along which the pointer stays with the region once in it.
    open var latchingAxes: UIAxis = []

    public init(rect: CGRect, identifier: AnyHashable? = nil) {
        self.rect = rect
        self.identifier = identifier
        super.init()
    }

    /// The same region: same identifier and rectangle.
    func matches(_ other: UIPointerRegion) -> Bool { identifier == other.identifier && rect == other.rect }
}
