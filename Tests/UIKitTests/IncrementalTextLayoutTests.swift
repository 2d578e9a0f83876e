import Foundation
import Testing
import UIKit
import UIKitTesting

/// Typing into a long paragraph sets again only the lines near the edit, and the result is the
/// layout the whole text would get from scratch: same lines, same places, same pixels.
@MainActor
@Suite(.serialized) struct IncrementalTextLayoutTests {
    static let paragraph = (0..<120).map { ["quiet", "words", "for", "careful", "readers", "who", "type", "slowly"][($0 * 5) % 8] }.joined(separator: " ")

    /// Every line fragment: its rect, used rect and characters.
    func fragments(_ m: NSLayoutManager) -> [String] {
        var out: [String] = []
        m.enumerateLineFragments(forGlyphRange: NSRange(location: 0, length: m.numberOfGlyphs)) { rect, used, _, glyphs, _ in
            let chars = m.characterRange(forGlyphRange: glyphs, actualGlyphRange: nil)
            out.append(String(format: "%.3f %.3f %.3f %.3f | %.3f | %d+%d", rect.minX, rect.minY, rect.width, rect.height, used.width, chars.location, chars.length))
        }
        return out
    }

    /// Where two layouts part, if they do.
    func difference(_ a: [String], _ b: [String]) -> String? {
        guard a != b else { return nil }
        let i = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
        return "line \(i) of \(a.count)/\(b.count): \(i < a.count ? a[i] : "-") vs \(i < b.count ? b[i] : "-")"
    }

    /// The same text laid out from scratch at the same width and style.
    func fresh(_ tv: UITextView) -> [String] {
        let storage = NSTextStorage(attributedString: tv.attributedText)
        let m = NSLayoutManager()
        storage.addLayoutManager(m)
        let c = NSTextContainer(size: tv.textContainer.size)
        c.lineFragmentPadding = tv.textContainer.lineFragmentPadding
        m.addTextContainer(c)
        return withExtendedLifetime(storage) { fragments(m) }
    }

    func textView(_ sim: Simulator, _ root: UIView, style: NSParagraphStyle? = nil) -> UITextView {
        let tv = UITextView(frame: CGRect(x: 0, y: 60, width: root.bounds.width, height: 600))
        var attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 17), .foregroundColor: UIColor.label]
        if let style { attributes[.paragraphStyle] = style }
        tv.attributedText = NSAttributedString(string: "Title\n" + Self.paragraph + "\nAfter.", attributes: attributes)
        root.addSubview(tv)
        sim.runFrame()
        return tv
    }

    @Test func typingAndDeletingInALongParagraphMatchesAFreshLayout() throws {
        let (sim, root) = canvas()
        let tv = textView(sim, root)
        let m = tv.layoutManager
        #expect(tv.becomeFirstResponder())
        let paragraphEnd = 6 + (Self.paragraph as NSString).length
        // At the paragraph's end, in its middle (a space splitting a word, which may rejoin the line
        // above), and deleting back across a line's start.
        tv.selectedRange = NSRange(location: paragraphEnd, length: 0)
        sim.type(" and more words typed at the end")
        #expect(difference(fragments(m), fresh(tv)) == nil)
        let kept = m.linesKeptAcrossEdits
        #expect(kept > 20, "lines above the edit were kept, not set again: \(kept)")
        tv.selectedRange = NSRange(location: 300, length: 0)
        sim.type(" x y zz")
        #expect(difference(fragments(m), fresh(tv)) == nil)
        let lineStart = m.characterRange(forGlyphRange: m.glyphRange(forCharacterRange: NSRange(location: 420, length: 1), actualCharacterRange: nil), actualGlyphRange: nil).location
        var lineRange = NSRange()
        _ = m.lineFragmentRect(forGlyphAt: m.glyphIndexForCharacter(at: 420), effectiveRange: &lineRange)
        tv.selectedRange = NSRange(location: m.characterIndexForGlyph(at: lineRange.location) + 2, length: 0)
        _ = lineStart
        sim.type("\u{8}\u{8}\u{8}\u{8}")
        #expect(difference(fragments(m), fresh(tv)) == nil)
        #expect(m.linesKeptAcrossEdits > kept)
        // Pixels: the edited view draws as a view given the final text does.
        _ = tv.resignFirstResponder()
        sim.runFrame()
        let edited = sim.screenshotImage()
        let other = textView(sim, root)
        other.attributedText = tv.attributedText
        tv.removeFromSuperview()
        sim.runFrame()
        #expect(edited.pngData() == sim.screenshotImage().pngData(), "the same pixels as a fresh layout")
    }

    @Test func justifiedIndentedAndSpacedParagraphsKeepTheirLinesToo() throws {
        let (sim, root) = canvas()
        let style = NSMutableParagraphStyle()
        style.alignment = .justified
        style.firstLineHeadIndent = 24
        style.lineSpacing = 3
        style.paragraphSpacing = 10
        let tv = textView(sim, root, style: style)
        let m = tv.layoutManager
        #expect(tv.becomeFirstResponder())
        tv.selectedRange = NSRange(location: 200, length: 0)
        sim.type("ab cd ")
        #expect(difference(fragments(m), fresh(tv)) == nil)
        #expect(m.linesKeptAcrossEdits > 0)
        // Right-to-left text in the paragraph: it is set whole again, and still matches.
        let before = m.linesKeptAcrossEdits
        tv.selectedRange = NSRange(location: 400, length: 0)
        tv.insertText("שלום")
        sim.runFrame()
        tv.insertText("x")
        sim.runFrame()
        #expect(difference(fragments(m), fresh(tv)) == nil)
        #expect(m.linesKeptAcrossEdits == before)
    }
}
