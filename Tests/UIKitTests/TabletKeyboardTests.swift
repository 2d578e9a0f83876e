import Testing
import Foundation
import UIKit
import UIKitTesting

/// The iPad's own keyboard: its rows, the character above each letter typed by pulling the key
/// down, the shortcuts bar's undo, redo and paste, and the key that puts the keyboard away.
@MainActor
@Suite(.serialized) struct TabletKeyboardTests {
    func iPad() -> (Simulator, FieldsController) {
        let (sim, vc) = fieldsScreen(.iPadPro11)
        sim.tap(on: vc.first)
        sim.settle()
        return (sim, vc)
    }

    func frame(_ sim: Simulator, _ text: String) throws -> CGRect {
        let v = try #require(sim.view(withText: text), "no key \(text)")
        return v.convert(v.bounds, to: nil)
    }

    @Test func theRowsAreTheIPads() throws {
        let (sim, _) = iPad()
        let kb = try #require(sim.keyboardFrame)
        // The field is empty: shift is on, the letters are capitals.
        let q = try frame(sim, "Q"), p = try frame(sim, "P"), delete = try frame(sim, "delete")
        let a = try frame(sim, "A"), ret = try frame(sim, "return"), z = try frame(sim, "Z")
        // Delete ends the top row, return the second; the second row starts half a key in.
        #expect(abs(delete.minY - q.minY) < 0.5 && delete.minX > p.maxX && abs(delete.maxX - (kb.maxX - 6)) < 1)
        #expect(abs(ret.minY - a.minY) < 0.5 && abs(ret.maxX - (kb.maxX - 6)) < 1)
        #expect(a.minX > q.minX + q.width / 3 && a.minX < q.maxX)
        // Shift at both ends of the third row, with , and . before the right one.
        let shifts = (sim.view(withText: "shift")?.superview?.subviews ?? []).filter { $0.accessibilityLabel == "shift" }
            .map { $0.convert($0.bounds, to: nil) }.sorted { $0.minX < $1.minX }
        let period = try frame(sim, ".")
        #expect(shifts.count == 2 && shifts[0].maxX < z.minX && shifts[1].minX > period.maxX && abs(shifts[0].minY - z.minY) < 0.5)
        // The bottom row: emoji, .?123, dictation, space, .?123 and the dismiss key; keys above: undo, redo, paste.
        for label in ["emoji", ".?123", "dictation", "space", "dismiss keyboard", "undo", "redo", "paste"] {
            #expect(sim.view(withText: label) != nil, "\(label)")
        }
        let undo = try frame(sim, "undo")
        #expect(undo.maxY < q.minY && undo.minY >= kb.minY, "the shortcuts bar is above the keys")
        #expect(q.width > 55 && q.width < 70 && q.height > 50, "iPad-sized keys: \(q.size)")
        #expect(sim.keyboardPopUp == nil)
        checkSnapshot(sim, "keyboard-letters-iPadPro11")
    }

    @Test func tappingAndPullingKeysDown() throws {
        let (sim, vc) = iPad()
        sim.tap(on: try #require(sim.view(withText: "H")))
        for ch in ["i", "space", "t", "h", "e", "r", "e"] { sim.tap(on: try #require(sim.view(withText: ch))) }
        #expect(vc.first.text == "Hi there")
        #expect(sim.keyboardPopUp == nil, "iPad keys do not pop up")
        // Pulling "q" down types its "1"; "." pulled down is "?".
        for (key, _) in [("q", "1"), (".", "?")] {
            let k = try frame(sim, key)
            sim.drag(from: CGPoint(x: k.midX, y: k.midY - 10), to: CGPoint(x: k.midX, y: k.midY + 20), duration: 0.15)
        }
        #expect(vc.first.text == "Hi there1?")
    }

    @Test func theNumbersPlaneAndNumberPadsOpenOnIt() throws {
        let (sim, vc) = iPad()
        sim.tap(on: try #require(sim.view(withText: ".?123")))
        for k in ["4", "2", "@", "#"] { sim.tap(on: try #require(sim.view(withText: k))) }
        #expect(vc.first.text == "42@#")
        sim.tap(on: try #require(sim.view(withText: "#+=")))
        #expect(sim.view(withText: "€") != nil)
        vc.second.keyboardType = .numberPad
        sim.tap(on: vc.second)
        sim.settle()
        #expect(sim.view(withText: "7") != nil && sim.view(withText: "q") == nil, "the iPad has no number pad: its numbers instead")
    }

    @Test func theShortcutsBarUndoesRedoesAndPastes() throws {
        let (sim, vc) = iPad()
        sim.type("Dobrý den")
        sim.tap(on: try #require(sim.view(withText: "undo")))
        #expect(vc.first.text == "")
        sim.tap(on: try #require(sim.view(withText: "redo")))
        #expect(vc.first.text == "Dobrý den")
        sim.pasteboardString = ", Praho"
        sim.tap(on: try #require(sim.view(withText: "paste")))
        #expect(vc.first.text == "Dobrý den, Praho")
    }

    @Test func theDismissKeyEndsEditing() throws {
        let (sim, vc) = iPad()
        sim.tap(on: try #require(sim.view(withText: "dismiss keyboard")))
        sim.settle()
        #expect(!vc.first.isFirstResponder && sim.keyboardFrame == nil && vc.log.contains("didEnd"))
    }
}
