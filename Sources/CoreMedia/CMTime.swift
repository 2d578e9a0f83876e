import Foundation

/// A time as a rational number (`value / timescale` seconds), as AVFoundation measures media:
/// `CMTime(seconds: 1.5, preferredTimescale: 600)`, `CMTimeMake(value: 3, timescale: 2)`.
public struct CMTime: Hashable, Comparable, Sendable, CustomStringConvertible {
    public struct Flags: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let valid = Flags(rawValue: 1 << 0)
        public static let hasBeenRounded = Flags(rawValue: 1 << 1)
        public static let positiveInfinity = Flags(rawValue: 1 << 2)
        public static let negativeInfinity = Flags(rawValue: 1 << 3)
        public static let indefinite = Flags(rawValue: 1 << 4)
        public static let impliedValueFlagsMask: Flags = [.positiveInfinity, .negativeInfinity, .indefinite]
    }

    public var value: Int64
    public var timescale: Int32
    public var flags: Flags
    public var epoch: Int64

    public init(value: Int64, timescale: Int32, flags: Flags, epoch: Int64) {
        self.value = value
        self.timescale = timescale
        self.flags = flags
        self.epoch = epoch
    }

    public init(value: Int64, timescale: Int32) {
        self.init(value: value, timescale: timescale, flags: timescale > 0 ? .valid : [], epoch: 0)
    }

    /// `seconds` rounded to the nearest `1 / preferredTimescale`.
    public init(seconds: Double, preferredTimescale: Int32) {
        guard seconds.isFinite else {
            self = seconds.isNaN ? .invalid : (seconds > 0 ? .positiveInfinity : .negativeInfinity)
            return
        }
        let exact = seconds * Double(preferredTimescale)
        self.init(value: Int64(exact.rounded()), timescale: preferredTimescale)
        if exact.rounded() != exact { flags.insert(.hasBeenRounded) }
    }

    public static let zero = CMTime(value: 0, timescale: 1)
    public static let invalid = CMTime(value: 0, timescale: 0, flags: [], epoch: 0)
    public static let indefinite = CMTime(value: 0, timescale: 0, flags: [.valid, .indefinite], epoch: 0)
    public static let positiveInfinity = CMTime(value: 0, timescale: 0, flags: [.valid, .positiveInfinity], epoch: 0)
    public static let negativeInfinity = CMTime(value: 0, timescale: 0, flags: [.valid, .negativeInfinity], epoch: 0)

    public var isValid: Bool { flags.contains(.valid) }
    public var isIndefinite: Bool { isValid && flags.contains(.indefinite) }
    public var isPositiveInfinity: Bool { isValid && flags.contains(.positiveInfinity) }
    public var isNegativeInfinity: Bool { isValid && flags.contains(.negativeInfinity) }
    public var isNumeric: Bool { isValid && flags.isDisjoint(with: .impliedValueFlagsMask) }
    public var hasBeenRounded: Bool { flags.contains(.hasBeenRounded) }

    /// The time in seconds (NaN when invalid or indefinite, ±infinity for the infinities).
    public var seconds: Double {
        if isPositiveInfinity { return .infinity }
        if isNegativeInfinity { return -.infinity }
        guard isNumeric else { return .nan }
        return Double(value) / Double(timescale)
    }

    /// The same time on another timescale.
    public func convertScale(_ newTimescale: Int32, method: CMTimeRoundingMethod) -> CMTime {
        guard isNumeric else { return self }
        return CMTime(seconds: seconds, preferredTimescale: newTimescale)
    }

    public var description: String {
        isNumeric ? "CMTime(\(value)/\(timescale) = \(seconds))" : (isValid ? "CMTime(\(flags))" : "CMTime(invalid)")
    }

    public static func == (a: CMTime, b: CMTime) -> Bool { CMTimeCompare(a, b) == 0 }
    public func hash(into hasher: inout Hasher) { hasher.combine(seconds) }
    public static func < (a: CMTime, b: CMTime) -> Bool { CMTimeCompare(a, b) < 0 }

    public static func + (a: CMTime, b: CMTime) -> CMTime { CMTimeAdd(a, b) }
    public static func - (a: CMTime, b: CMTime) -> CMTime { CMTimeSubtract(a, b) }
    public static func += (a: inout CMTime, b: CMTime) { a = a + b }
    public static func -= (a: inout CMTime, b: CMTime) { a = a - b }
}
