import Foundation
import Testing
import UIKit
import UIKitTesting

/// The screen's pixels inside `rect` (points) that `match`, as a count and their box in points.
@MainActor func matching(_ sim: Simulator, in rect: CGRect, _ match: (RGBA) -> Bool) -> (count: Int, box: CGRect?) {
    let cg = sim.screenshotImage().cgImage!
    let data = cg.dataProvider!.data! as Data
    let scale = sim.screen.scale
    var n = 0, minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
    data.withUnsafeBytes { (p: UnsafeRawBufferPointer) in
        for y in max(0, Int(rect.minY * scale))..<min(cg.height, Int(rect.maxY * scale)) {
            for x in max(0, Int(rect.minX * scale))..<min(cg.width, Int(rect.maxX * scale)) {
                let o = y * cg.bytesPerRow + x * 4
                if match(RGBA(r: p[o + 2], g: p[o + 1], b: p[o], a: p[o + 3])) {
                    n += 1; minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                }
            }
        }
    }
    guard n > 0 else { return (0, nil) }
    return (n, CGRect(x: CGFloat(minX) / scale, y: CGFloat(minY) / scale, width: CGFloat(maxX - minX + 1) / scale, height: CGFloat(maxY - minY + 1) / scale))
}

func isRed(_ c: RGBA) -> Bool { c.r > 180 && c.g < 90 && c.b < 90 }
func isDark(_ c: RGBA) -> Bool { c.r < 90 && c.g < 90 && c.b < 90 }

/// Every drawing attribute, on a label, found at its place on screen.
@MainActor
@Suite(.serialized) struct AttributedDrawingTests {
    /// A label showing `text` with `attributes` at (20, y), 60 points tall.
    func show(_ text: String, _ attributes: [NSAttributedString.Key: Any], y: CGFloat = 100, in root: UIView) -> UILabel {
        let label = UILabel(frame: CGRect(x: 20, y: y, width: 350, height: 60))
        var a = attributes
        if a[.font] == nil { a[.font] = UIFont.systemFont(ofSize: 30) }
        label.attributedText = NSAttributedString(string: text, attributes: a)
        root.addSubview(label)
        return label
    }

    @Test func underlinesInEveryStyleColourAndPattern() throws {
        let (sim, root) = canvas()
        // Clear glyphs: only the lines show.
        let clear: [NSAttributedString.Key: Any] = [.foregroundColor: UIColor.clear, .underlineColor: UIColor.red]
        let single = show("Hello there", clear.merging([.underlineStyle: NSUnderlineStyle.single.rawValue]) { $1 }, y: 100, in: root)
        let thick = show("Hello there", clear.merging([.underlineStyle: NSUnderlineStyle.thick.rawValue]) { $1 }, y: 170, in: root)
        let double = show("Hello there", clear.merging([.underlineStyle: NSUnderlineStyle.double.rawValue]) { $1 }, y: 240, in: root)
        let dashed = show("Hello there", clear.merging([.underlineStyle: NSUnderlineStyle([.single, .patternDash]).rawValue]) { $1 }, y: 310, in: root)
        let byWord = show("Hello there", clear.merging([.underlineStyle: NSUnderlineStyle([.single, .byWord]).rawValue]) { $1 }, y: 380, in: root)
        let plain = show("Hello there", [.foregroundColor: UIColor.black, .underlineStyle: NSUnderlineStyle.single.rawValue], y: 450, in: root)
        sim.runFrame()
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_SHOTS"] {
            try? sim.screenshot().write(to: URL(fileURLWithPath: dir).appendingPathComponent("underlines.png"))
        }
        let s = matching(sim, in: single.frame, isRed), t = matching(sim, in: thick.frame, isRed)
        let line = try #require(s.box)
        #expect(line.width > 130 && line.height <= 2, "one thin line under the text: \(line)")
        let baselineY = single.frame.minY + (single.frame.height - UIFont.systemFont(ofSize: 30).lineHeight) / 2 + UIFont.systemFont(ofSize: 30).ascender
        #expect(line.minY > baselineY && line.minY < baselineY + 6, "just below the baseline (\(baselineY)): \(line.minY)")
        #expect(t.count > s.count * 3 / 2, "thick is thicker: \(t.count) vs \(s.count)")
        // Double: two rows of red with white between.
        let d = try #require(matching(sim, in: double.frame, isRed).box)
        let midRow = CGRect(x: d.minX, y: d.midY - 0.2, width: d.width, height: 0.4)
        #expect(d.height >= 2.5 * line.height && matching(sim, in: midRow, isRed).count == 0, "two lines: \(d)")
        // A dashed line covers less of its length than a solid one.
        let dash = matching(sim, in: dashed.frame, isRed)
        #expect(dash.count < s.count * 3 / 4 && dash.count > s.count / 4, "\(dash.count) of \(s.count)")
        // By word: nothing under the space.
        let w = matching(sim, in: byWord.frame, isRed)
        let spaceX = byWord.frame.minX + ("Hello" as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 30)]).width + 3
        #expect(matching(sim, in: CGRect(x: spaceX, y: byWord.frame.minY, width: 2, height: 60), isRed).count == 0)
        #expect(w.count < s.count && w.count > s.count * 2 / 3)
        // Without an underline colour the line takes the text's.
        let withText = try #require(matching(sim, in: plain.frame, isDark).box)
        #expect(withText.maxY > baselineY + 450 - 100 + 1)
    }

    @Test func strikethroughCrossesTheMiddleOfLowercase() throws {
        let (sim, root) = canvas()
        let label = show("xxxx", [.foregroundColor: UIColor.black, .strikethroughStyle: NSUnderlineStyle.single.rawValue,
                                  .strikethroughColor: UIColor.red], in: root)
        sim.runFrame()
        let line = try #require(matching(sim, in: label.frame) { $0.r > 150 && $0.g < 120 }.box)
        let xs = try #require(matching(sim, in: label.frame, isDark).box)
        #expect(abs(line.midY - xs.midY) < 2, "through the x-height's middle (\(xs.midY)): \(line)")
        #expect(line.height < 3 && line.width > xs.width - 2)
    }

    @Test func strokesOutlineOrFillAndOutline() throws {
        let (sim, root) = canvas()
        let font = UIFont.systemFont(ofSize: 100, weight: .black)
        let outline = show("I", [.font: font, .foregroundColor: UIColor.black, .strokeColor: UIColor.red, .strokeWidth: 3], y: 100, in: root)
        let both = show("I", [.font: font, .foregroundColor: UIColor.black, .strokeColor: UIColor.red, .strokeWidth: -3], y: 250, in: root)
        outline.frame.size.height = 130
        both.frame.size.height = 130
        sim.runFrame()
        let ring = try #require(matching(sim, in: outline.frame, isRed).box)
        // The stem's middle: empty for an outline, filled black when filled and outlined.
        let middle = CGPoint(x: ring.midX, y: ring.midY)
        #expect(sim.color(at: middle).isClose(to: white, tolerance: 10), "\(sim.color(at: middle))")
        #expect(matching(sim, in: outline.frame, isDark).count == 0, "a positive width does not fill")
        let bothRing = try #require(matching(sim, in: both.frame, isRed).box)
        #expect(isDark(sim.color(at: CGPoint(x: bothRing.midX, y: bothRing.midY))))
        #expect(abs(bothRing.width - ring.width) < 1)
        // The outline is 3 % of 100 pt wide, half of it outside the glyph.
        let fill = show("I", [.font: font, .foregroundColor: UIColor.black], y: 400, in: root)
        fill.frame.size.height = 130
        sim.runFrame()
        let glyph = try #require(matching(sim, in: fill.frame, isDark).box)
        #expect(abs((ring.width - glyph.width) - 3) < 1, "\(ring.width) vs \(glyph.width)")
    }

    @Test func shadowsFallAtTheirOffsetAndBlur() throws {
        let (sim, root) = canvas()
        let sharp = NSShadow()
        sharp.shadowOffset = CGSize(width: 6, height: 4)
        sharp.shadowColor = UIColor.red
        let soft = NSShadow()
        soft.shadowOffset = CGSize(width: 6, height: 4)
        soft.shadowBlurRadius = 6
        soft.shadowColor = UIColor.red
        let font = UIFont.systemFont(ofSize: 40, weight: .bold)
        let a = show("Shade", [.font: font, .foregroundColor: UIColor.black, .shadow: sharp], y: 100, in: root)
        let b = show("Shade", [.font: font, .foregroundColor: UIColor.black, .shadow: soft], y: 200, in: root)
        let c = show("Shade", [.font: font, .foregroundColor: UIColor.black, .shadow: NSShadow()], y: 300, in: root)
        sim.runFrame()
        let text = try #require(matching(sim, in: a.frame, isDark).box)
        let shade = try #require(matching(sim, in: a.frame, isRed).box)
        #expect(abs(shade.maxX - text.maxX - 6) < 1 && abs(shade.maxY - text.maxY - 4) < 1, "\(shade) beside \(text)")
        // Blurred: the red fades out beyond the sharp shadow's edge.
        let pink = matching(sim, in: b.frame) { $0.r > 200 && $0.g > 100 && $0.g < 240 && $0.b > 100 }
        #expect(pink.count > matching(sim, in: a.frame) { $0.r > 200 && $0.g > 100 && $0.g < 240 && $0.b > 100 }.count * 3)
        #expect((pink.box?.maxX ?? 0) > shade.maxX + 3)
        // NSShadow() has no offset and no blur: it lies beneath the text, in black at a third.
        let plainBox = try #require(matching(sim, in: c.frame) { $0 != white }.box)
        let cText = try #require(matching(sim, in: c.frame, isDark).box)
        #expect(abs(plainBox.width - cText.width) < 1 && abs(plainBox.height - cText.height) < 1)
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_SHOTS"] {
            try? sim.screenshot().write(to: URL(fileURLWithPath: dir).appendingPathComponent("text-shadows.png"))
        }
    }

    @Test func obliquenessSlantsAndBaselineOffsetRaises() throws {
        let (sim, root) = canvas()
        let font = UIFont.systemFont(ofSize: 60, weight: .bold)
        let upright = show("I", [.font: font, .foregroundColor: UIColor.black], y: 100, in: root)
        let slanted = show("I", [.font: font, .foregroundColor: UIColor.black, .obliqueness: 0.5], y: 180, in: root)
        let raised = show("I I", [.font: font, .foregroundColor: UIColor.black], y: 260, in: root)
        let text = NSMutableAttributedString(attributedString: raised.attributedText!)
        text.addAttribute(.baselineOffset, value: 10, range: NSRange(location: 2, length: 1))
        raised.attributedText = text
        for l in [upright, slanted, raised] { l.frame.size.height = 80 }
        sim.runFrame()
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_SHOTS"] {
            try? sim.screenshot().write(to: URL(fileURLWithPath: dir).appendingPathComponent("oblique.png"))
        }
        let u = try #require(matching(sim, in: upright.frame, isDark).box)
        let s = try #require(matching(sim, in: slanted.frame, isDark).box)
        let half = raised.frame.width / 2
        let first = try #require(matching(sim, in: CGRect(x: raised.frame.minX, y: raised.frame.minY, width: 20, height: 80), isDark).box)
        let second = try #require(matching(sim, in: CGRect(x: raised.frame.minX + 20, y: raised.frame.minY, width: half, height: 80), isDark).box)
        #expect(abs((s.width - u.width) - 0.5 * font.capHeight) < 2, "the cap height times 0.5: \(s.width) vs \(u.width)")
        #expect(abs(s.height - u.height) < 1)
        #expect(abs(first.minY - second.minY - 10) < 0.5, "10 points above the unraised glyph: \(first) \(second)")
    }

    /// Foundation compares neighbouring runs' attributes; UIKit's objects must answer (a font with a
    /// long PostScript name once made Core Foundation trap: `CFInfoWord`).
    @Test func expansionStretchesGlyphsAcrossWithoutChangingTheirHeightOrLine() throws {
        let (sim, root) = canvas()
        let font = UIFont.systemFont(ofSize: 30)
        let plain = show("Wide HH", [.font: font, .foregroundColor: UIColor.black], y: 100, in: root)
        let wide = show("Wide HH", [.font: font, .foregroundColor: UIColor.black, .expansion: 0.4], y: 180, in: root)
        let narrow = show("Wide HH", [.font: font, .foregroundColor: UIColor.black, .expansion: -0.3], y: 260, in: root)
        // Expanded inside a line of plain text: the line keeps its height and baseline.
        let mixed = NSMutableAttributedString(string: "ab ", attributes: [.font: font, .foregroundColor: UIColor.black])
        mixed.append(NSAttributedString(string: "HH", attributes: [.font: font, .foregroundColor: UIColor.red, .expansion: 0.5]))
        let line = UILabel(frame: CGRect(x: 20, y: 340, width: 350, height: 60))
        line.attributedText = mixed
        root.addSubview(line)
        let plainHH = show("HH", [.font: font, .foregroundColor: UIColor.black], y: 420, in: root)
        sim.runFrame()
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_SHOTS"] {
            try? sim.screenshot().write(to: URL(fileURLWithPath: dir).appendingPathComponent("expansion.png"))
        }
        let w0 = plain.intrinsicContentSize.width
        #expect(abs(wide.intrinsicContentSize.width / w0 - exp(0.4)) < 0.06, "\(wide.intrinsicContentSize.width) vs \(w0)")
        #expect(abs(narrow.intrinsicContentSize.width / w0 - exp(-0.3)) < 0.06, "\(narrow.intrinsicContentSize.width) vs \(w0)")
        #expect(wide.intrinsicContentSize.height == plain.intrinsicContentSize.height)
        let p = try #require(matching(sim, in: plain.frame, isDark).box)
        let w = try #require(matching(sim, in: wide.frame, isDark).box)
        let n = try #require(matching(sim, in: narrow.frame, isDark).box)
        #expect(abs(w.width / p.width - exp(0.4)) < 0.08 && abs(n.width / p.width - exp(-0.3)) < 0.08, "ink \(p) \(w) \(n)")
        // The same height of ink, on the same baseline.
        #expect(abs(w.height - p.height) <= 0.34 && abs(n.height - p.height) <= 0.34, "\(p.height) \(w.height) \(n.height)")
        #expect(abs((w.maxY - wide.frame.minY) - (p.maxY - plain.frame.minY)) <= 0.34)
        #expect(abs((n.minY - narrow.frame.minY) - (p.minY - plain.frame.minY)) <= 0.34)
        let red = try #require(matching(sim, in: line.frame, isRed).box), black = try #require(matching(sim, in: line.frame, isDark).box)
        #expect(abs(red.maxY - black.maxY) <= 0.34, "the expanded H's stand on the line's baseline: \(red) \(black)")
        let hh = try #require(matching(sim, in: plainHH.frame, isDark).box)
        #expect(abs(red.width / hh.width - exp(0.5)) < 0.1, "\(red.width) vs \(hh.width)")
    }

    @Test func neighbouringRunsOfDifferentFontsColoursAndStylesCompare() throws {
        _ = Simulator()
        let regular = try #require(UIFont(name: "HelveticaNeue", size: 14)), bold = try #require(UIFont(name: "HelveticaNeue-Bold", size: 14))
        let s = NSMutableAttributedString(string: "Regular ", attributes: [.font: regular])
        s.append(NSAttributedString(string: "bold", attributes: [.font: bold]))
        s.append(NSAttributedString(string: " bold", attributes: [.font: UIFont(name: "HelveticaNeue-Bold", size: 14)!]))
        let shadow = NSShadow(), other = NSShadow()
        other.shadowBlurRadius = 2
        s.addAttribute(.shadow, value: shadow, range: NSRange(location: 0, length: 3))
        s.addAttribute(.shadow, value: other, range: NSRange(location: 3, length: 3))
        let left = NSMutableParagraphStyle(), right = NSMutableParagraphStyle()
        right.alignment = .right
        s.setAttributes([.font: regular, .paragraphStyle: left, .backgroundColor: UIColor(white: 0.5, alpha: 1)], range: NSRange(location: 0, length: 2))
        s.setAttributes([.font: bold, .paragraphStyle: right, .backgroundColor: UIColor(white: 0.25, alpha: 1)], range: NSRange(location: 2, length: 2))
        #expect(s.string == "Regular bold bold")
        var runs = 0
        s.enumerateAttribute(.font, in: NSRange(location: 0, length: s.length), options: []) { _, _, _ in runs += 1 }
        #expect(runs >= 3)
        // Equal fonts made twice merge into one run, as on iOS.
        var boldRange = NSRange()
        _ = s.attribute(.font, at: 9, effectiveRange: &boldRange)
        #expect(boldRange == NSRange(location: 8, length: 9), "\(boldRange)")
    }

    @Test func kernAndTrackingWiden() {
        _ = Simulator()
        let font = UIFont(name: "Helvetica", size: 20)!
        let plain = NSAttributedString(string: "spacing", attributes: [.font: font]).size().width
        let kerned = NSAttributedString(string: "spacing", attributes: [.font: font, .kern: 2]).size().width
        #expect(abs(kerned - plain - 7 * 2) < 0.1, "after every character, the last too")
        let tracked = NSAttributedString(string: "spacing", attributes: [.font: font, .tracking: 3]).size().width
        #expect(abs(tracked - plain - 7 * 3) < 0.1, "tracking as kern, given as an Int")
        // "ffi" and "fi" are ligature glyphs in EB Garamond (Hoefler Text's stand-in), narrower than
        // their letters; `.ligature: 0` sets the letters.
        let hoefler = UIFont(name: "HoeflerText-Regular", size: 40)!
        let joined = NSAttributedString(string: "ffifi", attributes: [.font: hoefler]).size().width
        let apart = NSAttributedString(string: "ffifi", attributes: [.font: hoefler, .ligature: 0]).size().width
        #expect(apart > joined + 5, "ligatures set narrower: \(joined) vs \(apart)")
    }
}
