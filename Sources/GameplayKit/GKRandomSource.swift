import Foundation

/// The base class of GameplayKit's random sources: a source of random numbers with an
/// unspecified algorithm, and the operations every source derives from its `nextInt()`.
///
/// The subclasses name their algorithm (`GKARC4RandomSource`, `GKLinearCongruentialRandomSource`,
/// `GKMersenneTwisterRandomSource`) and, given the same seed, give the same sequence on every run.
open class GKRandomSource: NSObject, GKRandom, NSCopying {
    /// A source seeded from the system's entropy.
    override public init() {
        super.init()
    }

    /// The system's shared source: not seedable, so not reproducible; use a subclass for that.
    open class func sharedRandom() -> GKRandomSource { SharedRandomSource.instance }

    /// The next integer of the sequence, in `Int32.min ... Int32.max`.
    open func nextInt() -> Int {
        var system = SystemRandomNumberGenerator()
        return Int(Int32(truncatingIfNeeded: system.next()))
    }

    /// The next integer in `0 ..< upperBound`, without modulo bias, from the high bits of
    /// `nextInt()` (Apple warns that the low bits of some algorithms are weak).
    open func nextInt(upperBound: Int) -> Int {
        precondition(upperBound > 0, "nextInt(upperBound:) needs a positive bound, not \(upperBound)")
        if upperBound <= Int(UInt32.max) { return Int(nextBits(below: UInt32(upperBound))) }
        // Wider than one draw: two draws make 64 bits, then the same rejection on them.
        let bound = UInt64(upperBound)
        let limit = UInt64.max - UInt64.max % bound
        while true {
            let value = UInt64(nextBits()) << 32 | UInt64(nextBits())
            if value < limit { return Int(value % bound) }
        }
    }

    /// The next value in `0.0 ..< 1.0`, from the top 24 bits of a draw (a `Float`'s precision).
    open func nextUniform() -> Float {
        Float(nextBits() >> 8) / Float(1 << 24)
    }

    /// The next Boolean value, as Apple advises: from `nextInt(upperBound: 2)`.
    open func nextBool() -> Bool {
        nextInt(upperBound: 2) == 1
    }

    /// The array's elements in an order drawn from this source (Fisher–Yates).
    open func arrayByShufflingObjects(in array: [Any]) -> [Any] {
        var shuffled = array
        shuffle(&shuffled)
        return shuffled
    }

    /// A new source of the same class; the seeded subclasses copy their state, so the copy
    /// continues the same sequence.
    open func copy(with zone: NSZone? = nil) -> Any {
        GKRandomSource()
    }

    /// One draw as 32 bits; goes through `nextInt()`, so a subclass that overrides only that
    /// still drives every other operation.
    func nextBits() -> UInt32 {
        UInt32(truncatingIfNeeded: nextInt())
    }

    /// Lemire's multiply-and-shift: uses the high bits, rejects the few draws that would bias.
    private func nextBits(below bound: UInt32) -> UInt32 {
        var product = UInt64(nextBits()) * UInt64(bound)
        var low = UInt32(truncatingIfNeeded: product)
        if low < bound {
            let threshold = (0 &- bound) % bound
            while low < threshold {
                product = UInt64(nextBits()) * UInt64(bound)
                low = UInt32(truncatingIfNeeded: product)
            }
        }
        return UInt32(product >> 32)
    }
}

/// `sharedRandom()`'s source: it draws from the system generator and keeps no state, so one
/// instance may serve the whole process (the only process-wide object in GameplayKit).
private final class SharedRandomSource: GKRandomSource, @unchecked Sendable {
    static let instance = SharedRandomSource()

    override func copy(with zone: NSZone? = nil) -> Any { self }
}
