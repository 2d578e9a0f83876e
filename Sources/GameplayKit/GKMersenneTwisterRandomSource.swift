import Foundation

/// A random source running the Mersenne Twister (MT19937-64, seeded with the 64-bit seed as its
/// authors initialise it): slower than the others, with the best statistics and a period of
/// 2^19937 − 1. Each value is the high 32 bits of one 64-bit output.
open class GKMersenneTwisterRandomSource: GKRandomSource {
    private static let degree = 312
    private static let middle = 156
    private static let upperMask: UInt64 = 0xFFFF_FFFF_8000_0000
    private static let lowerMask: UInt64 = 0x7FFF_FFFF
    private static let matrix: UInt64 = 0xB502_6F5A_A966_19E9
    private var words = [UInt64](repeating: 0, count: degree)
    private var index = degree

    /// The value the sequence starts from; setting it starts the sequence over.
    public var seed: UInt64 {
        didSet { initialize() }
    }

    /// A source seeded from the system's entropy.
    override public init() {
        var system = SystemRandomNumberGenerator()
        seed = system.next()
        super.init()
        initialize()
    }

    /// A source seeded with `seed`.
    public init(seed: UInt64) {
        self.seed = seed
        super.init()
        initialize()
    }

    /// The next value: the high 32 bits of the generator's next tempered output.
    override open func nextInt() -> Int {
        Int(Int32(truncatingIfNeeded: nextWord() >> 32))
    }

    /// A source at the same point of the same sequence.
    override open func copy(with zone: NSZone? = nil) -> Any {
        let copy = GKMersenneTwisterRandomSource(seed: seed)
        copy.words = words
        copy.index = index
        return copy
    }

    /// The generator's 64-bit output (MT19937-64).
    func nextWord() -> UInt64 {
        if index >= Self.degree { twist() }
        var x = words[index]
        index += 1
        x ^= (x >> 29) & 0x5555_5555_5555_5555
        x ^= (x << 17) & 0x71D6_7FFF_EDA6_0000
        x ^= (x << 37) & 0xFFF7_EEE0_0000_0000
        x ^= x >> 43
        return x
    }

    private func initialize() {
        words[0] = seed
        for k in 1..<Self.degree {
            let previous = words[k - 1]
            words[k] = 6_364_136_223_846_793_005 &* (previous ^ (previous >> 62)) &+ UInt64(k)
        }
        index = Self.degree
    }

    private func twist() {
        for k in 0..<Self.degree {
            let x = (words[k] & Self.upperMask) | (words[(k + 1) % Self.degree] & Self.lowerMask)
            var next = x >> 1
            if x & 1 != 0 { next ^= Self.matrix }
            words[k] = words[(k + Self.middle) % Self.degree] ^ next
        }
        index = 0
    }
}
