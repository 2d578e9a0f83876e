import UIKit

/// An alarm clock as a controls chapter builds it: Alarm sets a time on the time wheels; Timer sets
/// a countdown on the countdown wheels and starts it, counting down on a timer.
public final class AlarmClockViewController: UIViewController {
    public let modes = UISegmentedControl(items: ["Alarm", "Timer"])
    public let alarmPicker = UIDatePicker()
    public let timerPicker = UIDatePicker()
    public let status = UILabel()
    public let startButton = UIButton(type: .system)
    private var ticker: Timer?
    public private(set) var remaining: TimeInterval = 0

    public init() {
        super.init(nibName: nil, bundle: nil)
        title = "Alarm Clock"
    }

    required init?(coder: NSCoder) { fatalError("made in code") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        modes.selectedSegmentIndex = 0
        modes.addTarget(self, action: AlarmClockViewController.modeChanged, for: .valueChanged)
        alarmPicker.datePickerMode = .time
        alarmPicker.preferredDatePickerStyle = .wheels
        alarmPicker.minuteInterval = 5
        alarmPicker.addTarget(self, action: AlarmClockViewController.alarmChanged, for: .valueChanged)
        timerPicker.datePickerMode = .countDownTimer
        timerPicker.countDownDuration = 25 * 60
        timerPicker.isHidden = true
        status.textAlignment = .center
        status.font = .monospacedDigitSystemFont(ofSize: 28, weight: .light)
        startButton.setTitle("Start", for: .normal)
        startButton.titleLabel?.font = .systemFont(ofSize: 20, weight: .semibold)
        startButton.isHidden = true
        startButton.addTarget(self, action: AlarmClockViewController.startTapped, for: .touchUpInside)
        for v in [modes, alarmPicker, timerPicker, status, startButton] as [UIView] { view.addSubview(v) }
        alarmChanged()
    }

    /// The status follows the picker as it is when the screen shows (the date may have been set in code,
    /// which sends no valueChanged).
    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        modeChanged()
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let b = view.bounds.inset(by: view.safeAreaInsets)
        let w = min(b.width - 32, 400), x = b.midX - w / 2
        modes.frame = CGRect(x: x, y: b.minY + 16, width: w, height: 32)
        for p in [alarmPicker, timerPicker] { p.frame = CGRect(x: b.midX - 160, y: modes.frame.maxY + 24, width: 320, height: 216) }
        status.frame = CGRect(x: x, y: alarmPicker.frame.maxY + 24, width: w, height: 40)
        startButton.frame = CGRect(x: b.midX - 60, y: status.frame.maxY + 16, width: 120, height: 44)
    }

    private var timeFormatter: DateFormatter {
        let f = DateFormatter()
        f.locale = alarmPicker.locale ?? Locale.current
        f.timeZone = alarmPicker.timeZone ?? TimeZone.current
        f.timeStyle = .short
        return f
    }

    private func modeChanged() {
        let timer = modes.selectedSegmentIndex == 1
        alarmPicker.isHidden = timer
        timerPicker.isHidden = !timer
        startButton.isHidden = !timer
        if timer { showRemaining(timerPicker.countDownDuration) } else { alarmChanged() }
    }

    private func alarmChanged() { status.text = "Alarm at " + timeFormatter.string(from: alarmPicker.date) }

    private func startTapped() {
        ticker?.invalidate()
        remaining = timerPicker.countDownDuration
        showRemaining(remaining)
        ticker = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.remaining -= 1
                self.showRemaining(self.remaining)
                if self.remaining <= 0 { self.ticker?.invalidate() }
            }
        }
    }

    private func showRemaining(_ t: TimeInterval) {
        let s = max(0, Int(t))
        status.text = String(format: "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60)
    }
}
