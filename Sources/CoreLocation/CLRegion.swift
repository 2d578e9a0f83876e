import Foundation

/// An area the app monitors for the device entering and leaving it.
open class CLRegion: NSObject, NSCopying, @unchecked Sendable {
    public let identifier: String
    /// Whether entering the region is reported (true by default).
    open var notifyOnEntry = true
    /// Whether leaving the region is reported (true by default).
    open var notifyOnExit = true

    public init(identifier: String) {
        self.identifier = identifier
        super.init()
    }

    /// Whether the region holds the coordinate (a circular region answers; a beacon region has no area).
    func holds(_ coordinate: CLLocationCoordinate2D) -> Bool { false }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// Regions are the same when their identifiers are, as Core Location compares them.
    open override func isEqual(_ object: Any?) -> Bool { (object as? CLRegion)?.identifier == identifier }
    open override var hash: Int { identifier.hashValue }
}
