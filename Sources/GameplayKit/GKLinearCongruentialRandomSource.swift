import Foundation

/// A random source running a 64-bit linear congruential generator (Knuth's MMIX constants):
/// the fastest and simplest of the three, with the weakest statistics. Each value is the high
/// 32 bits of the state, because an LCG's low bits repeat with short periods.
open class GKLinearCongruentialRandomSource: GKRandomSource {
    private static let multiplier: UInt64 = 6_364_136_223_846_793_005
    private static let increment: UInt64 = 1_442_695_040_888_963_407
    private var state: UInt64

    /// The value the sequence starts from; setting it starts the sequence over.
    public var seed: UInt64 {
        didSet { state = seed }
    }

    /// A source seeded from the system's entropy.
    override public init() {
        var system = SystemRandomNumberGenerator()
        seed = system.next()
        state = seed
        super.init()
    }

    /// A source seeded with `seed`.
    public init(seed: UInt64) {
        self.seed = seed
        state = seed
        super.init()
    }

    /// The next value: one step of the generator, its high 32 bits as a signed integer.
    override open func nextInt() -> Int {
        state = state &* Self.multiplier &+ Self.increment
        return Int(Int32(truncatingIfNeeded: state >> 32))
    }

    /// A source at the same point of the same sequence.
    override open func copy(with zone: NSZone? = nil) -> Any {
        let copy = GKLinearCongruentialRandomSource(seed: seed)
        copy.state = state
        return copy
    }
}
