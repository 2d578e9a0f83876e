import Testing
import Foundation
import UIKit
import UIKitTesting

/// A popover's content: a pale panel of a given size.
@MainActor final class PopoverContent: UIViewController {
    init(size: CGSize = CGSize(width: 300, height: 200)) {
        super.init(nibName: nil, bundle: nil)
        preferredContentSize = size
        modalPresentationStyle = .popover
    }
    required init?(coder: NSCoder) { fatalError() }
    override func viewDidLoad() {
        view.backgroundColor = UIColor(red: 1, green: 250.0 / 255, blue: 230.0 / 255, alpha: 1)
        let label = UILabel(frame: CGRect(x: 20, y: 20, width: 260, height: 30))
        label.text = "Popover"
        view.addSubview(label)
    }
}

/// Records what a popover's delegate hears, and can refuse dismissal or adaptation.
@MainActor final class PopoverSpy: NSObject, UIPopoverPresentationControllerDelegate {
    var log: [String] = []
    var allowDismiss = true
    var adaptive: UIModalPresentationStyle?
    func prepareForPopoverPresentation(_ p: UIPopoverPresentationController) { log.append("prepare") }
    func popoverPresentationControllerShouldDismissPopover(_ p: UIPopoverPresentationController) -> Bool { log.append("should"); return allowDismiss }
    func popoverPresentationControllerDidDismissPopover(_ p: UIPopoverPresentationController) { log.append("didDismiss") }
    func presentationControllerDidDismiss(_ p: UIPresentationController) { log.append("presentationDidDismiss") }
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptive ?? controller.defaultAdaptiveStyle
    }
    func popoverPresentationController(_ p: UIPopoverPresentationController, willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>,
                                       in view: UnsafeMutablePointer<UIView>) { log.append("reposition") }
}

@MainActor
@Suite(.serialized) struct PopoverTests {
    /// An iPad (or other device) with a white screen; presents a popover pointing at `point`.
    func present(at point: CGPoint, device: Simulator.Device = .iPadPro11, permitted: UIPopoverArrowDirection = .any,
                 size: CGSize = CGSize(width: 300, height: 200), spy: PopoverSpy? = nil) -> (Simulator, CanvasController, PopoverContent) {
        let sim = Simulator(device: device)
        let root = CanvasController()
        sim.rootViewController = root
        root.view.backgroundColor = .systemGroupedBackground
        sim.settle()
        let content = PopoverContent(size: size)
        let pop = content.popoverPresentationController!
        pop.sourceView = root.view
        pop.sourceRect = CGRect(x: point.x, y: point.y, width: 1, height: 1)
        pop.permittedArrowDirections = permitted
        pop.delegate = spy
        root.present(content, animated: true)
        sim.settle()
        return (sim, root, content)
    }

    /// The popover's content panel in screen points.
    func panel(_ c: PopoverContent) -> CGRect { c.view.convert(c.view.bounds, to: nil) }

    @Test func anArrowPointsUpAtATapWithRoomBelow() throws {
        let (sim, root, content) = present(at: CGPoint(x: 417, y: 300))
        let pop = try #require(content.popoverPresentationController)
        #expect(pop.arrowDirection == .up && pop.presentationStyle == .popover)
        #expect(content.presentingViewController === root)
        let body = panel(content)
        #expect(body.size == CGSize(width: 300, height: 200), "sized from preferredContentSize")
        #expect(body.minY == CGFloat(314), "below the source, the arrow's height between: \(body)")
        #expect(abs(body.midX - 417.5) <= 0.5, "centred on the source")
        // The arrow is drawn in the popover's background (white), on the grey screen beside it.
        #expect(sim.color(at: CGPoint(x: 417.5, y: 310)) == RGBA(r: 255, g: 255, b: 255))
        #expect(sim.color(at: CGPoint(x: 395, y: 306)).isClose(to: RGBA(r: 242, g: 242, b: 247), tolerance: 6))
        #expect(sim.color(at: CGPoint(x: 417, y: 400)) == RGBA(r: 255, g: 250, b: 230))
        #expect(sim.view(withText: "Popover") != nil)
        checkSnapshot(sim, "popover-up-iPadPro11")
    }

    @Test func theDirectionFollowsTheRoom() throws {
        // Near the bottom: above the source, arrow down.
        var (_, _, c) = present(at: CGPoint(x: 417, y: 1100))
        #expect(c.popoverPresentationController?.arrowDirection == .down && panel(c).maxY == 1100 - 13)
        // Near the right edge with sideways arrows only: to the left, arrow right.
        (_, _, c) = present(at: CGPoint(x: 800, y: 600), permitted: [.left, .right])
        #expect(c.popoverPresentationController?.arrowDirection == .right && panel(c).maxX == 800 - 13)
        // Near the left edge: to the right, arrow left.
        (_, _, c) = present(at: CGPoint(x: 30, y: 600), permitted: [.left, .right])
        #expect(c.popoverPresentationController?.arrowDirection == .left && panel(c).minX == 31 + 13)
        // Only down permitted, though there is no room above: squeezed to fit the room there is.
        (_, _, c) = present(at: CGPoint(x: 417, y: 150), permitted: .down)
        let p = panel(c)
        #expect(c.popoverPresentationController?.arrowDirection == .down && p.minY >= 24 + 10 && p.maxY == 150 - 13)
    }

    @Test func nearACornerThePanelStaysOnScreenAndTheArrowSlides() throws {
        let (sim, _, c) = present(at: CGPoint(x: 20, y: 40))
        let pop = try #require(c.popoverPresentationController)
        let p = panel(c)
        #expect(pop.arrowDirection == .up)
        #expect(p.minX == 10, "kept inside the layout margins: \(p)")
        // The arrow's tip is over the source, not over the panel's middle.
        let chrome = try #require(pop.presentedView)
        let bg = try #require(chrome.subviews.first as? UIPopoverBackgroundView)
        let tipX = chrome.convert(CGPoint(x: bg.bounds.midX + bg.arrowOffset, y: 0), to: nil).x
        // As close to the source as the rounded corner allows: 13 for the corner, half the 36-point base.
        let nearest: CGFloat = 10 + 13 + 18
        #expect(tipX == nearest, "arrow toward the source: \(tipX)")
        #expect(bg.arrowOffset == 41 - p.midX)
        checkSnapshot(sim, "popover-corner-iPadPro11")
    }

    @Test func aTapOutsideDismissesAndTellsTheDelegateCodeDoesNot() throws {
        let spy = PopoverSpy()
        let (sim, root, c) = present(at: CGPoint(x: 417, y: 300), spy: spy)
        #expect(spy.log == ["prepare"])
        spy.allowDismiss = false
        sim.tap(at: CGPoint(x: 100, y: 900))
        sim.settle()
        #expect(root.presentedViewController === c, "the delegate kept it")
        spy.allowDismiss = true
        sim.tap(at: CGPoint(x: 100, y: 900))
        sim.settle()
        #expect(root.presentedViewController == nil)
        #expect(spy.log == ["prepare", "should", "should", "didDismiss", "presentationDidDismiss"])
        // Dismissed in code: no delegate call.
        spy.log = []
        root.present(c, animated: false)
        sim.settle()
        c.dismiss(animated: true)
        sim.settle()
        #expect(spy.log == ["prepare"])
    }

    @Test func aPassthroughViewTakesTheTapAndThePopoverStays() throws {
        let (sim, root, c) = present(at: CGPoint(x: 417, y: 300))
        var taps = 0
        let button = UIButton(type: .system)
        button.setTitle("Also", for: .normal)
        button.frame = CGRect(x: 40, y: 900, width: 120, height: 44)
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        root.view.addSubview(button)
        c.popoverPresentationController?.passthroughViews = [button]
        sim.tap(on: button)
        sim.settle()
        #expect(taps == 1 && root.presentedViewController === c)
        // Touches inside the popover are the popover's.
        sim.tap(at: CGPoint(x: 417, y: 400))
        sim.settle()
        #expect(root.presentedViewController === c)
    }

    @Test func onAnIPhoneItBecomesASheetUnlessTheDelegateSaysNone() throws {
        let spy = PopoverSpy()
        var (_, _, c) = present(at: CGPoint(x: 200, y: 300), device: .iPhone15, spy: spy)
        #expect(c.popoverPresentationController?.presentationStyle == .formSheet)
        #expect(c.view.frame == CGRect(x: 0, y: 69, width: 393, height: 852 - 69), "a sheet: \(c.view.frame)")
        let spy2 = PopoverSpy()
        spy2.adaptive = UIModalPresentationStyle.none
        (_, _, c) = present(at: CGPoint(x: 200, y: 300), device: .iPhone15, size: CGSize(width: 200, height: 120), spy: spy2)
        #expect(c.popoverPresentationController?.presentationStyle == .popover && c.popoverPresentationController?.arrowDirection == .up)
        #expect(panel(c).size == CGSize(width: 200, height: 120))
    }

    @Test func withoutASourceUIKitsExceptionIsReported() {
        var failures: [String] = []
        UIKitRuntime.failureHandler = { failures.append($0) }
        defer { UIKitRuntime.failureHandler = nil }
        let sim = Simulator(device: .iPadPro11)
        let root = CanvasController()
        sim.rootViewController = root
        let c = PopoverContent()
        root.present(c, animated: false)
        sim.settle()
        #expect(root.presentedViewController == nil)
        #expect(failures.count == 1 && failures[0].hasPrefix("UIPopoverPresentationController (")
                && failures[0].hasSuffix(") should have a non-nil sourceView or barButtonItem set before the presentation occurs."))
    }

    @Test func turningTheIPadRepositionsIt() throws {
        let spy = PopoverSpy()
        let (sim, _, c) = present(at: CGPoint(x: 417, y: 300), spy: spy)
        sim.rotate(to: .landscapeLeft)
        sim.settle()
        #expect(spy.log.contains("reposition"))
        let p = panel(c)
        #expect(p.minY == 301 + 13 && p.maxX <= 1194 - 10, "still under its source: \(p)")
    }

    @Test func aBarButtonItemIsASource() throws {
        let sim = Simulator(device: .iPadPro11)
        let root = CanvasController()
        let item = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
        root.navigationItem.rightBarButtonItem = item
        let nav = UINavigationController(rootViewController: root)
        sim.rootViewController = nav
        sim.settle()
        let c = PopoverContent()
        c.popoverPresentationController?.barButtonItem = item
        root.present(c, animated: false)
        sim.settle()
        let share = try #require(sim.view(withText: "Share"))
        let s = share.convert(share.bounds, to: nil)
        #expect(c.popoverPresentationController?.arrowDirection == .up && panel(c).minY == s.maxY + 13)
        #expect(panel(c).maxX <= 834 - 10)
    }

    @Test func eachArrowDirectionLooksLikeIOS() {
        let cases: [(String, CGPoint, UIPopoverArrowDirection)] = [
            ("down", CGPoint(x: 417, y: 1000), .down), ("left", CGPoint(x: 120, y: 600), .left), ("right", CGPoint(x: 714, y: 600), .right),
        ]
        for (name, point, permitted) in cases {
            let (sim, _, c) = present(at: point, permitted: permitted)
            #expect(c.popoverPresentationController?.arrowDirection == permitted)
            checkSnapshot(sim, "popover-\(name)-iPadPro11")
        }
    }

    @Test func aCustomBackgroundViewClassShapesThePopover() throws {
        let sim = Simulator(device: .iPadPro11)
        let root = CanvasController()
        sim.rootViewController = root
        sim.settle()
        let c = PopoverContent()
        let pop = try #require(c.popoverPresentationController)
        pop.sourceView = root.view
        pop.sourceRect = CGRect(x: 400, y: 300, width: 20, height: 20)
        pop.popoverBackgroundViewClass = TallArrowBackground.self
        root.present(c, animated: false)
        sim.settle()
        let bg = try #require(pop.presentedView?.subviews.first as? TallArrowBackground)
        #expect(bg.arrowDirection == .up && bg.arrowOffset == 0)
        // The body starts 20 points (the arrow) under the source; the content 8 points inside it.
        let body = panel(c)
        #expect(body.minY == 320 + 20 + 8 && body.width == 300 - 16, "\(body)")
        #expect(sim.color(at: CGPoint(x: 410, y: 330)) == RGBA(r: 255, g: 0, b: 0), "the background draws its own arrow")
    }

    @Test func theDeprecatedPopoverControllerFromABarButtonItem() throws {
        let sim = Simulator(device: .iPadPro11)
        let root = CanvasController()
        let item = UIBarButtonItem(title: "Info", style: .plain, target: nil, action: nil)
        root.navigationItem.leftBarButtonItem = item
        sim.rootViewController = UINavigationController(rootViewController: root)
        sim.settle()
        let content = UIViewController()
        let pc = UIPopoverController(contentViewController: content)
        pc.popoverContentSize = CGSize(width: 250, height: 150)
        #expect(!pc.isPopoverVisible && pc.popoverArrowDirection == .unknown)
        pc.present(from: item, permittedArrowDirections: .any, animated: true)
        sim.settle()
        let info = try #require(sim.view(withText: "Info"))
        #expect(pc.isPopoverVisible && pc.popoverArrowDirection == .up)
        #expect(content.view.convert(content.view.bounds, to: nil).minY == info.convert(info.bounds, to: nil).maxY + 13)
        #expect(content.view.bounds.size == CGSize(width: 250, height: 150))
        pc.dismiss(animated: true)
        sim.settle()
        #expect(!pc.isPopoverVisible && root.presentedViewController == nil)
    }

    @Test func aSourceItemAndLandscapeCorners() throws {
        let sim = Simulator(device: .iPadPro11)
        sim.rotate(to: .landscapeLeft)
        let root = CanvasController()
        sim.rootViewController = root
        sim.settle()
        let corners: [(CGPoint, UIPopoverArrowDirection)] = [
            (CGPoint(x: 15, y: 40), .up), (CGPoint(x: 1180, y: 40), .up), (CGPoint(x: 15, y: 800), .down), (CGPoint(x: 1180, y: 800), .down),
        ]
        for (point, direction) in corners {
            let anchor = UIView(frame: CGRect(x: point.x - 2, y: point.y - 2, width: 4, height: 4))
            root.view.addSubview(anchor)
            let c = PopoverContent()
            c.popoverPresentationController?.sourceItem = anchor
            root.present(c, animated: false)
            sim.settle()
            let p = panel(c)
            #expect(c.popoverPresentationController?.sourceView === anchor && c.popoverPresentationController?.arrowDirection == direction)
            #expect(p.minX >= 10 && p.maxX <= 1194 - 10 && p.minY >= 24 + 10 && p.maxY <= 834 - 20 - 10, "\(point): \(p)")
            c.dismiss(animated: false)
            sim.settle()
        }
    }

    @Test func aSheetAsksItsDelegateBeforeADragDismissesIt() throws {
        let sim = Simulator(device: .iPhone15)
        let a = CanvasController(), b = Screen("B")
        sim.rootViewController = a
        sim.settle()
        let spy = SheetSpy()
        b.presentationController?.delegate = spy
        a.present(b, animated: false)
        sim.settle()
        spy.allow = false
        sim.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 700), duration: 0.3)
        sim.settle()
        #expect(a.presentedViewController === b && spy.log == ["should", "attempt"])
        spy.allow = true
        spy.log = []
        sim.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 700), duration: 0.3)
        sim.settle()
        #expect(a.presentedViewController == nil && spy.log == ["should", "will", "did"])
    }

    @Test func aDismissedPopoverIsReleased() {
        let sim = Simulator(device: .iPadPro11)
        let root = CanvasController()
        sim.rootViewController = root
        sim.settle()
        weak var gone: PopoverContent?
        weak var goneController: UIPresentationController?
        do {
            let c = PopoverContent()
            c.popoverPresentationController?.sourceView = root.view
            gone = c
            goneController = c.presentationController
            root.present(c, animated: true)
            sim.settle()
            c.dismiss(animated: true)
            sim.settle()
        }
        #expect(gone == nil && goneController == nil)
    }
}

/// A popover background of its own: a red square panel with a tall arrow, content inset by 8.
@MainActor final class TallArrowBackground: UIPopoverBackgroundView {
    override class func arrowBase() -> CGFloat { 30 }
    override class func arrowHeight() -> CGFloat { 20 }
    override class func contentViewInsets() -> UIEdgeInsets { UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }
    override class var wantsDefaultContentAppearance: Bool { false }
    required init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { fatalError() }
    override func draw(_ rect: CGRect) {
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 20, width: bounds.width, height: bounds.height - 20))
        let arrow = UIBezierPath()
        arrow.move(to: CGPoint(x: bounds.midX + arrowOffset - 15, y: 20))
        arrow.addLine(to: CGPoint(x: bounds.midX + arrowOffset, y: 0))
        arrow.addLine(to: CGPoint(x: bounds.midX + arrowOffset + 15, y: 20))
        arrow.fill()
    }
}

/// What a sheet's adaptive delegate hears of a drag down.
@MainActor final class SheetSpy: NSObject, UIAdaptivePresentationControllerDelegate {
    var log: [String] = []
    var allow = true
    func presentationControllerShouldDismiss(_ p: UIPresentationController) -> Bool {
        log.append("should")
        return allow
    }
    func presentationControllerWillDismiss(_ p: UIPresentationController) { log.append("will") }
    func presentationControllerDidDismiss(_ p: UIPresentationController) { log.append("did") }
    func presentationControllerDidAttemptToDismiss(_ p: UIPresentationController) { log.append("attempt") }
}
