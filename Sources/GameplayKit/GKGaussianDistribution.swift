import Foundation

/// Random integers that cluster around a mean, in a bell curve: most values lie within one
/// deviation of it. As Apple documents, values more than three deviations from the mean are
/// discarded, so `lowestValue` is `mean − 3 × deviation` and `highestValue` `mean + 3 × deviation`.
open class GKGaussianDistribution: GKRandomDistribution {
    /// The centre of the curve: the most likely value.
    public let mean: Float
    /// The standard deviation: 68% of values lie within one of the mean, all within three.
    public let deviation: Float

    /// A distribution whose three deviations either side of the mean span `lowestValue ... highestValue`.
    public required init(randomSource source: GKRandom, lowestValue lowestInclusive: Int, highestValue highestInclusive: Int) {
        mean = Float(lowestInclusive + highestInclusive) / 2
        deviation = Float(highestInclusive - lowestInclusive) / 6
        super.init(randomSource: source, lowestValue: lowestInclusive, highestValue: highestInclusive)
    }

    /// A distribution around `mean` with `deviation`, drawing from `source`.
    public init(randomSource source: GKRandom, mean: Float, deviation: Float) {
        precondition(deviation >= 0, "a deviation cannot be negative")
        self.mean = mean
        self.deviation = deviation
        super.init(randomSource: source,
                   lowestValue: Int((mean - 3 * deviation).rounded()),
                   highestValue: Int((mean + 3 * deviation).rounded()))
    }

    /// The next value: a normal sample (Box–Muller over two uniform draws of the source), drawn
    /// again while it lies beyond three deviations, rounded and kept within the range.
    override open func nextInt() -> Int {
        let value = Int(nextSample().rounded())
        return min(max(value, lowestValue), highestValue)
    }

    /// The next sample of the curve, within three deviations of the mean.
    private func nextSample() -> Float {
        guard deviation > 0 else { return mean }
        while true {
            // 1 − u keeps the logarithm's argument above zero (uniform draws may be 0).
            let u1 = 1 - source.nextUniform()
            let u2 = source.nextUniform()
            let standard = (-2 * log(u1)).squareRoot() * cos(2 * Float.pi * u2)
            if abs(standard) <= 3 { return mean + standard * deviation }
        }
    }
}
