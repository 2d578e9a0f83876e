import Foundation
import Testing
import UIKit
import UIKitTesting
import FoundationDemo

/// The Gallery's screens in dark mode, and its dark-mode switch.
@MainActor
@Suite struct DarkGalleryTests {
    func rgb(_ c: RGBA) -> [Int] { [Int(c.r), Int(c.g), Int(c.b)] }

    /// A dark device showing `vc` in a navigation controller.
    func dark(_ vc: UIViewController) -> (Simulator, UINavigationController) {
        let sim = Simulator(device: .iPhone15)
        sim.userInterfaceStyle = .dark
        let nav = UINavigationController(rootViewController: vc)
        sim.rootViewController = nav
        sim.settle(limit: 1)
        return (sim, nav)
    }

    /// Near-white pixels (text and glyphs drawn light) in `rect`.
    func lightInk(_ sim: Simulator, _ rect: CGRect) -> Int {
        matchingPixelRows(sim, in: rect) { b, g, r in r > 200 && g > 200 && b > 200 }.count
    }

    @Test func theControlsScreenIsDark() throws {
        let (sim, _) = dark(ControlsDemoViewController())
        saveShot(sim, "dark-gallery-controls")
        checkSnapshot(sim, "dark-controls-iPhone15")
        #expect(rgb(sim.color(at: CGPoint(x: 200, y: 700))) == [0, 0, 0], "systemGroupedBackground, black")
        let filled = try #require(sim.view(withText: "Filled"))
        #expect(lightInk(sim, filled.convert(filled.bounds, to: nil)) > 100, "white on the tint")
        let red = try #require(sim.view(withText: "Red"))
        #expect(lightInk(sim, red.convert(red.bounds, to: nil)) > 20, "the selected segment's title, white on grey")
    }

    @Test func theBookingFormsCalendarIsDark() throws {
        // A fixed day: the calendar shows its month, whatever day the test runs.
        let (sim, _) = dark(BookingFormViewController(today: Calendar.current.date(from: DateComponents(year: 2026, month: 3, day: 2, hour: 12))!))
        checkSnapshot(sim, "dark-booking-form-iPhone15")
        let title = try #require(sim.view(withText: "Check-in"))
        #expect(lightInk(sim, title.convert(title.bounds, to: nil)) > 50, "labels in white")
        #expect(rgb(sim.color(at: CGPoint(x: 5, y: 400))) == [0, 0, 0])
    }

    @Test func theMailboxesSidebarIsDark() throws {
        let (sim, _) = dark(MailboxesViewController())
        checkSnapshot(sim, "dark-mailboxes-iPhone15")
        let inbox = try #require(sim.view(withText: "VIP"))
        #expect(lightInk(sim, inbox.convert(inbox.bounds, to: nil)) > 20)
    }

    @Test func theChatScreenAndItsKeyboardAreDark() throws {
        let (sim, nav) = dark(ChatViewController())
        let field = UITextField(frame: CGRect(x: 20, y: 420, width: 300, height: 34))
        field.borderStyle = .roundedRect
        nav.topViewController?.view.addSubview(field)
        sim.tap(on: field)
        sim.type("Hello")
        sim.settle()
        saveShot(sim, "dark-gallery-chat-keyboard")
        checkSnapshot(sim, "dark-chat-keyboard-iPhone15")
        let keyboard = try #require(sim.keyboardFrame)
        #expect(rgb(sim.color(at: CGPoint(x: keyboard.midX, y: keyboard.maxY - 3))) == [43, 43, 43], "the dark keyboard")
        #expect(rgb(sim.color(at: field.convert(CGPoint(x: 250, y: 17), to: nil))) == [28, 28, 30], "the field's dark fill")
    }

    @Test func theDarkModeSwitchTurnsTheWindowDarkAndBack() throws {
        let sim = Simulator(device: .iPhone15)
        let list = UITableViewController(style: .insetGrouped)
        list.title = "Gallery"
        list.navigationItem.rightBarButtonItem = list.makeDarkModeSwitch()
        let nav = UINavigationController(rootViewController: list)
        sim.rootViewController = nav
        sim.settle()
        #expect(rgb(sim.color(at: CGPoint(x: 5, y: 400))) == [242, 242, 247], "light to begin with")
        let item = try #require(list.navigationItem.rightBarButtonItem)
        #expect(item.image != nil && item.accessibilityLabel == "Dark Mode")
        // The item sits at the bar's trailing end.
        let bar = nav.navigationBar.convert(nav.navigationBar.bounds, to: nil)
        let button = CGPoint(x: bar.maxX - 28, y: bar.midY)
        sim.tap(at: button)
        sim.settle()
        saveShot(sim, "dark-gallery-switched")
        #expect(sim.window.overrideUserInterfaceStyle == .dark && list.traitCollection.userInterfaceStyle == .dark)
        #expect(rgb(sim.color(at: CGPoint(x: 5, y: 400))) == [0, 0, 0], "the whole window turned dark")
        #expect(sim.environment.drawnStatusBarStyle == .lightContent)
        sim.tap(at: button)
        sim.settle()
        #expect(rgb(sim.color(at: CGPoint(x: 5, y: 400))) == [242, 242, 247], "and back")
    }
}
