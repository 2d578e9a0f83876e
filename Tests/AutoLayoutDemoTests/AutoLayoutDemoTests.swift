import Testing
import Foundation
import UIKit
import UIKitTesting
import FoundationDemo

/// The Gallery's Auto Layout screen on every device, turned, resized like a desktop window, with
/// the keyboard up; its look checked against reference pictures.
@MainActor
@Suite(.serialized) struct AutoLayoutDemoTests {
    func frame(_ v: UIView) -> CGRect { v.convert(v.bounds, to: nil) }

    func snapshot(_ sim: Simulator, _ name: String) {
        do {
            try Snapshot.verify(sim.screenshot(), reference: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("Snapshots/\(name).png"))
        } catch {
            Issue.record("\(name): \(error)")
        }
    }

    /// What must hold however big the screen: inside the readable margins, buttons of one width,
    /// the avatar square, the bar on the bottom safe area, nothing overlapping.
    func checkLayout(_ sim: Simulator, _ vc: AutoLayoutDemoViewController, _ context: String) {
        let screen = sim.screen.bounds, view = vc.view!
        let guide = view.convert(view.readableContentGuide.layoutFrame, to: nil)
        let header = frame(vc.header), buttons = vc.buttons.arrangedSubviews.map(frame)
        #expect(abs(header.minX - guide.minX) < 0.5 && abs(header.maxX - guide.maxX) < 0.5, "\(context): header \(header) guide \(guide)")
        #expect(buttons.allSatisfy { abs($0.width - buttons[0].width) <= 1 / sim.screen.scale }, "\(context): \(buttons)")
        #expect(abs(buttons.first!.minX - guide.minX) < 0.5 && abs(buttons.last!.maxX - guide.maxX) < 0.5)
        #expect(buttons[0].minY >= header.maxY + 24 - 0.5, "\(context): buttons below the header")
        let avatar = frame(vc.avatar)
        #expect(abs(avatar.width - avatar.height) < 0.5 && avatar.width > 0)
        #expect(abs(frame(vc.bar).maxY - (screen.height - view.safeAreaInsets.bottom)) < 0.5, "\(context): \(frame(vc.bar))")
        #expect(!vc.view.subviews.contains { $0.hasAmbiguousLayout }, "\(context): ambiguous")
    }

    @Test(arguments: [Simulator.Device.iPhone15, .iPhoneSE, .iPadPro11])
    func portraitAndLandscape(device: Simulator.Device) {
        let sim = Simulator(device: device)
        let vc = AutoLayoutDemoViewController()
        sim.rootViewController = vc
        sim.settle()
        checkLayout(sim, vc, "\(device.name) portrait")
        #expect(vc.header.axis == .vertical)
        sim.rotate(to: .landscapeLeft)
        sim.settle()
        checkLayout(sim, vc, "\(device.name) landscape")
        #expect(vc.header.axis == (device.profile.idiom == .phone ? .horizontal : .vertical), "side by side in compact height")
        if device == .iPhone15 {
            snapshot(sim, "auto-layout-landscape-iPhone15")
            sim.rotate(to: .portrait)
            sim.settle()
            snapshot(sim, "auto-layout-iPhone15")
        }
    }

    @Test func resizingTheWindowLaysOutAgain() {
        let sim = Simulator(device: .iPadPro11)
        let vc = AutoLayoutDemoViewController()
        sim.rootViewController = vc
        sim.settle()
        let wide = frame(vc.buttons)
        for size in [CGSize(width: 500, height: 700), CGSize(width: 1100, height: 600), CGSize(width: 320, height: 900)] {
            sim.resizeScreen(to: size)
            sim.settle()
            #expect(sim.screen.bounds.size == size && sim.window.bounds.size == size && vc.view.bounds.size == size)
            checkLayout(sim, vc, "\(size)")
        }
        #expect(frame(vc.buttons).width < wide.width, "narrower window, narrower row")
        #expect(vc.bio.frame.height > 5 * vc.bio.font.lineHeight, "the bio wraps into more lines at 320 points: \(vc.bio.frame)")
    }

    @Test func theMessageBarRidesOnTheKeyboard() throws {
        let sim = Simulator(device: .iPhone15)
        let vc = AutoLayoutDemoViewController()
        sim.rootViewController = vc
        sim.settle()
        sim.tap(on: vc.messageField)
        sim.settle()
        let keys = try #require(sim.environment.keyboardFrame)
        #expect(abs(frame(vc.bar).maxY - keys.minY) < 0.5, "\(frame(vc.bar)) on \(keys)")
        sim.type("Hi")
        #expect(vc.messageField.text == "Hi")
        snapshot(sim, "auto-layout-keyboard-iPhone15")
    }
}
