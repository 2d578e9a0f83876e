import Testing
import Foundation
import UIKit
import UIKitTesting

/// A note-taking screen: a text view filling the space above where the keyboard will be.
@MainActor final class NoteController: UIViewController, UITextViewDelegate {
    let textView = UITextView()
    var log: [String] = []
    var refuse: Set<String> = []
    override func viewDidLoad() {
        view.backgroundColor = .white
        textView.frame = CGRect(x: 16, y: 70, width: 361, height: 200)
        textView.font = .systemFont(ofSize: 17)
        textView.delegate = self
        view.addSubview(textView)
    }
    func textViewDidBeginEditing(_ textView: UITextView) { log.append("didBegin") }
    func textViewDidEndEditing(_ textView: UITextView) { log.append("didEnd") }
    func textViewDidChange(_ textView: UITextView) { log.append("didChange") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        !refuse.contains(text)
    }
}

@MainActor
@Suite(.serialized) struct TextViewTests {
    func note() -> (Simulator, NoteController) {
        let sim = Simulator(device: .iPhone15)
        let vc = NoteController()
        sim.rootViewController = vc
        sim.settle()
        return (sim, vc)
    }

    @Test func tappingEditsAndReturnMakesANewLine() {
        let (sim, vc) = note()
        sim.tap(on: vc.textView)
        sim.settle()
        #expect(vc.textView.isFirstResponder && sim.keyboardFrame != nil)
        sim.type("First line\nSecond")
        #expect(vc.textView.text == "First line\nSecond")
        #expect(vc.log.first == "didBegin" && vc.log.filter { $0 == "didChange" }.count == 17)
        vc.refuse = ["!"]
        sim.type("!")
        #expect(vc.textView.text == "First line\nSecond", "the delegate refused")
        vc.textView.resignFirstResponder()
        #expect(vc.log.last == "didEnd")
    }

    @Test func typingPastTheBottomScrollsTheCaretIntoView() {
        let (sim, vc) = note()
        let tv = vc.textView
        sim.tap(on: tv)
        sim.type(Array(repeating: "line", count: 14).joined(separator: "\n"))
        #expect(tv.contentSize.height > tv.bounds.height)
        #expect(tv.contentOffset.y > 0, "scrolled to keep the caret in view")
        let caret = tv.caretRect(for: tv.selectedTextRange!.end)
        #expect(caret.maxY <= tv.contentOffset.y + tv.bounds.height + 0.5 && caret.minY >= tv.contentOffset.y)
        // scrollRangeToVisible brings the start back.
        tv.scrollRangeToVisible(NSRange(location: 0, length: 4))
        #expect(tv.contentOffset.y <= tv.caretRect(for: tv.beginningOfDocument).minY, "the first line is in view")
    }

    @Test func aTapPlacesTheCaretOnTheLineTapped() throws {
        let (sim, vc) = note()
        let tv = vc.textView
        tv.text = "alpha\nbeta\ngamma"
        sim.tap(on: tv)
        // The start of the second line.
        let line2 = tv.caretRect(for: tv.position(from: tv.beginningOfDocument, offset: 6)!)
        sim.advance(by: 1)
        // Low in the line: the edit menu the first tap raised sits just above it.
        sim.tap(at: tv.convert(CGPoint(x: line2.minX + 1, y: line2.maxY - 3), to: nil))
        #expect(tv.selectedRange == NSRange(location: 6, length: 0))
        sim.type("x")
        #expect(tv.text == "alpha\nxbeta\ngamma")
    }

    @Test func arrowsUpAndDownMoveByLine() {
        let (sim, vc) = note()
        let tv = vc.textView
        tv.text = "first line\nsecond\nthird line"
        sim.tap(on: tv)
        sim.press(.end)
        #expect(tv.selectedRange.location == 28)
        sim.press(.up)
        let onSecond = tv.selectedRange.location
        #expect(onSecond > 11 && onSecond <= 17, "on the second line: \(onSecond)")
        sim.press(.up)
        #expect(tv.selectedRange.location <= 10, "on the first line")
        sim.press(.up)
        #expect(tv.selectedRange.location == 0, "then to the start")
        sim.press(.down)
        sim.press(.down)
        sim.press(.down)
        #expect(tv.selectedRange.location == 28, "down to the end")
    }

    @Test func theEditMenuInATextView() throws {
        let (sim, vc) = note()
        let tv = vc.textView
        tv.text = "alpha beta\ngamma delta"
        sim.tap(on: tv)
        sim.advance(by: 1)
        let beta = tv.caretRect(for: tv.position(from: tv.beginningOfDocument, offset: 8)!)
        sim.tap(at: tv.convert(CGPoint(x: beta.midX, y: beta.midY), to: nil), count: 2)
        #expect(tv.text(in: tv.selectedTextRange!) == "beta")
        sim.tap(on: try #require(sim.view(withText: "Copy")))
        #expect(sim.pasteboardString == "beta")
        // The end handle dragged onto the next line takes "gamma" in.
        let handle = try #require(sim.view(withText: "Selection end"))
        let from = handle.convert(CGPoint(x: handle.bounds.midX, y: handle.bounds.midY), to: nil)
        let gammaEnd = tv.caretRect(for: tv.position(from: tv.beginningOfDocument, offset: 16)!)
        sim.drag(from: from, to: tv.convert(CGPoint(x: gammaEnd.midX, y: gammaEnd.midY), to: nil), duration: 0.3)
        #expect(tv.text(in: tv.selectedTextRange!) == "beta\ngamma")
        // A tap on the caret: Select All, then Cut.
        sim.advance(by: 1)
        let end = tv.caretRect(for: tv.endOfDocument)
        let p = tv.convert(CGPoint(x: end.midX, y: end.midY), to: nil)
        sim.tap(at: p)
        sim.advance(by: 1)
        sim.tap(at: p)
        sim.tap(on: try #require(sim.view(withText: "Select All")))
        sim.tap(on: try #require(sim.view(withText: "Cut")))
        #expect(tv.text == "" && sim.pasteboardString == "alpha beta\ngamma delta")
    }

    @Test func readOnlyViewsDoNotEdit() {
        let (sim, vc) = note()
        vc.textView.isEditable = false
        vc.textView.text = "Read only"
        sim.tap(on: vc.textView)
        #expect(!vc.textView.isFirstResponder && sim.keyboardFrame == nil)
    }

    @Test func severalScripts() {
        let (sim, vc) = note()
        vc.textView.text = "Příliš žluťoučký kůň úpěl ďábelské ódy.\nСъешь же ещё этих мягких французских булок.\nمرحبا بالعالم\n你好，世界。こんにちは。"
        sim.settle()
        checkSnapshot(sim, "textview-scripts-iPhone15")
        // Delete by grapheme at the end of the CJK line.
        sim.tap(on: vc.textView)
        sim.press(.end)
        sim.type("\u{8}\u{8}")
        #expect(vc.textView.text.hasSuffix("こんにち"))
    }
}
