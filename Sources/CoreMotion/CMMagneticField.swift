/// A magnetic field in microteslas along the device's axes.
public struct CMMagneticField: Sendable, Equatable {
    public var x: Double
    public var y: Double
    public var z: Double
    public init() { x = 0; y = 0; z = 0 }
    public init(x: Double, y: Double, z: Double) { self.x = x; self.y = y; self.z = z }
}
