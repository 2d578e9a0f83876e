/// Acceleration in g (9.81 m/s²) along the device's axes: x right, y up the screen, z out of it.
public struct CMAcceleration: Sendable, Equatable {
    public var x: Double
    public var y: Double
    public var z: Double
    public init() { x = 0; y = 0; z = 0 }
    public init(x: Double, y: Double, z: Double) { self.x = x; self.y = y; self.z = z }
}
