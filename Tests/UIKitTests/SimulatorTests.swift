import Testing
import Foundation
import UIKit
import UIKitTesting

@MainActor
@Suite(.serialized) struct SimulatorTests {
    @Test func devicesHaveRealMetrics() {
        let phone = Simulator(device: .iPhone15)
        #expect(phone.screen.bounds.size == CGSize(width: 393, height: 852) && phone.screen.scale == 3)
        #expect(phone.screen.nativeBounds.size == CGSize(width: 1179, height: 2556))
        let png = phone.screenshot()
        let image = UIImage(data: png)!
        #expect(image.cgImage!.width == 1179 && image.cgImage!.height == 2556)
        let se = Simulator(device: .iPhoneSE)
        #expect(se.screen.bounds.size == CGSize(width: 375, height: 667) && se.screen.scale == 2)
        #expect(UIScreen.main.traitCollection.horizontalSizeClass == .compact)
        let pad = Simulator(device: .iPadPro11)
        #expect(pad.screen.traitCollection.userInterfaceIdiom == .pad)
        #expect(pad.screen.traitCollection.horizontalSizeClass == .regular)
    }

    @Test func findsTheFrontmostVisibleViewByText() {
        let (sim, root) = canvas()
        let back = UILabel(frame: CGRect(x: 0, y: 100, width: 100, height: 30))
        back.text = "Edit"
        let front = UILabel(frame: CGRect(x: 0, y: 140, width: 100, height: 30))
        front.text = "Edit"
        root.addSubview(back); root.addSubview(front)
        #expect(sim.view(withText: "Edit") === front)
        front.isHidden = true
        #expect(sim.view(withText: "Edit") === back)
        back.alpha = 0
        #expect(sim.view(withText: "Edit") == nil)
        let icon = UIView(frame: CGRect(x: 0, y: 200, width: 10, height: 10))
        icon.accessibilityLabel = "Trash"
        root.addSubview(icon)
        #expect(sim.view(withText: "Trash") === icon)
        let offscreen = UILabel(frame: CGRect(x: 1000, y: 0, width: 10, height: 10))
        offscreen.text = "Far"
        root.addSubview(offscreen)
        #expect(sim.view(withText: "Far") == nil)
    }

    @Test func dumpsTheVisibleHierarchy() {
        let (sim, root) = canvas()
        let l = UILabel(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        l.text = "Hi"
        root.addSubview(l)
        let hidden = UIView(); hidden.isHidden = true
        root.addSubview(hidden)
        let dump = sim.viewHierarchy()
        #expect(dump.hasPrefix("UIWindow frame=(0 0; 393 852)\n  UIView frame=(0 0; 393 852)\n"))
        #expect(dump.contains("    UILabel frame=(10 20; 30 40) text=\"Hi\""))
        #expect(dump.components(separatedBy: "\n").count == 4, "the hidden view is left out")
    }

    @Test func screenshotsAttachAsPNG() {
        let (sim, _) = canvas()
        let image = sim.screenshotImage()
        #expect(image.scale == 3 && image.size == CGSize(width: 393, height: 852))
        Attachment.record(image, named: "blank")
    }
}

@MainActor
@Suite(.serialized) struct StatusBarTests {
    func ink(_ sim: Simulator, _ r: CGRect) -> Int {
        var n = 0
        for x in stride(from: r.minX, to: r.maxX, by: 1) {
            for y in stride(from: r.minY, to: r.maxY, by: 1) where sim.color(at: CGPoint(x: x, y: y)).r < 100 { n += 1 }
        }
        return n
    }

    @Test func theStatusBarShowsTheTimeAndIndicatorsAndTakesNoTouches() {
        let (sim, root) = canvas(.iPhone15)
        #expect(ink(sim, CGRect(x: 20, y: 15, width: 100, height: 30)) > 20, "9:41 in the left ear")
        #expect(ink(sim, CGRect(x: 300, y: 15, width: 80, height: 30)) > 20, "indicators in the right ear")
        #expect(sim.view(withText: "9:41") == nil, "not part of the app's views")
        let under = TouchLog(frame: CGRect(x: 0, y: 0, width: 393, height: 54))
        root.addSubview(under)
        sim.tap(at: CGPoint(x: 60, y: 30))
        #expect(under.events == ["began", "ended"], "touches pass through to the app")
        sim.rotate(to: .landscapeLeft)
        #expect(ink(sim, CGRect(x: 20, y: 5, width: 100, height: 20)) == 0, "iPhones hide it in landscape")
    }
}

@MainActor
@Suite(.serialized) struct TypingTests {
    final class Field: UIView, UIKeyInput {
        var text = ""
        override var canBecomeFirstResponder: Bool { true }
        var hasText: Bool { !text.isEmpty }
        func insertText(_ t: String) { text += t }
        func deleteBackward() { if !text.isEmpty { text.removeLast() } }
    }

    @Test func typingGoesToTheFirstResponder() {
        let (sim, root) = canvas()
        let f = Field()
        root.addSubview(f)
        sim.type("ignored")
        #expect(f.text.isEmpty, "nothing is first responder yet")
        #expect(f.becomeFirstResponder())
        sim.type("Hellp\u{8}o")
        #expect(f.text == "Hello" && f.hasText)
    }

    /// A device's folder (its Documents, Library and tmp, in the temporary directory) goes with it.
    @Test func aSimulatorsFilesGoWithIt() throws {
        var sim: Simulator? = Simulator(device: .iPhone15)
        let documents = try #require(sim?.documentsDirectory)
        try FileManager.default.createDirectory(at: documents, withIntermediateDirectories: true)
        try Data("list".utf8).write(to: documents.appendingPathComponent("Shopping list.txt"))
        #expect(FileManager.default.fileExists(atPath: documents.path))
        sim = nil
        #expect(!FileManager.default.fileExists(atPath: documents.deletingLastPathComponent().path))
    }
}
