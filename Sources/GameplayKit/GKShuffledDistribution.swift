import Foundation

/// Random integers without streaks: every value of the range comes once, in a shuffled order,
/// before any comes again — as drawing cards from a deck and reshuffling it when it runs out.
open class GKShuffledDistribution: GKRandomDistribution {
    private var deck: [Int] = []

    /// A distribution over `lowestInclusive ... highestInclusive`, shuffled with `source`.
    public required init(randomSource source: GKRandom, lowestValue lowestInclusive: Int, highestValue highestInclusive: Int) {
        super.init(randomSource: source, lowestValue: lowestInclusive, highestValue: highestInclusive)
    }

    /// The next card of the deck; a new shuffled deck when it is empty.
    override open func nextInt() -> Int {
        if deck.isEmpty { deal() }
        return deck.removeLast()
    }

    private func deal() {
        deck = Array(lowestValue...highestValue)
        source.shuffle(&deck)
    }
}
