import Foundation
import Testing
import UIKit
import UIKitTesting

// Members iOS books' apps use that once had no Linux form: legacy bar images, a shrunk label's
// baseline, push and pop's moving flags, key-value observing of UIKit objects, the menu controller,
// selectors performed, and the screen's coordinate spaces.

@MainActor @Suite struct ObjectiveCHabitsTests {
    final class Counter: UIView {
        var count = 0
        func bump() { count += 1 }
        func add(_ n: Any?) { count += (n as? Int) ?? 0 }
    }

    final class Tracking: UIViewController {
        var seen: [String] = []
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            seen.append("willAppear moving:\(isMovingToParent)")
        }
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            seen.append("willDisappear moving:\(isMovingFromParent)")
        }
    }

    /// A plain image, `size` points, in `color`.
    func swatch(_ color: UIColor, _ size: CGSize) -> UIImage {
        UIGraphicsImageRenderer(size: size).image { ctx in color.setFill(); ctx.fill(CGRect(origin: .zero, size: size)) }
    }

    @Test func selectorsArePerformedAndAskedAbout() {
        let sim = Simulator(device: .iPhone15)
        _ = sim
        let c = Counter()
        #expect(c.responds(to: Selector(Counter.bump)) && !UIView().responds(to: Selector(Counter.bump)))
        c.perform(Selector(Counter.bump))
        c.perform(Selector(Counter.add), with: 4)
        #expect(c.count == 5)
        var failures: [String] = []
        UIKitRuntime.failureHandler = { failures.append($0) }
        defer { UIKitRuntime.failureHandler = nil }
        UIView().perform(Selector("frobnicate:"), with: nil)
        #expect(failures.count == 1 && failures[0].hasPrefix("-[UIKit.UIView frobnicate:]: unrecognized selector sent to instance 0x"), "\(failures)")
        // Any NSObject is a format argument, by its description.
        #expect(String(format: "%@ and %@", UIColor.red, "text").hasSuffix(" and text"))
    }

    @Test func keyValueObservingSeesAScrollViewMove() {
        let sim = Simulator(device: .iPhone15)
        let vc = UIViewController()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        scroll.contentSize = CGSize(width: 300, height: 3000)
        scroll.contentInsetAdjustmentBehavior = .never
        vc.view.addSubview(scroll)
        sim.rootViewController = vc
        var offsets: [CGFloat] = []
        var olds: [CGFloat] = []
        let o = scroll.observe(\.contentOffset, options: [.new, .old, .initial]) { _, change in
            offsets.append(change.newValue?.y ?? -1)
            if let old = change.oldValue { olds.append(old.y) }
        }
        #expect(offsets == [0], "initial")
        scroll.contentOffset = CGPoint(x: 0, y: 120)
        sim.advance(by: 0.02)
        #expect(offsets == [0, 120] && olds == [0])
        sim.advance(by: 0.5)
        #expect(offsets.count == 2, "no change, no call")
        o.invalidate()
        scroll.contentOffset = CGPoint(x: 0, y: 200)
        sim.advance(by: 0.1)
        #expect(offsets.count == 2, "invalidated")
    }

    @Test func pushAndPopSayTheControllerIsMoving() {
        let sim = Simulator(device: .iPhone15)
        let root = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        sim.rootViewController = nav
        let pushed = Tracking()
        nav.pushViewController(pushed, animated: true)
        sim.settle()
        #expect(!pushed.isMovingToParent, "only during the transition")
        nav.popViewController(animated: true)
        sim.settle()
        #expect(pushed.seen == ["willAppear moving:true", "willDisappear moving:true"], "\(pushed.seen)")
    }

    @Test func legacyBarImagesAreDrawn() {
        let sim = Simulator(device: .iPhone15)
        let vc = UIViewController()
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 200, width: 393, height: 44))
        toolbar.setBackgroundImage(swatch(.orange, CGSize(width: 10, height: 10)), forToolbarPosition: .any, barMetrics: .default)
        vc.view.addSubview(toolbar)
        let tabs = UITabBar(frame: CGRect(x: 0, y: 400, width: 393, height: 49))
        let a = UITabBarItem(title: "A", image: nil, tag: 0), b = UITabBarItem(title: "B", image: nil, tag: 1)
        tabs.items = [a, b]
        tabs.selectedItem = b
        tabs.selectionIndicatorImage = swatch(.purple, CGSize(width: 40, height: 30))
        vc.view.addSubview(tabs)
        sim.rootViewController = vc
        sim.settle()
        #expect(toolbar.backgroundImage(forToolbarPosition: .any, barMetrics: .default) != nil)
        #expect(sim.color(at: CGPoint(x: 5, y: 205)).isClose(to: RGBA(r: 255, g: 128, b: 0), tolerance: 4), "\(sim.color(at: CGPoint(x: 5, y: 205)))")
        // The indicator, centred behind the selected (second) item; the first has none.
        let second = CGPoint(x: 393 * 3 / 4 - 15, y: 400 + 24.5)
        #expect(sim.color(at: second).isClose(to: RGBA(r: 128, g: 0, b: 128), tolerance: 4), "\(sim.color(at: second))")
        #expect(!sim.color(at: CGPoint(x: 393 / 4 - 15, y: 424.5)).isClose(to: RGBA(r: 128, g: 0, b: 128), tolerance: 40))
    }

    @Test func aBackIndicatorImageReplacesTheChevron() throws {
        let sim = Simulator(device: .iPhone15)
        let nav = UINavigationController(rootViewController: UIViewController())
        let arrow = swatch(.red, CGSize(width: 14, height: 14))
        nav.navigationBar.backIndicatorImage = arrow
        nav.navigationBar.backIndicatorTransitionMaskImage = arrow
        sim.rootViewController = nav
        let second = UIViewController()
        second.view.backgroundColor = .white
        nav.pushViewController(second, animated: false)
        sim.settle()
        let back = try #require(sim.view(withText: "Back"))
        let frame = back.convert(back.bounds, to: nil)
        let p = CGPoint(x: frame.minX + 7, y: frame.midY)
        #expect(sim.color(at: p).isClose(to: RGBA(r: 0, g: 122, b: 255), tolerance: 12), "a template image takes the tint: \(sim.color(at: p))")
    }

    @Test func aShrunkLineKeepsItsBaseline() {
        let sim = Simulator(device: .iPhone15)
        func label(_ adjustment: UIBaselineAdjustment) -> UILabel {
            let l = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
            l.font = .systemFont(ofSize: 30)
            l.text = "A rather long line"
            l.adjustsFontSizeToFitWidth = true
            l.minimumScaleFactor = 0.3
            l.baselineAdjustment = adjustment
            return l
        }
        _ = sim
        let base = label(.alignBaselines), centre = label(.alignCenters), top = label(.none)
        let r = { (l: UILabel) in l.textRect(forBounds: l.bounds, limitedToNumberOfLines: 1) }
        // Centred: equal room above and below; baselines: lower, where the 30-point line's baseline is; none: higher.
        #expect(abs(r(centre).midY - 30) < 0.6)
        #expect(r(base).minY > r(centre).minY + 2 && r(top).minY < r(centre).minY - 2, "\(r(base)) \(r(centre)) \(r(top))")
    }

    @Test func theScreensSpacesAndAMenuOverAResponder() throws {
        let sim = Simulator(device: .iPhone15)
        final class Editor: UIView {
            var copied = false
            override var canBecomeFirstResponder: Bool { true }
            override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { action == Selector("copy:") }
            override func copy(_ sender: Any?) { copied = true }
        }
        let vc = UIViewController()
        let editor = Editor(frame: CGRect(x: 50, y: 300, width: 200, height: 100))
        vc.view.addSubview(editor)
        sim.rootViewController = vc
        #expect(UIScreen.main.coordinateSpace.convert(CGPoint(x: 60, y: 310), to: editor) == CGPoint(x: 10, y: 10))
        editor.becomeFirstResponder()
        UIMenuController.shared.showMenu(from: editor, rect: editor.bounds)
        sim.settle()
        #expect(UIMenuController.shared.isMenuVisible && sim.view(withText: "Paste") == nil)
        sim.tap(on: try #require(sim.view(withText: "Copy")))
        #expect(editor.copied && !UIMenuController.shared.isMenuVisible)
    }

    final class Shortcuts: UIViewController {
        var fired: [String] = []
        override var canBecomeFirstResponder: Bool { true }
        func test(_ command: UIKeyCommand) { fired.append(command.input ?? "?") }
        func escape() { fired.append("esc") }
        var pressed: [String] = []
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            for p in presses { pressed.append("\(p.key?.charactersIgnoringModifiers ?? "?"):\(p.key?.keyCode.rawValue ?? -1)") }
        }
        override var keyCommands: [UIKeyCommand]? {
            (super.keyCommands ?? []) + [UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: Shortcuts.escape)]
        }
    }

    final class SubAnimator: UIDynamicAnimator {
        nonisolated(unsafe) static var farewells = 0
        deinit { SubAnimator.farewells += 1 }
    }

    @Test func keyCommandsReachTheirResponder() {
        let sim = Simulator(device: .iPhone15)
        let vc = Shortcuts()
        sim.rootViewController = vc
        vc.addKeyCommand(UIKeyCommand(title: "Test", action: Shortcuts.test, input: "t", modifierFlags: [.command, .shift]))
        vc.becomeFirstResponder()
        sim.press(.shortcut("t"), modifiers: [.command])
        #expect(vc.fired.isEmpty, "not the command's modifiers")
        sim.press(.shortcut("t"), modifiers: [.command, .shift])
        sim.press(.escape)
        #expect(vc.fired == ["t", "esc"], "\(vc.fired)")
        // Every key is a press too (iOS 13.4), with its key and HID code.
        #expect(vc.pressed == ["t:23", "t:23", "\u{1b}:41"], "\(vc.pressed)")
        // An app's animator subclass may say farewell in its own deinit.
        do { _ = SubAnimator(referenceView: vc.view) }
        #expect(SubAnimator.farewells == 1)
    }

    @Test func attributedTextDrawsWithOptions() throws {
        let sim = Simulator(device: .iPhone15)
        _ = sim
        let text = NSAttributedString(string: "The quick brown fox jumps over the lazy dog again and again",
                                      attributes: [.font: UIFont.systemFont(ofSize: 20)])
        let context = NSStringDrawingContext()
        let measured = text.boundingRect(with: CGSize(width: 150, height: 10000), options: .usesLineFragmentOrigin, context: context)
        #expect(measured.height > 60 && context.totalBounds.size == measured.size)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 160, height: 200)).image { _ in
            text.draw(with: CGRect(x: 5, y: 5, width: 150, height: 1000), options: .usesLineFragmentOrigin, context: context)
        }
        #expect(context.totalBounds.origin == CGPoint(x: 5, y: 5) && context.totalBounds.height > 60)
        // Ink in the third line, not beyond the wrapped text's height.
        let cg = try #require(image.cgImage)
        func inkRows() -> [Int] {
            let data = try! #require(cg.dataProvider?.data) as Data
            let bpr = cg.bytesPerRow
            return (0..<cg.height).filter { y in (0..<cg.width).contains { x in data[y * bpr + x * 4 + 3] > 128 } }
        }
        let rows = inkRows().map { CGFloat($0) / image.scale }
        #expect((rows.max() ?? 0) > 55 && (rows.max() ?? 0) < 5 + context.totalBounds.height + 1, "\(rows.max() ?? -1)")
    }

    final class KeysVC: UIInputViewController {
        let key = UIButton(type: .system)
        override func viewDidLoad() {
            super.viewDidLoad()
            let iv = inputView!
            iv.translatesAutoresizingMaskIntoConstraints = false
            iv.allowsSelfSizing = true
            key.setTitle("Moe", for: .normal)
            key.addTarget(self, action: KeysVC.typeIt, for: .touchUpInside)
            key.translatesAutoresizingMaskIntoConstraints = false
            iv.addSubview(key)
            NSLayoutConstraint.activate([
                key.topAnchor.constraint(equalTo: iv.topAnchor), key.bottomAnchor.constraint(equalTo: iv.bottomAnchor),
                key.leadingAnchor.constraint(equalTo: iv.leadingAnchor), key.trailingAnchor.constraint(equalTo: iv.trailingAnchor),
                key.heightAnchor.constraint(equalToConstant: 120),
            ])
        }
        func typeIt() {
            textDocumentProxy.insertText("Moe")
            textDocumentProxy.adjustTextPosition(byCharacterOffset: -1)
        }
    }

    final class KeyedField: UITextField {
        let keys = KeysVC()
        override var inputViewController: UIInputViewController? { keys }
    }

    @Test func anInputViewControllerTypesThroughItsProxy() throws {
        let sim = Simulator(device: .iPhone15)
        let vc = UIViewController()
        let field = KeyedField(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
        vc.view.addSubview(field)
        sim.rootViewController = vc
        field.becomeFirstResponder()
        sim.settle()
        let frame = try #require(sim.keyboardFrame)
        #expect(abs(frame.height - 120) < 0.5, "the self-sizing input view's height: \(frame)")
        sim.tap(on: try #require(sim.view(withText: "Moe")))
        #expect(field.text == "Moe")
        #expect(field.keys.textDocumentProxy.documentContextBeforeInput == "Mo" && field.keys.textDocumentProxy.documentContextAfterInput == "e")
    }
}
