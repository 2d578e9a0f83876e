import Foundation
import Testing
import UIKit
import UIKitTesting
import FoundationDemo

/// The Gallery's chat: bubbles that size to their text at the smallest and largest text sizes, links
/// that reach the delegate, a picture sent as an attachment.
@MainActor
@Suite(.serialized) struct ChatGalleryTests {
    /// The middle of the first characters of `text` in a text view, in the window.
    func point(of text: String, in tv: UITextView) -> CGPoint {
        let r = (tv.text as NSString).range(of: text)
        let m = tv.layoutManager
        let glyphs = m.glyphRange(forCharacterRange: NSRange(location: r.location, length: min(4, r.length)), actualCharacterRange: nil)
        let box = m.boundingRect(forGlyphRange: glyphs, in: tv.textContainer)
            .offsetBy(dx: tv.textContainerInset.left, dy: tv.textContainerInset.top)
        return tv.convert(CGPoint(x: box.midX, y: box.midY), to: nil)
    }

    @Test func bubblesFitTheirTextAtEverySize() throws {
        let sim = Simulator()
        var longHeights: [CGFloat] = []
        for category in [UIContentSizeCategory.extraSmall, .accessibilityExtraExtraExtraLarge] {
            sim.preferredContentSizeCategory = category
            let vc = ChatViewController()
            sim.rootViewController = UINavigationController(rootViewController: vc)
            sim.settle()
            saveShot(sim, "chat-\(category.rawValue)")
            let row = vc.tableView.bounds.width
            let font = UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: category))
            let short = try #require(vc.bubble(at: 0)), long = try #require(vc.bubble(at: 1))
            if !category.isAccessibilityCategory {
                #expect(short.bounds.width < row * 0.75 - 20, "a short message's bubble is as narrow as its text: \(short.bounds)")
                #expect(abs(short.bounds.height - (ceil(font.lineHeight) + 16)) < 2, "one line: \(short.bounds)")
            }
            #expect(long.bounds.width <= row * 0.75 + 0.5 && long.bounds.width > row * 0.7, "a long one wraps at three quarters of the row: \(long.bounds)")
            #expect(long.bounds.height > 2 * font.lineHeight + 16, "\(long.bounds)")
            // What the user sent is on the right, what came in on the left.
            #expect(abs(long.convert(long.bounds, to: nil).maxX - (row - 12)) < 1)
            #expect(abs(short.convert(short.bounds, to: nil).minX - 12) < 1)
            // The whole text shows: each text view is as tall as its text.
            for row in 0..<2 {
                let tv = try #require(vc.textView(at: row))
                #expect(!tv.isScrollEnabled && tv.contentSize.height <= tv.bounds.height + 0.5, "row \(row): \(tv.contentSize) in \(tv.bounds)")
                #expect(abs(tv.intrinsicContentSize.height - tv.bounds.height) < 1, "row \(row): \(tv.intrinsicContentSize) for \(tv.bounds)")
            }
            longHeights.append(long.bounds.height)
        }
        #expect(longHeights[1] > longHeights[0] * 2, "the bubble grows with the text size: \(longHeights)")
    }

    @Test func linksReachTheDelegateAndThePictureShows() throws {
        let sim = Simulator()
        let vc = ChatViewController()
        sim.rootViewController = UINavigationController(rootViewController: vc)
        sim.settle()
        saveShot(sim, "chat")
        // The picture, in its bubble below the text.
        let pictureBubble = try #require(vc.bubble(at: 2))
        #expect(pictureBubble.bounds.height > 100 + UIFont.preferredFont(forTextStyle: .body).lineHeight)
        let frame = pictureBubble.convert(pictureBubble.bounds, to: nil)
        let orange = matchingPixelRows(sim, in: frame) { b, g, r in r > 230 && g > 120 && g < 160 && b < 80 }
        #expect(orange.count > 40 * 3, "the sunset's sky shows: \(orange.count) rows")
        // A link found in the text (data detection), and one set on it.
        let menu = try #require(vc.textView(at: 1))
        sim.tap(at: point(of: "https://example.com/menu", in: menu))
        sim.settle()
        #expect(vc.openedLinks == [URL(string: "https://example.com/menu")!])
        let park = try #require(vc.textView(at: 4))
        sim.tap(at: point(of: "directions", in: park))
        sim.settle()
        #expect(vc.openedLinks.last == URL(string: "https://example.org/park/directions")!)
        // Text outside a link opens nothing.
        sim.tap(at: point(of: "trail", in: park))
        sim.settle()
        #expect(vc.openedLinks.count == 2)
    }
}
