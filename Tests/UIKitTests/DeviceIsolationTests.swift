import Foundation
import Testing
import UIKit
import UIKitTesting

// Two or three devices alive at once and driven in turn, as a suite that keeps an iPhone and an
// iPad alive would: each owns its clock, animations, display links, timers, drawing and console.

/// Counts its `draw(_:)` calls.
private final class CountingView: UIView {
    var draws = 0
    override func draw(_ rect: CGRect) {
        draws += 1
        UIColor.systemBlue.setFill()
        UIRectFill(bounds)
    }
}

/// Counts display-link ticks and timer fires.
private final class Ticker {
    var ticks = 0
    var fires = 0
    func tick(_ link: CADisplayLink) { ticks += 1 }
    func fire(_ timer: Timer) { fires += 1 }
}

/// A screen with a text field, a button that presents, and a popover source.
private final class BusyScreen: UIViewController {
    let field = UITextField()
    let source = UIButton(type: .system)
    let box = CountingView()
    override func viewDidLoad() {
        view.backgroundColor = .white
        field.borderStyle = .roundedRect
        field.frame = CGRect(x: 20, y: 120, width: 240, height: 36)
        view.addSubview(field)
        source.setTitle("Anchor", for: .normal)
        source.frame = CGRect(x: 20, y: 300, width: 100, height: 44)
        view.addSubview(source)
        box.frame = CGRect(x: 200, y: 300, width: 60, height: 60)
        view.addSubview(box)
    }
}

/// An iPhone and an iPad, each showing a `BusyScreen`; the iPad made (and so current) last.
@MainActor private func phoneAndPad() -> (Simulator, BusyScreen, Simulator, BusyScreen) {
    let phone = Simulator(device: .iPhone15)
    let phoneScreen = BusyScreen()
    phone.rootViewController = phoneScreen
    let pad = Simulator(device: .iPadPro11)
    let padScreen = BusyScreen()
    pad.rootViewController = padScreen
    return (phone, phoneScreen, pad, padScreen)
}

@MainActor
@Suite struct DeviceIsolationTests {
    @Test func makingASecondDeviceNeitherRewindsTheFirstsClockNorEndsItsAnimations() {
        let phone = Simulator(device: .iPhone15)
        let screen = BusyScreen()
        phone.rootViewController = screen
        phone.advance(by: 7.25)
        let before = phone.now
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) { screen.box.alpha = 0 }
        phone.advance(by: 0.25)
        let quarter = screen.box.layer.presentation()!.opacity
        #expect(abs(quarter - 0.75) < 0.03, "a quarter of the way through")

        let pad = Simulator(device: .iPadPro11)
        pad.rootViewController = CanvasController()
        pad.advance(by: 3)
        #expect(phone.now == before + 0.25, "the phone's clock stays where it was: \(phone.now - before)")
        #expect(pad.now == 1003, "the pad's clock moved on its own")
        #expect(abs(screen.box.layer.presentation()!.opacity - quarter) < 0.001, "the phone's animation did not move with the pad's clock")
        #expect(screen.box.layer.animationKeys() != nil, "and it is still running")

        phone.advance(by: 0.5)
        #expect(abs(screen.box.layer.presentation()!.opacity - 0.25) < 0.03, "three quarters, on its own clock")
        phone.advance(by: 0.3)
        #expect(screen.box.layer.animationKeys() == nil)
        #expect(phone.color(at: CGPoint(x: 230, y: 330)) == RGBA(r: 255, g: 255, b: 255), "faded out")
    }

    @Test func displayLinksTickOnlyInTheirOwnDevicesFrames() {
        let phone = Simulator(device: .iPhone15)
        phone.rootViewController = CanvasController()
        let pad = Simulator(device: .iPadPro11)
        pad.rootViewController = CanvasController()
        let padTicker = Ticker(), phoneTicker = Ticker()
        let padLink = CADisplayLink(target: padTicker, selector: Ticker.tick)
        padLink.add(to: .main, forMode: .common)   // the pad is the device the code runs for
        phone.advance(by: 0.01)                     // the phone is now
        let phoneLink = CADisplayLink(target: phoneTicker, selector: Ticker.tick)
        phoneLink.add(to: .main, forMode: .common)

        phone.advance(by: 2)
        #expect(padTicker.ticks == 0, "the pad's link does not tick in the phone's frames")
        #expect((119...121).contains(phoneTicker.ticks), "60 a second: \(phoneTicker.ticks)")
        let phoneTicks = phoneTicker.ticks
        pad.advance(by: 0.5)
        #expect((29...31).contains(padTicker.ticks), "30 frames in half a second: \(padTicker.ticks)")
        #expect(phoneTicker.ticks == phoneTicks)
        padLink.invalidate()
        phoneLink.invalidate()
    }

    @Test func timersAndDelayedPerformsFireOnTheirOwnDevicesClock() {
        let (phone, phoneScreen, pad, padScreen) = phoneAndPad()
        let ticker = Ticker()
        // Started while the pad is the device the code runs for: a 0.5 s repeating timer.
        let timer = Timer.scheduledTimer(timeInterval: 0.5, target: ticker, selector: Ticker.fire, userInfo: nil, repeats: true)
        var performed: [String] = []
        padScreen.view.perform(afterDelay: 1) { performed.append("pad") }
        phoneScreen.view.perform(afterDelay: 1) { performed.append("phone") }

        phone.advance(by: 3)
        #expect(ticker.fires == 0, "the pad's timer waits for the pad's clock")
        #expect(performed == ["phone"], "each view's delayed perform on its own device's clock")
        pad.advance(by: 1.1)
        #expect(ticker.fires == 2, "0.5 s and 1 s on the pad: \(ticker.fires)")
        #expect(performed == ["phone", "pad"])
        pad.advance(by: 1)
        #expect(ticker.fires == 4)
        timer.invalidate()

        // The main queue follows the device a call drives.
        var order: [String] = []
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { order.append("pad block") }
        phone.advance(by: 1)
        #expect(order.isEmpty, "queued for the pad, which has not moved")
        pad.advance(by: 0.25)
        #expect(order == ["pad block"])
    }

    @Test func aViewIsDrawnOnlyInItsOwnDevicesFrames() {
        let (phone, phoneScreen, pad, padScreen) = phoneAndPad()
        let padDraws = padScreen.box.draws, phoneDraws = phoneScreen.box.draws
        #expect(padDraws == 1 && phoneDraws == 1)

        padScreen.box.setNeedsDisplay()
        phone.advance(by: 0.5)
        phone.runFrame()
        #expect(padScreen.box.draws == padDraws, "the pad's view is not drawn in the phone's frames")
        pad.runFrame()
        #expect(padScreen.box.draws == padDraws + 1, "it is drawn in the pad's next frame")
        #expect(phoneScreen.box.draws == phoneDraws)

        // A view made and marked while another device is current joins the device it is shown on.
        let late = CountingView(frame: CGRect(x: 0, y: 600, width: 40, height: 40))
        late.setNeedsDisplay()
        pad.runFrame()
        phoneScreen.view.addSubview(late)
        pad.runFrame()
        #expect(late.draws == 0)
        phone.runFrame()
        #expect(late.draws == 1)
        #expect(phone.color(at: CGPoint(x: 20, y: 620)) != RGBA(r: 255, g: 255, b: 255))
    }

    @Test func warningsLandInTheirOwnDevicesConsole() {
        let phone = Simulator(device: .iPhone15)
        let phoneRoot = CanvasController()
        phone.rootViewController = phoneRoot
        let pad = Simulator(device: .iPadPro11)
        let padRoot = CanvasController()
        pad.rootViewController = padRoot
        pad.runFrame()   // the pad is the device driven last

        phoneRoot.present(UIViewController(), animated: false)
        phoneRoot.present(UIViewController(), animated: false)
        #expect(phone.warnings.contains { $0.contains("which is already presenting") })
        #expect(!pad.warnings.contains { $0.contains("Attempt to present") }, "the phone's warning is not the pad's")

        // Logged with no object to go by: the console of the device being driven.
        pad.runFrame()
        _ = UIImage(named: "no-such-image-on-the-pad")
        #expect(pad.warnings.contains { $0.contains("no-such-image-on-the-pad") })
        #expect(!phone.warnings.contains { $0.contains("no-such-image-on-the-pad") })
    }

    @Test func touchesTypingKeyboardsPresentationsAndPopoversOnEachDeviceAtOnce() {
        let (phone, phoneScreen, pad, padScreen) = phoneAndPad()

        phone.tap(on: phoneScreen.field)
        pad.tap(on: padScreen.field)
        phone.settle()
        pad.settle()
        #expect(phoneScreen.field.isFirstResponder && padScreen.field.isFirstResponder)
        let phoneKeyboard = phone.keyboardFrame, padKeyboard = pad.keyboardFrame
        #expect(phoneKeyboard != nil && padKeyboard != nil, "each device shows its own keyboard")
        #expect(phoneKeyboard!.width == 393 && padKeyboard!.width == 834)
        phone.type("Praha")
        pad.type("Brno")
        #expect(phoneScreen.field.text == "Praha" && padScreen.field.text == "Brno")
        // A key of the phone's on-screen keyboard types on the phone only.
        if let q = phone.view(withText: "q") { phone.tap(on: q) }
        #expect(phoneScreen.field.text == "Prahaq" && padScreen.field.text == "Brno")

        // A sheet on the phone and a popover on the pad, both up together.
        let sheet = UIViewController()
        sheet.view.backgroundColor = .systemYellow
        phoneScreen.present(sheet, animated: true)
        let content = UIViewController()
        content.preferredContentSize = CGSize(width: 200, height: 120)
        content.modalPresentationStyle = .popover
        content.popoverPresentationController?.sourceView = padScreen.source
        content.popoverPresentationController?.sourceRect = padScreen.source.bounds
        padScreen.present(content, animated: true)
        pad.settle()
        #expect(padScreen.presentedViewController === content)
        #expect(content.view.window?.screen === pad.screen, "the popover is on the pad")
        #expect(content.view.bounds.size == CGSize(width: 200, height: 120), "a popover, though the phone (compact) was driven last: \(content.view.bounds)")
        let yellow = RGBA(r: 255, g: 204, b: 0)
        #expect(pad.color(at: padScreen.source.convert(CGPoint(x: 50, y: 100), to: nil)) != yellow)
        #expect(phone.color(at: CGPoint(x: 200, y: 500)) != yellow, "the phone's sheet has not come up: its clock has not moved")
        phone.settle()
        #expect(phoneScreen.presentedViewController === sheet)
        #expect(sheet.view.window?.screen === phone.screen)
        #expect(phone.color(at: CGPoint(x: 200, y: 500)) == yellow, "the sheet on the phone")
        #expect(phone.warnings.isEmpty && pad.warnings.isEmpty, "\(phone.warnings) \(pad.warnings)")
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_SHOTS"] {
            try? phone.screenshot().write(to: URL(fileURLWithPath: dir).appendingPathComponent("two-devices-phone.png"))
            try? pad.screenshot().write(to: URL(fileURLWithPath: dir).appendingPathComponent("two-devices-pad.png"))
        }
    }

    @Test func oneDeviceTurnsWhileTheOtherDoesNot() {
        let phone = Simulator(device: .iPhone15)
        phone.rootViewController = CanvasController()
        let pad = Simulator(device: .iPadPro11)
        pad.rootViewController = CanvasController()
        pad.rotate(to: .landscapeLeft)
        #expect(pad.screen.bounds.size == CGSize(width: 1194, height: 834))
        #expect(pad.window.bounds.size == CGSize(width: 1194, height: 834))
        #expect(phone.screen.bounds.size == CGSize(width: 393, height: 852), "the phone did not turn")
        #expect(phone.window.bounds.size == CGSize(width: 393, height: 852))
        #expect(phone.screen.traitCollection.verticalSizeClass == .regular)
        #expect(UIScreen.main === pad.screen, "the device driven last is the main screen")
        phone.runFrame()
        #expect(UIScreen.main === phone.screen)
    }

    @Test func threeDevicesDrivenInTurnKeepTheirOwnTime() {
        let devices = [Simulator(device: .iPhoneSE), Simulator(device: .iPhone15), Simulator(device: .iPadPro11)]
        let screens = devices.map { sim -> BusyScreen in
            let s = BusyScreen()
            sim.rootViewController = s
            return s
        }
        for (i, sim) in devices.enumerated() {
            sim.use { UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) { screens[i].box.alpha = 0 } }
        }
        devices[0].advance(by: 0.25)
        devices[1].advance(by: 0.5)
        devices[2].advance(by: 0.75)
        let opacities = screens.map { $0.box.layer.presentation()!.opacity }
        #expect(abs(opacities[0] - 0.75) < 0.03 && abs(opacities[1] - 0.5) < 0.03 && abs(opacities[2] - 0.25) < 0.03, "\(opacities)")
        #expect(devices.map(\.now) == [1000.25, 1000.5, 1000.75])
        for sim in devices { sim.settle() }
        #expect(screens.allSatisfy { $0.box.layer.animationKeys() == nil })
    }
}

extension Simulator {
    /// Runs `body` with this device as the one the code runs for (a frame makes it current).
    @MainActor func use(_ body: () -> Void) {
        runFrame()
        body()
    }
}
