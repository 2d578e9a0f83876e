import Foundation
import Testing
import UIKit
import UIKitTesting

/// Markdown read into attributed strings as iOS reads it, and shown by UIKit's text.
@MainActor
@Suite(.serialized) struct MarkdownTests {
    typealias Intent = InlinePresentationIntent

    /// The runs of `s` as (text, inline intent, link).
    func runs(_ s: AttributedString) -> [(String, Intent?, URL?)] {
        s.runs.map { (String(s[$0.range].characters), $0.inlinePresentationIntent, $0.link) }
    }

    @Test func inlineSyntaxBecomesIntentsAndLinks() throws {
        let s = try AttributedString(markdown: "Plain **strong** *em* ***both*** ~~gone~~ `x = 1` [site](https://example.com/a) ![logo](pic.png)",
                                     baseURL: URL(string: "https://example.com/docs/"))
        #expect(String(s.characters) == "Plain strong em both gone x = 1 site logo")
        let r = runs(s)
        #expect(r.first { $0.0 == "strong" }?.1 == .stronglyEmphasized)
        #expect(r.first { $0.0 == "em" }?.1 == .emphasized)
        #expect(r.first { $0.0 == "both" }?.1 == [.emphasized, .stronglyEmphasized])
        #expect(r.first { $0.0 == "gone" }?.1 == .strikethrough)
        #expect(r.first { $0.0 == "x = 1" }?.1 == .code)
        #expect(r.first { $0.0 == "site" }?.2 == URL(string: "https://example.com/a"))
        #expect(r.first { $0.0 == "Plain " }?.1 == nil)
        let logo = try #require(s.runs.first { String(s[$0.range].characters) == "logo" })
        #expect(logo.imageURL?.absoluteString == "https://example.com/docs/pic.png", "relative to the base URL")
    }

    @Test func fullSyntaxMarksEveryBlockAndJoinsThemAsIOSDoes() throws {
        let s = try AttributedString(markdown: """
            # Title

            Body *text*
            wraps.

            - one
            - two

            3. three
            4. four

            > quoted

            ```swift
            let x = 1
            ```

            | a | b |
            |:-:|--:|
            | c | d |
            """)
        // iOS separates no blocks with newlines; a soft break is a space.
        #expect(String(s.characters) == "TitleBody text wraps.onetwothreefourquotedlet x = 1\nabcd")
        func intent(of text: String) -> PresentationIntent? {
            s.runs.first { String(s[$0.range].characters).hasPrefix(text) }?.presentationIntent
        }
        #expect(intent(of: "Title")?.components.map(\.kind) == [.header(level: 1)])
        #expect(intent(of: "Body")?.components.map(\.kind) == [.paragraph])
        #expect(intent(of: "two")?.components.map(\.kind) == [.paragraph, .listItem(ordinal: 2), .unorderedList])
        #expect(intent(of: "four")?.components.map(\.kind) == [.paragraph, .listItem(ordinal: 4), .orderedList])
        #expect(intent(of: "quoted")?.components.map(\.kind) == [.paragraph, .blockQuote])
        #expect(intent(of: "let x")?.components.map(\.kind) == [.codeBlock(languageHint: "swift")])
        #expect(intent(of: "d")?.components.map(\.kind) == [.tableCell(columnIndex: 1), .tableRow(rowIndex: 1),
                                                             .table(columns: [.init(alignment: .center), .init(alignment: .right)])])
        #expect(intent(of: "a")?.components.map(\.kind).dropLast() == [.tableCell(columnIndex: 0), .tableHeaderRow])
        // Each block has an identity of its own; both items sit in one list.
        let one = try #require(intent(of: "one")), two = try #require(intent(of: "two"))
        #expect(one.components[0].identity != two.components[0].identity)
        #expect(one.components[2] == two.components[2] && one.indentationLevel == 1)
        let soft = try #require(s.runs.first { String(s[$0.range].characters) == " " && $0.inlinePresentationIntent == .softBreak })
        #expect(soft.presentationIntent?.components.first?.kind == .paragraph)
    }

    @Test func inlineOnlySyntaxLeavesBlocksAsWritten() throws {
        let text = "# Not a title\n**b** and _i_\n  - kept\n"
        let kept = try AttributedString(markdown: text, options: .init(interpretedSyntax: .inlineOnlyPreservingWhitespace))
        #expect(String(kept.characters) == "# Not a title\nb and i\n  - kept\n")
        #expect(runs(kept).first { $0.0 == "b" }?.1 == .stronglyEmphasized)
        #expect(runs(kept).first { $0.0 == "i" }?.1 == .emphasized)
        #expect(kept.runs.allSatisfy { $0.presentationIntent == nil })
        let collapsed = try AttributedString(markdown: "  one\n*two*  \n", options: .init(interpretedSyntax: .inlineOnly))
        #expect(String(collapsed.characters) == "one two")
        #expect(runs(collapsed).last?.1 == .emphasized)
        #expect(String(try AttributedString(markdown: "", options: .init(interpretedSyntax: .inlineOnlyPreservingWhitespace)).characters) == "")
    }

    @Test func nsAttributedStringCarriesFoundationsKeys() throws {
        let s = try NSAttributedString(markdown: "Go **now** to [the page](https://example.com)")
        #expect(s.string == "Go now to the page")
        #expect((s.attribute(.inlinePresentationIntent, at: 3, effectiveRange: nil) as? NSNumber)?.uintValue == Intent.stronglyEmphasized.rawValue)
        #expect((s.attribute(.link, at: 12, effectiveRange: nil) as? URL)?.absoluteString == "https://example.com")
        let block = try #require(s.attribute(.presentationIntentAttributeName, at: 0, effectiveRange: nil) as? NSPresentationIntent)
        #expect(block.intentKind == .paragraph && block.parent == nil && block.identity == 1)
        let mutable = try NSMutableAttributedString(markdown: "*a*")
        mutable.append(NSAttributedString(string: "b"))
        #expect(mutable.string == "ab")
        // A file that is not UTF-8 is refused, naming it.
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("latin1-\(UUID()).md")
        try Data([0x41, 0xFF, 0xFE, 0x42]).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(throws: CocoaError.self) { try NSAttributedString(contentsOf: url) }
        do { _ = try AttributedString(contentsOf: url) } catch { #expect("\(error.localizedDescription)".contains(url.lastPathComponent)) }
    }

    @Test func uikitAttributesConvertBothWays() throws {
        _ = Simulator()
        var s = AttributedString("Red big")
        let red = try #require(s.range(of: "Red"))
        s[red].foregroundColor = .red
        s[red].underlineStyle = .single
        s.font = UIFont.boldSystemFont(ofSize: 30)
        s[try #require(s.range(of: "big"))].kern = 2
        let ns = NSAttributedString(s)
        #expect(ns.string == "Red big")
        #expect(ns.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .red)
        #expect((ns.attribute(.underlineStyle, at: 0, effectiveRange: nil) as? NSNumber)?.intValue == NSUnderlineStyle.single.rawValue)
        #expect((ns.attribute(.font, at: 5, effectiveRange: nil) as? UIFont)?.pointSize == 30)
        #expect((ns.attribute(.kern, at: 5, effectiveRange: nil) as? NSNumber)?.doubleValue == 2)
        #expect(ns.attribute(.foregroundColor, at: 5, effectiveRange: nil) == nil)
        let back = AttributedString(ns)
        #expect(back == s)
        // Keys no scope knows are left out, as on iOS.
        let custom = NSAttributedString(string: "x", attributes: [NSAttributedString.Key("AppKey"): 1, .foregroundColor: UIColor.blue])
        #expect(AttributedString(custom).runs.first?.foregroundColor == .blue)
    }

    @Test func labelsDrawMarkdownsEmphasisCodeAndStrikethrough() throws {
        let (sim, root) = canvas()
        func label(_ text: NSAttributedString, y: CGFloat) -> UILabel {
            let l = UILabel(frame: CGRect(x: 20, y: y, width: 350, height: 50))
            l.font = .systemFont(ofSize: 30)
            l.attributedText = text
            root.addSubview(l)
            return l
        }
        let plain = label(NSAttributedString(string: "Hello"), y: 100)
        let strong = label(try NSAttributedString(markdown: "**Hello**"), y: 160)
        let struck = label(try NSAttributedString(markdown: "~~Hello~~"), y: 220)
        let code = label(try NSAttributedString(markdown: "`iiii`"), y: 280)
        let thin = label(NSAttributedString(string: "iiii"), y: 340)
        let mixed = label(try NSAttributedString(markdown: "Say *hi* to **[mmmm](https://example.com)**"), y: 400)
        let unmarked = label(NSAttributedString(string: "Say hi to mmmm"), y: 460)
        sim.runFrame()
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_SHOTS"] {
            try? sim.screenshot().write(to: URL(fileURLWithPath: dir).appendingPathComponent("markdown.png"))
        }
        // Bold: as wide as the bold system font sets it, and more ink than plain.
        let boldWidth = ("Hello" as NSString).size(withAttributes: [.font: UIFont.boldSystemFont(ofSize: 30)]).width
        #expect(abs(strong.intrinsicContentSize.width - ceil(boldWidth)) <= 1, "\(strong.intrinsicContentSize.width) vs \(boldWidth)")
        #expect(matching(sim, in: strong.frame, isDark).count > matching(sim, in: plain.frame, isDark).count * 5 / 4)
        // Strikethrough: a dark row through the middle of the lowercase letters.
        let f = UIFont.systemFont(ofSize: 30)
        let baseline = struck.frame.minY + (50 - f.lineHeight) / 2 + f.ascender
        let middle = CGRect(x: struck.frame.minX + 40, y: baseline - f.xHeight / 2 - 2, width: 30, height: 4)
        #expect(matching(sim, in: middle, isDark).count > matching(sim, in: middle.offsetBy(dx: 0, dy: plain.frame.minY - struck.frame.minY), isDark).count + 20)
        // Code: set in the monospaced font, so four i's are as wide as four m's would be.
        let mono = UIFont.monospacedSystemFont(ofSize: 30, weight: .regular)
        #expect(abs(code.intrinsicContentSize.width - ceil(("mmmm" as NSString).size(withAttributes: [.font: mono]).width)) <= 1)
        #expect(code.intrinsicContentSize.width > thin.intrinsicContentSize.width * 2)
        // Mixed: as wide as the same text set in the fonts the intents name.
        let explicit = NSMutableAttributedString(string: "Say ", attributes: [.font: f])
        explicit.append(NSAttributedString(string: "hi", attributes: [.font: UIFont.italicSystemFont(ofSize: 30)]))
        explicit.append(NSAttributedString(string: " to ", attributes: [.font: f]))
        explicit.append(NSAttributedString(string: "mmmm", attributes: [.font: UIFont.boldSystemFont(ofSize: 30)]))
        #expect(abs(mixed.intrinsicContentSize.width - ceil(explicit.size().width)) <= 1, "\(mixed.intrinsicContentSize) vs \(explicit.size())")
        #expect(matching(sim, in: mixed.frame, isDark).count > matching(sim, in: unmarked.frame, isDark).count * 23 / 20, "the bold m's carry more ink")
    }
}
