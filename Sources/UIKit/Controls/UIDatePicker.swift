import Foundation
import QuartzCore

/// Chooses a date, a time, both, or a countdown duration. In `.wheels` style it is a picker view of
/// the wheels the mode and locale call for (month, day and year in the locale's order; hours,
/// minutes and AM/PM where the locale counts twelve hours); the user's settled choice sets `date`
/// and sends `.valueChanged`. Days and times outside `minimumDate`…`maximumDate` are drawn grey,
/// and a wheel left on one turns back to the nearest allowed date.
@preconcurrency @MainActor open class UIDatePicker: UIControl {
    override var defaultAccessibility: AccessibilityDefaults {
        var a = super.defaultAccessibility
        a.role = .datePicker
        return a
    }

    private lazy var wheels = DateWheels(owner: self)
    /// The compact and inline faces, made when first shown.
    private lazy var styled = DateStyleViews(owner: self)
    private var styledMade = false
    private let picker = UIPickerView()
    /// The countdown's fixed "hours" and "min" beside the band.
    private let hoursUnit = UILabel(), minutesUnit = UILabel()
    private var _date = Date()
    private var _duration: TimeInterval = 0
    private var needsRebuild = true

    open var datePickerMode: Mode = .dateAndTime { didSet { if datePickerMode != oldValue { setNeedsRebuild(); invalidateIntrinsicContentSize() } } }

    /// The style asked for; `datePickerStyle` is the one shown.
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic { didSet { setNeedsRebuild(); invalidateIntrinsicContentSize() } }

    /// The style in use: a countdown is always wheels; `.automatic` is compact (iOS 14's choice), and
    /// an inline time of day is compact too, as on iOS.
    open var datePickerStyle: UIDatePickerStyle {
        if datePickerMode == .countDownTimer { return .wheels }
        switch preferredDatePickerStyle {
        case .wheels: return .wheels
        case .inline: return datePickerMode == .time ? .compact : .inline
        case .automatic, .compact: return .compact
        }
    }

    /// The calendar, time zone and locale the picker shows dates in.
    var pickerCalendar: Calendar { wheels.calendar }
    var pickerLocale: Locale { wheels.locale }

    open var locale: Locale? { didSet { setNeedsRebuild() } }
    open var calendar: Calendar! = Calendar.current { didSet { setNeedsRebuild() } }
    open var timeZone: TimeZone? { didSet { setNeedsRebuild() } }
    open var minimumDate: Date? { didSet { setDate(_date, animated: false) } }
    open var maximumDate: Date? { didSet { setDate(_date, animated: false) } }

    /// The step of the minute wheel, a divisor of 60 from 1 to 30; other values are ignored, as on iOS.
    open var minuteInterval: Int = 1 {
        didSet {
            if minuteInterval < 1 || minuteInterval > 30 || 60 % minuteInterval != 0 { minuteInterval = oldValue }
            if minuteInterval != oldValue { setNeedsRebuild() }
        }
    }

    /// Whether a date set in code is rounded to the minute interval (iOS 15's default: true).
    open var roundsToMinuteInterval = true

    open var date: Date {
        get { _date }
        set { setDate(newValue, animated: false) }
    }

    /// The countdown timer's duration in seconds, up to 23 hours 59 minutes.
    open var countDownDuration: TimeInterval {
        get { _duration }
        set {
            _duration = min(max(0, newValue), 86_399)
            showValue(animated: false)
        }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
        decodeDatePicker(from: coder)
    }

    override func decodeAttributes(from coder: NSCoder) {
        super.decodeAttributes(from: coder)
        decodeDatePicker(from: coder)
    }

    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        encodeDatePicker(with: coder)
    }

    private func setUp() {
        picker.dataSource = wheels
        picker.delegate = wheels
        addSubview(picker)
        for (l, t) in [(hoursUnit, "hours"), (minutesUnit, "min")] {
            l.text = t
            l.font = UIFont.systemFont(ofSize: 17, weight: .semibold)
            l.isHidden = true
            addSubview(l)
        }
    }

    open func setDate(_ date: Date, animated: Bool) {
        var d = date
        if roundsToMinuteInterval, minuteInterval > 1 {
            let cal = wheels.calendar
            let m = cal.component(.minute, from: d)
            d = cal.date(byAdding: .minute, value: -(m % minuteInterval), to: d) ?? d
        }
        if let lo = minimumDate, d < lo { d = lo }
        if let hi = maximumDate, d > hi { d = hi }
        _date = d
        showValue(animated: animated)
    }

    private func setNeedsRebuild() {
        needsRebuild = true
        setNeedsLayout()
    }

    private func rebuildIfNeeded() {
        guard needsRebuild else { return }
        needsRebuild = false
        wheels.rebuild()
        picker.reloadAllComponents()
        showValue(animated: false)
    }

    /// Turns the wheels to the date (or duration) held.
    private func showValue(animated: Bool) {
        if styledMade { styled.refresh() }
        guard !needsRebuild else { return }
        let rows = wheels.rows(for: _date, duration: _duration)
        for (i, r) in rows.enumerated() where picker.selectedRow(inComponent: i) != r {
            picker.selectRow(r, inComponent: i, animated: animated)
        }
        refreshAvailability()
        updateUnits()
    }

    /// The rows' grey or black follows the other wheels: the day wheel greys the 31st in a short month.
    private func refreshAvailability() {
        for i in 0..<picker.numberOfComponents { picker.reloadComponent(i) }
    }

    /// A wheel came to rest: the date it makes, kept within range, becomes the picker's.
    func wheelsSettled() {
        let rows = (0..<picker.numberOfComponents).map { picker.selectedRow(inComponent: $0) }
        if datePickerMode == .countDownTimer {
            let old = _duration
            _duration = wheels.duration(rows: rows)
            showValue(animated: true)
            if _duration != old { sendActions(for: .valueChanged) }
            return
        }
        // Recentre the cyclic wheels, out of sight, and turn back what made an impossible date.
        let old = _date
        var made = wheels.date(rows: rows, base: _date)
        if let lo = minimumDate, made < lo { made = lo }
        if let hi = maximumDate, made > hi { made = hi }
        _date = made
        let wanted = wheels.rows(for: made, duration: _duration)
        for (i, c) in wheels.columns.enumerated() where wanted[i] != rows[i] {
            if c.cyclic && wheels.value(c, row: wanted[i]) == wheels.value(c, row: rows[i]) {
                picker.selectRow(wanted[i], inComponent: i, animated: false)
            } else {
                picker.selectRow(wanted[i], inComponent: i, animated: true)
            }
        }
        refreshAvailability()
        if made != old { sendActions(for: .valueChanged) }
    }

    private func updateUnits() {
        let countdown = datePickerMode == .countDownTimer
        hoursUnit.isHidden = !countdown
        minutesUnit.isHidden = !countdown
        guard countdown, picker.numberOfComponents == 2 else { return }
        hoursUnit.text = Int(_duration) / 3600 == 1 ? "hour" : "hours"
        let unitWidth = ("hours" as NSString).size(withAttributes: [.font: UIPickerView.titleFont]).width + 8
        for (i, unit) in [hoursUnit, minutesUnit].enumerated() {
            guard let column = picker.subviews.compactMap({ $0 as? PickerColumn }).first(where: { $0.component == i }) else { continue }
            unit.sizeToFit()
            let x = column.frame.maxX - (20 + unitWidth) / 2 + 6
            unit.frame = CGRect(x: x, y: (bounds.height - unit.bounds.height) / 2, width: unit.bounds.width, height: unit.bounds.height)
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let style = datePickerStyle
        picker.isHidden = style != .wheels
        if style != .wheels {
            styledMade = true
            hoursUnit.isHidden = true
            minutesUnit.isHidden = true
            styled.refresh()
            styled.layout(in: bounds, style: style)
            return
        }
        if styledMade { styled.hide() }
        picker.frame = bounds
        rebuildIfNeeded()
        picker.layoutIfNeeded()
        updateUnits()
    }

    /// A day chosen on a calendar: the date becomes that day at the time it had.
    func userPicked(day: Date) {
        let cal = pickerCalendar
        let time = cal.dateComponents([.hour, .minute, .second], from: _date)
        let made = cal.date(bySettingHour: time.hour ?? 0, minute: time.minute ?? 0, second: time.second ?? 0, of: day) ?? day
        choose(made)
    }

    /// A time chosen on the compact picker's wheels: the date keeps its day.
    func userPicked(time: Date) {
        let cal = pickerCalendar
        let t = cal.dateComponents([.hour, .minute], from: time)
        choose(cal.date(bySettingHour: t.hour ?? 0, minute: t.minute ?? 0, second: 0, of: _date) ?? time)
    }

    private func choose(_ made: Date) {
        let old = _date
        setDate(made, animated: false)
        if _date != old { sendActions(for: .valueChanged) }
    }

    /// 320 by 216 points in wheels style, as iOS sizes it; compact hugs its pills; inline holds a month.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
    open override var intrinsicContentSize: CGSize {
        let style = datePickerStyle
        return style == .wheels ? CGSize(width: 320, height: 216) : styled.size(style: style)
    }
}
