import Foundation
import Testing
import UIKit
import UIKitTesting

/// Rich-text editing in a text view (`allowsEditingTextAttributes`): the edit menu's Format item
/// makes the selection bold, italic or underlined, and takes it off again.
@MainActor
@Suite(.serialized) struct TextViewFormattingTests {
    func editor(_ root: UIView, allows: Bool) -> UITextView {
        let tv = UITextView(frame: CGRect(x: 20, y: 100, width: 340, height: 200))
        tv.font = .systemFont(ofSize: 24)
        tv.text = "Plain words here"
        tv.allowsEditingTextAttributes = allows
        root.addSubview(tv)
        return tv
    }

    func centre(of range: NSRange, in tv: UITextView) -> CGPoint {
        let p = { (o: Int) in tv.caretRect(for: tv.position(from: tv.beginningOfDocument, offset: o)!) }
        let a = p(range.location), b = p(NSMaxRange(range))
        return tv.convert(CGPoint(x: (a.midX + b.midX) / 2, y: a.midY), to: nil)
    }

    @Test func formatMakesTheSelectionBoldItalicAndUnderlined() throws {
        let (sim, root) = canvas()
        let tv = editor(root, allows: true)
        sim.runFrame()
        let words = NSRange(location: 6, length: 5)
        // The word's line, on screen.
        let line = { () -> CGRect in
            let a = tv.caretRect(for: tv.beginningOfDocument), b = tv.caretRect(for: tv.endOfDocument)
            return tv.convert(a.union(b), to: nil).insetBy(dx: -4, dy: 0)
        }()
        let inkBefore = matching(sim, in: line, isDark).count
        sim.tap(at: centre(of: words, in: tv))
        sim.advance(by: 1)
        sim.tap(at: centre(of: words, in: tv), count: 2)
        sim.settle()
        #expect(tv.selectedRange == words)
        sim.tap(on: try #require(sim.view(withText: "Format")))
        sim.settle()
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_SHOTS"] {
            try? sim.screenshot().write(to: URL(fileURLWithPath: dir).appendingPathComponent("textview-format-menu.png"))
        }
        sim.tap(on: try #require(sim.view(withText: "Bold")))
        sim.settle()
        let font = { (i: Int) in tv.textStorage.attribute(.font, at: i, effectiveRange: nil) as? UIFont }
        #expect(font(7)?.fontDescriptor.symbolicTraits.contains(.traitBold) == true)
        #expect(font(2)?.fontDescriptor.symbolicTraits.contains(.traitBold) == false, "only the selection")
        #expect(tv.text == "Plain words here" && tv.selectedRange == words)
        #expect(sim.view(withText: "Bold") == nil, "the menu went when Bold was chosen")
        #expect(matching(sim, in: line, isDark).count > inkBefore + 100, "the word drawn heavier")
        // Italic too, then bold off again: every selected character had it.
        tv.toggleItalics(nil)
        tv.toggleBoldface(nil)
        #expect(font(7)?.fontDescriptor.symbolicTraits.contains(.traitItalic) == true)
        #expect(font(7)?.fontDescriptor.symbolicTraits.contains(.traitBold) == false)
        tv.toggleUnderline(nil)
        #expect(tv.textStorage.attribute(.underlineStyle, at: 8, effectiveRange: nil) as? Int == NSUnderlineStyle.single.rawValue)
        tv.toggleUnderline(nil)
        #expect(tv.textStorage.attribute(.underlineStyle, at: 8, effectiveRange: nil) == nil)
    }

    @Test func withoutItTheMenuHasNoFormatAndTheTogglesDoNothing() throws {
        let (sim, root) = canvas()
        let tv = editor(root, allows: false)
        sim.runFrame()
        let words = NSRange(location: 6, length: 5)
        sim.tap(at: centre(of: words, in: tv))
        sim.advance(by: 1)
        sim.tap(at: centre(of: words, in: tv), count: 2)
        sim.settle()
        #expect(tv.selectedRange == words && sim.view(withText: "Copy") != nil)
        #expect(sim.view(withText: "Format") == nil)
        tv.toggleBoldface(nil)
        #expect((tv.textStorage.attribute(.font, at: 7, effectiveRange: nil) as? UIFont)?.fontDescriptor.symbolicTraits.contains(.traitBold) == false)
    }
}
