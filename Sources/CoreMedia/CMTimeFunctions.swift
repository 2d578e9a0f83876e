// Core Media's C functions on times, as Swift code still calls them.

public typealias CMTimeValue = Int64
public typealias CMTimeScale = Int32

public func CMTimeMake(value: Int64, timescale: Int32) -> CMTime { CMTime(value: value, timescale: timescale) }
public func CMTimeMake(_ value: Int64, _ timescale: Int32) -> CMTime { CMTime(value: value, timescale: timescale) }
public func CMTimeMakeWithSeconds(_ seconds: Double, preferredTimescale: Int32) -> CMTime {
    CMTime(seconds: seconds, preferredTimescale: preferredTimescale)
}
public func CMTimeGetSeconds(_ time: CMTime) -> Double { time.seconds }

/// -1, 0 or 1; invalid times sort before all others, as Core Media sorts them.
public func CMTimeCompare(_ a: CMTime, _ b: CMTime) -> Int32 {
    switch (a.isValid, b.isValid) {
    case (false, false): return 0
    case (false, true): return -1
    case (true, false): return 1
    default: break
    }
    func rank(_ t: CMTime) -> Int { t.isNegativeInfinity ? 0 : t.isNumeric ? 1 : t.isPositiveInfinity ? 2 : 3 }
    if rank(a) != rank(b) || rank(a) != 1 { return rank(a) < rank(b) ? -1 : rank(a) > rank(b) ? 1 : 0 }
    // Exact for equal timescales; else by cross-multiplying in 128 bits' worth of Double precision.
    if a.timescale == b.timescale { return a.value < b.value ? -1 : a.value > b.value ? 1 : 0 }
    let l = a.value.multipliedFullWidth(by: Int64(b.timescale)), r = b.value.multipliedFullWidth(by: Int64(a.timescale))
    return (l.high, l.low) < (r.high, r.low) ? -1 : (l.high, l.low) > (r.high, r.low) ? 1 : 0
}

public func CMTimeAdd(_ a: CMTime, _ b: CMTime) -> CMTime { combine(a, b, +) }
public func CMTimeSubtract(_ a: CMTime, _ b: CMTime) -> CMTime { combine(a, b, -) }
public func CMTimeMultiply(_ time: CMTime, multiplier: Int32) -> CMTime {
    time.isNumeric ? CMTime(value: time.value * Int64(multiplier), timescale: time.timescale) : time
}
public func CMTimeMultiplyByFloat64(_ time: CMTime, multiplier: Double) -> CMTime {
    time.isNumeric ? CMTime(seconds: time.seconds * multiplier, preferredTimescale: time.timescale) : time
}
public func CMTimeMinimum(_ a: CMTime, _ b: CMTime) -> CMTime { a < b ? a : b }
public func CMTimeMaximum(_ a: CMTime, _ b: CMTime) -> CMTime { a > b ? a : b }
public func CMTimeAbsoluteValue(_ time: CMTime) -> CMTime {
    time.isNumeric && time.value < 0 ? CMTime(value: -time.value, timescale: time.timescale) : time
}
public func CMTimeRangeMake(start: CMTime, duration: CMTime) -> CMTimeRange { CMTimeRange(start: start, duration: duration) }

/// Sums and differences on the finer of the two timescales; non-numeric times win as Core Media says.
private func combine(_ a: CMTime, _ b: CMTime, _ op: (Int64, Int64) -> Int64) -> CMTime {
    guard a.isValid, b.isValid else { return .invalid }
    guard a.isNumeric, b.isNumeric else { return a.isNumeric ? b : a }
    if a.timescale == b.timescale { return CMTime(value: op(a.value, b.value), timescale: a.timescale) }
    let scale = max(a.timescale, b.timescale)
    return CMTime(value: op(a.convertScale(scale, method: .default).value, b.convertScale(scale, method: .default).value), timescale: scale)
}
