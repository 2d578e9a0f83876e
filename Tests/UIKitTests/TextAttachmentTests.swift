import Foundation
import Testing
import UIKit
import UIKitTesting

/// Images in attributed text: in a label, a text view and a text field.
@MainActor
@Suite(.serialized) struct TextAttachmentTests {
    /// A solid red square image, `side` points at the screen's scale.
    func redSquare(_ side: CGFloat) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        return UIGraphicsImageRenderer(size: CGSize(width: side, height: side), format: format).image { c in
            UIColor.red.setFill()
            c.fill(CGRect(x: 0, y: 0, width: side, height: side))
        }
    }

    func text(with attachment: NSTextAttachment) -> NSAttributedString {
        let s = NSMutableAttributedString(string: "Hi ", attributes: [.font: UIFont.systemFont(ofSize: 20)])
        s.append(NSAttributedString(attachment: attachment))
        s.append(NSAttributedString(string: " there", attributes: [.font: UIFont.systemFont(ofSize: 20)]))
        return s
    }

    @Test func anImageSitsOnTheBaselineAndTakesItsWidth() throws {
        let (sim, root) = canvas()
        let onBaseline = NSTextAttachment(image: redSquare(16))
        let sunk = NSTextAttachment(image: redSquare(16))
        sunk.bounds = CGRect(x: 0, y: -4, width: 24, height: 24)
        let a = UILabel(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
        a.attributedText = text(with: onBaseline)
        let b = UILabel(frame: CGRect(x: 20, y: 160, width: 300, height: 40))
        b.attributedText = text(with: sunk)
        let plain = UILabel(frame: CGRect(x: 20, y: 220, width: 300, height: 40))
        plain.attributedText = NSAttributedString(string: "Hi there", attributes: [.font: UIFont.systemFont(ofSize: 20)])
        for l in [a, b, plain] { root.addSubview(l) }
        sim.runFrame()
        let red = try #require(matching(sim, in: a.frame, isRed).box)
        #expect(abs(red.width - 16) < 0.7 && abs(red.height - 16) < 0.7, "\(red)")
        let hi = try #require(matching(sim, in: CGRect(x: 20, y: 100, width: red.minX - 20, height: 40), isDark).box)
        #expect(abs(red.maxY - hi.maxY) < 0.7, "on the baseline with the letters: \(red) \(hi)")
        let there = try #require(matching(sim, in: CGRect(x: red.maxX, y: 100, width: 200, height: 40), isDark).box)
        let plainInk = try #require(matching(sim, in: plain.frame, isDark).box)
        #expect(abs(there.maxX - plainInk.maxX - (16 + ("  " as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 20)]).width
                    - (" " as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 20)]).width)) < 1.5,
                "the text after moves by the image's width")
        let sunkRed = try #require(matching(sim, in: b.frame, isRed).box)
        let bHi = try #require(matching(sim, in: CGRect(x: 20, y: 160, width: sunkRed.minX - 20, height: 40), isDark).box)
        #expect(abs(sunkRed.width - 24) < 0.7 && abs(sunkRed.maxY - (bHi.maxY + 4)) < 0.7, "bounds: 24 wide, 4 below the baseline")
    }

    @Test func aTallImageMakesItsLineTaller() {
        _ = Simulator()
        let tall = NSTextAttachment(image: redSquare(60))
        let plain = NSAttributedString(string: "Hi there", attributes: [.font: UIFont.systemFont(ofSize: 20)]).size().height
        #expect(text(with: tall).size().height >= 60, "as tall as the image at least")
        #expect(plain < 30)
        let data = redSquare(10).pngData()!
        let fromData = NSTextAttachment(data: data, ofType: "public.png")
        #expect(fromData.image == nil)
        #expect(text(with: fromData).size().width > NSAttributedString(string: "Hi  there", attributes: [.font: UIFont.systemFont(ofSize: 20)]).size().width)
    }

    @Test func textViewsAndTextFieldsShowAttachments() throws {
        let (sim, root) = canvas()
        let textView = UITextView(frame: CGRect(x: 20, y: 100, width: 300, height: 80))
        textView.attributedText = text(with: NSTextAttachment(image: redSquare(16)))
        let field = UITextField(frame: CGRect(x: 20, y: 220, width: 300, height: 40))
        field.attributedText = text(with: NSTextAttachment(image: redSquare(16)))
        root.addSubview(textView)
        root.addSubview(field)
        sim.runFrame()
        let inView = try #require(matching(sim, in: textView.frame, isRed).box)
        let inField = try #require(matching(sim, in: field.frame, isRed).box)
        #expect(abs(inView.width - 16) < 0.7 && abs(inField.width - 16) < 0.7)
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_SHOTS"] {
            try? sim.screenshot().write(to: URL(fileURLWithPath: dir).appendingPathComponent("attachments.png"))
        }
    }
}
