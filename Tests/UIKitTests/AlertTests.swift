import Testing
import Foundation
import UIKit
import UIKitTesting

@MainActor
@Suite(.serialized) struct AlertTests {
    func screen(_ device: Simulator.Device = .iPhone15) -> (Simulator, CanvasController) {
        let sim = Simulator(device: device)
        let root = CanvasController()
        sim.rootViewController = root
        root.view.backgroundColor = .systemTeal
        sim.settle()
        return (sim, root)
    }

    func frame(_ v: UIView?) -> CGRect { v.map { $0.convert($0.bounds, to: nil) } ?? .zero }

    @Test func twoButtonsSideBySideCancelLeftAndTheHandlerAfterTheAnimation() throws {
        let (sim, root) = screen()
        var log: [String] = []
        let alert = UIAlertController(title: "Delete photo?", message: "This photo will be deleted from all your devices.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { a in log.append(a.title!) })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { a in log.append(a.title!) })
        root.present(alert, animated: true)
        sim.settle()
        let panel = frame(alert.view)
        #expect(panel.width == 270 && abs(panel.midX - 196.5) < 0.5, "\(panel)")
        let cancel = frame(sim.view(withText: "Cancel")), delete = frame(sim.view(withText: "Delete"))
        #expect(cancel.maxX <= delete.minX && abs(cancel.minY - delete.minY) < 0.5, "side by side, cancel on the left")
        #expect(cancel.height == 44 && abs(cancel.maxY - panel.maxY) < 0.5, "\(cancel) \(panel)")
        let deleteLabel = try #require(sim.view(withText: "Delete")?.subviews.first as? UILabel)
        #expect(deleteLabel.textColor == .systemRed)
        checkSnapshot(sim, "alert-two-buttons-iPhone15")
        sim.tap(on: try #require(sim.view(withText: "Delete")))
        sim.advance(by: 0.1)
        #expect(log.isEmpty, "the handler waits for the alert to go")
        sim.settle()
        #expect(log == ["Delete"] && root.presentedViewController == nil)
    }

    @Test func aDismissedAlertIsReleased() throws {
        let (sim, root) = screen()
        weak var gone: UIAlertController?
        do {
            let alert = UIAlertController(title: "Saved", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            gone = alert
            root.present(alert, animated: true)
            sim.settle()
        }
        sim.tap(on: try #require(sim.view(withText: "OK")))
        sim.settle()
        #expect(gone == nil && root.presentedViewController == nil)
    }

    @Test func threeOrMoreStackWithCancelLastAndATapOutsideDoesNothing() throws {
        let (sim, root) = screen()
        let alert = UIAlertController(title: "Share", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Mail", style: .default))
        alert.addAction(UIAlertAction(title: "Messages", style: .default))
        root.present(alert, animated: false)
        sim.settle()
        let mail = frame(sim.view(withText: "Mail")), messages = frame(sim.view(withText: "Messages")), cancel = frame(sim.view(withText: "Cancel"))
        #expect(mail.maxY <= messages.minY + 0.5 && messages.maxY <= cancel.minY + 0.5 && mail.width == 270, "\(mail)")
        sim.tap(at: CGPoint(x: 30, y: 100))
        sim.settle()
        #expect(root.presentedViewController === alert, "outside an alert, nothing")
    }

    @Test func aSecondCancelIsUIKitsException() {
        var failures: [String] = []
        UIKitRuntime.failureHandler = { failures.append($0) }
        defer { UIKitRuntime.failureHandler = nil }
        let alert = UIAlertController(title: "A", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Never mind", style: .cancel))
        #expect(failures == ["UIAlertController can only have one action with a style of UIAlertActionStyleCancel"])
        #expect(alert.actions.count == 1)
    }

    @Test func aTextFieldTakesTheKeyboardAndTheAlertStaysAboveIt() throws {
        let (sim, root) = screen()
        var entered: String?
        let alert = UIAlertController(title: "Sign In", message: "Enter the password for “Café Wi-Fi”.", preferredStyle: .alert)
        alert.addTextField { f in
            f.placeholder = "Password"
            f.isSecureTextEntry = true
        }
        let join = UIAlertAction(title: "Join", style: .default) { _ in entered = alert.textFields?.first?.text }
        join.isEnabled = false
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(join)
        alert.preferredAction = join
        root.present(alert, animated: true)
        sim.settle()
        let field = try #require(alert.textFields?.first)
        #expect(field.isFirstResponder)
        let kb = try #require(sim.keyboardFrame)
        #expect(frame(alert.view).maxY <= kb.minY, "above the keyboard")
        sim.tap(on: try #require(sim.view(withText: "Join")))
        sim.settle()
        #expect(root.presentedViewController === alert && entered == nil, "a disabled action does nothing")
        sim.type("espresso")
        join.isEnabled = true
        sim.settle()
        checkSnapshot(sim, "alert-textfield-iPhone15")
        sim.tap(on: try #require(sim.view(withText: "Join")))
        sim.settle()
        #expect(entered == "espresso" && root.presentedViewController == nil && sim.keyboardFrame == nil)
    }

    @Test func anActionSheetOnIPhoneWithItsCancelApart() throws {
        let (sim, root) = screen()
        var log: [String] = []
        let sheet = UIAlertController(title: "Photo", message: "What would you like to do?", preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Take Photo", style: .default) { _ in log.append("take") })
        sheet.addAction(UIAlertAction(title: "Choose from Library", style: .default) { _ in log.append("choose") })
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in log.append("delete") })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.append("cancel") })
        root.present(sheet, animated: true)
        sim.settle()
        let cancel = frame(sim.view(withText: "Cancel")), delete = frame(sim.view(withText: "Delete"))
        #expect(cancel.minY >= delete.maxY + 8 && cancel.height == 57 && cancel.width == 377, "\(cancel)")
        #expect(abs(cancel.maxY - (852 - 34)) < 0.5, "resting on the home indicator's strip")
        checkSnapshot(sim, "actionsheet-iPhone15")
        // A tap above it cancels: the cancel action's handler runs.
        sim.tap(at: CGPoint(x: 200, y: 150))
        sim.settle()
        #expect(log == ["cancel"] && root.presentedViewController == nil)
    }

    @Test func anActionSheetOnIPadIsAPopoverWithoutItsCancel() throws {
        let sim = Simulator(device: .iPadPro11)
        let root = CanvasController()
        let share = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
        root.navigationItem.rightBarButtonItem = share
        sim.rootViewController = UINavigationController(rootViewController: root)
        sim.settle()
        var log: [String] = []
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Copy Link", style: .default) { _ in log.append("copy") })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.append("cancel") })
        #expect(sheet.modalPresentationStyle == .popover)
        sheet.popoverPresentationController?.barButtonItem = share
        root.present(sheet, animated: true)
        sim.settle()
        #expect(sheet.popoverPresentationController?.arrowDirection == .up)
        #expect(sim.view(withText: "Copy Link") != nil && sim.view(withText: "Cancel") == nil, "no cancel in a popover")
        checkSnapshot(sim, "actionsheet-popover-iPadPro11")
        sim.tap(at: CGPoint(x: 200, y: 900))
        sim.settle()
        #expect(log == ["cancel"] && root.presentedViewController == nil, "a tap outside cancels")
    }

    @Test func anIPadActionSheetWithoutASourceIsUIKitsException() {
        var failures: [String] = []
        UIKitRuntime.failureHandler = { failures.append($0) }
        defer { UIKitRuntime.failureHandler = nil }
        let (sim, root) = screen(.iPadPro11)
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "OK", style: .default))
        root.present(sheet, animated: false)
        sim.settle()
        #expect(root.presentedViewController == nil)
        #expect(failures.count == 1 && failures[0].hasPrefix("Your application has presented a UIAlertController (")
                && failures[0].contains("You must provide either a sourceView and sourceRect or a barButtonItem."))
    }

    @Test func manyActionsScroll() throws {
        let (sim, root) = screen()
        let alert = UIAlertController(title: "Pick a city", message: nil, preferredStyle: .alert)
        for i in 1...30 { alert.addAction(UIAlertAction(title: "City \(i)", style: .default)) }
        root.present(alert, animated: false)
        sim.settle()
        let panel = frame(alert.view)
        #expect(panel.minY >= 59 && panel.maxY <= 852 - 34)
        let scroll = try #require(alert.view.subviews.first?.subviews.compactMap { $0 as? UIScrollView }.first)
        #expect(scroll.contentSize.height == 30 * 44 && scroll.bounds.height < scroll.contentSize.height)
        sim.drag(from: CGPoint(x: 196, y: 600), to: CGPoint(x: 196, y: 200))
        sim.settle()
        #expect(scroll.contentOffset.y > 100, "the actions scroll")
    }
}
