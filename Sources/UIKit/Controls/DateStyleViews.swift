import Foundation

/// A date picker's compact and inline faces. Compact: the date and the time as pills, each opening
/// its editor in a card (the month calendar, or the time wheels). Inline: the month calendar in
/// place, with the time as a pill on a row beneath it in `.dateAndTime` mode.
@MainActor final class DateStyleViews {
    unowned let owner: UIDatePicker
    let datePill = DatePill(), timePill = DatePill()
    private(set) lazy var calendarView = makeCalendar()
    private let timeRow = UILabel()
    /// The card open now, and the pill that opened it.
    private(set) var panel: DatePickerPanel?
    private weak var openPill: DatePill?

    init(owner: UIDatePicker) {
        self.owner = owner
        datePill.addTarget(self, action: DateStyleViews.datePillTapped, for: .touchUpInside)
        timePill.addTarget(self, action: DateStyleViews.timePillTapped, for: .touchUpInside)
        datePill.accessibilityLabel = "Date"
        timePill.accessibilityLabel = "Time"
        timeRow.text = "Time"
        timeRow.font = .systemFont(ofSize: 17)
    }

    private func makeCalendar() -> DateCalendarView {
        let c = DateCalendarView(owner: owner)
        c.onPick = { [unowned self] day in owner.userPicked(day: day) }
        return c
    }

    private var showsDate: Bool { owner.datePickerMode != .time }
    private var showsTime: Bool { owner.datePickerMode != .date }

    /// The texts from Foundation's formatters in the picker's locale, calendar and time zone.
    func refresh() {
        let f = DateFormatter()
        f.locale = owner.pickerLocale
        f.calendar = owner.pickerCalendar
        f.timeZone = owner.pickerCalendar.timeZone
        f.dateStyle = .medium
        f.timeStyle = .none
        datePill.text = f.string(from: owner.date)
        f.dateStyle = .none
        f.timeStyle = .short
        timePill.text = f.string(from: owner.date)
        if owner.datePickerStyle == .inline { calendarView.setNeedsDisplay() }
    }

    /// Puts the style's views in the picker and lays them out.
    func layout(in bounds: CGRect, style: UIDatePickerStyle) {
        let inline = style == .inline
        for v in [datePill, timePill, timeRow, calendarView] as [UIView] where v.superview !== owner { owner.addSubview(v) }
        calendarView.isHidden = !inline
        timeRow.isHidden = !(inline && showsTime)
        if inline {
            calendarView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: DateCalendarView.preferredSize.height)
            datePill.isHidden = true
            timePill.isHidden = !showsTime
            let t = timePill.fittingSize
            let rowY = calendarView.frame.maxY + 6
            timeRow.frame = CGRect(x: 16, y: rowY, width: 100, height: 34)
            timePill.frame = CGRect(x: bounds.width - 16 - t.width, y: rowY, width: t.width, height: t.height)
            return
        }
        // Compact: the pills at the trailing edge, the date first.
        datePill.isHidden = !showsDate
        timePill.isHidden = !showsTime
        let pills = [datePill, timePill].filter { !$0.isHidden }
        var x = bounds.maxX
        for p in pills.reversed() {
            let s = p.fittingSize
            x -= s.width
            p.frame = CGRect(x: x, y: (bounds.height - s.height) / 2, width: s.width, height: s.height)
            x -= 6
        }
    }

    /// The size the style needs.
    func size(style: UIDatePickerStyle) -> CGSize {
        if style == .inline {
            return CGSize(width: DateCalendarView.preferredSize.width, height: DateCalendarView.preferredSize.height + (showsTime ? 46 : 0))
        }
        let pills: [DatePill] = [showsDate ? datePill : nil, showsTime ? timePill : nil].compactMap { $0 }
        let widths: CGFloat = pills.map(\.fittingSize.width).reduce(0, +)
        return CGSize(width: widths + CGFloat(max(0, pills.count - 1)) * 6, height: 34)
    }

    /// Hides the compact and inline views (the wheels are shown).
    func hide() {
        for v in [datePill, timePill, timeRow] as [UIView] { v.isHidden = true }
        if owner.subviews.contains(where: { $0 === calendarView }) { calendarView.isHidden = true }
        panel?.close()
    }

    // MARK: The editors

    private func datePillTapped() {
        open(makeCalendar(), from: datePill)
    }

    private func timePillTapped() {
        let wheels = UIDatePicker(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        wheels.preferredDatePickerStyle = .wheels
        wheels.datePickerMode = .time
        wheels.locale = owner.locale
        wheels.calendar = owner.calendar
        wheels.timeZone = owner.timeZone
        wheels.minuteInterval = owner.minuteInterval
        wheels.date = owner.date
        wheels.addAction(UIAction { [unowned self, unowned wheels] _ in owner.userPicked(time: wheels.date) }, for: .valueChanged)
        open(wheels, from: timePill)
    }

    private func open(_ content: UIView, from pill: DatePill) {
        guard panel == nil, let window = owner.window else { return }
        pill.isOpen = true
        openPill = pill
        owner.sendActions(for: .editingDidBegin)
        panel = DatePickerPanel(content: content, near: pill.convert(pill.bounds, to: window), in: window) { [weak self] in
            guard let self else { return }
            self.openPill?.isOpen = false
            self.panel = nil
            self.owner.sendActions(for: .editingDidEnd)
        }
    }
}
