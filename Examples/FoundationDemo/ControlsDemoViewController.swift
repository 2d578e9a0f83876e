import UIKit

/// The controls of the events chapter: buttons, a switch, a slider, segments and a stepper, with a label
/// that reports what was last touched.
public final class ControlsDemoViewController: UIViewController {
    private let status = UILabel()

    public override func viewDidLoad() {
        view.backgroundColor = .systemGroupedBackground
        status.text = "Touch a control"
        status.textAlignment = .center
        status.textColor = .secondaryLabel
        view.addSubview(status)
        let button = UIButton(type: .system)
        button.setTitle("System Button", for: .normal)
        button.tag = 1
        button.addTarget(self, action: ControlsDemoViewController.tapped, for: .touchUpInside)
        view.addSubview(button)
        var config = UIButton.Configuration.filled()
        config.title = "Filled"
        let filled = UIButton(configuration: config, primaryAction: UIAction { [weak self] _ in self?.status.text = "Filled button" })
        filled.tag = 2
        view.addSubview(filled)
        let toggle = UISwitch()
        toggle.tag = 3
        toggle.addTarget(self, action: ControlsDemoViewController.switched, for: .valueChanged)
        view.addSubview(toggle)
        let slider = UISlider()
        slider.value = 0.5
        slider.tag = 4
        slider.addTarget(self, action: ControlsDemoViewController.slid, for: .valueChanged)
        view.addSubview(slider)
        let segments = UISegmentedControl(items: ["Red", "Green", "Blue"])
        segments.selectedSegmentIndex = 0
        segments.tag = 5
        segments.addTarget(self, action: ControlsDemoViewController.picked, for: .valueChanged)
        view.addSubview(segments)
        let stepper = UIStepper()
        stepper.tag = 6
        stepper.addTarget(self, action: ControlsDemoViewController.stepped, for: .valueChanged)
        view.addSubview(stepper)
    }

    public override func viewDidLayoutSubviews() {
        let w = view.bounds.width - 40
        let y = view.safeAreaInsets.top + 20
        status.frame = CGRect(x: 20, y: y, width: w, height: 24)
        view.viewWithTag(1)?.frame = CGRect(x: 20, y: y + 44, width: 150, height: 30)
        view.viewWithTag(2)?.frame = CGRect(x: 200, y: y + 40, width: 120, height: 38)
        view.viewWithTag(3)?.frame.origin = CGPoint(x: 20, y: y + 100)
        view.viewWithTag(4)?.frame = CGRect(x: 20, y: y + 160, width: w, height: 34)
        view.viewWithTag(5)?.frame = CGRect(x: 20, y: y + 220, width: w, height: 32)
        view.viewWithTag(6)?.frame.origin = CGPoint(x: 20, y: y + 280)
    }

    func tapped() { status.text = "System button" }
    func switched(_ s: UISwitch) { status.text = s.isOn ? "Switch on" : "Switch off" }
    func slid(_ s: UISlider) { status.text = String(format: "Slider %.2f", s.value) }
    func picked(_ s: UISegmentedControl) { status.text = "Segment \(s.titleForSegment(at: s.selectedSegmentIndex) ?? "")" }
    func stepped(_ s: UIStepper) { status.text = "Stepper \(Int(s.value))" }
}
