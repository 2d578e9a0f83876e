import Foundation
import Testing
import UIKit
import UIKitTesting
import FoundationDemo

/// The Gallery's TextKit screens: the magazine page at the smallest and largest text sizes, and the
/// colouring code editor.
@MainActor
@Suite(.serialized) struct TextKitGalleryTests {
    /// Dark (text) pixels in `rect`.
    func darkPixels(_ sim: Simulator, in rect: CGRect) -> Int {
        matchingPixelRows(sim, in: rect) { b, g, r in b < 90 && g < 90 && r < 90 }.count
    }

    @Test func theMagazineFlowsThroughItsColumnsAtEverySize() throws {
        let sim = Simulator()
        var firstColumnShare: [Int] = []
        for category in [UIContentSizeCategory.extraSmall, .accessibilityExtraExtraExtraLarge] {
            sim.preferredContentSizeCategory = category
            let vc = MagazineViewController()
            sim.rootViewController = UINavigationController(rootViewController: vc)
            sim.settle()
            saveShot(sim, "magazine-\(category.rawValue)")
            let m = vc.layoutManager
            let first = m.glyphRange(for: vc.columns[0]), second = m.glyphRange(for: vc.columns[1])
            firstColumnShare.append(m.firstUnlaidCharacterIndex())
            if category.isAccessibilityCategory {
                // One column at the accessibility sizes; the rest of the story waits for the next page.
                #expect(vc.columnViews[1].isHidden && first.length > 0 && second.length == 0)
                #expect(m.firstUnlaidCharacterIndex() < vc.textStorage.length)
                continue
            }
            #expect(first.length > 0 && second.location == NSMaxRange(first), "the story runs on from the first column into the second")
            // Nothing is set on the picture, or beside the drop cap's letter.
            let picture = vc.picture.convert(vc.picture.bounds, to: sim.window)
            #expect(darkPixels(sim, in: picture) == 0, "no text on the picture")
            var rects: [CGRect] = []
            m.enumerateLineFragments(forGlyphRange: first) { r, _, _, _, _ in rects.append(r) }
            let cap = vc.columns[0].exclusionPaths[0].bounds
            #expect(rects.contains { $0.minX >= cap.maxX - 0.5 && $0.minY < cap.maxY }, "the first lines start after the drop cap")
            #expect(darkPixels(sim, in: vc.columnViews[1].convert(vc.columnViews[1].bounds, to: sim.window)) > 500, "the second column has text")
        }
        #expect(firstColumnShare[1] < firstColumnShare[0], "the page holds less of the story at the largest size: \(firstColumnShare)")
    }

    @Test func theEditorColoursWhatIsTyped() throws {
        let sim = Simulator()
        let vc = CodeEditorViewController()
        sim.rootViewController = UINavigationController(rootViewController: vc)
        sim.settle()
        let tv = try #require(vc.textView)
        sim.tap(on: tv)
        tv.selectedRange = NSRange(location: vc.storage.length, length: 0)
        sim.type("\nvar total = 42 // the answer")
        sim.settle()
        saveShot(sim, "code-editor")
        let s = vc.storage
        func color(of word: String) -> UIColor? {
            let r = (s.string as NSString).range(of: word, options: .backwards)
            guard r.location != NSNotFound else { return nil }
            return s.attribute(.foregroundColor, at: r.location, effectiveRange: nil) as? UIColor
        }
        #expect(color(of: "var") == .systemPink && color(of: "42") == .systemBlue && color(of: "// the") == .systemGreen)
        #expect(color(of: "total") == .label)
        #expect(color(of: "\"Hello") == .systemRed)
    }
}
