import Foundation
import Testing
import UIKit
import UIKitTesting

/// A container's line limit with a truncating `lineBreakMode`: its last line ends (or starts, or is
/// cut in the middle) with an ellipsis, as "read more" text views show.
@MainActor
@Suite(.serialized) struct TextContainerTruncationTests {
    func lines(_ m: NSLayoutManager) -> [(glyphs: NSRange, chars: NSRange)] {
        var out: [(NSRange, NSRange)] = []
        m.enumerateLineFragments(forGlyphRange: NSRange(location: 0, length: m.numberOfGlyphs)) { _, _, _, g, _ in
            out.append((g, m.characterRange(forGlyphRange: g, actualGlyphRange: nil)))
        }
        return out
    }

    @Test func theLastLineEndsWithAnEllipsis() throws {
        let text = loremText + " " + loremText
        let (storage, m, containers) = textKitStack(text, sizes: [CGSize(width: 240, height: 0)])
        containers[0].maximumNumberOfLines = 2
        containers[0].lineBreakMode = .byTruncatingTail
        let l = lines(m)
        #expect(l.count == 2)
        #expect(m.truncatedGlyphRange(inLineFragmentForGlyphAt: l[0].glyphs.location).location == NSNotFound)
        let cut = m.truncatedGlyphRange(inLineFragmentForGlyphAt: l[1].glyphs.location)
        #expect(cut.location != NSNotFound && NSLocationInRange(cut.location, l[1].glyphs))
        // The hidden characters belong to the last line, so nothing is left unlaid.
        #expect(NSMaxRange(l[1].chars) == storage.length && m.firstUnlaidCharacterIndex() == storage.length)
        #expect(abs(m.usedRect(for: containers[0]).height - 2 * UIFont.systemFont(ofSize: 17).lineHeight) < 1)
        // Wrapping instead: two lines, nothing truncated, the rest unlaid.
        containers[0].lineBreakMode = .byWordWrapping
        #expect(m.truncatedGlyphRange(inLineFragmentForGlyphAt: lines(m)[1].glyphs.location).location == NSNotFound)
        #expect(m.firstUnlaidCharacterIndex() < storage.length)
    }

    @Test func aTextViewShowsTheEllipsisWhereTheModeSays() throws {
        let (sim, root) = canvas()
        func view(_ mode: NSLineBreakMode, y: CGFloat) -> UITextView {
            let tv = UITextView(frame: CGRect(x: 20, y: y, width: 300, height: 70))
            tv.isScrollEnabled = false
            tv.isEditable = false
            tv.font = .systemFont(ofSize: 17)
            tv.textContainer.maximumNumberOfLines = 2
            tv.textContainer.lineBreakMode = mode
            tv.text = loremText + " " + loremText
            root.addSubview(tv)
            return tv
        }
        let tail = view(.byTruncatingTail, y: 100), head = view(.byTruncatingHead, y: 200)
        let clipped = view(.byClipping, y: 300)
        sim.runFrame()
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_SHOTS"] {
            try? sim.screenshot().write(to: URL(fileURLWithPath: dir).appendingPathComponent("container-truncation.png"))
        }
        let lineHeight = UIFont.systemFont(ofSize: 17).lineHeight
        // Line 2 of each, in the window.
        func secondLine(_ tv: UITextView) -> CGRect {
            CGRect(x: tv.frame.minX, y: tv.frame.minY + tv.textContainerInset.top + lineHeight, width: tv.frame.width, height: lineHeight)
        }
        // The ellipsis: three dots low in the line, where the mode puts it; the first line is the same.
        let dots = { (r: CGRect) in CGRect(x: r.minX, y: r.minY + lineHeight * 0.55, width: r.width, height: lineHeight * 0.25) }
        let tailInk = try #require(matching(sim, in: secondLine(tail), isDark).box)
        let headInk = try #require(matching(sim, in: secondLine(head), isDark).box)
        #expect(matching(sim, in: CGRect(x: tailInk.maxX - 12, y: tailInk.minY, width: 12, height: tailInk.height).intersection(dots(secondLine(tail))), isDark).count > 0)
        #expect(matching(sim, in: CGRect(x: tailInk.maxX - 12, y: secondLine(tail).minY, width: 12, height: lineHeight * 0.5), isDark).count == 0,
                "nothing above the dots at the end: \(tailInk)")
        #expect(matching(sim, in: CGRect(x: headInk.minX, y: secondLine(head).minY, width: 12, height: lineHeight * 0.5), isDark).count == 0,
                "the head's line starts with the dots: \(headInk)")
        let clippedInk = try #require(matching(sim, in: secondLine(clipped), isDark).box)
        #expect(abs(clippedInk.minX - tailInk.minX) < 1)
        #expect(tail.sizeThatFits(CGSize(width: 300, height: 1000)).height < lineHeight * 2 + 20, "two lines tall")
    }
}
