import Foundation
import Testing
import UIKit
import UIKitTesting

/// Attributed text read from simple HTML, as apps build it for labels and text views.
@MainActor
@Suite(.serialized) struct HTMLAttributedStringTests {
    func read(_ html: String) throws -> NSAttributedString {
        try NSAttributedString(data: Data(html.utf8), options: [.documentType: NSAttributedString.DocumentType.html,
                                                                .characterEncoding: String.Encoding.utf8.rawValue],
                               documentAttributes: nil)
    }

    func font(_ s: NSAttributedString, at i: Int) -> UIFont? { s.attribute(.font, at: i, effectiveRange: nil) as? UIFont }

    @Test func inlineTagsBecomeAttributes() throws {
        _ = Simulator()
        let s = try read("Plain <b>bold</b> <i>italic</i> <u>under</u> <s>gone</s> <a href=\"https://example.com/x\">link</a> <font color=\"#ff0000\">red</font>")
        #expect(s.string == "Plain bold italic under gone link red")
        #expect(font(s, at: 0)?.fontName == "TimesNewRomanPSMT" && font(s, at: 0)?.pointSize == 12, "iOS's default: Times 12")
        #expect(font(s, at: 6)?.fontName == "TimesNewRomanPS-BoldMT")
        #expect(font(s, at: 11)?.fontName == "TimesNewRomanPS-ItalicMT")
        #expect(s.attribute(.underlineStyle, at: 18, effectiveRange: nil) as? Int == NSUnderlineStyle.single.rawValue)
        #expect(s.attribute(.strikethroughStyle, at: 24, effectiveRange: nil) as? Int == NSUnderlineStyle.single.rawValue)
        #expect((s.attribute(.link, at: 29, effectiveRange: nil) as? URL)?.absoluteString == "https://example.com/x")
        #expect((s.attribute(.foregroundColor, at: 34, effectiveRange: nil) as? UIColor) == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(s.attribute(.link, at: 0, effectiveRange: nil) == nil)
    }

    @Test func blocksBreaksHeadingsAndStyles() throws {
        _ = Simulator()
        let s = try read("""
            <html><head><style>p { color: blue }</style></head><body>
            <h1>Title</h1><p>First   paragraph,
            wrapped in source.</p><p>Second<br>line</p>
            <ul><li>one</li><li>two</li></ul>
            <span style="color: rgb(0, 128, 0); font-size: 20px; font-weight: bold">green</span> <code>x = 1</code>
            </body></html>
            """)
        #expect(s.string == "Title\nFirst paragraph, wrapped in source.\nSecond\nline\n•\tone\n•\ttwo\ngreen x = 1", "\(s.string.debugDescription)")
        #expect(font(s, at: 0)?.pointSize == 24 && font(s, at: 0)?.fontName == "TimesNewRomanPS-BoldMT", "h1: 2 em, bold")
        let green = (s.string as NSString).range(of: "green")
        #expect(font(s, at: green.location)?.pointSize == 15 && font(s, at: green.location)?.fontName == "TimesNewRomanPS-BoldMT")
        #expect((s.attribute(.foregroundColor, at: green.location, effectiveRange: nil) as? UIColor) == UIColor(red: 0, green: 128 / 255, blue: 0, alpha: 1))
        let code = (s.string as NSString).range(of: "x = 1")
        #expect(font(s, at: code.location)?.familyName == "Courier")
    }

    @Test func malformedHTMLIsReadAsBrowsersReadItAndOtherFormatsSayWhy() throws {
        _ = Simulator()
        let s = try read("<p>Unclosed <b>bold <i>both</p> after")
        #expect(s.string.hasPrefix("Unclosed bold both"))
        #expect(font(s, at: 14)?.fontName == "TimesNewRomanPS-BoldItalicMT")
        #expect(throws: (any Error).self) {
            try NSAttributedString(data: Data("x".utf8), options: [.documentType: NSAttributedString.DocumentType.rtfd], documentAttributes: nil)
        }
        var attributes: NSDictionary?
        let plain = try NSAttributedString(data: Data("just text".utf8), options: [.documentType: NSAttributedString.DocumentType.plain], documentAttributes: &attributes)
        #expect(plain.string == "just text" && attributes?["DocumentType"] as? String == "NSPlainText")
    }

    @Test func rtfAsTextEditWritesItIsReadFromAFile() throws {
        let (sim, root) = canvas()
        let rtf = #"""
        {\rtf1\ansi\ansicpg1252\cocoartf2709
        {\fonttbl\f0\fswiss\fcharset0 Helvetica;\f1\froman\fcharset0 Times-Roman;}
        {\colortbl;\red255\green255\blue255;\red0\green128\blue0;}
        {\*\expandedcolortbl;;}
        \pard\tx720\pardirnatural\partightenfactor0

        \f0\fs28 \cf0 A \b bold\b0  and \cf2 green\cf0  word, caf\'e9 and \u8364 ? in
        \f1\i  Times\i0 .\
        \pard\qc\ul Centred\ulnone }
        """#
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("note-\(UUID().uuidString).rtf")
        try Data(rtf.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        var info: NSDictionary?
        let s = try NSAttributedString(url: url, options: [:], documentAttributes: &info)
        #expect(s.string == "A bold and green word, café and € in Times.\nCentred", "\(s.string)")
        #expect(info?["DocumentType"] as? String == "NSRTF")
        #expect(font(s, at: 0)?.familyName == "Helvetica" && font(s, at: 0)?.pointSize == 14)
        #expect(font(s, at: 2)?.fontDescriptor.symbolicTraits.contains(.traitBold) == true)
        let green = (s.string as NSString).range(of: "green").location
        #expect(s.attribute(.foregroundColor, at: green, effectiveRange: nil) as? UIColor == UIColor(red: 0, green: 128 / 255, blue: 0, alpha: 1))
        #expect(s.attribute(.foregroundColor, at: 0, effectiveRange: nil) == nil, "colour 0 is the default")
        let times = (s.string as NSString).range(of: "Times").location
        #expect(font(s, at: times)?.fontDescriptor.symbolicTraits.contains(.traitItalic) == true)
        let centred = (s.string as NSString).range(of: "Centred").location
        #expect((s.attribute(.paragraphStyle, at: centred, effectiveRange: nil) as? NSParagraphStyle)?.alignment == .center)
        #expect(s.attribute(.underlineStyle, at: centred, effectiveRange: nil) as? Int == NSUnderlineStyle.single.rawValue)
        // Shown in a text view, as Programming iOS's RTF example shows it: the green word is green.
        let tv = UITextView(frame: CGRect(x: 20, y: 100, width: 350, height: 200))
        tv.attributedText = s
        root.addSubview(tv)
        sim.runFrame()
        saveShot(sim, "rtf-text-view")
        let greenBox = try #require(matching(sim, in: tv.frame, { $0.g > 90 && $0.r < 60 && $0.b < 60 }).box)
        #expect(greenBox.width > 20 && greenBox.width < 60, "\(greenBox)")
    }

    @Test func aLabelShowsReadHTML() throws {
        let (sim, root) = canvas()
        let label = UILabel(frame: CGRect(x: 20, y: 100, width: 340, height: 80))
        label.numberOfLines = 0
        label.attributedText = try read("<p>Hello <b>world</b></p><p><font color=\"red\" size=\"5\">Big red</font></p>")
        root.addSubview(label)
        sim.runFrame()
        let red = try #require(matching(sim, in: label.frame, isRed).box)
        let dark = try #require(matching(sim, in: label.frame, isDark).box)
        #expect(red.minY > dark.maxY - 2, "the red paragraph is below the first")
        #expect(red.height > 10, "18 pt")
    }
}
