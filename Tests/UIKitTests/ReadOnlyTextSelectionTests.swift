import Foundation
import Testing
import UIKit
import UIKitTesting

/// Selecting and copying the text of a read-only text view (`isEditable = false`, selectable), as
/// iOS lets a reader: no keyboard, no editing callbacks, a Copy menu.
@MainActor
@Suite(.serialized) struct ReadOnlyTextSelectionTests {
    final class Recorder: NSObject, UITextViewDelegate {
        var events: [String] = []
        func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { events.append("shouldBegin"); return true }
        func textViewDidBeginEditing(_ textView: UITextView) { events.append("didBegin") }
        func textViewDidChangeSelection(_ textView: UITextView) { events.append("selection \(textView.selectedRange.location),\(textView.selectedRange.length)") }
    }

    func readOnly(in root: UIView) -> UITextView {
        let tv = UITextView(frame: CGRect(x: 20, y: 100, width: 340, height: 200))
        tv.isEditable = false
        tv.font = .systemFont(ofSize: 24)
        tv.text = "Quiet words for careful readers."
        root.addSubview(tv)
        return tv
    }

    func at(_ offset: Int, _ tv: UITextView) -> UITextPosition { tv.position(from: tv.beginningOfDocument, offset: offset)! }

    /// The middle of the characters at `range`, in the window.
    func centre(of range: NSRange, in tv: UITextView) -> CGPoint {
        let a = tv.caretRect(for: at(range.location, tv)), b = tv.caretRect(for: at(NSMaxRange(range), tv))
        return tv.convert(CGPoint(x: (a.midX + b.midX) / 2, y: a.midY), to: nil)
    }

    @Test func aDoubleTapSelectsAWordWithoutAKeyboardAndCopyCopiesIt() throws {
        let (sim, root) = canvas()
        let tv = readOnly(in: root)
        let recorder = Recorder()
        tv.delegate = recorder
        sim.runFrame()
        let words = NSRange(location: 6, length: 5)   // "words"
        sim.tap(at: centre(of: words, in: tv), count: 2)
        sim.settle()
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_SHOTS"] {
            try? sim.screenshot().write(to: URL(fileURLWithPath: dir).appendingPathComponent("readonly-selection.png"))
        }
        #expect(tv.selectedRange == words)
        #expect(tv.isFirstResponder && sim.keyboardFrame == nil, "first responder for its selection, with no keyboard")
        #expect(!recorder.events.contains("shouldBegin") && !recorder.events.contains("didBegin"), "\(recorder.events)")
        #expect(recorder.events.contains("selection 6,5"))
        // The menu offers Copy, and nothing that would change the text.
        #expect(sim.view(withText: "Copy") != nil)
        #expect(sim.view(withText: "Cut") == nil && sim.view(withText: "Paste") == nil)
        // The selection is tinted under the word, not under its neighbours.
        let word = tv.convert(tv.caretRect(for: at(6, tv)).union(tv.caretRect(for: at(11, tv))), to: nil)
        let tinted = { (c: RGBA) in c.b > 245 && c.r > 180 && c.r < 220 && c.g > c.r + 12 }
        #expect(matching(sim, in: word.insetBy(dx: 2, dy: 2), tinted).count > 100)
        #expect(matching(sim, in: word.offsetBy(dx: word.width + 20, dy: 0), tinted).count == 0)
        UIPasteboard.general.string = ""
        sim.tap(on: try #require(sim.view(withText: "Copy")))
        sim.settle()
        #expect(UIPasteboard.general.string == "words")
        #expect(tv.text == "Quiet words for careful readers.")
        // Typing goes nowhere.
        sim.type("x")
        #expect(tv.text == "Quiet words for careful readers.")
    }

    @Test func aLongPressSelectsAWordAndATapLetsItGo() throws {
        let (sim, root) = canvas()
        let tv = readOnly(in: root)
        sim.runFrame()
        let careful = NSRange(location: 16, length: 7)
        let p = centre(of: careful, in: tv)
        sim.touchDown(at: p)
        sim.advance(by: 0.7)
        #expect(tv.selectedRange == careful, "selected while the finger is still down")
        sim.touchUp(at: p)
        sim.settle()
        #expect(tv.selectedRange == careful && sim.view(withText: "Copy") != nil)
        // A tap elsewhere in the text: the selection goes, and the view lets go of first responder.
        sim.tap(at: centre(of: NSRange(location: 0, length: 5), in: tv))
        sim.settle()
        #expect(tv.selectedRange.length == 0 && !tv.isFirstResponder)
        #expect(sim.view(withText: "Copy") == nil)
    }

    @Test func textThatIsNotSelectableCannotBeSelected() throws {
        let (sim, root) = canvas()
        let tv = readOnly(in: root)
        tv.isSelectable = false
        sim.runFrame()
        let words = NSRange(location: 6, length: 5)
        sim.tap(at: centre(of: words, in: tv), count: 2)
        sim.settle()
        #expect(tv.selectedRange.length == 0 && !tv.isFirstResponder && !tv.becomeFirstResponder())
        // Made unselectable while selected: the selection goes.
        tv.isSelectable = true
        sim.tap(at: centre(of: words, in: tv), count: 2)
        sim.settle()
        #expect(tv.selectedRange == words)
        tv.isSelectable = false
        sim.runFrame()
        #expect(!tv.isFirstResponder && tv.selectedRange.length == 0)
        // Made editable while selected: the read-only selection ends; a tap then edits as usual.
        tv.isSelectable = true
        sim.tap(at: centre(of: words, in: tv), count: 2)
        sim.settle()
        tv.isEditable = true
        #expect(!tv.isFirstResponder)
        sim.tap(at: centre(of: words, in: tv))
        sim.settle()
        #expect(tv.isFirstResponder && sim.keyboardFrame != nil)
    }

    @Test func aLongPressInEditableTextMovesTheCaretAndBringsTheMenu() throws {
        let (sim, root) = canvas()
        let tv = readOnly(in: root)
        tv.isEditable = true
        sim.runFrame()
        UIPasteboard.general.string = "clip"
        let start = centre(of: NSRange(location: 0, length: 1), in: tv)
        let end = tv.convert(tv.caretRect(for: at(11, tv)), to: nil)
        sim.touchDown(at: start)
        sim.advance(by: 0.7)
        #expect(tv.isFirstResponder && tv.selectedRange.length == 0)
        sim.touchMove(to: CGPoint(x: end.midX, y: end.midY))
        sim.advance(by: 0.1)
        #expect(tv.selectedRange == NSRange(location: 11, length: 0), "the caret follows the finger")
        #expect(sim.view(withText: "Paste") == nil, "no menu while the finger is down")
        sim.touchUp(at: CGPoint(x: end.midX, y: end.midY))
        sim.settle()
        #expect(sim.view(withText: "Paste") != nil && sim.view(withText: "Select") != nil)
        #expect(tv.selectedRange == NSRange(location: 11, length: 0))
    }
}
