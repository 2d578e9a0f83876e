import Foundation
import Testing
import UIKit
import UIKitTesting

/// Paragraph styles, measured and drawn paragraph by paragraph as TextKit sets them.
@MainActor
@Suite(.serialized) struct ParagraphStyleTests {
    let font = UIFont(name: "Helvetica", size: 20)!

    func text(_ string: String, _ configure: (NSMutableParagraphStyle) -> Void) -> NSAttributedString {
        let style = NSMutableParagraphStyle()
        configure(style)
        return NSAttributedString(string: string, attributes: [.font: font, .paragraphStyle: style])
    }

    func height(_ t: NSAttributedString, width: CGFloat = 300) -> CGFloat {
        t.boundingRect(with: CGSize(width: width, height: .greatestFiniteMagnitude), options: .usesLineFragmentOrigin, context: nil).height
    }

    @Test func spacingBetweenLinesAndParagraphsAndLineHeights() {
        _ = Simulator()
        let line = font.lineHeight
        #expect(abs(height(text("One\nTwo") { _ in }) - 2 * line) < 0.5)
        #expect(abs(height(text("One\nTwo") { $0.paragraphSpacing = 20 }) - (2 * line + 20)) < 0.5, "after each paragraph but the last")
        #expect(abs(height(text("One\nTwo") { $0.paragraphSpacingBefore = 12 }) - (2 * line + 12)) < 0.5, "before each but the first")
        let wrapped = "a long paragraph of words that wraps onto a second line at least"
        let lines = (height(text(wrapped) { _ in }, width: 200) / line).rounded()
        #expect(lines >= 2)
        #expect(abs(height(text(wrapped) { $0.lineSpacing = 10 }, width: 200) - (lines * line + (lines - 1) * 10)) < 0.5, "between lines")
        #expect(abs(height(text("One") { $0.lineHeightMultiple = 2 }) - 2 * line) < 0.5)
        #expect(abs(height(text("One") { $0.minimumLineHeight = 40 }) - 40) < 0.5)
        #expect(abs(height(text("One") { $0.maximumLineHeight = 15 }) - 15) < 0.5)
        // A trailing line break adds an empty last line.
        #expect(abs(height(text("One\n") { $0.paragraphSpacing = 0 }) - 2 * line) < 0.5)
    }

    @Test func eachParagraphHasItsOwnAlignmentAndIndents() throws {
        let (sim, root) = canvas()
        let left = NSMutableParagraphStyle()
        left.alignment = .left
        let right = NSMutableParagraphStyle()
        right.alignment = .right
        right.paragraphSpacing = 0
        let s = NSMutableAttributedString(string: "Left\n", attributes: [.font: font, .paragraphStyle: left])
        s.append(NSAttributedString(string: "Right", attributes: [.font: font, .paragraphStyle: right]))
        let label = UILabel(frame: CGRect(x: 20, y: 100, width: 300, height: 60))
        label.numberOfLines = 0
        label.attributedText = s
        root.addSubview(label)
        let indented = UILabel(frame: CGRect(x: 20, y: 200, width: 300, height: 200))
        indented.numberOfLines = 0
        indented.attributedText = text("Indented first line, and the lines after it hang from the head indent, narrowed by the tail") {
            $0.firstLineHeadIndent = 40
            $0.headIndent = 10
            $0.tailIndent = -60
        }
        root.addSubview(indented)
        sim.runFrame()
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_SHOTS"] {
            try? sim.screenshot().write(to: URL(fileURLWithPath: dir).appendingPathComponent("paragraph-styles.png"))
        }
        let top = try #require(matching(sim, in: CGRect(x: 20, y: 100, width: 300, height: 25), isDark).box)
        let bottom = try #require(matching(sim, in: CGRect(x: 20, y: 125, width: 300, height: 35), isDark).box)
        #expect(top.minX < 25, "left: \(top)")
        #expect(bottom.maxX > 315, "right: \(bottom)")
        let size = indented.sizeThatFits(CGSize(width: 300, height: 1000))
        let lineH = font.lineHeight
        let firstRow = try #require(matching(sim, in: CGRect(x: 20, y: 200 + (200 - size.height) / 2, width: 300, height: lineH), isDark).box)
        let secondRow = try #require(matching(sim, in: CGRect(x: 20, y: 200 + (200 - size.height) / 2 + lineH, width: 300, height: lineH), isDark).box)
        #expect(abs(firstRow.minX - 60) < 2.5, "first line at 40: \(firstRow)")
        #expect(abs(secondRow.minX - 30) < 2.5, "the others at 10: \(secondRow)")
        let all = try #require(matching(sim, in: indented.frame, isDark).box)
        #expect(all.maxX <= 20 + 300 - 60 + 1, "60 points short of the trailing edge: \(all)")
    }

    @Test func theBaseWritingDirectionPlacesNaturallyAlignedLines() throws {
        let (sim, root) = canvas()
        func label(_ string: String, y: CGFloat, _ direction: NSWritingDirection) -> UILabel {
            let l = UILabel(frame: CGRect(x: 20, y: y, width: 300, height: 40))
            l.numberOfLines = 0
            l.attributedText = text(string) { $0.baseWritingDirection = direction }
            root.addSubview(l)
            return l
        }
        let latinRTL = label("Hello", y: 100, .rightToLeft)
        let latin = label("Hello", y: 150, .natural)
        let hebrewLTR = label("שלום עולם", y: 200, .leftToRight)
        let hebrew = label("שלום עולם", y: 250, .natural)
        sim.runFrame()
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_SHOTS"] {
            try? sim.screenshot().write(to: URL(fileURLWithPath: dir).appendingPathComponent("writing-direction.png"))
        }
        func ink(_ l: UILabel) throws -> CGRect { try #require(matching(sim, in: l.frame, isDark).box) }
        #expect(try ink(latinRTL).maxX > latinRTL.frame.maxX - 4, "right-to-left: at the right")
        #expect(try ink(latin).minX < latin.frame.minX + 4)
        #expect(try ink(hebrewLTR).minX < hebrewLTR.frame.minX + 4, "left-to-right: at the left, whatever the letters")
        #expect(try ink(hebrew).maxX > hebrew.frame.maxX - 4, "natural: the letters' direction")
    }

    @Test func tabStopsLineTextUp() throws {
        let (sim, root) = canvas()
        let style = NSMutableParagraphStyle()
        style.tabStops = [NSTextTab(textAlignment: .left, location: 100), NSTextTab(textAlignment: .right, location: 250)]
        let label = UILabel(frame: CGRect(x: 20, y: 100, width: 330, height: 40))
        label.attributedText = NSAttributedString(string: "a\tHH\tHH", attributes: [.font: font, .paragraphStyle: style])
        root.addSubview(label)
        sim.runFrame()
        let second = try #require(matching(sim, in: CGRect(x: 100, y: 100, width: 100, height: 40), isDark).box)
        let third = try #require(matching(sim, in: CGRect(x: 200, y: 100, width: 150, height: 40), isDark).box)
        #expect(abs(second.minX - 121.5) < 2, "left tab at 100: \(second)")
        #expect(abs(third.maxX - 268.5) < 2, "right tab at 250: \(third)")
        #expect(NSParagraphStyle.default.tabStops.count == 12 && NSParagraphStyle.default.tabStops[1].location == 56)
    }

    @Test func linesAreCountedAcrossParagraphsAndStylesCopy() throws {
        let (sim, root) = canvas()
        let label = UILabel(frame: CGRect(x: 20, y: 100, width: 300, height: 200))
        label.numberOfLines = 2
        label.attributedText = text("First\nSecond\nThird") { $0.paragraphSpacing = 4 }
        root.addSubview(label)
        let size = label.sizeThatFits(CGSize(width: 300, height: 1000))
        #expect(abs(size.height - (2 * font.lineHeight + 4)) < 1, "two lines: \(size)")
        sim.runFrame()
        let ink = try #require(matching(sim, in: label.frame, isDark).box)
        #expect(ink.height < 2 * font.lineHeight + 4)

        let base = NSMutableParagraphStyle()
        base.lineSpacing = 3
        base.alignment = .center
        let copy = base.mutableCopy() as! NSMutableParagraphStyle
        copy.alignment = .right
        #expect(copy.lineSpacing == 3 && base.alignment == .center && copy.alignment == .right)
        let frozen = copy.copy() as! NSParagraphStyle
        #expect(frozen == copy && frozen != base)
    }
}
