//
//  BenchViewController.swift
//  Workshop
//

import UIKit

/// The first screen (Main.storyboard): the project's name, the planks sawn so far, and the way to
/// the other rooms of the workshop.
class BenchViewController: UIViewController {

    @IBOutlet weak var planksLabel: UILabel!
    @IBOutlet weak var projectField: UITextField!

    var project = ""
    /// The registered object the last restoration archive handed back, if any.
    var decodedWorkbench: Workbench?

    var workbench: Workbench {
        return (UIApplication.shared.delegate as! AppDelegate).workbench
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        refresh()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        refresh()
    }

    func refresh() {
        guard isViewLoaded else { return }
        planksLabel.text = workbench.planks == 1 ? "1 plank" : "\(workbench.planks) planks"
        projectField.text = project
        title = project.isEmpty ? "Workshop" : project
    }

    @IBAction func saw(_ sender: Any) {
        workbench.planks += 1
        refresh()
        userActivity?.needsSave = true
    }

    @IBAction func projectChanged(_ sender: UITextField) {
        project = sender.text ?? ""
        title = project.isEmpty ? "Workshop" : project
        userActivity?.needsSave = true
    }

    @IBAction func showPointer(_ sender: Any) {
        navigationController?.pushViewController(PointerViewController(), animated: true)
    }

    @IBAction func showBars(_ sender: Any) {
        navigationController?.pushViewController(ReadingViewController(style: .plain), animated: true)
    }

    @IBAction func showPaste(_ sender: Any) {
        navigationController?.pushViewController(PasteViewController(), animated: true)
    }

    @IBAction func showSkins(_ sender: Any) {
        navigationController?.pushViewController(SkinsViewController(), animated: true)
    }

    @IBAction func showPatterns(_ sender: Any) {
        navigationController?.pushViewController(PatternViewController(), animated: true)
    }

    // MARK: User activities (iOS 13 and later)

    override func updateUserActivityState(_ activity: NSUserActivity) {
        super.updateUserActivityState(activity)
        activity.addUserInfoEntries(from: ["project": project, "planks": workbench.planks])
    }

    override func restoreUserActivityState(_ activity: NSUserActivity) {
        super.restoreUserActivityState(activity)
        if let name = activity.userInfo?["project"] as? String {
            project = name
        }
        if let planks = activity.userInfo?["planks"] as? Int {
            workbench.planks = planks
        }
        refresh()
    }

    // MARK: State restoration (iOS 12)

    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(project, forKey: "project")
        coder.encode(workbench, forKey: "workbench")
    }

    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        if let name = coder.decodeObject(of: NSString.self, forKey: "project") {
            project = name as String
        }
        decodedWorkbench = coder.decodeObject(forKey: "workbench") as? Workbench
    }

    override func applicationFinishedRestoringState() {
        super.applicationFinishedRestoringState()
        refresh()
    }
}
