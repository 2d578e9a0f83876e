import Testing
import UIKit
import UIKitTesting

// Docs/Porting.md's rules, each "after" form compiled and run here as the guide writes it (the
// "before" forms are iOS code that does not compile on Linux; the guide shows them beside these).

/// Rule: `@IBOutlet weak var` becomes `@Outlet var`.
final class OutletScreen: UIViewController {
    @Outlet var title1: UILabel!          // was: @IBOutlet weak var title1: UILabel!
    override func viewDidLoad() {
        title1 = UILabel(frame: CGRect(x: 20, y: 100, width: 200, height: 30))
        title1.text = "Outlet"
        view.addSubview(title1)
    }
}

/// Rule: selector-based observers become the block form (here, the keyboard's, reading NSValue frames).
final class KeyboardWatcher: UIViewController {
    var bottomInset: CGFloat = 0
    var observer: NSObjectProtocol?
    override func viewDidLoad() {
        // was: NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
        //                                             name: UIResponder.keyboardWillShowNotification, object: nil)
        observer = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification,
                                                          object: nil, queue: .main) { [weak self] note in
            // was: let frame = note.userInfo![UIResponder.keyboardFrameEndUserInfoKey] as! CGRect
            let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
            MainActor.assumeIsolated { self?.keyboardWillShow(frame) }
        }
    }
    func keyboardWillShow(_ frame: CGRect?) {
        guard let frame else { return }
        bottomInset = frame.height
    }
}

/// Rule: timers with a selector take a method reference; `perform(_:with:afterDelay:)` a closure.
final class Clock: UIViewController {
    var ticks = 0
    var later: [String] = []
    func tick(_ timer: Timer) { ticks += 1 }
    func start() {
        // was: Timer.scheduledTimer(timeInterval: 0.5, target: self, selector: #selector(tick(_:)), userInfo: nil, repeats: true)
        _ = Timer.scheduledTimer(timeInterval: 0.5, target: self, selector: Clock.tick, userInfo: nil, repeats: true)
        // was: perform(#selector(note(_:)), with: "done", afterDelay: 1)
        perform(afterDelay: 1) { self.note("done") }
    }
    func note(_ s: String) { later.append(s) }
}

/// Rule: key-value coding has no Linux equivalent; a key path says the same thing, type-checked.
final class Profile { var name = "Ada" }

@MainActor
@Suite(.serialized) struct PortingGuideTests {
    @Test func outletsAreAPropertyWrapper() {
        let sim = Simulator()
        let vc = OutletScreen()
        sim.rootViewController = vc
        #expect(sim.view(withText: "Outlet") === vc.title1)
    }

    @Test func blockObserversAndNSValueFrames() {
        let sim = Simulator()
        let vc = KeyboardWatcher()
        sim.rootViewController = vc
        let frame = CGRect(x: 0, y: 500, width: 393, height: 336)
        NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: nil,
                                        userInfo: [UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: frame)])
        #expect(vc.bottomInset == 336)
        if let observer = vc.observer { NotificationCenter.default.removeObserver(observer) }
    }

    @Test func timersAndDelayedPerformsRunOnTheVirtualClock() {
        let sim = Simulator()
        let vc = Clock()
        sim.rootViewController = vc
        vc.start()
        sim.advance(by: 1.05)
        #expect(vc.ticks == 2)
        #expect(vc.later == ["done"])
    }

    @Test func keyPathsInsteadOfKeyValueCoding() {
        let profile = Profile()
        // was: profile.setValue("Grace", forKey: "name"); profile.value(forKey: "name") as? String
        let name: ReferenceWritableKeyPath<Profile, String> = \.name
        profile[keyPath: name] = "Grace"
        #expect(profile[keyPath: name] == "Grace")
    }
}

/// Rule (section 5): a cell subclass overriding `init(style:reuseIdentifier:)` marks it `required`,
/// and rows that move say so in `canMoveRowAt`.
final class PortedCell: UITableViewCell {
    // was: override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class PortedList: UITableViewController {
    var items = ["one", "two", "three"]
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(PortedCell.self, forCellReuseIdentifier: "cell")
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        cell.detailTextLabel?.text = "row \(indexPath.row)"
        return cell
    }
    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    override func tableView(_ tableView: UITableView, moveRowAt from: IndexPath, to: IndexPath) {
        items.insert(items.remove(at: from.row), at: to.row)
    }
    override func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                            targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        targetContentOffset.pointee.y = (targetContentOffset.pointee.y / 44).rounded() * 44
    }
}

@MainActor
@Suite(.serialized) struct PortingGuideTableTests {
    @Test func aPortedTableControllerShowsItsSubclassedCellsAndMovesRows() throws {
        let sim = Simulator()
        let list = PortedList(style: .plain)
        sim.rootViewController = UINavigationController(rootViewController: list)
        sim.settle()
        let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell is PortedCell && cell.detailTextLabel?.text == "row 0")
        list.setEditing(true, animated: false)
        sim.runFrame()
        #expect(cell.subviews.contains { $0.accessibilityLabel == "Reorder" })
        let scrollView: UIScrollView = list.tableView
        #expect(scrollView.delegate === list && list.tableView.delegate === list)
    }
}

/// Section 8: a bar that rides on the keyboard's top edge with the notification's curve.
@MainActor final class RidingBarController: UIViewController {
    let bar = UIView()
    let field = UITextField()
    private var token: NSObjectProtocol?
    override func viewDidLoad() {
        view.backgroundColor = .white
        field.frame = CGRect(x: 20, y: 100, width: 300, height: 34)
        view.addSubview(field)
        bar.frame = CGRect(x: 0, y: view.bounds.height - 44, width: view.bounds.width, height: 44)
        view.addSubview(bar)
        token = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main) { [weak self] note in
            nonisolated(unsafe) let note = note
            MainActor.assumeIsolated { self?.keyboardWillChange(note) }
        }
    }
    func keyboardWillChange(_ note: Notification) {
        let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
        let curve = (note.userInfo?[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue ?? 0
        let top = view.convert(end, from: nil).minY
        UIView.animate(withDuration: 0.25, delay: 0, options: UIView.AnimationOptions(rawValue: UInt(curve) << 16)) {
            self.bar.frame.origin.y = min(top, self.view.bounds.height) - 44
        }
    }
}

@MainActor
@Suite(.serialized) struct PortingGuideKeyboardTests {
    @Test func aViewAnimatedWithTheKeyboardsCurveStaysOnItsEdge() throws {
        let sim = Simulator()
        let vc = RidingBarController()
        sim.rootViewController = vc
        sim.settle()
        sim.tap(on: vc.field)
        for _ in 0..<6 {
            sim.advance(by: 0.04)
            let keyboardTop = try #require(sim.keyboardFrame).minY
            let barBottom = try #require(vc.bar.layer.presentation()).frame.maxY
            #expect(abs(barBottom - keyboardTop) < 0.5, "mid-slide the bar rides the keyboard: \(barBottom) vs \(keyboardTop)")
        }
        sim.settle()
        #expect(abs(vc.bar.frame.maxY - (852 - 291)) < 0.01)
        #expect(UIView.AnimationCurve(rawValue: 7) != nil, "curve 7 converts, as on iOS")
    }
}
