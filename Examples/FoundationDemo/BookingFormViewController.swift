import UIKit

/// A hotel booking form: check-in on a compact date picker, check-out on an inline calendar, the
/// room from a pull-down button, and a summary that follows them.
public final class BookingFormViewController: UIViewController {
    public let checkIn = UIDatePicker()
    public let checkOut = UIDatePicker()
    public let roomButton = UIButton(type: .system)
    public let summary = UILabel()
    public private(set) var room = "Double"
    /// Whether the stay was booked (the Book button, then the alert's Book).
    public private(set) var booked = false
    private let checkInLabel = UILabel(), checkOutLabel = UILabel(), roomLabel = UILabel()
    private let scroll = UIScrollView()

    /// The day the form counts from (check-in a week later): today, or a fixed day for a snapshot.
    private let today: Date

    public init(today: Date = Date()) {
        self.today = today
        super.init(nibName: nil, bundle: nil)
        title = "Booking"
    }

    required init?(coder: NSCoder) { fatalError("made in code") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        view.addSubview(scroll)
        for (l, t) in [(checkInLabel, "Check-in"), (checkOutLabel, "Check-out"), (roomLabel, "Room")] {
            l.text = t
            l.font = .systemFont(ofSize: 17)
            scroll.addSubview(l)
        }
        checkIn.datePickerMode = .date
        checkIn.preferredDatePickerStyle = .compact
        checkOut.datePickerMode = .date
        checkOut.preferredDatePickerStyle = .inline
        let cal = Calendar.current
        checkIn.minimumDate = cal.startOfDay(for: today)
        checkIn.date = cal.date(byAdding: .day, value: 7, to: cal.startOfDay(for: today)) ?? today
        checkOut.date = cal.date(byAdding: .day, value: 3, to: checkIn.date) ?? today
        checkOut.minimumDate = cal.date(byAdding: .day, value: 1, to: checkIn.date)
        for p in [checkIn, checkOut] {
            p.addTarget(self, action: BookingFormViewController.datesChanged, for: .valueChanged)
            scroll.addSubview(p)
        }
        roomButton.showsMenuAsPrimaryAction = true
        roomButton.changesSelectionAsPrimaryAction = true
        roomButton.menu = UIMenu(children: ["Single", "Double", "Suite"].map { name in
            UIAction(title: name, state: name == room ? .on : .off) { [weak self] _ in
                self?.room = name
                self?.refresh()
            }
        })
        scroll.addSubview(roomButton)
        summary.numberOfLines = 0
        summary.textAlignment = .center
        summary.font = .systemFont(ofSize: 17, weight: .semibold)
        scroll.addSubview(summary)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Book", style: .done, target: self, action: BookingFormViewController.confirm)
        refresh()
    }

    /// Asks before booking, with the stay in the alert's message.
    private func confirm() {
        let alert = UIAlertController(title: "Book this stay?", message: summary.text, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Book", style: .default) { [weak self] _ in
            self?.booked = true
            self?.refresh()
        })
        present(alert, animated: true)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        scroll.frame = view.bounds
        let b = view.bounds.inset(by: view.safeAreaInsets)
        let w = min(b.width - 32, 500), x = b.midX - w / 2
        var y: CGFloat = 16
        checkInLabel.frame = CGRect(x: x, y: y, width: 120, height: 34)
        let s = checkIn.intrinsicContentSize
        checkIn.frame = CGRect(x: x + w - s.width, y: y, width: s.width, height: s.height)
        y += 50
        checkOutLabel.frame = CGRect(x: x, y: y, width: 120, height: 34)
        y += 34
        let c = checkOut.intrinsicContentSize
        checkOut.frame = CGRect(x: b.midX - c.width / 2, y: y, width: c.width, height: c.height)
        y += c.height + 12
        roomLabel.frame = CGRect(x: x, y: y, width: 120, height: 34)
        let r = roomButton.intrinsicContentSize
        roomButton.frame = CGRect(x: x + w - r.width, y: y, width: r.width, height: 34)
        y += 54
        summary.frame = CGRect(x: x, y: y, width: w, height: 50)
        scroll.contentSize = CGSize(width: view.bounds.width, height: y + 80)
    }

    public var nights: Int {
        let cal = Calendar.current
        return cal.dateComponents([.day], from: cal.startOfDay(for: checkIn.date), to: cal.startOfDay(for: checkOut.date)).day ?? 0
    }

    private func datesChanged() {
        let cal = Calendar.current
        checkOut.minimumDate = cal.date(byAdding: .day, value: 1, to: cal.startOfDay(for: checkIn.date))
        if checkOut.date < checkOut.minimumDate ?? checkOut.date { checkOut.date = checkOut.minimumDate ?? checkOut.date }
        refresh()
    }

    private func refresh() {
        summary.text = (booked ? "Booked: " : "") + "\(nights) night\(nights == 1 ? "" : "s"), \(room) room"
        view.setNeedsLayout()
    }
}
