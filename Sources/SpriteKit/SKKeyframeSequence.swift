import Foundation

/// Values at times (keyframes) and the values between them: an emitter's particles take their
/// scale, alpha, colour or colour blend over their lives from one (times 0 at birth, 1 at death).
/// Values are numbers (`NSNumber`, `CGFloat`, `Double`, `Int` …) or colours (`SKColor`).
@preconcurrency @MainActor open class SKKeyframeSequence: NSObject, @preconcurrency NSCopying {
    /// The keyframes, in the order they were added.
    private var values: [Any] = []
    private var times: [CGFloat] = []
    /// The keyframes sorted by time, as numbers or colours, made when first sampled.
    private var sorted: [(time: CGFloat, value: Sample)]?

    /// How values between keyframes are found; linear by default.
    open var interpolationMode: SKInterpolationMode = .linear
    /// What times outside the keyframes give; clamped by default.
    open var repeatMode: SKRepeatMode = .clamp

    /// A keyframe's value as the sequence interpolates it.
    enum Sample {
        case number(CGFloat)
        case color(RGBAColor)
        case other(Any)
    }

    /// The keyframes `values[i]` at `times[i]`; the two arrays have the same length.
    public init(keyframeValues values: [Any], times: [NSNumber]) {
        let n = min(values.count, times.count)
        if values.count != times.count {
            spriteLog.error("SKKeyframeSequence: \(values.count) values but \(times.count) times; using the first \(n)")
        }
        self.values = Array(values.prefix(n))
        self.times = times.prefix(n).map { CGFloat($0.doubleValue) }
        super.init()
    }

    /// An empty sequence with room for `numItems` keyframes.
    public convenience init(capacity numItems: Int) {
        self.init(keyframeValues: [], times: [])
        values.reserveCapacity(numItems)
        times.reserveCapacity(numItems)
    }

    public required init?(coder aDecoder: NSCoder) {
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = SKKeyframeSequence(keyframeValues: values, times: times.map { NSNumber(value: Double($0)) })
        copy.interpolationMode = interpolationMode
        copy.repeatMode = repeatMode
        return copy
    }

    // MARK: Keyframes

    open func count() -> Int { values.count }

    /// Adds a keyframe at the end.
    open func addKeyframeValue(_ value: Any, time: CGFloat) {
        values.append(value)
        times.append(time)
        sorted = nil
    }

    open func removeLastKeyframe() {
        guard !values.isEmpty else { return }
        values.removeLast()
        times.removeLast()
        sorted = nil
    }

    open func removeKeyframe(at index: Int) {
        guard values.indices.contains(index) else { return outOfRange(index) }
        values.remove(at: index)
        times.remove(at: index)
        sorted = nil
    }

    open func setKeyframeValue(_ value: Any, for index: Int) {
        guard values.indices.contains(index) else { return outOfRange(index) }
        values[index] = value
        sorted = nil
    }

    open func setKeyframeTime(_ time: CGFloat, for index: Int) {
        guard times.indices.contains(index) else { return outOfRange(index) }
        times[index] = time
        sorted = nil
    }

    open func setKeyframeValue(_ value: Any, time: CGFloat, for index: Int) {
        guard values.indices.contains(index) else { return outOfRange(index) }
        values[index] = value
        times[index] = time
        sorted = nil
    }

    open func getKeyframeValue(for index: Int) -> Any {
        guard values.indices.contains(index) else {
            outOfRange(index)
            return NSNull()
        }
        return values[index]
    }

    open func getKeyframeTime(for index: Int) -> CGFloat {
        guard times.indices.contains(index) else {
            outOfRange(index)
            return 0
        }
        return times[index]
    }

    private func outOfRange(_ index: Int) {
        UIKitRuntime.fail("*** -[SKKeyframeSequence keyframe]: index \(index) beyond bounds [0 .. \(values.count - 1)]")
    }

    // MARK: Sampling

    /// The value at `time`: an `NSNumber` for numbers, an `SKColor` for colours, nil when the
    /// sequence has no keyframes.
    open func sample(atTime time: CGFloat) -> Any? {
        switch sampled(at: time) {
        case .number(let v)?: return NSNumber(value: Double(v))
        case .color(let c)?: return c.uiColor
        case .other(let v)?: return v
        case nil: return nil
        }
    }

    /// The number at `time` (nil without keyframes, or when they are not numbers).
    func number(at time: CGFloat) -> CGFloat? {
        if case .number(let v)? = sampled(at: time) { return v }
        return nil
    }

    /// The colour at `time` (nil without keyframes, or when they are not colours).
    func color(at time: CGFloat) -> RGBAColor? {
        if case .color(let c)? = sampled(at: time) { return c }
        return nil
    }

    private func sampled(at time: CGFloat) -> Sample? {
        let frames = keyframes
        guard let first = frames.first, let last = frames.last else { return nil }
        var t = time
        if repeatMode == .loop, last.time > 0, t > last.time {
            t = t.truncatingRemainder(dividingBy: last.time)
        }
        if t <= first.time || frames.count == 1 { return first.value }
        if t >= last.time { return last.value }
        // The keyframe at or before t.
        var i = 0
        while i + 1 < frames.count, frames[i + 1].time <= t { i += 1 }
        let a = frames[i], b = frames[i + 1]
        let span = b.time - a.time
        let u = span > 0 ? (t - a.time) / span : 1
        switch interpolationMode {
        case .step:
            return a.value
        case .linear:
            return Self.mix(a.value, b.value, u)
        case .spline:
            let before = frames[max(0, i - 1)].value, after = frames[min(frames.count - 1, i + 2)].value
            return Self.catmullRom(before, a.value, b.value, after, u)
        }
    }

    private var keyframes: [(time: CGFloat, value: Sample)] {
        if let sorted { return sorted }
        let made = zip(times, values).enumerated()
            .sorted { $0.element.0 != $1.element.0 ? $0.element.0 < $1.element.0 : $0.offset < $1.offset }
            .map { (time: $0.element.0, value: Self.sample(of: $0.element.1)) }
        sorted = made
        return made
    }

    /// A value as a number or a colour, whatever numeric type it came as.
    static func sample(of value: Any) -> Sample {
        switch value {
        case let n as NSNumber: return .number(CGFloat(n.doubleValue))
        case let v as CGFloat: return .number(v)
        case let v as Double: return .number(CGFloat(v))
        case let v as Float: return .number(CGFloat(v))
        case let v as Int: return .number(CGFloat(v))
        case let c as UIColor: return .color(RGBAColor(c))
        default: return .other(value)
        }
    }

    private static func mix(_ a: Sample, _ b: Sample, _ u: CGFloat) -> Sample {
        switch (a, b) {
        case (.number(let x), .number(let y)): return .number(x + (y - x) * u)
        case (.color(let x), .color(let y)): return .color(x.mixed(with: y, u))
        default: return u < 1 ? a : b
        }
    }

    /// The Catmull–Rom curve through b (u = 0) and c (u = 1), shaped by a and d.
    private static func catmullRom(_ a: Sample, _ b: Sample, _ c: Sample, _ d: Sample, _ u: CGFloat) -> Sample {
        func curve(_ p0: CGFloat, _ p1: CGFloat, _ p2: CGFloat, _ p3: CGFloat) -> CGFloat {
            let u2 = u * u, u3 = u2 * u
            return 0.5 * (2 * p1 + (p2 - p0) * u + (2 * p0 - 5 * p1 + 4 * p2 - p3) * u2 + (3 * p1 - p0 - 3 * p2 + p3) * u3)
        }
        switch (a, b, c, d) {
        case (.number(let p0), .number(let p1), .number(let p2), .number(let p3)):
            return .number(curve(p0, p1, p2, p3))
        case (.color(let p0), .color(let p1), .color(let p2), .color(let p3)):
            let clamp = { (v: CGFloat) in min(1, max(0, v)) }
            return .color(RGBAColor(r: clamp(curve(p0.r, p1.r, p2.r, p3.r)), g: clamp(curve(p0.g, p1.g, p2.g, p3.g)),
                                    b: clamp(curve(p0.b, p1.b, p2.b, p3.b)), a: clamp(curve(p0.a, p1.a, p2.a, p3.a))))
        default:
            return mix(b, c, u)
        }
    }
}
