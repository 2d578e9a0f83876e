import Foundation
import UIKit
import UIKitTesting
import FoundationDemo
import Sketch
import ViewSwitcher
import HierarchyBrowser
import KeyboardRecipe
import PopoverCoordinates
import MasterDetail
import StoryboardFruit
import GalleryApp

// The Gallery: the demonstration screens in one place.
// With a display it opens a window (SDL2); with none, or with --screenshots DIR, it renders every
// screen headless on the virtual clock and writes PNGs.

@MainActor func writeScreenshots(to directory: URL) throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let devices: [(String, Simulator.Device)] = [("iPhone15", .iPhone15), ("iPhoneSE", .iPhoneSE), ("iPadPro11", .iPadPro11)]
    for (name, device) in devices {
        let sim = Simulator(device: device)
        let demo = DemoViewController()
        sim.rootViewController = demo
        sim.settle(limit: 0.1)
        try sim.screenshot().write(to: directory.appendingPathComponent("demo-\(name).png"))
        demo.startAnimation()
        sim.advance(by: 0.5)
        try sim.screenshot().write(to: directory.appendingPathComponent("demo-\(name)-animating.png"))
    }
    let sim = Simulator(device: .iPhone15)
    /// A list in a navigation controller, then the screen a tap on one of its rows shows.
    func writeListAndDetail(_ list: UIViewController, tapping text: String, as listName: String, _ detailName: String) throws {
        sim.rootViewController = UINavigationController(rootViewController: list)
        sim.settle()
        try sim.screenshot().write(to: directory.appendingPathComponent("\(listName).png"))
        if let row = sim.view(withText: text) { sim.tap(on: row) }
        sim.settle()
        try sim.screenshot().write(to: directory.appendingPathComponent("\(detailName).png"))
    }
    let nav = UINavigationController(rootViewController: GalleryViewController())
    sim.rootViewController = nav
    try sim.screenshot().write(to: directory.appendingPathComponent("gallery-home.png"))
    nav.pushViewController(NavigationDemoViewController(depth: 1), animated: false)
    nav.pushViewController(NavigationDemoViewController(depth: 2), animated: true)
    sim.settle()
    try sim.screenshot().write(to: directory.appendingPathComponent("navigation.png"))
    sim.rootViewController = ViewSwitcher.SwitchViewController()
    try sim.screenshot().write(to: directory.appendingPathComponent("view-switcher.png"))
    let sketch = SketchViewController(version: .tripleTapDelayed)
    sim.rootViewController = sketch
    sim.drag(from: CGPoint(x: 60, y: 200), to: CGPoint(x: 330, y: 500))
    sim.drag(from: CGPoint(x: 330, y: 200), to: CGPoint(x: 60, y: 500))
    try sim.screenshot().write(to: directory.appendingPathComponent("sketch.png"))
    sim.rootViewController = ControlsDemoViewController()
    try sim.screenshot().write(to: directory.appendingPathComponent("controls.png"))
    let browser = UINavigationController(rootViewController: SelectionVC(items: [.leaf("a"), .leaf("b"), .list([.leaf("1"), .leaf("2")]), .leaf("c")]))
    sim.rootViewController = browser
    sim.settle()
    // The root hides its bar (the chapter's choice); show it here for the Done button.
    browser.isNavigationBarHidden = false
    browser.topViewController?.setEditing(true, animated: false)
    try sim.screenshot().write(to: directory.appendingPathComponent("hierarchy-browser-editing.png"))
    sim.rootViewController = UINavigationController(rootViewController: LongListViewController(rows: 10_000))
    sim.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 300), duration: 0.2)
    sim.advance(by: 0.3)
    try sim.screenshot().write(to: directory.appendingPathComponent("long-list-scrolling.png"))
    let photos = PhotoGridViewController()
    sim.rootViewController = UINavigationController(rootViewController: photos)
    sim.settle()
    photos.setEditing(true, animated: false)
    for item in [1, 6] { sim.tap(on: photos.collectionView.cellForItem(at: IndexPath(item: item, section: 0))!) }
    try sim.screenshot().write(to: directory.appendingPathComponent("photo-grid-editing.png"))
    sim.rootViewController = UINavigationController(rootViewController: AppStoreViewController())
    sim.settle()
    try sim.screenshot().write(to: directory.appendingPathComponent("app-store.png"))
    let circle = CircleLayoutViewController()
    sim.rootViewController = UINavigationController(rootViewController: circle)
    sim.settle()
    circle.addItem()
    sim.advance(by: 0.15)
    try sim.screenshot().write(to: directory.appendingPathComponent("circle-inserting.png"))
    let mailboxes = MailboxesViewController()
    sim.rootViewController = UINavigationController(rootViewController: mailboxes)
    sim.settle()
    if let vip = sim.view(withText: "VIP") { sim.tap(on: vip) }
    try sim.screenshot().write(to: directory.appendingPathComponent("mailboxes.png"))
    // The storyboard collection screen: the box, then a crayon's page.
    try writeListAndDetail(CrayonBoxViewController.make(), tapping: "Teal", as: "crayons", "crayons-detail")
    // Layers and motion, each caught mid-motion.
    /// A screen in a navigation controller, `seconds` into the motion `start` begins.
    func writeMidMotion<VC: UIViewController>(_ vc: VC, as name: String, after seconds: TimeInterval,
                                              settling limit: TimeInterval = 30, _ start: (VC) -> Void) throws {
        sim.rootViewController = UINavigationController(rootViewController: vc)
        sim.settle(limit: limit)
        start(vc)
        sim.advance(by: seconds)
        try sim.screenshot().write(to: directory.appendingPathComponent("\(name).png"))
    }
    // (The spinner turns for ever: the layers screen is let settle only briefly.)
    try writeMidMotion(LayersDemoViewController(), as: "layers-filling", after: 0.45, settling: 0.1) { $0.setProgress(0.8, duration: 1) }
    try writeMidMotion(FlipCardViewController(), as: "card-flip-turning", after: 0.2) { $0.flip() }
    try writeMidMotion(ConfettiViewController(), as: "confetti", after: 1.2) { $0.celebrate() }
    // The marble run mid-run: marbles on the ramps, the windmill turning, bins counting.
    let marbles = MarbleRunViewController()
    sim.rootViewController = UINavigationController(rootViewController: marbles)
    sim.advance(by: 10)
    try sim.screenshot().write(to: directory.appendingPathComponent("spritekit-marble-run.png"))

    // The playground falling, then at rest with the red ball snapped to a tap.
    let playground = DynamicsPlaygroundViewController()
    sim.rootViewController = UINavigationController(rootViewController: playground)
    sim.advance(by: 0.6)
    try sim.screenshot().write(to: directory.appendingPathComponent("dynamics-falling.png"))
    sim.settle()
    sim.tap(at: CGPoint(x: 320, y: 330))
    sim.advance(by: 1.5)
    try sim.screenshot().write(to: directory.appendingPathComponent("dynamics-snapped.png"))
    let card = AnimatorCardViewController()
    sim.rootViewController = UINavigationController(rootViewController: card)
    sim.settle()
    let from = CGPoint(x: 200, y: card.frame(open: false).minY + 40)
    let finger = sim.touchDown(at: from)
    for step in 1...12 {
        sim.advance(by: 1.0 / 60)
        sim.touchMove(finger, to: CGPoint(x: 200, y: from.y - 25 * CGFloat(step)))
    }
    try sim.screenshot().write(to: directory.appendingPathComponent("card-dragging.png"))
    sim.touchUp(finger, at: CGPoint(x: 200, y: from.y - 300))
    sim.settle()
    let zoom = CustomTransitionDemo.makeNavigationController()
    sim.rootViewController = zoom
    sim.settle()
    if let push = sim.view(withText: "Push page 2") { sim.tap(on: push) }
    sim.advance(by: 0.2)
    try sim.screenshot().write(to: directory.appendingPathComponent("custom-push-midway.png"))
    sim.settle()
    try writeKeyboardRecipe(sim, typing: "Hello, keyboard", to: directory)
    // The storyboard app: its list, then a fruit's detail (an SVG star, a catalog color).
    try writeListAndDetail(FruitListController.make(), tapping: "Cherry", as: "storyboard-list", "storyboard-detail")
    let layout = AutoLayoutDemoViewController()
    sim.rootViewController = layout
    sim.settle()
    try sim.screenshot().write(to: directory.appendingPathComponent("auto-layout.png"))
    sim.rotate(to: .landscapeLeft)
    sim.settle()
    try sim.screenshot().write(to: directory.appendingPathComponent("auto-layout-landscape.png"))
    sim.rotate(to: .portrait)
    sim.settle()
    let pad = Simulator(device: .iPadPro11)
    let coordinates = CoordinatesViewController(version: .keepsPopover)
    pad.rootViewController = coordinates
    pad.settle()
    pad.tap(at: CGPoint(x: 300, y: 500))
    pad.settle()
    try pad.screenshot().write(to: directory.appendingPathComponent("popover-coordinates-iPadPro11.png"))
    pad.rotate(to: .landscapeLeft)
    let split = MasterDetailSplit()
    pad.rootViewController = split
    pad.settle()
    split.list.tableView(split.list.tableView, didSelectRowAt: IndexPath(row: 3, section: 0))
    pad.settle()
    try pad.screenshot().write(to: directory.appendingPathComponent("master-detail-iPadPro11.png"))
    try writeDarkScreenshots(to: directory.appendingPathComponent("dark"))
}

/// The same screens on a device in dark mode, in `directory`.
@MainActor func writeDarkScreenshots(to directory: URL) throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let sim = Simulator(device: .iPhone15)
    sim.userInterfaceStyle = .dark
    func write(_ name: String) throws { try sim.screenshot().write(to: directory.appendingPathComponent("\(name).png")) }
    func show(_ vc: UIViewController, as name: String) throws {
        sim.rootViewController = UINavigationController(rootViewController: vc)
        sim.settle(limit: 1)
        try write(name)
    }
    try show(GalleryViewController(), as: "gallery-home")
    try show(ControlsDemoViewController(), as: "controls")
    try show(BookingFormViewController(), as: "booking-form")
    try show(MailboxesViewController(), as: "mailboxes")
    try show(AppStoreViewController(), as: "app-store")
    try show(ChatViewController(), as: "chat")
    try show(SymbolsDemoViewController(), as: "symbols")
    try show(FruitListController.make(), as: "storyboard-list")
    try writeKeyboardRecipe(sim, typing: "Hello, dark keyboard", to: directory)
}

/// The keyboard recipe with `text` typed, the keyboard up.
@MainActor func writeKeyboardRecipe(_ sim: Simulator, typing text: String, to directory: URL) throws {
    let recipe = KeyboardRecipeViewController()
    sim.rootViewController = recipe
    sim.settle()
    sim.tap(on: recipe.textField)
    sim.type(text)
    sim.settle()
    try sim.screenshot().write(to: directory.appendingPathComponent("keyboard-recipe-typing.png"))
}

@MainActor func main() {
    let env = ProcessInfo.processInfo.environment
    var args = Array(CommandLine.arguments.dropFirst())
    var screenshots: URL?
    if let i = args.firstIndex(of: "--screenshots"), i + 1 < args.count {
        screenshots = URL(fileURLWithPath: args[i + 1])
        args.removeSubrange(i...(i + 1))
    }
    let hasDisplay = (env["DISPLAY"] != nil || env["WAYLAND_DISPLAY"] != nil) && env["OPENUIKIT_HEADLESS"] != "1"
    // A try-out (`OPENUIKIT_TRY`, as `uikit-port --try` and its monkey run an app) drives the app
    // itself, headless: the Gallery launches as an app does.
    if env["OPENUIKIT_TRY"] != nil || hasDisplay && !args.contains("--no-window") {
        if let dir = screenshots { try? writeScreenshots(to: dir) }
        UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(GalleryAppDelegate.self))
        return
    }
    let dir = screenshots ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("screenshots")
    do {
        try writeScreenshots(to: dir)
        print("No display: the Gallery's screens were written as PNG screenshots to \(dir.path)")
    } catch {
        FileHandle.standardError.write(Data("Gallery: cannot write screenshots to \(dir.path): \(error)\n".utf8))
        exit(1)
    }
}

MainActor.assumeIsolated { main() }
