import Foundation

/// A unit `DateComponentsFormatter` writes, largest first, with its calendar names and how ICU
/// writes one value of it.
enum DurationUnit: CaseIterable {
    case year, month, week, day, hour, minute, second

    var calendarUnit: NSCalendar.Unit { names.unit }
    var component: Calendar.Component { names.component }

    /// The unit's names in `NSCalendar` and in `Calendar`.
    private var names: (unit: NSCalendar.Unit, component: Calendar.Component) {
        switch self {
        case .year: return (.year, .year)
        case .month: return (.month, .month)
        case .week: return (.weekOfMonth, .weekOfMonth)
        case .day: return (.day, .day)
        case .hour: return (.hour, .hour)
        case .minute: return (.minute, .minute)
        case .second: return (.second, .second)
        }
    }

    /// "12 minutes", "12 min", "12m": a fixed-length unit through Duration's units style; months
    /// and years, which have no fixed length and no such style, written in English.
    func formatted(_ value: Int, width: Duration.UnitsFormatStyle.UnitWidth, locale: Locale) -> String {
        guard let (seconds, unit) = fixedLength else {
            let name = self == .year ? "year" : "month"
            switch width {
            case .narrow: return "\(value)\(self == .year ? "y" : "mth")"
            case .wide: return "\(value) \(name)\(value == 1 ? "" : "s")"
            default: return "\(value) \(self == .year ? "yr" : "mth")\(value == 1 ? "" : "s")"
            }
        }
        return Duration.seconds(Int64(value) * seconds)
            .formatted(.units(allowed: [unit], width: width, zeroValueUnits: .show(length: 1)).locale(locale))
    }

    /// Units of fixed length with their values as one `Duration`, and the units to write it in;
    /// nil when months or years are among them.
    static func duration(of values: [(DurationUnit, Int)]) -> (duration: Duration, units: Set<Duration.UnitsFormatStyle.Unit>)? {
        var total: Int64 = 0
        var units: Set<Duration.UnitsFormatStyle.Unit> = []
        for (unit, value) in values {
            guard let (seconds, styleUnit) = unit.fixedLength else { return nil }
            total += Int64(value) * seconds
            units.insert(styleUnit)
        }
        return (.seconds(total), units)
    }

    private var fixedLength: (Int64, Duration.UnitsFormatStyle.Unit)? {
        switch self {
        case .week: return (604_800, .weeks)
        case .day: return (86_400, .days)
        case .hour: return (3_600, .hours)
        case .minute: return (60, .minutes)
        case .second: return (1, .seconds)
        case .year, .month: return nil
        }
    }
}
