import Foundation

/// A random source running ARC4 (the RC4 key stream) keyed by its seed: fast, and the same seed
/// gives the same sequence. Its first values are known to be weak; `dropValues(_:)` skips them.
open class GKARC4RandomSource: GKRandomSource {
    private var state = [UInt8](repeating: 0, count: 256)
    private var i: UInt8 = 0
    private var j: UInt8 = 0

    /// The key the sequence starts from; setting it starts the sequence over.
    public var seed: Data {
        didSet { schedule() }
    }

    /// A source keyed by 32 bytes of the system's entropy.
    override public init() {
        var system = SystemRandomNumberGenerator()
        seed = Data((0..<32).map { _ in UInt8.random(in: .min ... .max, using: &system) })
        super.init()
        schedule()
    }

    /// A source keyed by `seed` (at least one byte).
    public init(seed: Data) {
        precondition(!seed.isEmpty, "an ARC4 seed needs at least one byte")
        self.seed = seed
        super.init()
        schedule()
    }

    /// Skips `count` values of the sequence (each value is four bytes of the key stream). Apple
    /// advises dropping at least 768 before use where the sequence must not be guessable.
    open func dropValues(_ count: Int) {
        for _ in 0..<max(count, 0) { _ = nextInt() }
    }

    /// The next four bytes of the key stream, as a signed 32-bit integer.
    override open func nextInt() -> Int {
        var value: UInt32 = 0
        for _ in 0..<4 { value = value << 8 | UInt32(nextByte()) }
        return Int(Int32(bitPattern: value))
    }

    /// A source at the same point of the same sequence.
    override open func copy(with zone: NSZone? = nil) -> Any {
        let copy = GKARC4RandomSource(seed: seed)
        copy.state = state
        copy.i = i
        copy.j = j
        return copy
    }

    /// RC4's key scheduling: the permutation of 0...255 the seed stirs.
    private func schedule() {
        let key = [UInt8](seed)
        state = (0...255).map { UInt8($0) }
        var k: UInt8 = 0
        for index in 0..<256 {
            k = k &+ state[index] &+ key[index % key.count]
            state.swapAt(index, Int(k))
        }
        i = 0
        j = 0
    }

    /// RC4's output: one byte of the key stream.
    private func nextByte() -> UInt8 {
        i = i &+ 1
        j = j &+ state[Int(i)]
        state.swapAt(Int(i), Int(j))
        return state[Int(state[Int(i)] &+ state[Int(j)])]
    }
}
