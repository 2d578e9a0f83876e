import Foundation
import Testing
import UIKit
import UIKitTesting
import QuartzCore

/// A syntax-colouring text storage as TextKit tutorials write it: its own backing string, the four
/// primitives, keywords coloured in `processEditing`.
final class KeywordStorage: NSTextStorage {
    let backing = NSMutableAttributedString(string: "")
    var processed = 0
    override var string: String { backing.string }
    override func attributes(at location: Int, effectiveRange range: NSRangePointer?) -> [NSAttributedString.Key: Any] {
        backing.attributes(at: location, effectiveRange: range)
    }
    override func replaceCharacters(in range: NSRange, with str: String) {
        beginEditing()
        backing.replaceCharacters(in: range, with: str)
        edited(.editedCharacters, range: range, changeInLength: (str as NSString).length - range.length)
        endEditing()
    }
    override func setAttributes(_ attrs: [NSAttributedString.Key: Any]?, range: NSRange) {
        beginEditing()
        backing.setAttributes(attrs, range: range)
        edited(.editedAttributes, range: range, changeInLength: 0)
        endEditing()
    }
    override func processEditing() {
        processed += 1
        // Colour every "func" in the edited paragraphs, black elsewhere.
        let paragraph = (string as NSString).paragraphRange(for: editedRange)
        addAttribute(.foregroundColor, value: UIColor.black, range: paragraph)
        let regex = try! NSRegularExpression(pattern: "\\bfunc\\b")
        for m in regex.matches(in: string, range: paragraph) {
            addAttribute(.foregroundColor, value: UIColor.red, range: m.range)
        }
        super.processEditing()
    }
}

@MainActor
@Suite(.serialized) struct TextViewTextKitTests {
    /// A text view on a hand-wired stack whose storage is `KeywordStorage`, its container tracking the view's width.
    func keywordTextView(frame: CGRect) -> (KeywordStorage, NSLayoutManager, UITextView) {
        let storage = KeywordStorage()
        let manager = NSLayoutManager()
        storage.addLayoutManager(manager)
        let container = NSTextContainer(size: CGSize(width: frame.width, height: CGFloat.greatestFiniteMagnitude))
        container.widthTracksTextView = true
        manager.addTextContainer(container)
        return (storage, manager, UITextView(frame: frame, textContainer: container))
    }

    @Test func theTextViewShowsItsTextKitStack() {
        let (sim, root) = canvas()
        let tv = UITextView(frame: CGRect(x: 20, y: 100, width: 300, height: 200))
        tv.font = .systemFont(ofSize: 17)
        root.addSubview(tv)
        tv.text = "Hello"
        sim.runFrame()
        #expect(tv.textStorage.string == "Hello")
        #expect(tv.layoutManager.textStorage === tv.textStorage && tv.textContainer.layoutManager === tv.layoutManager)
        #expect(tv.textContainer.size.width == 300 && tv.textContainer.widthTracksTextView)
        #expect(tv.textStorage.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == .systemFont(ofSize: 17), "plain text takes the view's font")
        // Typing goes into the storage, with the typing attributes.
        sim.tap(on: tv)
        sim.type(" world")
        #expect(tv.textStorage.string == "Hello world")
        // Editing the storage shows in the view.
        tv.textStorage.replaceCharacters(in: NSRange(location: 0, length: 5), with: "Goodbye")
        sim.runFrame()
        #expect(tv.text == "Goodbye world")
        // Setting the colour sets the whole text's.
        tv.textColor = .red
        #expect(tv.textStorage.attribute(.foregroundColor, at: 3, effectiveRange: nil) as? UIColor == .red)
        #expect(tv.attributedText.string == "Goodbye world")
    }

    @Test func aSubclassedStorageColoursWhatIsTyped() throws {
        let (sim, root) = canvas()
        let (storage, manager, tv) = keywordTextView(frame: CGRect(x: 20, y: 100, width: 300, height: 200))
        tv.font = .monospacedSystemFont(ofSize: 20, weight: .regular)
        root.addSubview(tv)
        #expect(tv.textStorage === storage && tv.layoutManager === manager)
        sim.tap(on: tv)
        sim.type("let a = 1\nfunc go() {}")
        sim.runFrame()
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_SHOTS"] {
            try? sim.screenshot().write(to: URL(fileURLWithPath: dir).appendingPathComponent("textkit-keywords.png"))
        }
        #expect(storage.string == "let a = 1\nfunc go() {}")
        #expect(storage.processed >= 20, "one processing per keystroke: \(storage.processed)")
        let func0 = (storage.string as NSString).range(of: "func")
        #expect(storage.attribute(.foregroundColor, at: func0.location, effectiveRange: nil) as? UIColor == .red)
        // The keyword is drawn red, on the second line, and nothing else is.
        let red = try #require(matching(sim, in: tv.frame, isRed).box)
        let line2 = tv.layoutManager.lineFragmentRect(forGlyphAt: tv.layoutManager.glyphIndexForCharacter(at: func0.location), effectiveRange: nil)
        #expect(red.minY >= tv.frame.minY + tv.textContainerInset.top + line2.minY - 1, "on the second line: \(red) \(line2)")
        #expect(red.width > 30 && red.width < 70, "“func” is red, the rest is not: \(red)")
    }

    @Test func paragraphStylesIndentTextViewText() throws {
        let (sim, root) = canvas()
        let tv = UITextView(frame: CGRect(x: 20, y: 100, width: 300, height: 300))
        root.addSubview(tv)
        let style = NSMutableParagraphStyle()
        style.firstLineHeadIndent = 60
        style.headIndent = 20
        style.paragraphSpacing = 30
        let text = NSMutableAttributedString(string: loremText + "\n" + "Second paragraph.", attributes: [.font: UIFont.systemFont(ofSize: 16), .paragraphStyle: style])
        tv.attributedText = text
        sim.runFrame()
        let m = tv.layoutManager
        let first = m.location(forGlyphAt: 0), firstRect = m.lineFragmentRect(forGlyphAt: 0, effectiveRange: nil)
        #expect(abs(firstRect.minX + first.x - (5 + 60)) < 0.5, "the first line starts at padding + first-line indent: \(first)")
        var lines: [(CGRect, NSRange)] = []
        m.enumerateLineFragments(forGlyphRange: NSRange(location: 0, length: m.numberOfGlyphs)) { r, _, _, g, _ in lines.append((r, g)) }
        #expect(lines.count >= 4)
        let second = m.location(forGlyphAt: lines[1].1.location)
        #expect(abs(second.x - (5 + 20)) < 0.5, "the next lines start at the head indent: \(second)")
        let lastOfFirst = lines.firstIndex { NSMaxRange($0.1) > (loremText as NSString).length }!
        let gap = lines[lastOfFirst + 1].0.minY - lines[lastOfFirst].0.minY
        #expect(gap > lines[lastOfFirst].0.height - 30 + 29, "the paragraph's spacing after it: \(gap)")
        let ink = try #require(inkBox(sim, in: CGRect(x: 20, y: 100, width: 300, height: 30)))
        #expect(ink.minX > 20 + 60, "the first line's ink is indented: \(ink)")
    }

    @Test func typingRedrawsAndCompositesOnlyTheLineItChanges() throws {
        let (sim, root) = canvas()
        let tv = UITextView(frame: CGRect(x: 0, y: 60, width: 300, height: 300))
        tv.font = .systemFont(ofSize: 17)
        tv.text = Array(repeating: loremText, count: 4).joined(separator: "\n") + "\nEnd"
        root.addSubview(tv)
        _ = tv.becomeFirstResponder()
        tv.selectedRange = NSRange(location: (tv.text as NSString).length, length: 0)
        tv.insertText(" ")
        sim.settle()
        let height = tv.contentSize.height, offset = tv.contentOffset
        let before = tv.caretRect(for: tv.endOfDocument)
        tv.insertText("W")
        sim.runFrame()
        #expect(tv.contentSize.height == height && tv.contentOffset == offset, "\(offset) → \(tv.contentOffset), \(tv.contentSize)")
        let damage = sim.environment.compositor.lastDamage.reduce(CGRect.null) { $0.union($1) }
        let lineHeight = UIFont.systemFont(ofSize: 17).lineHeight * 3
        #expect(damage.height < lineHeight + 20, "one line composited again, not the view: \(damage)")
        #expect(damage.width <= 900 + 2)
        // The letter is on screen, where the caret was.
        let at = tv.convert(before, to: nil)
        let ink = try #require(inkBox(sim, in: CGRect(x: at.minX + 1, y: at.minY, width: 14, height: at.height)))
        #expect(ink.height > 10 && ink.width > 10, "the W's ink: \(ink)")
        // A new line scrolls the caret into view by whole pixels.
        for _ in 0..<12 { tv.insertText("\nline") }
        sim.runFrame()
        #expect(tv.contentOffset.y > offset.y)
        let pixels = tv.contentOffset.y * 3
        #expect(abs(pixels - pixels.rounded()) < 0.001, "on the pixel grid: \(tv.contentOffset.y)")
    }

    @Test func aTextViewMeasuresItsTextAtAnyWidthOnASubclassedStorage() {
        let (_, _, tv) = keywordTextView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        tv.isScrollEnabled = false
        tv.text = loremText
        let font = tv.font!
        let wide = tv.sizeThatFits(CGSize(width: 300, height: CGFloat.greatestFiniteMagnitude))
        let narrow = tv.sizeThatFits(CGSize(width: 150, height: CGFloat.greatestFiniteMagnitude))
        #expect(narrow.width <= 150 && narrow.height > wide.height + font.lineHeight, "more lines at half the width: \(wide) \(narrow)")
        let natural = tv.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude))
        #expect(natural.width > 300 && natural.height < font.lineHeight * 2 + 16, "one line unwrapped: \(natural)")
    }
}
