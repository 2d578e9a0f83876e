import Foundation

/// What every source of random numbers in GameplayKit answers: random sources, and the
/// distributions built on them (a distribution is itself a `GKRandom`, so they stack).
public protocol GKRandom: AnyObject {
    /// The next integer of the sequence, in `Int32.min ... Int32.max`.
    func nextInt() -> Int
    /// The next integer of the sequence in `0 ..< upperBound`.
    func nextInt(upperBound: Int) -> Int
    /// The next floating-point value of the sequence in `0.0 ... 1.0`.
    func nextUniform() -> Float
    /// The next Boolean value of the sequence.
    func nextBool() -> Bool
}

extension GKRandom {
    /// Fisher–Yates with this source's draws: what shuffling arrays and dealing decks share.
    func shuffle<Element>(_ array: inout [Element]) {
        for index in stride(from: array.count - 1, to: 0, by: -1) {
            array.swapAt(index, nextInt(upperBound: index + 1))
        }
    }
}
