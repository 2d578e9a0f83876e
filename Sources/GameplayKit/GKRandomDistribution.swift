import Foundation

/// Random integers spread evenly over `lowestValue ... highestValue`, drawn from a random source:
/// dice, card draws, spawn points. The subclasses shape the spread (`GKGaussianDistribution`)
/// or avoid streaks (`GKShuffledDistribution`).
open class GKRandomDistribution: NSObject, GKRandom {
    /// The source the distribution draws from.
    public let source: GKRandom
    /// The lowest value the distribution gives.
    public let lowestValue: Int
    /// The highest value the distribution gives.
    public let highestValue: Int

    /// How many different values the distribution gives.
    public var numberOfPossibleOutcomes: Int { highestValue - lowestValue + 1 }

    /// A distribution over `lowestInclusive ... highestInclusive`, drawing from `source`.
    public required init(randomSource source: GKRandom, lowestValue lowestInclusive: Int, highestValue highestInclusive: Int) {
        precondition(lowestInclusive <= highestInclusive,
                     "a distribution's lowest value \(lowestInclusive) is above its highest \(highestInclusive)")
        self.source = source
        lowestValue = lowestInclusive
        highestValue = highestInclusive
        super.init()
    }

    /// A distribution over `lowestInclusive ... highestInclusive`, drawing from a new random source.
    public convenience init(lowestValue lowestInclusive: Int, highestValue highestInclusive: Int) {
        self.init(randomSource: GKRandomSource(), lowestValue: lowestInclusive, highestValue: highestInclusive)
    }

    /// A die with `sideCount` sides, numbered from 1.
    public convenience init(forDieWithSideCount sideCount: Int) {
        self.init(lowestValue: 1, highestValue: sideCount)
    }

    /// A six-sided die.
    open class func d6() -> Self {
        self.init(randomSource: GKRandomSource(), lowestValue: 1, highestValue: 6)
    }

    /// A twenty-sided die.
    open class func d20() -> Self {
        self.init(randomSource: GKRandomSource(), lowestValue: 1, highestValue: 20)
    }

    /// The next value, in `lowestValue ... highestValue`.
    open func nextInt() -> Int {
        lowestValue + source.nextInt(upperBound: numberOfPossibleOutcomes)
    }

    /// The next value of the distribution below `upperBound`: values at or above it are drawn
    /// again, so the shape of the distribution is kept below the bound. When the whole range is
    /// at or above it, the bound less one is the closest answer there is.
    open func nextInt(upperBound: Int) -> Int {
        guard lowestValue < upperBound else { return max(upperBound - 1, 0) }
        while true {
            let value = nextInt()
            if value < upperBound { return value }
        }
    }

    /// The next value mapped onto `0.0 ... 1.0` (the lowest value is 0, the highest 1).
    open func nextUniform() -> Float {
        let span = numberOfPossibleOutcomes - 1
        guard span > 0 else { return 0 }
        return Float(nextInt() - lowestValue) / Float(span)
    }

    /// True when the next value falls in the upper half of the range.
    open func nextBool() -> Bool {
        nextUniform() >= 0.5
    }
}
