import Foundation
import Testing
import UIKit
import UIKitTesting

/// A TextKit 1 stack: storage → layout manager → containers.
@MainActor func textKitStack(_ text: String, font: UIFont = .systemFont(ofSize: 17), sizes: [CGSize]) -> (NSTextStorage, NSLayoutManager, [NSTextContainer]) {
    let storage = NSTextStorage(string: text, attributes: [.font: font])
    let manager = NSLayoutManager()
    storage.addLayoutManager(manager)
    let containers = sizes.map { NSTextContainer(size: $0) }
    for c in containers { manager.addTextContainer(c) }
    return (storage, manager, containers)
}

let loremText = "TextKit lays text out in containers: it breaks the lines, flows them around shapes and carries them from one column to the next, as magazines do."

/// A view that draws a layout manager's glyphs, as apps wiring TextKit by hand do.
final class GlyphCanvasView: UIView {
    let manager: NSLayoutManager
    let container: NSTextContainer
    init(frame: CGRect, manager: NSLayoutManager, container: NSTextContainer) {
        self.manager = manager
        self.container = container
        super.init(frame: frame)
        backgroundColor = .white
    }
    required init?(coder: NSCoder) { fatalError() }
    override func draw(_ rect: CGRect) {
        let glyphs = manager.glyphRange(for: container)
        manager.drawBackground(forGlyphRange: glyphs, at: .zero)
        manager.drawGlyphs(forGlyphRange: glyphs, at: .zero)
    }
}

@MainActor
@Suite(.serialized) struct TextKitTests {
    @Test func linesMoveAsTheContainerNarrows() {
        let (storage, manager, containers) = textKitStack(loremText, sizes: [CGSize(width: 320, height: CGFloat.greatestFiniteMagnitude)])
        let c = containers[0]
        var wide = 0
        manager.enumerateLineFragments(forGlyphRange: NSRange(location: 0, length: manager.numberOfGlyphs)) { rect, used, container, range, _ in
            #expect(container === c)
            #expect(rect.width == 320 && used.width <= 320, "a line takes the container's width: \(rect) \(used)")
            wide += 1
        }
        let lastWide = manager.lineFragmentRect(forGlyphAt: manager.numberOfGlyphs - 1, effectiveRange: nil)
        c.size = CGSize(width: 160, height: CGFloat.greatestFiniteMagnitude)
        var narrow = 0
        var lastRange = NSRange(location: 0, length: 0)
        manager.enumerateLineFragments(forGlyphRange: NSRange(location: 0, length: manager.numberOfGlyphs)) { rect, _, _, range, _ in
            #expect(rect.width == 160)
            #expect(range.location == NSMaxRange(lastRange), "lines follow one another: \(lastRange) then \(range)")
            lastRange = range
            narrow += 1
        }
        let lastNarrow = manager.lineFragmentRect(forGlyphAt: manager.numberOfGlyphs - 1, effectiveRange: nil)
        #expect(wide >= 3 && narrow > wide, "more lines at half the width: \(wide) → \(narrow)")
        #expect(lastNarrow.minY > lastWide.minY, "the last line moves down: \(lastWide.minY) → \(lastNarrow.minY)")
        #expect(NSMaxRange(lastRange) == manager.numberOfGlyphs)
        #expect(storage.length == (loremText as NSString).length)
        // Glyphs of a line: their bounding box sits on that line, inside the container.
        let box = manager.boundingRect(forGlyphRange: NSRange(location: 0, length: 7), in: c)
        #expect(box.minX >= c.lineFragmentPadding - 0.5 && box.width > 40 && box.width < 90, "“TextKit” at the first line's start: \(box)")
        #expect(manager.usedRect(for: c).height >= lastNarrow.maxY - 1)
    }

    @Test func glyphsAreWhatPangoShapes() throws {
        // A ligature is one glyph for several characters; a combining mark stays in its letter's cluster.
        let font = try #require(UIFont(name: "HoeflerText-Regular", size: 20))
        let (storage, manager, _) = textKitStack("office e\u{301}t\u{e9}", font: font, sizes: [CGSize(width: 400, height: 100)])
        let n = manager.numberOfGlyphs
        #expect(n < 11, "the ffi ligature joins glyphs: \(n) glyphs for 11 characters")
        let ffi = manager.glyphIndexForCharacter(at: 1)
        #expect(manager.glyphIndexForCharacter(at: 2) == ffi && manager.glyphIndexForCharacter(at: 3) == ffi, "f, f and i are one glyph")
        #expect(manager.characterIndexForGlyph(at: ffi) == 1)
        var actual = NSRange()
        let g = manager.glyphRange(forCharacterRange: NSRange(location: 2, length: 1), actualCharacterRange: &actual)
        #expect(g == NSRange(location: ffi, length: 1) && actual == NSRange(location: 1, length: 3), "the middle f takes its whole ligature: \(g) \(actual)")
        // "é" as e + U+0301: the mark is in the e's cluster.
        let e = manager.glyphIndexForCharacter(at: 7)
        let mark = manager.glyphIndexForCharacter(at: 8)
        #expect(manager.characterIndexForGlyph(at: mark) == 7, "the mark's glyph draws the e's cluster")
        let r = manager.characterRange(forGlyphRange: NSRange(location: e, length: 1), actualGlyphRange: nil)
        #expect(r == NSRange(location: 7, length: 2), "the e's glyph covers e and its mark: \(r)")
        #expect(manager.cgGlyph(at: ffi) != 0)
        withExtendedLifetime(storage) {}  // a layout manager holds its text storage weakly, as on iOS
    }

    @Test func exclusionPathsCutTheLines() {
        let (storage, manager, containers) = textKitStack(loremText + " " + loremText, sizes: [CGSize(width: 300, height: CGFloat.greatestFiniteMagnitude)])
        let c = containers[0]
        let hole = CGRect(x: 0, y: 30, width: 120, height: 60)
        c.exclusionPaths = [UIBezierPath(rect: hole)]
        var beside = 0, below = 0
        manager.enumerateLineFragments(forGlyphRange: NSRange(location: 0, length: manager.numberOfGlyphs)) { rect, used, _, range, _ in
            if rect.maxY > hole.minY + 1 && rect.minY < hole.maxY - 1 {
                #expect(rect.minX >= hole.maxX - 0.5, "a line beside the hole starts after it: \(rect)")
                let ink = manager.boundingRect(forGlyphRange: range, in: c)
                #expect(ink.minX >= hole.maxX, "and so do its glyphs: \(ink)")
                beside += 1
            } else if rect.minY >= hole.maxY {
                #expect(rect.minX == 0 && rect.width == 300, "below it, lines are whole again: \(rect)")
                below += 1
            }
        }
        #expect(beside >= 2 && below >= 2, "\(beside) lines beside, \(below) below")
        // A circle in the middle: lines on both sides of it.
        c.exclusionPaths = [UIBezierPath(ovalIn: CGRect(x: 100, y: 0, width: 100, height: 100))]
        var left = 0, right = 0
        manager.enumerateLineFragments(forGlyphRange: NSRange(location: 0, length: manager.numberOfGlyphs)) { rect, _, _, _, _ in
            if rect.minY > 20 && rect.maxY < 80 {
                if rect.maxX <= 101 { left += 1 } else if rect.minX >= 199 { right += 1 }
            }
        }
        #expect(left >= 1 && right >= 1, "text flows on both sides of the circle: \(left) left, \(right) right")
        withExtendedLifetime(storage) {}  // a layout manager holds its text storage weakly, as on iOS
    }

    @Test func textRunsOnIntoTheNextContainer() throws {
        let column = CGSize(width: 150, height: 100)
        let (storage, manager, containers) = textKitStack(loremText + "\n" + loremText, font: .systemFont(ofSize: 15), sizes: [column, column])
        let first = manager.glyphRange(for: containers[0]), second = manager.glyphRange(for: containers[1])
        #expect(first.location == 0 && first.length > 0)
        #expect(second.location == NSMaxRange(first) && second.length > 0, "the second column starts where the first ends: \(first) \(second)")
        #expect(manager.textContainer(forGlyphAt: manager.numberOfGlyphs - 1, effectiveRange: nil) === containers[1])
        #expect(manager.usedRect(for: containers[0]).maxY <= 100, "the first column holds no more than its height")
        // The second column's first line starts at its top.
        let top = manager.lineFragmentRect(forGlyphAt: second.location, effectiveRange: nil)
        #expect(top.minY == 0)
        // Text that does not fit either is left unlaid.
        storage.append(NSAttributedString(string: String(repeating: " more words to overflow", count: 30), attributes: [.font: UIFont.systemFont(ofSize: 15)]))
        #expect(manager.firstUnlaidCharacterIndex() < storage.length)
        // A line limit.
        containers[0].maximumNumberOfLines = 2
        var lines = 0
        manager.enumerateLineFragments(forGlyphRange: manager.glyphRange(for: containers[0])) { _, _, _, _, _ in lines += 1 }
        #expect(lines == 2)
    }

    @Test func pointsFindGlyphsAndCharacters() {
        let (storage, manager, containers) = textKitStack("Hello world, hello TextKit", sizes: [CGSize(width: 400, height: 200)])
        let c = containers[0]
        let g = manager.glyphIndexForCharacter(at: 6)   // the w of "world"
        let line = manager.lineFragmentRect(forGlyphAt: g, effectiveRange: nil)
        let at = manager.location(forGlyphAt: g)
        let p = CGPoint(x: line.minX + at.x + 2, y: line.minY + at.y - 4)
        var fraction: CGFloat = -1
        #expect(manager.glyphIndex(for: p, in: c, fractionOfDistanceThroughGlyph: &fraction) == g)
        #expect(fraction > 0 && fraction < 0.5)
        var between: CGFloat = -1
        #expect(manager.characterIndex(for: p, in: c, fractionOfDistanceBetweenInsertionPoints: &between) == 6)
        #expect(between > 0 && between < 0.5)
        #expect(at.y > 10 && at.y < 20, "the baseline, from the line's top: \(at.y)")
        withExtendedLifetime(storage) {}  // a layout manager holds its text storage weakly, as on iOS
    }

    @Test func storageTellsItsDelegateAndLayoutManagers() {
        final class Watcher: NSTextStorageDelegate {
            var will: [(NSRange, Int)] = [], did: [(NSRange, Int)] = []
            func textStorage(_ textStorage: NSTextStorage, willProcessEditing editedMask: NSTextStorage.EditActions, range editedRange: NSRange, changeInLength delta: Int) { will.append((editedRange, delta)) }
            func textStorage(_ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions, range editedRange: NSRange, changeInLength delta: Int) { did.append((editedRange, delta)) }
        }
        let (storage, manager, _) = textKitStack("one two", sizes: [CGSize(width: 300, height: 300)])
        let watcher = Watcher()
        storage.delegate = watcher
        storage.beginEditing()
        storage.replaceCharacters(in: NSRange(location: 3, length: 0), with: " and")
        storage.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 0, length: 3))
        #expect(watcher.will.isEmpty, "nothing is processed until the editing ends")
        storage.endEditing()
        #expect(watcher.will.count == 1 && watcher.did.count == 1)
        #expect(watcher.will.first?.0 == NSRange(location: 0, length: 7) && watcher.will.first?.1 == 4, "one edit, its range after it: \(String(describing: watcher.will.first))")
        #expect(manager.numberOfGlyphs == 11)
        storage.deleteCharacters(in: NSRange(location: 0, length: 4))
        #expect(manager.numberOfGlyphs == 7 && watcher.did.last?.1 == -4)
    }

    @Test func delegateSetsTheSpaceBetweenLines() {
        final class Spacer: NSLayoutManagerDelegate {
            func layoutManager(_ layoutManager: NSLayoutManager, lineSpacingAfterGlyphAt glyphIndex: Int, withProposedLineFragmentRect rect: CGRect) -> CGFloat { 12 }
        }
        let (storage, manager, _) = textKitStack(loremText, sizes: [CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude)])
        let plain = manager.lineFragmentRect(forGlyphAt: 0, effectiveRange: nil)
        let spacer = Spacer()
        manager.delegate = spacer
        manager.invalidateLayout(forCharacterRange: NSRange(location: 0, length: 10), actualCharacterRange: nil)
        let spaced = manager.lineFragmentRect(forGlyphAt: 0, effectiveRange: nil)
        #expect(abs(spaced.height - plain.height - 12) < 0.01, "\(plain.height) + 12 → \(spaced.height)")
        withExtendedLifetime(storage) {}  // a layout manager holds its text storage weakly, as on iOS
    }

    @Test func glyphsDrawWhereTheLayoutPutsThem() throws {
        let (sim, root) = canvas()
        let (storage, manager, containers) = textKitStack(loremText + " " + loremText, font: .systemFont(ofSize: 16), sizes: [CGSize(width: 300, height: 400)])
        let c = containers[0]
        let hole = CGRect(x: 0, y: 0, width: 140, height: 80)
        c.exclusionPaths = [UIBezierPath(rect: hole)]
        storage.addAttribute(.foregroundColor, value: UIColor.black, range: NSRange(location: 0, length: storage.length))
        manager.addTemporaryAttribute(.backgroundColor, value: UIColor.red, forCharacterRange: NSRange(location: 0, length: 7))
        let view = GlyphCanvasView(frame: CGRect(x: 20, y: 100, width: 300, height: 400), manager: manager, container: c)
        root.addSubview(view)
        sim.runFrame()
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_SHOTS"] {
            try? sim.screenshot().write(to: URL(fileURLWithPath: dir).appendingPathComponent("textkit-exclusion.png"))
        }
        let inHole = matching(sim, in: hole.offsetBy(dx: 20, dy: 100).insetBy(dx: 1, dy: 1), isDark)
        #expect(inHole.count == 0, "nothing is drawn in the exclusion")
        let beside = matching(sim, in: CGRect(x: 20 + hole.maxX, y: 100, width: 160, height: 80), isDark)
        #expect(beside.count > 200, "text beside it")
        let below = try #require(matching(sim, in: CGRect(x: 20, y: 100 + hole.maxY, width: 300, height: 100), isDark).box)
        #expect(below.minX < 20 + 10, "text below it starts at the left again: \(below)")
        // The temporary background behind the first word, which sits beside the hole.
        let red = try #require(matching(sim, in: view.frame, isRed).box)
        let word = manager.boundingRect(forGlyphRange: manager.glyphRange(forCharacterRange: NSRange(location: 0, length: 7), actualCharacterRange: nil), in: c)
        #expect(abs(red.minX - (20 + word.minX)) < 2 && red.minX > 20 + hole.maxX, "the highlight is behind “TextKit”: \(red) \(word)")
    }

    @Test func aLongWordBreaksWithAHyphenOnlyWhenTheParagraphHyphenates() {
        let word = "Supercalifragilisticexpialidocious"
        var glyphs: [Int] = []
        for factor: Float in [0, 1] {
            let (storage, manager, containers) = textKitStack(word, sizes: [CGSize(width: 90, height: 400)])
            let style = NSMutableParagraphStyle()
            style.hyphenationFactor = factor
            storage.addAttribute(.paragraphStyle, value: style, range: NSRange(location: 0, length: storage.length))
            withExtendedLifetime(storage) {
                var lines = 0
                manager.enumerateLineFragments(forGlyphRange: manager.glyphRange(for: containers[0])) { _, _, _, _, _ in lines += 1 }
                #expect(lines >= 3, "the word is broken across lines")
                glyphs.append(manager.numberOfGlyphs)
            }
        }
        #expect(glyphs[0] == (word as NSString).length, "no hyphen glyphs without hyphenation: \(glyphs)")
        #expect(glyphs[1] > (word as NSString).length, "a hyphen at each break with it: \(glyphs)")
    }
}
