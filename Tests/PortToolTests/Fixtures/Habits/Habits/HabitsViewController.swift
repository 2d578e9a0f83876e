//
//  HabitsViewController.swift
//  Habits
//

import UIKit

class Habit: NSObject {
    let name: String
    init(name: String) { self.name = name }
    override var description: String { return "<\(name)>" }
}

/// A view that draws its outline's stroke with a gradient and a shadow, as a Core Graphics chapter does.
class RingView: UIView {
    override func draw(_ rect: CGRect) {
        let con = UIGraphicsGetCurrentContext()!
        con.saveGState()
        con.setShadow(offset: CGSize(width: 6, height: 6), blur: 4)
        con.setFillColor(UIColor.systemBlue.cgColor)
        con.fill(CGRect(x: 10, y: 10, width: 60, height: 60))
        con.restoreGState()
        // The stroke's area as a path: clip to it and fill it with a gradient.
        con.setLineWidth(12)
        con.addEllipse(in: CGRect(x: 100, y: 10, width: 60, height: 60))
        con.replacePathWithStrokedPath()
        con.clip()
        let grad = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                              colors: [UIColor.red.cgColor, UIColor.yellow.cgColor] as CFArray, locations: [0, 1])!
        con.drawLinearGradient(grad, start: CGPoint(x: 100, y: 10), end: CGPoint(x: 160, y: 70), options: [])
    }
}

class HabitsViewController: UIViewController {
    let modeLabel = UILabel()
    let progressLabel = UILabel()
    let statusLabel = UILabel()
    let ring = RingView()
    let previewSource = UIView()
    var progress = Progress(totalUnitCount: 4)
    var observation: NSKeyValueObservation?
    var fixedPoint = CGPoint.zero
    var steps = 0
    var committed: UIViewController?
    var peeked: UIViewController?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        title = "Habits"
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "People", style: .plain, target: self, action: #selector(showPeople))
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Pantry", style: .plain, target: self, action: #selector(showPantry))

        let easy = UIAction(title: "Easy") { [unowned self] _ in self.modeLabel.text = "easy" }
        let hard = UIAction(title: "Hard") { [unowned self] _ in self.modeLabel.text = "hard" }
        let seg = UISegmentedControl(frame: .zero, actions: [easy, hard])
        seg.frame.origin = CGPoint(x: 20, y: 110)
        view.addSubview(seg)

        for (i, label) in [modeLabel, progressLabel, statusLabel].enumerated() {
            label.frame = CGRect(x: 20, y: 160 + CGFloat(i) * 30, width: 340, height: 24)
            view.addSubview(label)
        }
        let step = UIButton(type: .system)
        step.setTitle("Step", for: .normal)
        step.frame = CGRect(x: 20, y: 260, width: 80, height: 40)
        step.addTarget(self, action: #selector(stepTapped(_:)), for: .touchUpInside)
        view.addSubview(step)
        let freeze = UIButton(type: .system)
        freeze.setTitle("Freeze", for: .normal)
        freeze.frame = CGRect(x: 120, y: 260, width: 80, height: 40)
        freeze.addTarget(self, action: #selector(freezeTapped), for: .touchUpInside)
        view.addSubview(freeze)

        ring.frame = CGRect(x: 20, y: 320, width: 200, height: 90)
        ring.backgroundColor = .white
        view.addSubview(ring)
        previewSource.frame = CGRect(x: 20, y: 440, width: 160, height: 80)
        previewSource.backgroundColor = .systemGreen
        view.addSubview(previewSource)
        registerForPreviewing(with: self, sourceView: previewSource)

        // Key-value observing, as Programming iOS observes an NSProgress.
        observation = progress.observe(\.fractionCompleted, options: [.new]) { [unowned self] prog, change in
            self.progressLabel.text = String(format: "%.0f%% done", (change.newValue ?? 0) * 100)
        }
        let habit = Habit(name: "run")
        statusLabel.text = String(format: "Habit %@ (%d)", habit, 1)
        fixedPoint = view.convert(CGPoint(x: 10, y: 20), to: UIScreen.main.fixedCoordinateSpace)
    }

    @objc func showPeople() {
        navigationController?.pushViewController(PeopleViewController(style: .plain), animated: true)
    }

    @objc func showPantry() {
        navigationController?.pushViewController(PantryViewController(), animated: false)
    }

    @objc func stepTapped(_ sender: Any) {
        // Asked and performed by selector, as Objective-C code does.
        if self.responds(to: #selector(advance)) {
            self.perform(#selector(advance))
        }
    }

    @objc func advance() {
        steps += 1
        progress.completedUnitCount += 1
    }

    @objc func freezeTapped() {
        UIApplication.shared.beginIgnoringInteractionEvents()
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
            UIApplication.shared.endIgnoringInteractionEvents()
        }
    }

    var windowCount: Int {
        let w = UIApplication.shared.delegate!.window!!
        return w.isKeyWindow ? 1 : 0
    }
}

extension HabitsViewController: UIViewControllerPreviewingDelegate {
    func previewingContext(_ previewingContext: UIViewControllerPreviewing, viewControllerForLocation location: CGPoint) -> UIViewController? {
        let peek = PeekViewController()
        peeked = peek
        return peek
    }

    func previewingContext(_ previewingContext: UIViewControllerPreviewing, commit viewControllerToCommit: UIViewController) {
        committed = viewControllerToCommit
        navigationController?.pushViewController(viewControllerToCommit, animated: false)
    }
}

class PeekViewController: UIViewController {
    static var chosen: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemYellow
        preferredContentSize = CGSize(width: 300, height: 200)
    }

    override var previewActionItems: [UIPreviewActionItem] {
        let star = UIPreviewAction(title: "Star", style: .default) { action, vc in
            PeekViewController.chosen = action.title
        }
        return [star]
    }
}
