/// The order an emitter draws its particles in.
public enum SKParticleRenderOrder: UInt, Sendable {
    /// From the newest to the oldest: the oldest particles are drawn last, over the others (the default).
    case oldestLast = 0
    /// From the oldest to the newest.
    case oldestFirst = 1
    /// Any order SpriteKit finds fastest; here, oldest first.
    case dontCare = 2
}
