import Foundation

/// One day of the inline calendar: its number, in the tint when chosen (on a light tinted circle)
/// or today, grey out of the picker's range. It takes no touches: the calendar picks the day.
@MainActor final class DateCalendarDayView: UIView {
    private let circle = UIView()
    private let number = UILabel()

    init() {
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        accessibilityElementsHidden = true // the calendar's day elements speak for it
        circle.isHidden = true
        addSubview(circle)
        number.textAlignment = .center
        addSubview(number)
    }

    required init?(coder: NSCoder) { fatalError("made by a calendar") }

    func show(day: Int, selected: Bool, today: Bool, enabled: Bool, tint: UIColor) {
        number.text = "\(day)"
        number.font = UIFont.systemFont(ofSize: 20, weight: selected ? .semibold : .regular)
        number.textColor = !enabled ? .tertiaryLabel : (selected || today) ? tint : .label
        circle.isHidden = !selected
        circle.backgroundColor = tint.withAlphaComponent(0.12)
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds, d = max(0, min(b.width, b.height) - 4)
        circle.frame = CGRect(x: b.midX - d / 2, y: b.midY - d / 2, width: d, height: d)
        circle.layer.cornerRadius = d / 2
        let h = number.sizeThatFits(.zero).height
        number.frame = CGRect(x: 0, y: (b.height - h) / 2, width: b.width, height: h)
    }
}
