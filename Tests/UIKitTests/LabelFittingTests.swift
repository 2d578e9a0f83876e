import Foundation
import Testing
import UIKit
import UIKitTesting

/// Labels shrinking, tightening and truncating text that does not fit.
@MainActor
@Suite(.serialized) struct LabelFittingTests {
    func label(_ text: String, frame: CGRect, in root: UIView, _ configure: (UILabel) -> Void = { _ in }) -> UILabel {
        let l = UILabel(frame: frame)
        l.text = text
        l.font = .systemFont(ofSize: 20)
        configure(l)
        root.addSubview(l)
        return l
    }

    /// The ink of the rightmost `width` points of a label's text: an ellipsis is three dots on the baseline.
    func endsWithEllipsis(_ sim: Simulator, _ ink: CGRect) -> Bool {
        let tail = matching(sim, in: CGRect(x: ink.maxX - 3, y: ink.minY, width: 3, height: ink.height), isDark).box
        return (tail?.height ?? 0) < ink.height * 0.35
    }

    @Test func textShrinksToFitDownToTheMinimumScale() throws {
        let (sim, root) = canvas()
        let text = "A rather long title for its label"
        let plain = label(text, frame: CGRect(x: 20, y: 100, width: 200, height: 30), in: root)
        let shrunk = label(text, frame: CGRect(x: 20, y: 150, width: 200, height: 30), in: root) {
            $0.adjustsFontSizeToFitWidth = true
            $0.minimumScaleFactor = 0.5
        }
        let limited = label(text + " that goes on and on and on", frame: CGRect(x: 20, y: 200, width: 200, height: 30), in: root) {
            $0.adjustsFontSizeToFitWidth = true
            $0.minimumScaleFactor = 0.8
        }
        let noMinimum = label(text, frame: CGRect(x: 20, y: 250, width: 200, height: 30), in: root) {
            $0.adjustsFontSizeToFitWidth = true
        }
        sim.runFrame()
        let p = try #require(matching(sim, in: plain.frame, isDark).box)
        let s = try #require(matching(sim, in: shrunk.frame, isDark).box)
        let l = try #require(matching(sim, in: limited.frame, isDark).box)
        let n = try #require(matching(sim, in: noMinimum.frame, isDark).box)
        #expect(endsWithEllipsis(sim, p), "the plain label truncates")
        #expect(!endsWithEllipsis(sim, s) && s.maxX <= 220.5, "the whole text, smaller: \(s)")
        #expect(s.height < p.height * 0.95 && s.height > p.height * 0.5)
        #expect(endsWithEllipsis(sim, l) && l.height > p.height * 0.75, "no smaller than 0.8, then truncated: \(l) vs \(p)")
        #expect(endsWithEllipsis(sim, n) && abs(n.height - p.height) < 0.5, "a minimum scale of 0 keeps the size")
        #expect(shrunk.font.pointSize == 20, "the font property keeps its size")
        #expect(shrunk.intrinsicContentSize.width == plain.intrinsicContentSize.width, "the natural size is the full-size text's")
    }

    @Test func aLittleTooWideIsTightenedBeforeTruncating() throws {
        let (sim, root) = canvas()
        let text = "Tighten this up"
        let natural = ("Tighten this up" as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 20)]).width
        let frame = { (y: CGFloat) in CGRect(x: 20, y: y, width: (natural * 0.97).rounded(.down), height: 30) }
        let tight = label(text, frame: frame(100), in: root) { $0.allowsDefaultTighteningForTruncation = true }
        let loose = label(text, frame: frame(150), in: root)
        let tooLong = label(text + " and more", frame: frame(200), in: root) { $0.allowsDefaultTighteningForTruncation = true }
        sim.runFrame()
        let t = try #require(matching(sim, in: tight.frame, isDark).box)
        #expect(!endsWithEllipsis(sim, t), "set tighter, whole")
        #expect(endsWithEllipsis(sim, try #require(matching(sim, in: loose.frame, isDark).box)))
        #expect(endsWithEllipsis(sim, try #require(matching(sim, in: tooLong.frame, isDark).box)), "beyond 5 %: truncated")
    }

    /// UIKit counts a label's lines in all, not per paragraph: a one-line label whose text has a line
    /// break shows its first line, drawn and measured as that line alone.
    @Test func aLineBreakInAOneLineLabelShowsTheFirstLine() throws {
        let (sim, root) = canvas()
        let one = label("First line\nSecond line", frame: CGRect(x: 20, y: 100, width: 300, height: 100), in: root)
        let single = label("First line", frame: CGRect(x: 20, y: 300, width: 300, height: 100), in: root)
        #expect(one.intrinsicContentSize.height == single.intrinsicContentSize.height)
        sim.runFrame()
        saveShot(sim, "label-line-break")
        let ink = try #require(matching(sim, in: one.frame, isDark).box)
        let alone = try #require(matching(sim, in: single.frame, isDark).box)
        #expect(ink.size == alone.size && ink.minX == alone.minX, "the first line alone: \(ink) against \(alone)")
        one.numberOfLines = 2
        #expect(one.intrinsicContentSize.height > single.intrinsicContentSize.height * 1.8)
    }

    @Test func truncationAtHeadMiddleAndTail() throws {
        let (sim, root) = canvas()
        let text = "Beginning middle and the very end"
        let modes: [NSLineBreakMode] = [.byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail]
        let labels = modes.enumerated().map { i, mode in
            label(text, frame: CGRect(x: 20, y: 100 + CGFloat(i) * 50, width: 180, height: 30), in: root) { $0.lineBreakMode = mode }
        }
        sim.runFrame()
        // Where the three dots are: the columns whose ink stays near the baseline.
        func dotsX(_ l: UILabel) throws -> CGFloat {
            let ink = try #require(matching(sim, in: l.frame, isDark).box)
            var best: CGFloat = -1
            var x = ink.minX
            while x < ink.maxX {
                let col = matching(sim, in: CGRect(x: x, y: ink.minY, width: 6, height: ink.height), isDark).box
                if let col, col.minY > ink.minY + ink.height * 0.6 { best = x; break }
                x += 1
            }
            return best - ink.minX
        }
        let head = try dotsX(labels[0]), middle = try dotsX(labels[1]), tail = try dotsX(labels[2])
        #expect(head >= 0 && head < 10, "head: \(head)")
        #expect(middle > 50 && middle < 120, "middle: \(middle)")
        #expect(tail > 150, "tail: \(tail)")
        // Two lines, the second cut at its end.
        let twoLines = label(text + " of a much longer sentence", frame: CGRect(x: 20, y: 300, width: 180, height: 60), in: root) {
            $0.numberOfLines = 2
        }
        sim.runFrame()
        let ink = try #require(matching(sim, in: twoLines.frame, isDark).box)
        #expect(ink.height > 30 && endsWithEllipsis(sim, CGRect(x: ink.minX, y: ink.midY, width: ink.width, height: ink.height / 2)))
    }

    @Test func textRectAndDrawTextAreOverridable() throws {
        final class Inset: UILabel {
            override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines n: Int) -> CGRect {
                super.textRect(forBounds: bounds.insetBy(dx: 10, dy: 0), limitedToNumberOfLines: n)
            }
            override func drawText(in rect: CGRect) { super.drawText(in: rect.insetBy(dx: 30, dy: 0)) }
        }
        let (sim, root) = canvas()
        let l = Inset(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
        l.text = "Inset"
        root.addSubview(l)
        sim.runFrame()
        let ink = try #require(matching(sim, in: l.frame, isDark).box)
        #expect(abs(ink.minX - 51) < 2, "drawn 30 points in: \(ink)")
        #expect(l.textRect(forBounds: l.bounds, limitedToNumberOfLines: 1).minX == 10)
    }
}

extension LabelFittingTests {
    /// SF Pro is tracked positively from 24 points up (a title's "2 planks" in 28-point bold): a
    /// label sized to its text draws all of it, not "2 plan…", on either screen scale.
    @Test(arguments: [Simulator.Device.iPhone15, .iPadPro11])
    func aLabelSizedToItsTextDrawsItWholeAtEverySize(_ device: Simulator.Device) {
        let (sim, root) = canvas(device)
        root.backgroundColor = .white
        var pairs: [(CGFloat, UILabel, UILabel)] = []
        var y: CGFloat = 60
        for (i, size) in [17, 20, 24, 26, 28, 30, 34, 40].enumerated() {
            let font: UIFont = i % 2 == 0 ? .boldSystemFont(ofSize: CGFloat(size)) : .systemFont(ofSize: CGFloat(size))
            let fitted = label("0 planks \(size)", frame: .zero, in: root) { $0.font = font }
            fitted.sizeToFit()
            fitted.frame.origin = CGPoint(x: 10, y: y)
            // The same text with room to spare, just below.
            let roomy = label("0 planks \(size)", frame: fitted.frame.offsetBy(dx: 0, dy: fitted.frame.height), in: root) { $0.font = font }
            roomy.frame.size.width += 40
            y = roomy.frame.maxY + 4
            pairs.append((CGFloat(size), fitted, roomy))
        }
        sim.settle()
        for (size, fitted, roomy) in pairs {
            var differing = 0
            for x in stride(from: fitted.frame.minX + 0.5, to: fitted.frame.maxX, by: 1) {
                for y in stride(from: fitted.frame.minY + 0.5, to: fitted.frame.maxY, by: 1) {
                    if sim.color(at: CGPoint(x: x, y: y)) != sim.color(at: CGPoint(x: x, y: y + fitted.frame.height)) { differing += 1 }
                }
            }
            #expect(differing == 0, "\(size) pt: the fitted label draws what a roomier one does (\(differing) points differ)")
        }
    }
}
