// Added to the ported Workshop package by PortToolTests: an iPad app of the iOS 11–14 extras
// (user activities and state restoration, the pointer and hover, bars that hide, paste and spring
// loading, a skinned stepper, pattern colours), used through UIKitTesting's Simulator as a person
// would, and checked in its state and its pixels.
import Foundation
import UIKit
import UIKitTesting
import Testing
@testable import Workshop

@MainActor @Suite(.serialized) struct WorkshopDriver {
    /// The app launched on an iPad as iOS 13 and later launch it: a scene from the Info.plist.
    func launched(_ sim: Simulator = Simulator(device: .iPadPro11)) throws -> (Simulator, SceneDelegate, UINavigationController) {
        sim.launch(AppDelegate())
        sim.settle()
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        let delegate = try #require(scene.delegate as? SceneDelegate)
        let nav = try #require(delegate.window?.rootViewController as? UINavigationController)
        return (sim, delegate, nav)
    }

    /// The app's Info.plist as iOS 12 reads it: it knows no scenes, so UIKit makes the main
    /// storyboard's window and restores controllers by their restoration identifiers.
    func infoPlistWithoutScenes() throws -> URL {
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let data = try Data(contentsOf: package.appendingPathComponent("Sources/Workshop/Resources/Info.plist"))
        var plist = try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
        plist["UIApplicationSceneManifest"] = nil
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("workshop-ios12-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("Info.plist")
        try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0).write(to: url)
        return url
    }

    func open(_ sim: Simulator, _ button: String) throws {
        sim.tap(on: try #require(sim.view(withText: button), "no \(button) on screen:\n\(sim.viewHierarchy())"))
        sim.settle()
    }

    func centre(of view: UIView) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    func point(_ view: UIView, _ x: CGFloat, _ y: CGFloat) -> CGPoint {
        view.convert(CGPoint(x: x, y: y), to: nil)
    }

    /// How many points in `rect` (window coordinates) are dark: drawn text.
    func ink(_ sim: Simulator, in rect: CGRect) -> Int {
        var n = 0
        for x in stride(from: rect.minX + 0.5, to: rect.maxX, by: 1) {
            for y in stride(from: rect.minY + 0.5, to: rect.maxY, by: 1) where sim.color(at: CGPoint(x: x, y: y)).r < 120 { n += 1 }
        }
        return n
    }

    func shot(_ sim: Simulator, _ name: String) throws {
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_SHOTS"] {
            try sim.screenshot().write(to: URL(fileURLWithPath: dir + "/ported-workshop-\(name).png"))
        }
    }

    // MARK: 1. User activities

    @Test func theScenesActivityBringsTheProjectBackAndHandoffContinuesAnother() throws {
        let (sim, _, nav) = try launched()
        let bench = try #require(nav.topViewController as? BenchViewController)
        let scene = try #require(UIApplication.shared.connectedScenes.first)
        #expect(bench.userActivity === scene.userActivity && bench.userActivity?.activityType == Workbench.activityType,
                "the bench shares the scene's activity")
        sim.tap(on: bench.projectField)
        sim.type("Bookshelf")
        try open(sim, "Saw a plank")
        try open(sim, "Saw a plank")
        #expect(bench.planksLabel.text == "2 planks" && bench.title == "Bookshelf")
        bench.projectField.resignFirstResponder()
        sim.terminate()

        // Relaunched: the saved activity, updated by the bench before it was saved, restores it.
        let (_, again, nav2) = try launched(sim)
        let bench2 = try #require(nav2.topViewController as? BenchViewController)
        #expect(bench2 !== bench)
        #expect(bench2.project == "Bookshelf" && bench2.planksLabel.text == "2 planks", "\(bench2.project) \(bench2.planksLabel.text ?? "-")")
        #expect(bench2.projectField.text == "Bookshelf" && sim.view(withText: "2 planks") != nil)
        try shot(sim, "restored-activity")

        // Handoff from another device, while the user is on another screen: back to the bench.
        try open(sim, "Skins")
        let handoff = NSUserActivity(activityType: Workbench.activityType)
        handoff.userInfo = ["project": "Birdhouse", "planks": 7]
        sim.continueUserActivity(handoff)
        sim.settle()
        #expect(again.heard.suffix(2) == ["will continue org.example.Workshop.project", "continue Birdhouse"], "\(again.heard)")
        #expect(nav2.topViewController === bench2 && bench2.planksLabel.text == "7 planks" && bench2.title == "Birdhouse")
        // Another app's activity type is not the workshop's.
        sim.continueUserActivity(NSUserActivity(activityType: "org.example.Other"))
        #expect(bench2.title == "Birdhouse")
    }

    // MARK: 2. State restoration with restorable objects (iOS 12: no scenes)

    @Test func withoutScenesControllersAndTheRegisteredWorkbenchAreRestored() throws {
        let plist = try infoPlistWithoutScenes()
        defer { try? FileManager.default.removeItem(at: plist.deletingLastPathComponent()) }
        let sim = Simulator(device: .iPadPro11)
        let first = AppDelegate()
        sim.launch(first, infoPlist: plist)
        sim.settle()
        #expect(UIApplication.shared.connectedScenes.isEmpty, "no scenes on iOS 12")
        let nav = try #require(first.window?.rootViewController as? UINavigationController, "the main storyboard's window")
        let bench = try #require(nav.topViewController as? BenchViewController)
        sim.tap(on: bench.projectField)
        sim.type("Toolbox")
        bench.projectField.resignFirstResponder()
        for _ in 0..<3 { try open(sim, "Saw a plank") }
        try open(sim, "Skins")
        let skins = try #require(nav.topViewController as? SkinsViewController)
        sim.tap(at: point(skins.stepper, skins.stepper.bounds.width * 0.75, skins.stepper.bounds.midY))
        sim.settle()
        #expect(skins.stepper.value == 4 && skins.countLabel.text == "4 coats of paint")
        sim.terminate()

        let second = AppDelegate()
        sim.launch(second, infoPlist: plist)
        sim.settle()
        let nav2 = try #require(second.window?.rootViewController as? UINavigationController)
        #expect(nav2.viewControllers.count == 2, "the pushed screen came back: \(nav2.viewControllers)")
        let skins2 = try #require(nav2.topViewController as? SkinsViewController, "made again by its restoration class")
        #expect(skins2 !== skins && skins2.stepper.value == 4 && skins2.countLabel.text == "4 coats of paint")
        #expect(sim.view(withText: "4 coats of paint") != nil)
        let bench2 = try #require(nav2.viewControllers.first as? BenchViewController)
        #expect(bench2.project == "Toolbox" && bench2.title == "Toolbox")
        // The registered object: decoded from its own state, handed back by the bench's archive as the live one.
        #expect(second.workbench.planks == 3 && second.workbench.finishedRestoring)
        #expect(bench2.decodedWorkbench === second.workbench && !first.workbench.finishedRestoring)
        try open(sim, "Toolbox")   // the back button, titled with the bench's title
        #expect(nav2.topViewController === bench2 && bench2.planksLabel.text == "3 planks")
    }

    // MARK: 3. Pointer and hover

    @Test func hoverLightsThePadAndThePointerLiftsHighlightsAndHovers() throws {
        let (sim, _, nav) = try launched()
        try open(sim, "Pointer")
        let vc = try #require(nav.topViewController as? PointerViewController)
        let yellow = RGBA(r: 255, g: 204, b: 0)
        let padCorner = point(vc.pad, 14, 14)
        let grey = sim.color(at: padCorner)
        #expect(!grey.isClose(to: yellow, tolerance: 10))
        sim.hover(at: centre(of: vc.pad))
        #expect(vc.hoverLog == [.began])
        #expect(sim.color(at: padCorner).isClose(to: yellow, tolerance: 6), "lit while hovered: \(sim.color(at: padCorner))")
        try shot(sim, "hover")
        sim.hover(at: point(vc.pad, 30, 30))
        #expect(vc.hoverLog == [.began, .changed])

        // Over the lift button: the pad goes back to grey, the button rises with a shadow.
        sim.hover(at: centre(of: vc.liftButton))
        sim.settle()
        #expect(vc.hoverLog.last == .ended && sim.color(at: padCorner).isClose(to: grey, tolerance: 3))
        #expect(vc.liftButton.transform.a > 1.01 && vc.liftButton.layer.shadowOpacity > 0, "lifted: \(vc.liftButton.transform)")
        try shot(sim, "lift")

        // The highlight button: a platter appears behind it, and the lift button is put down.
        let blank = point(vc.highlightButton, 6, 6)
        let before = sim.color(at: blank)
        sim.hover(at: centre(of: vc.highlightButton))
        sim.settle()
        #expect(vc.liftButton.transform == .identity && vc.liftButton.layer.shadowOpacity == 0)
        #expect(sim.color(at: blank) != before, "a platter behind the highlighted button")
        try shot(sim, "highlight")

        // The card's own delegate: a hover effect, scaled, with a shadow.
        sim.hover(at: centre(of: vc.card))
        sim.settle()
        #expect(vc.entered == 1 && vc.card.transform.a > 1.01 && vc.card.layer.shadowOpacity > 0, "\(vc.card.transform)")
        #expect(sim.color(at: blank) == before, "the platter went with the pointer")
        sim.endHover()
        sim.settle()
        #expect(vc.card.transform == .identity)
    }

    // MARK: 4. Bars that hide

    @Test func theManualHidesItsBarsOnATapAndThenOnASwipe() throws {
        let (sim, _, nav) = try launched()
        try open(sim, "Manual")
        let manual = try #require(nav.topViewController as? ReadingViewController)
        #expect(nav.hidesBarsOnTap && nav.barHideOnTapGestureRecognizer.isEnabled && !nav.isToolbarHidden)
        // At the top of the list the bar is transparent over it (iOS 15's scroll edge): the bar's
        // title is what shows or goes; the toolbar's own background too.
        let title = nav.navigationBar.convert(nav.navigationBar.bounds, to: nil)
        func titleInk() -> Int { ink(sim, in: CGRect(x: title.midX - 60, y: title.minY, width: 120, height: title.height)) }
        let toolbarPoint = CGPoint(x: 600, y: nav.toolbar.convert(CGPoint(x: 0, y: nav.toolbar.bounds.midY), to: nil).y)
        let toolbarColor = sim.color(at: toolbarPoint)
        #expect(titleInk() > 20 && sim.view(withText: "Manual") != nil, "the title shows")
        try shot(sim, "bars-shown")
        sim.tap(at: CGPoint(x: 400, y: 600))
        sim.settle()
        #expect(nav.isNavigationBarHidden && nav.isToolbarHidden && manual.barTaps == 1)
        #expect(titleInk() == 0 && sim.view(withText: "Manual") == nil, "the list shows where the title was: \(titleInk())")
        #expect(sim.color(at: toolbarPoint) != toolbarColor, "and where the toolbar was")
        try shot(sim, "bars-hidden")
        sim.tap(at: CGPoint(x: 400, y: 600))
        sim.settle()
        #expect(!nav.isNavigationBarHidden && !nav.isToolbarHidden && manual.barTaps == 2)
        #expect(titleInk() > 20 && sim.color(at: toolbarPoint) == toolbarColor)

        // "Swipe" in the toolbar: now an upward swipe hides the bars and scrolls, a downward one shows them.
        try open(sim, "Swipe")
        #expect(nav.hidesBarsOnSwipe && !nav.hidesBarsOnTap)
        sim.drag(from: CGPoint(x: 400, y: 900), to: CGPoint(x: 400, y: 600))
        sim.settle()
        #expect(nav.isNavigationBarHidden && nav.isToolbarHidden && manual.tableView.contentOffset.y > 0)
        sim.drag(from: CGPoint(x: 400, y: 600), to: CGPoint(x: 400, y: 750))
        sim.settle()
        #expect(!nav.isNavigationBarHidden && !nav.isToolbarHidden)

        // Back on the bench, the settings are off and the manual no longer hears the bar taps.
        try open(sim, "Workshop")
        #expect(nav.topViewController is BenchViewController && !nav.hidesBarsOnTap && !nav.hidesBarsOnSwipe && nav.isToolbarHidden)
        nav.hidesBarsOnTap = true
        sim.tap(at: CGPoint(x: 600, y: 900))
        sim.settle()
        #expect(nav.isNavigationBarHidden && manual.barTaps == 2, "its target was removed: \(manual.barTaps)")
    }

    // MARK: 5. Paste configuration and spring loading

    @Test func aSwatchDroppedOnTheWellPastesItsColourAndADragOpensTheDrawer() throws {
        let (sim, _, nav) = try launched()
        try open(sim, "Paint")
        let vc = try #require(nav.topViewController as? PasteViewController)
        #expect(vc.well.interactions.contains { $0 is UIDropInteraction }, "its paste configuration makes the well a drop target")
        let inWell = point(vc.well, 20, 20)
        let empty = sim.color(at: inWell)
        // The indigo swatch dropped beside the well: nothing is pasted.
        sim.dragAndDrop(from: centre(of: vc.swatches[2]), to: point(vc.well, vc.well.bounds.width + 60, 40))
        sim.settle()
        #expect(vc.well.pastedColors.isEmpty && sim.color(at: inWell) == empty)
        // The red one dropped in it: the well takes the colour.
        sim.dragAndDrop(from: centre(of: vc.swatches[0]), to: centre(of: vc.well))
        sim.settle()
        #expect(vc.well.pastedColors.count == 1, "pasted: \(vc.well.pastedColors)")
        #expect(sim.color(at: inWell).isClose(to: RGBA(r: 255, g: 59, b: 48), tolerance: 4), "the well is red: \(sim.color(at: inWell))")
        try shot(sim, "pasted")

        // A green swatch held over the spring-loaded button a moment opens the drawer, once.
        let finger = sim.touchDown(at: centre(of: vc.swatches[1]))
        sim.advance(by: 0.6)
        sim.touchMove(finger, to: point(vc.drawerButton, 60, 60))
        sim.touchMove(finger, to: centre(of: vc.drawerButton))
        sim.advance(by: 0.3)
        #expect(vc.drawerOpened == 0, "hovering a moment is not enough")
        sim.advance(by: 0.9)
        #expect(vc.drawerOpened == 1 && vc.springStates == [.activated], "\(vc.drawerOpened) \(vc.springStates)")
        sim.touchUp(finger, at: CGPoint(x: 700, y: 1000))
        sim.settle()
        #expect(vc.well.pastedColors.count == 1 && vc.drawerButton.alpha == 1)
    }

    // MARK: 6. A skinned stepper

    @Test func theStepperDrawsItsSkinForEachHalfAndState() throws {
        let (sim, _, nav) = try launched()
        try open(sim, "Skins")
        let vc = try #require(nav.topViewController as? SkinsViewController)
        let s = vc.stepper
        let w = s.bounds.width, h = s.bounds.height
        let orange = RGBA(r: 255, g: 149, b: 0), red = RGBA(r: 255, g: 59, b: 48), white = RGBA(r: 255, g: 255, b: 255)
        #expect(sim.color(at: point(s, 12, h / 2)).isClose(to: orange, tolerance: 6), "the left half's capsule: \(sim.color(at: point(s, 12, h / 2)))")
        #expect(sim.color(at: point(s, w - 12, h / 2)).isClose(to: orange, tolerance: 6))
        #expect(sim.color(at: point(s, w / 2, h / 2)).isClose(to: RGBA(r: 153, g: 102, b: 51), tolerance: 20), "the brown divider: \(sim.color(at: point(s, w / 2, h / 2)))")
        #expect(sim.color(at: point(s, w * 0.75, h / 2)).isClose(to: white, tolerance: 30), "the white plus, in the tint")
        #expect(sim.color(at: point(s, w * 0.75 + 5, h / 2 - 5)).isClose(to: orange, tolerance: 6), "beside the plus's bar: the capsule")
        try shot(sim, "stepper")
        // Held down, the right half shows its highlighted picture.
        let finger = sim.touchDown(at: point(s, w * 0.75, h / 2))
        sim.advance(by: 0.05)
        #expect(sim.color(at: point(s, w - 12, h / 2)).isClose(to: red, tolerance: 6), "highlighted: \(sim.color(at: point(s, w - 12, h / 2)))")
        #expect(sim.color(at: point(s, 12, h / 2)).isClose(to: orange, tolerance: 6), "the other half stays")
        try shot(sim, "stepper-pressed")
        sim.touchUp(finger, at: point(s, w * 0.75, h / 2))
        sim.settle()
        #expect(s.value == 4 && vc.countLabel.text == "4 coats of paint")
        // At the maximum the plus half is disabled and shows its own picture.
        for _ in 0..<6 {
            sim.tap(at: point(s, w * 0.75, h / 2))
            sim.advance(by: 0.5)
        }
        sim.settle()
        #expect(s.value == 10 && vc.countLabel.text == "10 coats of paint")
        #expect(sim.color(at: point(s, w - 12, h / 2)).isClose(to: RGBA(r: 199, g: 199, b: 204), tolerance: 6), "disabled: \(sim.color(at: point(s, w - 12, h / 2)))")
        #expect(sim.color(at: point(s, 12, h / 2)).isClose(to: orange, tolerance: 6))
        try shot(sim, "stepper-max")
    }

    // MARK: 7. Pattern colours

    @Test func anImageTileAndAQuartzPatternFillTheirViews() throws {
        let (sim, _, nav) = try launched()
        try open(sim, "Patterns")
        let vc = try #require(nav.topViewController as? PatternViewController)
        let red = RGBA(r: 255, g: 0, b: 0), white = RGBA(r: 255, g: 255, b: 255)
        let blue = RGBA(r: 0, g: 0, b: 255), yellow = RGBA(r: 255, g: 255, b: 0)
        // The checked cloth: 10-point squares, red at the tile's top left and bottom right, repeating.
        for (x, y, expected) in [(5, 5, red), (15, 5, white), (15, 15, red), (5, 15, white), (25, 5, red), (45, 25, red), (235, 115, red), (235, 105, white)] {
            let c = sim.color(at: point(vc.cloth, CGFloat(x), CGFloat(y)))
            #expect(c.isClose(to: expected, tolerance: 6), "cloth at \(x),\(y): \(c)")
        }
        // The wallpaper: 4-point blue and yellow stripes from the pattern's 8-point cell, all the way across.
        for x in [1.5, 9.5, 121.5, 233.5] {
            let c = sim.color(at: point(vc.wallpaper, CGFloat(x), 60))
            #expect(c.isClose(to: blue, tolerance: 6), "a blue stripe at \(x): \(c)")
        }
        for x in [5.5, 13.5, 125.5, 237.5] {
            let c = sim.color(at: point(vc.wallpaper, CGFloat(x), 60))
            #expect(c.isClose(to: yellow, tolerance: 6), "a yellow stripe at \(x): \(c)")
        }
        try shot(sim, "patterns")
    }
}
