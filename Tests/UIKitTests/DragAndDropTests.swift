import Testing
import Foundation
import UIKit
import UIKitTesting
import UniformTypeIdentifiers

/// A drag source and drop target that record what they are asked and told.
final class DragLog: NSObject, UIDragInteractionDelegate, UIDropInteractionDelegate {
    var events: [String] = []
    var text = "Hello"
    var operation: UIDropOperation = .copy
    var received: [String] = []
    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        events.append("items")
        let item = UIDragItem(itemProvider: NSItemProvider(object: text as NSString))
        item.localObject = text
        return [item]
    }
    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: UIDragSession) { events.append("willBegin") }
    func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, willEndWith operation: UIDropOperation) {
        events.append("willEnd \(operation.rawValue)")
    }
    func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, didEndWith operation: UIDropOperation) {
        events.append("didEnd \(operation.rawValue)")
    }
    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
        events.append("canHandle")
        return session.canLoadObjects(ofClass: String.self)
    }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: UIDropSession) { events.append("enter") }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        if events.last != "update" { events.append("update") }
        return UIDropProposal(operation: operation)
    }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: UIDropSession) { events.append("exit") }
    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        events.append("performDrop")
        #expect(session.localDragSession != nil && session.items.first?.localObject as? String == text)
        session.loadObjects(ofClass: String.self) { [unowned self] strings in received += strings }
    }
    func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: UIDropSession) {
        events.append("conclude")
        #expect(session.progress.isFinished, "the items were loaded by the time the drop concludes")
    }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: UIDropSession) { events.append("sessionDidEnd") }
}

/// A drag and drop; with `hold` the finger stays down over `to`.
@MainActor func dragAndDrop(_ sim: Simulator, from: CGPoint, to: CGPoint, hold: Bool = false) {
    guard hold else { return sim.dragAndDrop(from: from, to: to) }
    sim.touchDown(at: from)
    sim.advance(by: 0.6)
    sim.moveFinger(from: from, to: to)
}

@MainActor
@Suite(.serialized) struct DragAndDropTests {
    /// An orange source card at the top, a grey target below.
    func board() -> (Simulator, UIView, UIView, DragLog) {
        let (sim, root) = canvas()
        let source = UIView(frame: CGRect(x: 40, y: 120, width: 120, height: 80))
        source.backgroundColor = .systemOrange
        let target = UIView(frame: CGRect(x: 40, y: 500, width: 300, height: 200))
        target.backgroundColor = .systemGray5
        root.addSubview(source)
        root.addSubview(target)
        let log = DragLog()
        source.addInteraction(UIDragInteraction(delegate: log))
        target.addInteraction(UIDropInteraction(delegate: log))
        sim.runFrame()
        return (sim, source, target, log)
    }

    @Test func aDragIsOffOnIPhoneUntilEnabled() throws {
        let (sim, source, _, log) = board()
        let drag = try #require(source.interactions.first as? UIDragInteraction)
        #expect(!drag.isEnabled, "off on iPhone by default")
        dragAndDrop(sim, from: CGPoint(x: 100, y: 160), to: CGPoint(x: 190, y: 600))
        #expect(log.events.isEmpty && log.received.isEmpty)
        let pad = Simulator(device: .iPadPro11)
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let padDrag = UIDragInteraction(delegate: log)
        v.addInteraction(padDrag)
        pad.window.addSubview(v)
        #expect(padDrag.isEnabled, "on by default on iPad")
    }

    @Test func aDragLiftsFollowsTheFingerAndDropsACopy() throws {
        let (sim, source, _, log) = board()
        (source.interactions.first as? UIDragInteraction)?.isEnabled = true
        dragAndDrop(sim, from: CGPoint(x: 100, y: 160), to: CGPoint(x: 190, y: 600), hold: true)
        saveShot(sim, "drag-over-target")
        // The card's picture is under the finger, with the green copy badge at its corner.
        let under = sim.color(at: CGPoint(x: 190, y: 600))
        #expect(under.r > 200 && under.g > 100 && under.g < 180 && under.b < 80, "the orange card under the finger: \(under)")
        let badge = sim.color(at: CGPoint(x: 190 + 60 * 1.05 - 2 + 6, y: 600 - 40 * 1.05 + 2 + 6))
        #expect(badge.g > 150 && badge.r < 100, "a green copy badge: \(badge)")
        #expect(source.alpha == 1, "the source stays where it is")
        sim.touchUp(at: CGPoint(x: 190, y: 600))
        sim.settle()
        #expect(log.received == ["Hello"])
        #expect(log.events == ["items", "willBegin", "canHandle", "enter", "update", "performDrop", "willEnd 2", "conclude", "didEnd 2", "sessionDidEnd"])
        #expect(sim.color(at: CGPoint(x: 190, y: 600)) != under, "the picture is gone")
    }

    @Test func aDropNowhereOrForbiddenFliesBack() throws {
        let (sim, source, _, log) = board()
        (source.interactions.first as? UIDragInteraction)?.isEnabled = true
        dragAndDrop(sim, from: CGPoint(x: 100, y: 160), to: CGPoint(x: 300, y: 350))
        #expect(log.events == ["items", "willBegin", "willEnd 0", "didEnd 0"], "over no target: cancelled")
        #expect(sim.color(at: CGPoint(x: 300, y: 350)) == white, "the picture flew back")
        log.events = []
        log.operation = .forbidden
        dragAndDrop(sim, from: CGPoint(x: 100, y: 160), to: CGPoint(x: 190, y: 600), hold: true)
        let badge = sim.color(at: CGPoint(x: 190 + 60 * 1.05 - 2 + 6, y: 600 - 40 * 1.05 + 2 + 6))
        #expect(badge.r == badge.g && abs(Int(badge.b) - Int(badge.r)) < 10 && badge.r < 200, "a grey forbidden badge: \(badge)")
        sim.touchUp(at: CGPoint(x: 190, y: 600))
        sim.settle()
        #expect(log.events == ["items", "willBegin", "canHandle", "enter", "update", "exit", "willEnd 0", "didEnd 0", "sessionDidEnd"])
        #expect(log.received.isEmpty)
    }

    @Test func itemProvidersLoadTextURLsImagesAndData() throws {
        let text = NSItemProvider(object: "Grüße" as NSString)
        #expect(text.registeredTypeIdentifiers == ["public.utf8-plain-text", "public.plain-text"])
        #expect(text.hasItemConformingToTypeIdentifier("public.text"), "plain text is text")
        #expect(text.canLoadObject(ofClass: String.self) && !text.canLoadObject(ofClass: UIImage.self))
        var got: [String] = []
        text.loadObject(ofClass: String.self) { s, _ in got.append(s ?? "nil") }
        text.loadDataRepresentation(forTypeIdentifier: "public.plain-text") { d, _ in got.append(String(decoding: d ?? Data(), as: UTF8.self)) }
        #expect(got == ["Grüße", "Grüße"])
        let url = NSItemProvider(object: NSURL(string: "https://example.com/a")!)
        url.loadObject(ofClass: URL.self) { u, _ in got.append(u?.host ?? "nil") }
        #expect(got.last == "example.com")
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 3)).image { _ in UIColor.red.setFill(); UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 3)) }
        let pictures = NSItemProvider(object: image)
        #expect(pictures.hasItemConformingToTypeIdentifier(UTType.image.identifier))
        var size = CGSize.zero
        pictures.loadObject(ofClass: UIImage.self) { img, _ in size = (img as? UIImage)?.size ?? .zero }
        #expect(size == CGSize(width: 4, height: 3))
        var message = ""
        pictures.loadDataRepresentation(forTypeIdentifier: "public.plain-text") { _, e in message = e?.localizedDescription ?? "" }
        #expect(message == "Cannot load representation of type public.plain-text")
        let custom = NSItemProvider()
        custom.registerDataRepresentation(forTypeIdentifier: "com.example.card", visibility: .all) { done in
            done(Data([1, 2, 3]), nil)
            return nil
        }
        var bytes: [UInt8] = []
        custom.loadDataRepresentation(forTypeIdentifier: "com.example.card") { d, _ in bytes = Array(d ?? Data()) }
        #expect(bytes == [1, 2, 3] && custom.registeredTypeIdentifiers == ["com.example.card"])
    }
}
