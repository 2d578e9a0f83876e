import Foundation

/// Formats a span of time ("1h 12m", "1:12", "1 hour, 12 minutes"), as iOS apps format a timer or
/// a countdown. swift-corelibs-foundation declares this class unavailable; this one takes its place
/// for an app that imports UIKit, formatting through Foundation's ICU-backed duration styles in the
/// device's language (the calendar's locale when it has one).
open class DateComponentsFormatter: Formatter, @unchecked Sendable {
    /// How units are written.
    public enum UnitsStyle: Int, Sendable {
        /// "1:12:00".
        case positional = 0
        /// "1h 12m".
        case abbreviated = 1
        /// "1 hr, 12 min".
        case short = 2
        /// "1 hour, 12 minutes".
        case full = 3
        /// "one hour, twelve minutes".
        case spellOut = 4
        /// "1 hr 12 min".
        case brief = 5
    }

    /// Which zero-valued units are left out, and whether positional values are padded.
    public struct ZeroFormattingBehavior: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let none = ZeroFormattingBehavior([])
        /// Positional: leading zeros dropped, others kept; other styles: every zero dropped.
        public static let `default` = ZeroFormattingBehavior(rawValue: 1 << 0)
        public static let dropLeading = ZeroFormattingBehavior(rawValue: 1 << 1)
        public static let dropMiddle = ZeroFormattingBehavior(rawValue: 1 << 2)
        public static let dropTrailing = ZeroFormattingBehavior(rawValue: 1 << 3)
        public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
        /// Zeros kept and positional values padded ("01:05").
        public static let pad = ZeroFormattingBehavior(rawValue: 1 << 16)
    }

    open var unitsStyle: UnitsStyle = .positional
    /// The units to use; empty means years, months, weeks... down to seconds, as on iOS.
    open var allowedUnits: NSCalendar.Unit = []
    open var zeroFormattingBehavior: ZeroFormattingBehavior = .default
    /// How many units at most (0: as many as needed).
    open var maximumUnitCount: Int = 0
    open var collapsesLargestUnit = false
    open var includesApproximationPhrase = false
    open var includesTimeRemainingPhrase = false
    open var allowsFractionalUnits = false
    open var calendar: Calendar?
    /// Where a span given in seconds starts, for months and years.
    open var referenceDate: Date?

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// A span given in seconds.
    open func string(from ti: TimeInterval) -> String? {
        guard ti.isFinite else { return nil }
        let start = referenceDate ?? Date(timeIntervalSinceReferenceDate: 0)
        return string(from: start, to: start.addingTimeInterval(ti))
    }

    /// The span between two dates, in the allowed units.
    open func string(from startDate: Date, to endDate: Date) -> String? {
        let cal = calendar ?? Calendar(identifier: .gregorian)
        let components = cal.dateComponents(Set(units.map(\.component)), from: startDate, to: endDate)
        return format(components)
    }

    /// Components as they are (`DateComponents(hour: 1, minute: 12)`).
    open func string(from components: DateComponents) -> String? { format(components) }

    open override func string(for obj: Any?) -> String? {
        switch obj {
        case let ti as TimeInterval: return string(from: ti)
        case let n as NSNumber: return string(from: n.doubleValue)
        case let c as DateComponents: return string(from: c)
        default: return nil
        }
    }

    /// Components in a style, with every unit allowed.
    open class func localizedString(from components: DateComponents, unitsStyle: UnitsStyle) -> String? {
        let f = DateComponentsFormatter()
        f.unitsStyle = unitsStyle
        return f.string(from: components)
    }

    private var locale: Locale { calendar?.locale ?? Locale.device }

    /// The allowed units, largest first.
    private var units: [DurationUnit] {
        let all = DurationUnit.allCases
        let allowed = all.filter { allowedUnits.contains($0.calendarUnit) }
        return allowed.isEmpty ? all : allowed
    }

    private func format(_ components: DateComponents) -> String? {
        var values = units.map { ($0, components.value(for: $0.component) ?? 0) }
        guard !values.isEmpty else { return nil }
        if collapsesLargestUnit, values.count > 1, values[0].1 == 0 { values.removeFirst() }
        let text = unitsStyle == .positional ? positional(values) : spelled(values)
        return phrased(text)
    }

    /// "1:05:09": the largest unit unpadded (padded with `.pad`), the rest two digits.
    private func positional(_ values: [(DurationUnit, Int)]) -> String {
        var shown = values
        let pads = zeroFormattingBehavior.contains(.pad)
        if !pads && (zeroFormattingBehavior.contains(.default) || zeroFormattingBehavior.contains(.dropLeading)) {
            // Leading zero units go, keeping at least minutes and seconds, as iOS writes "0:05".
            while shown.count > 2, shown[0].1 == 0 { shown.removeFirst() }
        }
        if maximumUnitCount > 0, shown.count > maximumUnitCount { shown = Array(shown.prefix(maximumUnitCount)) }
        let numbers = NumberFormatter()
        numbers.locale = locale
        return shown.enumerated().map { i, pair in
            let digits = i == 0 && !pads ? 1 : 2
            numbers.minimumIntegerDigits = digits
            return numbers.string(from: NSNumber(value: pair.1)) ?? String(pair.1)
        }.joined(separator: ":")
    }

    /// "1 hour, 12 minutes" and the other written styles, by ICU through Foundation's duration style.
    private func spelled(_ values: [(DurationUnit, Int)]) -> String {
        var shown = values
        if zeroFormattingBehavior.contains(.pad) || zeroFormattingBehavior == .none {
            // Zeros kept: from the first non-zero unit on (all of them when every one is zero).
            if let first = shown.firstIndex(where: { $0.1 != 0 }) { shown.removeFirst(first) } else { shown = [shown.last!] }
        } else {
            let kept = shown.filter { $0.1 != 0 }
            shown = kept.isEmpty ? [shown.last!] : kept
        }
        if maximumUnitCount > 0, shown.count > maximumUnitCount { shown = Array(shown.prefix(maximumUnitCount)) }
        let width: Duration.UnitsFormatStyle.UnitWidth
        switch unitsStyle {
        case .abbreviated: width = .narrow
        case .short: width = .abbreviated
        case .brief: width = .condensedAbbreviated
        default: width = .wide
        }
        let keepsZeros = zeroFormattingBehavior.contains(.pad) || zeroFormattingBehavior == .none
        var text: String
        if let fixed = DurationUnit.duration(of: shown) {
            // One duration, so the language's own list pattern joins the units ("1 hodina a 12 minut").
            text = fixed.duration.formatted(.units(allowed: fixed.units, width: width,
                                                   zeroValueUnits: keepsZeros ? .show(length: 1) : .hide).locale(locale))
        } else {
            let separator = unitsStyle == .abbreviated || unitsStyle == .brief ? " " : ", "
            text = shown.map { $0.0.formatted($0.1, width: width, locale: locale) }.joined(separator: separator)
        }
        if unitsStyle == .spellOut {
            let spell = NumberFormatter()
            spell.numberStyle = .spellOut
            spell.locale = locale
            var out = "", digits = ""
            for ch in text + " " {
                if ch.isASCII && ch.isNumber { digits.append(ch); continue }
                if let n = Int(digits) { out += spell.string(from: NSNumber(value: n)) ?? digits }
                digits = ""
                out.append(ch)
            }
            text = String(out.dropLast())
        }
        return text
    }

    /// "About 1 hour", "1 hour remaining" (English phrases).
    private func phrased(_ text: String) -> String {
        var out = text
        if includesApproximationPhrase { out = "About " + out }
        if includesTimeRemainingPhrase { out += " remaining" }
        return out
    }
}
