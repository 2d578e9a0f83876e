/// Rotation in radians per second about the device's axes.
public struct CMRotationRate: Sendable, Equatable {
    public var x: Double
    public var y: Double
    public var z: Double
    public init() { x = 0; y = 0; z = 0 }
    public init(x: Double, y: Double, z: Double) { self.x = x; self.y = y; self.z = z }
}
