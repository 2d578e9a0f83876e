import Foundation
import Testing
import UIKit
import UIKitTesting

/// Links in read-only text views: drawn in the link colour, tapped through the delegate.
@MainActor
@Suite(.serialized) struct TextViewLinkTests {
    final class LinkDelegate: NSObject, UITextViewDelegate {
        var asked: [(URL, NSRange)] = []
        var allow = true
        func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange, interaction: UITextItemInteraction) -> Bool {
            asked.append((URL, characterRange))
            return allow
        }
    }

    /// An iOS 7-era delegate (Swift 4 books): the old method is still asked.
    final class OldDelegate: NSObject, UITextViewDelegate {
        var urls: [URL] = []
        func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange) -> Bool {
            urls.append(URL)
            return false
        }
    }

    /// An iOS 17 delegate giving its own action.
    final class ActionDelegate: NSObject, UITextViewDelegate {
        var items: [UITextItem] = []
        func textView(_ textView: UITextView, primaryActionFor textItem: UITextItem, defaultAction: UIAction) -> UIAction? {
            UIAction(title: "Show") { [weak self] _ in self?.items.append(textItem) }
        }
    }

    func linkView(in root: UIView) -> UITextView {
        let tv = UITextView(frame: CGRect(x: 20, y: 100, width: 340, height: 200))
        tv.isEditable = false
        let text = NSMutableAttributedString(string: "Read the Swift book now.", attributes: [.font: UIFont.systemFont(ofSize: 24)])
        text.addAttribute(.link, value: URL(string: "https://docs.swift.org/swift-book/")!, range: NSRange(location: 9, length: 10))
        tv.attributedText = text
        root.addSubview(tv)
        return tv
    }

    /// The centre of characters' glyphs, in the window.
    func centre(of range: NSRange, in tv: UITextView) -> CGPoint {
        let m = tv.layoutManager
        let box = m.boundingRect(forGlyphRange: m.glyphRange(forCharacterRange: range, actualCharacterRange: nil), in: tv.textContainer)
        return tv.convert(CGPoint(x: box.midX + tv.textContainerOrigin.x, y: box.midY + tv.textContainerOrigin.y), to: nil)
    }

    @Test func aTappedLinkReachesTheDelegateAndOpens() throws {
        let (sim, root) = canvas()
        let tv = linkView(in: root)
        let delegate = LinkDelegate()
        tv.delegate = delegate
        tv.linkTextAttributes = [.foregroundColor: UIColor.red, .underlineStyle: NSUnderlineStyle.single.rawValue]
        sim.runFrame()
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_SHOTS"] {
            try? sim.screenshot().write(to: URL(fileURLWithPath: dir).appendingPathComponent("textview-link.png"))
        }
        // Drawn with the link attributes, only the link.
        let red = try #require(matching(sim, in: tv.frame, isRed).box)
        let link = centre(of: NSRange(location: 9, length: 10), in: tv)
        #expect(red.minX > tv.frame.minX + 60 && abs(red.midX - link.x) < 6, "the link is red: \(red), its centre \(link)")
        sim.tap(at: link)
        #expect(delegate.asked.count == 1)
        #expect(delegate.asked.first?.0.absoluteString == "https://docs.swift.org/swift-book/" && delegate.asked.first?.1 == NSRange(location: 9, length: 10))
        #expect(sim.openedURLs.map(\.absoluteString) == ["https://docs.swift.org/swift-book/"], "allowed: the link opens")
        #expect(!tv.isFirstResponder, "a read-only view does not edit")
        // Refused: nothing opens. A tap beside the link asks nothing.
        delegate.allow = false
        sim.advance(by: 1)
        sim.tap(at: link)
        #expect(delegate.asked.count == 2 && sim.openedURLs.count == 1)
        sim.advance(by: 1)
        sim.tap(at: centre(of: NSRange(location: 0, length: 4), in: tv))
        #expect(delegate.asked.count == 2)
    }

    @Test func olderAndNewerDelegatesAreAskedTheirWay() {
        let (sim, root) = canvas()
        let tv = linkView(in: root)
        let old = OldDelegate()
        tv.delegate = old
        sim.runFrame()
        let link = centre(of: NSRange(location: 9, length: 10), in: tv)
        sim.tap(at: link)
        #expect(old.urls.count == 1 && sim.openedURLs.isEmpty, "the iOS 7 method refused it")
        let new = ActionDelegate()
        tv.delegate = new
        sim.advance(by: 1)
        sim.tap(at: link)
        #expect(new.items.first?.link?.host == "docs.swift.org" && new.items.first?.range == NSRange(location: 9, length: 10))
        #expect(sim.openedURLs.isEmpty, "its own action ran instead of opening")
    }

    @Test func dataDetectionMakesLinksOfReadOnlyText() {
        let (sim, root) = canvas()
        let tv = UITextView(frame: CGRect(x: 20, y: 100, width: 340, height: 200))
        tv.font = .systemFont(ofSize: 20)
        tv.isEditable = false
        tv.dataDetectorTypes = [.link, .phoneNumber, .calendarEvent]
        tv.text = "Call +1 555-123-4567 or see www.swift.org on 2026-11-25."
        root.addSubview(tv)
        sim.runFrame()
        let s = tv.textStorage
        func link(_ word: String) -> String? {
            let r = (s.string as NSString).range(of: word)
            return (s.attribute(.link, at: r.location, effectiveRange: nil) as? NSURL)?.absoluteString
        }
        #expect(link("555") == "tel:+15551234567")
        #expect(link("www") == "http://www.swift.org")
        #expect(link("2026")?.hasPrefix("x-apple-data-detectors:") == true)
        #expect(link("Call") == nil)
        sim.tap(at: centre(of: (s.string as NSString).range(of: "swift.org"), in: tv))
        #expect(sim.openedURLs.map(\.absoluteString) == ["http://www.swift.org"])
        // Editable text has no detected links.
        tv.isEditable = true
        #expect(link("www") == nil)
    }
}
