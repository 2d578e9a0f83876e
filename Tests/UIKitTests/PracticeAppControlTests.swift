import Testing
import Foundation
import UIKit
import UIKitTesting

/// Control behaviours the practice apps showed wrong (issue 57's long tail).
@MainActor @Suite(.serialized) struct PracticeAppControlTests {
    /// Interface Builder writes `contentMode="scaleToFill"` for a text field; iOS lays its text out
    /// again at a new size whatever the mode, where a stretched first drawing read "Ma…".
    @Test func aTextFieldResizedAfterItDrewShowsItsTextWholeAndUnstretched() throws {
        let (sim, root) = canvas()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 44, height: 31))
        field.contentMode = .scaleToFill
        field.isEnabled = false
        field.font = UIFont(name: "Helvetica-Bold", size: 16)
        field.text = "Matt Neuburg"
        root.addSubview(field)
        sim.runFrame()
        field.frame.size.width = 277
        let ink = try #require(matching(sim, in: CGRect(x: 20, y: 100, width: 277, height: 31)) { Int($0.r) + Int($0.g) + Int($0.b) < 300 }.box)
        let natural = field.sizeThatFits(.zero).width
        #expect(ink.width < natural + 2, "the text at its own width (\(natural)), not stretched: \(ink)")
        #expect(ink.width > natural - 12, "the whole text, not truncated: \(ink)")
        #expect(ink.height > 10 && ink.height < 17, "glyphs at their height, descender and all: \(ink)")
    }
}

extension PracticeAppControlTests {
    /// Behind an alert, a popover or a sheet, tints are dimmed (`tintAdjustmentMode` `.dimmed`,
    /// `tintColorDidChange`), and come back when it goes.
    @Test func tintsBehindAnAlertOrASheetAreDimmed() throws {
        let (sim, root) = canvas()
        let button = UIButton(type: .system)
        button.setTitle("WWWWWW", for: .normal)
        button.titleLabel?.font = .boldSystemFont(ofSize: 30)
        button.frame = CGRect(x: 20, y: 100, width: 200, height: 60)
        root.addSubview(button)
        func titleInk() -> RGBA? {
            let f = button.convert(button.bounds, to: nil)
            var darkest: RGBA?
            for x in stride(from: f.minX + 2, to: f.maxX - 2, by: 1) {
                let c = sim.color(at: CGPoint(x: x, y: f.midY))
                if darkest.map({ Int(c.r) + Int(c.g) + Int(c.b) < Int($0.r) + Int($0.g) + Int($0.b) }) ?? true { darkest = c }
            }
            return darkest
        }
        let blue = try #require(titleInk())
        #expect(blue.b > 200 && blue.r < 60, "system blue: \(blue)")
        #expect(button.tintAdjustmentMode == .normal)
        let alert = UIAlertController(title: "Hello", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        root.window?.rootViewController?.present(alert, animated: true)
        sim.advance(by: 0.5)
        #expect(button.tintAdjustmentMode == .dimmed)
        #expect(alert.view.tintAdjustmentMode == .normal, "the alert itself is not dimmed")
        let dimmed = try #require(titleInk())
        #expect(abs(Int(dimmed.r) - Int(dimmed.b)) < 24, "desaturated: \(dimmed)")
        sim.tap(on: try #require(sim.view(withText: "OK")))
        sim.advance(by: 0.5)
        #expect(button.tintAdjustmentMode == .normal)
        #expect(try #require(titleInk()) == blue, "blue again")
        // A sheet dims what is beneath it too.
        let sheet = UIViewController()
        sheet.view.backgroundColor = .white
        root.window?.rootViewController?.present(sheet, animated: false)
        sim.advance(by: 0.5)
        #expect(button.tintAdjustmentMode == .dimmed)
        sheet.dismiss(animated: false)
        sim.advance(by: 0.5)
        #expect(button.tintAdjustmentMode == .normal)
    }
}

extension PracticeAppControlTests {
    /// A title label as wide as its text, less the fraction pixel rounding takes, shows the title
    /// whole ("Update", not "U…"), as iOS does.
    @Test func aTitleAPixelWiderThanItsLabelIsShownWhole() throws {
        let (sim, root) = canvas()
        let whole = UIButton(type: .system), squeezed = UIButton(type: .system)
        for (i, b) in [whole, squeezed].enumerated() {
            b.setTitle("Update", for: .normal)
            b.sizeToFit()
            b.frame.origin = CGPoint(x: 20, y: 100 + CGFloat(i) * 60)
            root.addSubview(b)
        }
        squeezed.frame.size.width -= 1 / sim.screen.scale
        sim.runFrame()
        let label = try #require(squeezed.titleLabel)
        #expect(label.bounds.width < label.intrinsicContentSize.width, "the label is a pixel short of its text")
        #expect(!label.isTruncated)
        func ink(_ b: UIButton) -> Int {
            matching(sim, in: b.convert(b.bounds, to: nil).insetBy(dx: -2, dy: 0)) { $0.r < 150 && $0.b > 200 }.count
        }
        let a = ink(whole), b = ink(squeezed)
        #expect(a > 100 && abs(a - b) * 20 < a, "the same title: \(a) and \(b) tinted pixels")
    }
}

extension PracticeAppControlTests {
    /// An alert with a text field is centred in the room above the keyboard's final frame.
    @Test func anAlertWithATextFieldIsCentredAboveTheKeyboard() throws {
        let (sim, root) = canvas()
        let alert = UIAlertController(title: "Log in", message: "Your name, please.", preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        root.window?.rootViewController?.present(alert, animated: true)
        sim.advance(by: 1)
        let field = try #require(alert.textFields?.first)
        #expect(field.isFirstResponder, "the first field takes the keyboard")
        let keyboard = try #require(sim.keyboardFrame)
        let box = alert.view.convert(alert.view.bounds, to: nil)
        let top = root.window!.safeAreaInsets.top
        let above = box.minY - top, below = keyboard.minY - box.maxY
        #expect(below > 8, "clear of the keyboard: \(box) over \(keyboard)")
        #expect(abs(above - below) < 12, "centred in the room above the keyboard: \(above) above, \(below) below")
    }
}

/// An app delegate as a book writes one: a page view controller as the root, then the page
/// control's appearance proxies, then the window shown.
@MainActor final class PagesAppDelegate: UIResponder, UIApplicationDelegate, UIPageViewControllerDataSource {
    var window: UIWindow?
    let names = ["Manny", "Moe", "Jack"]
    func page(_ i: Int) -> UIViewController { let v = UIViewController(); v.title = names[i]; v.view.backgroundColor = .white; return v }
    func pageViewController(_ p: UIPageViewController, viewControllerAfter vc: UIViewController) -> UIViewController? {
        let i = names.firstIndex(of: vc.title!)! + 1; return i < 3 ? page(i) : nil }
    func pageViewController(_ p: UIPageViewController, viewControllerBefore vc: UIViewController) -> UIViewController? {
        let i = names.firstIndex(of: vc.title!)! - 1; return i >= 0 ? page(i) : nil }
    func presentationCount(for p: UIPageViewController) -> Int { 3 }
    func presentationIndex(for p: UIPageViewController) -> Int { names.firstIndex(of: p.viewControllers![0].title!)! }
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = window ?? UIWindow()
        let pvc = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pvc.setViewControllers([page(0)], direction: .forward, animated: false)
        pvc.dataSource = self
        window!.rootViewController = pvc
        let proxy = UIPageControl.appearance()
        proxy.pageIndicatorTintColor = UIColor.red.withAlphaComponent(0.6)
        proxy.currentPageIndicatorTintColor = .red
        proxy.backgroundColor = .yellow
        window!.backgroundColor = .white
        window!.makeKeyAndVisible()
        return true
    }
}


extension PracticeAppControlTests {
    /// Proxies set up after the root went into a hidden window still reach its views when the
    /// window is shown, as on iOS (the page indicator of a page view controller).
    @Test func appearanceSetBeforeTheWindowIsShownReachesItsViews() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pages-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let plist = folder.appendingPathComponent("Info.plist")
        try PropertyListSerialization.data(fromPropertyList: ["CFBundleIdentifier": "org.example.Pages"], format: .xml, options: 0).write(to: plist)
        let sim = Simulator(device: .iPhone15)
        let d = PagesAppDelegate()
        sim.launch(d, infoPlist: plist)
        sim.settle()
        let pvc = try #require(d.window?.rootViewController)
        let indicator = try #require(pvc.view.subviews.compactMap { $0 as? UIPageControl }.first)
        #expect(indicator.backgroundColor == .yellow)
        let f = indicator.convert(indicator.bounds, to: nil)
        #expect(sim.color(at: CGPoint(x: f.minX + 4, y: f.midY)) == RGBA(r: 255, g: 255, b: 0))
        #expect(matching(sim, in: f) { $0.r > 200 && $0.g < 80 && $0.b < 80 }.count > 20, "red dots")
    }
}
