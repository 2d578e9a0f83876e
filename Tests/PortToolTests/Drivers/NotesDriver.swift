// Added to the ported Notes package by PortToolTests: a Swift 4-era app after its renames.
import Foundation
import UIKit
import UIKitTesting
import Testing
@testable import Notes

@MainActor @Suite(.serialized) struct NotesDriver {
    @Test func writingANoteAboveTheKeyboard() throws {
        let sim = Simulator(device: .iPhone15)
        let delegate = AppDelegate()
        sim.launch(delegate)
        sim.settle()
        let vc = try #require(delegate.window?.rootViewController as? ComposeViewController)
        #expect(vc.children.first === vc.banner && vc.banner.attached, "addChild and didMove(toParent:)")
        #expect(sim.view(withText: "New note") != nil && sim.view(withText: "No notes yet") != nil)

        sim.tap(on: vc.field)
        sim.settle()
        #expect(vc.keyboardHeight > 200, "the keyboard's frame arrived as an NSValue")
        let keyboardTop = sim.screen.bounds.height - vc.keyboardHeight
        #expect(vc.saveButton.convert(vc.saveButton.bounds, to: nil).maxY <= keyboardTop, "Save sits above the keyboard")
        sim.type("Milk")
        sim.tap(on: vc.saveButton)
        sim.settle()
        #expect(vc.banner.label.text == "Saved: Milk")
        #expect(vc.keyboardHeight == 0, "the keyboard went down")
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_SHOTS"] {
            try sim.screenshot().write(to: URL(fileURLWithPath: dir + "/ported-notes.png"))
        }
    }
}
