import Foundation

/// The floor of a building a location is on.
open class CLFloor: NSObject, @unchecked Sendable {
    /// The floor, 0 at ground level.
    public let level: Int
    public init(level: Int) { self.level = level }
}
