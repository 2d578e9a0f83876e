import Foundation

/// The wheels of a date picker in `.wheels` style: which columns the mode and locale call for, the
/// text of each row (from Foundation's formatters in the picker's locale), and the date a choice of
/// rows makes. It is the inner picker view's data source and delegate, as UIKit's own date picker
/// is built on a picker view.
@MainActor final class DateWheels: UIPickerViewDataSource, UIPickerViewDelegate {
    enum Kind: Equatable { case month, day, year, hour, minute, meridiem, dayOfYear, hours, minutes }

    struct Column {
        let kind: Kind
        /// Distinct values (months 12, minutes 60 / interval…).
        let values: Int
        /// Turning past the last value comes round to the first: the row count repeats the values.
        let cyclic: Bool
        let alignment: NSTextAlignment
        var width: CGFloat = 0
    }

    /// How many times a cyclic wheel repeats its values; it is recentred whenever it comes to rest.
    static let repeats = 200
    /// The first day a `.dateAndTime` day wheel offers, and how many it offers (to the end of 2200).
    static let firstDayComponents = DateComponents(year: 1900, month: 1, day: 1)
    static let dayCount = 109_574

    unowned let owner: UIDatePicker
    private(set) var columns: [Column] = []
    private(set) var uses12Hour = true
    private var dayWheelStart = Date(timeIntervalSinceReferenceDate: 0)
    private let formatter = DateFormatter()

    init(owner: UIDatePicker) { self.owner = owner }

    var calendar: Calendar {
        var c = owner.calendar ?? Calendar.current
        c.timeZone = owner.timeZone ?? TimeZone.current
        if let l = owner.locale { c.locale = l }
        return c
    }

    var locale: Locale { owner.locale ?? Locale.current }

    /// Rebuilds the columns for the mode and locale.
    func rebuild() {
        formatter.locale = locale
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        let step = max(1, owner.minuteInterval)
        let timeFormat = DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: locale) ?? "h a"
        uses12Hour = timeFormat.contains("h") || timeFormat.contains("K")
        let meridiemFirst = (timeFormat.firstIndex(of: "a").map { a in timeFormat.firstIndex { "hK".contains($0) }.map { a < $0 } ?? false }) ?? false
        var time: [Column] = [Column(kind: .hour, values: uses12Hour ? 12 : 24, cyclic: true, alignment: .right),
                              Column(kind: .minute, values: 60 / step, cyclic: true, alignment: .left)]
        if uses12Hour {
            let m = Column(kind: .meridiem, values: 2, cyclic: false, alignment: .left)
            if meridiemFirst { time.insert(m, at: 0) } else { time.append(m) }
        }
        switch owner.datePickerMode {
        case .time: columns = time
        case .dateAndTime:
            columns = [Column(kind: .dayOfYear, values: DateWheels.dayCount, cyclic: false, alignment: .right)] + time
            dayWheelStart = calendar.date(from: DateWheels.firstDayComponents) ?? dayWheelStart
        case .date:
            // The order of month, day and year is the locale's, from its long date format.
            let format = DateFormatter.dateFormat(fromTemplate: "yMMMMd", options: 0, locale: locale) ?? "MMMM d, y"
            let order: [(Character, Column)] = [
                ("M", Column(kind: .month, values: 12, cyclic: true, alignment: .left)),
                ("d", Column(kind: .day, values: 31, cyclic: true, alignment: .center)),
                ("y", Column(kind: .year, values: 9999, cyclic: false, alignment: .center)),
            ]
            columns = order.sorted { (format.firstIndex(of: $0.0) ?? format.endIndex) < (format.firstIndex(of: $1.0) ?? format.endIndex) }.map(\.1)
        case .countDownTimer:
            columns = [Column(kind: .hours, values: 24, cyclic: true, alignment: .right),
                       Column(kind: .minutes, values: 60 / step, cyclic: true, alignment: .right)]
        }
        measureWidths()
    }

    /// Each column as wide as its widest text, plus room either side; the countdown's leave room for their units.
    private func measureWidths() {
        let font = UIPickerView.titleFont
        func width(_ s: String) -> CGFloat { (s as NSString).size(withAttributes: [.font: font]).width }
        for i in columns.indices {
            let c = columns[i]
            var samples: [String]
            switch c.kind {
            case .month: samples = formatter.standaloneMonthSymbols
            case .meridiem: samples = [formatter.amSymbol, formatter.pmSymbol]
            case .year: samples = ["2026", "8888", "1999"]
            case .dayOfYear:
                // Every month's 28th and every weekday: the widest day text is among them.
                let cal = calendar
                let days = (1...12).compactMap { cal.date(from: DateComponents(year: 2001, month: $0, day: 28)) }
                    + (22...28).compactMap { cal.date(from: DateComponents(year: 2001, month: 1, day: $0)) }
                samples = ["Today"] + days.map(dayText)
            default: samples = (0..<min(c.values, 60)).map { text(kind: c.kind, value: $0) }
            }
            var w = (samples.map(width).max() ?? 0) + 24
            if c.kind == .hours || c.kind == .minutes { w += width("hours") + 8 }
            columns[i].width = ceil(w)
        }
    }

    // MARK: Rows

    func rows(_ c: Column) -> Int { c.cyclic ? c.values * DateWheels.repeats : c.values }

    /// The value a row stands for: 0-based (month 0 is January, day 0 is the 1st, year 0 is year 1).
    func value(_ c: Column, row: Int) -> Int { c.cyclic ? ((row % c.values) + c.values) % c.values : row }

    /// The row showing `value`: in a cyclic wheel, the copy nearest the middle.
    func row(_ c: Column, value: Int) -> Int { c.cyclic ? (DateWheels.repeats / 2) * c.values + value : value }

    func text(kind: Kind, value: Int) -> String {
        let step = max(1, owner.minuteInterval)
        switch kind {
        case .month: return formatter.standaloneMonthSymbols[value]
        case .day: return String(value + 1)
        case .year: return String(value + 1)
        case .hour: return uses12Hour ? String(value == 0 ? 12 : value) : String(format: "%02d", value)
        case .minute: return String(format: "%02d", value * step)
        case .meridiem: return value == 0 ? formatter.amSymbol : formatter.pmSymbol
        case .dayOfYear:
            let day = calendar.date(byAdding: .day, value: value, to: dayWheelStart) ?? dayWheelStart
            return calendar.isDate(day, inSameDayAs: Date()) ? "Today" : dayText(day)
        case .hours: return String(value)
        case .minutes: return String(value * step)
        }
    }

    /// "Wed Nov 25": the weekday, month and day in the locale's order, without the comma.
    private func dayText(_ day: Date) -> String {
        formatter.dateFormat = DateFormatter.dateFormat(fromTemplate: "EEEMMMd", options: 0, locale: locale) ?? "EEE MMM d"
        return formatter.string(from: day).replacingOccurrences(of: ",", with: "")
    }

    // MARK: Dates and rows

    /// The rows that show `date` (or, for the countdown, `duration`).
    func rows(for date: Date, duration: TimeInterval) -> [Int] {
        let cal = calendar, step = max(1, owner.minuteInterval)
        let d = cal.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let minutes = Int(duration / 60)
        return columns.map { c in
            switch c.kind {
            case .month: return row(c, value: (d.month ?? 1) - 1)
            case .day: return row(c, value: (d.day ?? 1) - 1)
            case .year: return row(c, value: min(max((d.year ?? 1) - 1, 0), c.values - 1))
            case .hour: return row(c, value: (d.hour ?? 0) % (uses12Hour ? 12 : 24))
            case .minute: return row(c, value: (d.minute ?? 0) / step)
            case .meridiem: return (d.hour ?? 0) >= 12 ? 1 : 0
            case .dayOfYear:
                let n = cal.dateComponents([.day], from: dayWheelStart, to: cal.startOfDay(for: date)).day ?? 0
                return min(max(n, 0), c.values - 1)
            case .hours: return row(c, value: min(minutes / 60, 23))
            case .minutes: return row(c, value: (minutes % 60) / step)
            }
        }
    }

    /// The date the wheels' rows make from `base` (its seconds kept); a day past the month's end is
    /// the month's last day.
    func date(rows: [Int], base: Date) -> Date {
        let cal = calendar, step = max(1, owner.minuteInterval)
        var d = cal.dateComponents([.era, .year, .month, .day, .hour, .minute, .second], from: base)
        var hour12: Int?, pm: Bool?
        for (c, r) in zip(columns, rows) {
            let v = value(c, row: r)
            switch c.kind {
            case .month: d.month = v + 1
            case .day: d.day = v + 1
            case .year: d.year = v + 1
            case .hour: if uses12Hour { hour12 = v } else { d.hour = v }
            case .minute: d.minute = v * step
            case .meridiem: pm = v == 1
            case .dayOfYear:
                let day = cal.date(byAdding: .day, value: v, to: dayWheelStart) ?? base
                let dc = cal.dateComponents([.era, .year, .month, .day], from: day)
                (d.era, d.year, d.month, d.day) = (dc.era, dc.year, dc.month, dc.day)
            case .hours, .minutes: break
            }
        }
        if uses12Hour, hour12 != nil || pm != nil {
            let oldPM = (d.hour ?? 0) >= 12
            d.hour = (hour12 ?? ((d.hour ?? 0) % 12)) + ((pm ?? oldPM) ? 12 : 0)
        }
        if let y = d.year, let m = d.month, let first = cal.date(from: DateComponents(era: d.era, year: y, month: m, day: 1)),
           let days = cal.range(of: .day, in: .month, for: first), let day = d.day, day > days.count {
            d.day = days.count
        }
        return cal.date(from: d) ?? base
    }

    /// The countdown's duration from its rows; never less than one step of minutes, as on iOS.
    func duration(rows: [Int]) -> TimeInterval {
        let step = max(1, owner.minuteInterval)
        var h = 0, m = 0
        for (c, r) in zip(columns, rows) {
            if c.kind == .hours { h = value(c, row: r) }
            if c.kind == .minutes { m = value(c, row: r) * step }
        }
        return TimeInterval(max(h * 60 + m, step) * 60)
    }

    /// Whether a row would make a date the picker cannot take (out of range, or a day the month lacks).
    func isUnavailable(_ c: Column, row r: Int, current: [Int], base: Date) -> Bool {
        guard c.kind != .hours, c.kind != .minutes, let i = columns.firstIndex(where: { $0.kind == c.kind }) else { return false }
        var rows = current
        rows[i] = r
        if c.kind == .day {
            let cal = calendar
            var d = cal.dateComponents([.era, .year, .month], from: date(rows: rows.enumerated().map { $0.offset == i ? row(c, value: 0) : $0.element }, base: base))
            d.day = 1
            if let first = cal.date(from: d), let days = cal.range(of: .day, in: .month, for: first), value(c, row: r) + 1 > days.count { return true }
        }
        let made = date(rows: rows, base: base)
        if let lo = owner.minimumDate, made < lo { return !sameUnit(c, made, lo) }
        if let hi = owner.maximumDate, made > hi { return !sameUnit(c, made, hi) }
        return false
    }

    /// A row whose own unit holds the limit stays available (the 9 o'clock row when the minimum is 9:30).
    private func sameUnit(_ c: Column, _ a: Date, _ b: Date) -> Bool {
        let cal = calendar
        switch c.kind {
        case .year: return cal.isDate(a, equalTo: b, toGranularity: .year)
        case .month: return cal.isDate(a, equalTo: b, toGranularity: .month)
        case .day, .dayOfYear: return cal.isDate(a, equalTo: b, toGranularity: .day)
        case .hour, .meridiem: return cal.isDate(a, equalTo: b, toGranularity: .hour)
        default: return cal.isDate(a, equalTo: b, toGranularity: .minute)
        }
    }

    // MARK: UIPickerViewDataSource, UIPickerViewDelegate

    func numberOfComponents(in pickerView: UIPickerView) -> Int { columns.count }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { rows(columns[component]) }

    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { columns[component].width }

    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
        let c = columns[component]
        let label = (view as? UILabel) ?? UILabel()
        label.font = UIPickerView.titleFont
        label.textAlignment = c.alignment
        label.text = text(kind: c.kind, value: value(c, row: row))
        let current = (0..<columns.count).map { pickerView.selectedRow(inComponent: $0) }
        let off = current.allSatisfy { $0 >= 0 } && isUnavailable(c, row: row, current: current, base: owner.date)
        label.textColor = off ? .tertiaryLabel : .label
        // Right-aligned text keeps clear of the unit label the countdown puts beside it.
        let unit: CGFloat = c.kind == .hours || c.kind == .minutes ? (("hours" as NSString).size(withAttributes: [.font: UIPickerView.titleFont]).width + 8) : 0
        label.frame = CGRect(x: 0, y: 0, width: c.width - 20 - unit, height: UIPickerView.defaultRowHeight)
        return label
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        owner.wheelsSettled()
    }
}
