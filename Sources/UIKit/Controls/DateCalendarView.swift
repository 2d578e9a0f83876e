import Foundation

/// A month as iOS 14's inline date picker shows it: the month and year with arrows to the months
/// either side, the weekdays from the calendar's first, and the days, the chosen one in a tinted
/// circle, today in the tint colour, days out of the picker's range grey. A tap on a day chooses it.
@MainActor package final class DateCalendarView: UIView {
    override class var isOpaqueByDefault: Bool { false }
    override var redrawsOnBoundsChange: Bool { true }
    unowned let owner: UIDatePicker
    /// The first moment of the month shown.
    private(set) var month: Date
    /// A day was chosen (its start, in the picker's calendar).
    var onPick: (Date) -> Void = { _ in }

    static let headerHeight: CGFloat = 44, weekdaysHeight: CGFloat = 24
    static let preferredSize = CGSize(width: 320, height: 330)

    init(owner: UIDatePicker) {
        self.owner = owner
        month = Date()
        super.init(frame: CGRect(origin: .zero, size: DateCalendarView.preferredSize))
        backgroundColor = .clear
        contentMode = .redraw
        showMonth(of: owner.date)
    }

    public required init?(coder: NSCoder) { fatalError("made by a date picker") }

    var calendar: Calendar { owner.pickerCalendar }

    /// Shows the month holding `date`.
    func showMonth(of date: Date) {
        month = calendar.dateInterval(of: .month, for: date)?.start ?? date
        setNeedsLayout()
    }

    /// Moves a month back (-1) or on (+1).
    func turn(by months: Int) {
        month = calendar.date(byAdding: .month, value: months, to: month) ?? month
        setNeedsLayout()
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
    }

    /// The month's title, its arrows and its days (in a collection, as iOS's calendar lists them),
    /// made again when the month changes.
    private var accessibilityParts: (month: Date, elements: [Any])?
    override var defaultAccessibilityElements: [Any]? {
        if let parts = accessibilityParts, parts.month == month { return parts.elements }
        let elements = makeAccessibilityParts()
        accessibilityParts = (month, elements)
        return elements
    }

    var monthTitle: String {
        let title = DateFormatter()
        title.locale = owner.pickerLocale
        title.calendar = calendar
        title.timeZone = calendar.timeZone
        title.setLocalizedDateFormatFromTemplate("MMMMy")
        return title.string(from: month)
    }

    var headerFrame: CGRect { CGRect(x: 0, y: 0, width: previousArrow.minX, height: DateCalendarView.headerHeight) }

    // MARK: Geometry

    private var cellSize: CGSize {
        CGSize(width: (bounds.width - 16) / 7, height: (bounds.height - DateCalendarView.headerHeight - DateCalendarView.weekdaysHeight) / 6)
    }

    /// The column of a day: its weekday counted from the calendar's first.
    private func column(of date: Date) -> Int { (calendar.component(.weekday, from: date) - calendar.firstWeekday + 7) % 7 }

    /// Each day of the month shown and its cell.
    public var dayCells: [(day: Date, rect: CGRect)] {
        guard let range = calendar.range(of: .day, in: .month, for: month) else { return [] }
        let first = column(of: month), size = cellSize
        return range.enumerated().compactMap { i, _ in
            guard let day = calendar.date(byAdding: .day, value: i, to: month) else { return nil }
            let slot = first + i
            return (day, CGRect(x: 8 + CGFloat(slot % 7) * size.width,
                                y: DateCalendarView.headerHeight + DateCalendarView.weekdaysHeight + CGFloat(slot / 7) * size.height,
                                width: size.width, height: size.height))
        }
    }

    var previousArrow: CGRect { CGRect(x: bounds.width - 84, y: 0, width: 40, height: DateCalendarView.headerHeight) }
    var nextArrow: CGRect { CGRect(x: bounds.width - 44, y: 0, width: 40, height: DateCalendarView.headerHeight) }

    func isEnabled(_ day: Date) -> Bool {
        guard let end = calendar.date(byAdding: .day, value: 1, to: day) else { return true }
        if let lo = owner.minimumDate, end <= lo { return false }
        if let hi = owner.maximumDate, day > hi { return false }
        return true
    }

    // MARK: Views and drawing

    /// The month's title, the weekdays and the days are views, as in iOS's calendar (a label, a
    /// collection of day cells), found by their text; only the arrows are drawn.
    private lazy var titleLabel: UILabel = {
        let l = UILabel()
        l.font = UIFont.systemFont(ofSize: 17, weight: .semibold)
        l.textColor = .label
        l.accessibilityElementsHidden = true // the calendar's own parts speak for it
        addSubview(l)
        return l
    }()
    private var weekdayLabels: [UILabel] = []
    private var dayViews: [DateCalendarDayView] = []

    public override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.text = monthTitle
        let title = titleLabel.sizeThatFits(.zero)
        titleLabel.frame = pixelAligned(CGRect(x: 16, y: (DateCalendarView.headerHeight - title.height) / 2,
                                               width: min(title.width, max(0, previousArrow.minX - 16)), height: title.height))
        let size = cellSize
        let symbols = calendar.shortStandaloneWeekdaySymbols
        while weekdayLabels.count < 7 {
            let l = UILabel()
            l.font = UIFont.systemFont(ofSize: 13, weight: .semibold)
            l.textColor = .tertiaryLabel
            l.textAlignment = .center
            l.accessibilityElementsHidden = true
            addSubview(l)
            weekdayLabels.append(l)
        }
        for (i, l) in weekdayLabels.enumerated() {
            l.text = symbols[(i + calendar.firstWeekday - 1) % 7].uppercased()
            l.frame = CGRect(x: 8 + CGFloat(i) * size.width, y: DateCalendarView.headerHeight, width: size.width, height: DateCalendarView.weekdaysHeight)
        }
        let cells = dayCells
        while dayViews.count < cells.count {
            let v = DateCalendarDayView()
            addSubview(v)
            dayViews.append(v)
        }
        let chosen = calendar.startOfDay(for: owner.date), today = calendar.startOfDay(for: Date())
        for (i, v) in dayViews.enumerated() {
            guard i < cells.count else { v.isHidden = true; continue }
            let (day, cell) = cells[i]
            v.isHidden = false
            v.frame = cell
            v.show(day: calendar.component(.day, from: day), selected: day == chosen, today: day == today, enabled: isEnabled(day), tint: tintColor ?? .systemBlue)
        }
    }

    public override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsLayout()
        setNeedsDisplay()
    }

    public override func draw(_ rect: CGRect) {
        let tint = tintColor ?? .systemBlue
        tint.setStroke()
        for (r, left) in [(previousArrow, true), (nextArrow, false)] {
            let c = CGPoint(x: r.midX, y: r.midY), d: CGFloat = left ? 1 : -1
            let chevron = UIBezierPath()
            chevron.move(to: CGPoint(x: c.x + 3.5 * d, y: c.y - 7))
            chevron.addLine(to: CGPoint(x: c.x - 3.5 * d, y: c.y))
            chevron.addLine(to: CGPoint(x: c.x + 3.5 * d, y: c.y + 7))
            chevron.lineWidth = 2.2
            chevron.lineCapStyle = .round
            chevron.lineJoinStyle = .round
            chevron.stroke()
        }
    }

    // MARK: Touch

    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}

    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let p = touches.first?.location(in: self) else { return }
        if previousArrow.contains(p) { turn(by: -1); return }
        if nextArrow.contains(p) { turn(by: 1); return }
        guard let (day, _) = dayCells.first(where: { $0.rect.contains(p) }) else { return }
        pick(day)
    }

    /// Chooses `day` if the picker allows it.
    @discardableResult func pick(_ day: Date) -> Bool {
        guard isEnabled(day) else { return false }
        onPick(day)
        setNeedsLayout()
        return true
    }
}
