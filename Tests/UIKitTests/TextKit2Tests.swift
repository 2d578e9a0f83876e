import Foundation
import Testing
import UIKit
import UIKitTesting

/// TextKit 2: content storage → text layout manager → container, its fragments, the viewport, and
/// text views on it.
@MainActor
@Suite(.serialized) struct TextKit2Tests {
    final class Viewport: NSTextViewportLayoutControllerDelegate {
        var bounds: CGRect
        var configured: [NSTextLayoutFragment] = []
        var calls: [String] = []
        init(_ bounds: CGRect) { self.bounds = bounds }
        func viewportBounds(for textViewportLayoutController: NSTextViewportLayoutController) -> CGRect { bounds }
        func textViewportLayoutControllerWillLayout(_ c: NSTextViewportLayoutController) { calls.append("will") }
        func textViewportLayoutController(_ c: NSTextViewportLayoutController, configureRenderingSurfaceFor textLayoutFragment: NSTextLayoutFragment) {
            configured.append(textLayoutFragment); calls.append("configure")
        }
        func textViewportLayoutControllerDidLayout(_ c: NSTextViewportLayoutController) { calls.append("did") }
    }

    func stack(_ text: String, width: CGFloat) -> (NSTextContentStorage, NSTextLayoutManager, NSTextContainer) {
        let content = NSTextContentStorage()
        let layout = NSTextLayoutManager()
        content.addTextLayoutManager(layout)
        let container = NSTextContainer(size: CGSize(width: width, height: 0))
        layout.textContainer = container
        content.attributedString = NSAttributedString(string: text, attributes: [.font: UIFont.systemFont(ofSize: 17)])
        return (content, layout, container)
    }

    @Test func paragraphsAreLayoutFragmentsWithTheirLines() {
        let text = loremText + "\nShort one.\n" + loremText
        let (content, layout, _) = stack(text, width: 250)
        var fragments: [NSTextLayoutFragment] = []
        layout.enumerateTextLayoutFragments(from: content.documentRange.location, options: [.ensuresLayout]) { fragments.append($0); return true }
        #expect(fragments.count == 3, "one fragment a paragraph")
        #expect(fragments[1].textLineFragments.count == 1 && fragments[0].textLineFragments.count >= 3)
        #expect(fragments[0].layoutFragmentFrame.maxY <= fragments[1].layoutFragmentFrame.minY + 0.01, "fragments stack down the container")
        #expect(fragments[1].rangeInElement.location.compare(fragments[0].rangeInElement.endLocation) == .orderedSame)
        #expect(fragments.allSatisfy { $0.state == .layoutAvailable })
        // Lines: their characters follow on, their bounds stack inside the fragment.
        let lines = fragments[0].textLineFragments
        var next = 0
        for l in lines {
            #expect(l.characterRange.location == next)
            next = NSMaxRange(l.characterRange)
        }
        #expect(lines[1].typographicBounds.minY >= lines[0].typographicBounds.maxY - 0.01)
        #expect(lines[0].glyphOrigin.y > 10, "the baseline, below the line's top: \(lines[0].glyphOrigin)")
        // Narrower: more lines; the usage bounds grow.
        let before = layout.usageBoundsForTextContainer.height
        layout.textContainer?.size = CGSize(width: 150, height: 0)
        var lineCount = 0
        layout.enumerateTextLayoutFragments(from: nil) { lineCount += $0.textLineFragments.count; return true }
        #expect(layout.usageBoundsForTextContainer.height > before && lineCount > lines.count + 1 + fragments[2].textLineFragments.count)
        // A location finds its fragment; a line finds its characters.
        let third = layout.textLayoutFragment(for: content.location(content.documentRange.endLocation, offsetBy: -1)!)
        #expect(third?.rangeInElement.location.compare(fragments[2].rangeInElement.location) == .orderedSame)
        let first = layout.textLayoutFragment(for: CGPoint(x: 20, y: 5))!.textLineFragments[0]
        let x = first.locationForCharacter(at: 4).x
        #expect(first.characterIndex(for: CGPoint(x: x + 1, y: 5)) == 4)
    }

    @Test func theViewportLaysOutWhatItShows() {
        let paragraphs = (1...40).map { "Paragraph \($0): " + loremText }.joined(separator: "\n")
        let (content, layout, _) = stack(paragraphs, width: 300)
        let viewport = Viewport(CGRect(x: 0, y: 400, width: 300, height: 300))
        layout.textViewportLayoutController.delegate = viewport
        layout.textViewportLayoutController.layoutViewport()
        #expect(viewport.calls.first == "will" && viewport.calls.last == "did")
        #expect(viewport.configured.count >= 2 && viewport.configured.count <= 6, "only the fragments in view: \(viewport.configured.count)")
        #expect(viewport.configured.allSatisfy { $0.layoutFragmentFrame.intersects(viewport.bounds) })
        #expect(layout.textViewportLayoutController.viewportRange != nil)
        withExtendedLifetime(content) {}  // a text layout manager holds its content weakly, as on iOS
    }

    @Test func aFragmentDrawsItsParagraph() throws {
        let (sim, root) = canvas()
        let (content, layout, _) = stack("Drawn by its fragment.", width: 300)
        final class FragmentView: UIView {
            var fragment: NSTextLayoutFragment?
            override func draw(_ rect: CGRect) { fragment?.draw(at: CGPoint(x: 0, y: 0), in: UIGraphicsGetCurrentContext()!) }
        }
        let view = FragmentView(frame: CGRect(x: 20, y: 100, width: 300, height: 60))
        view.backgroundColor = .white
        view.fragment = layout.textLayoutFragment(for: CGPoint(x: 10, y: 5))
        root.addSubview(view)
        sim.runFrame()
        let ink = try #require(inkBox(sim, in: view.frame))
        #expect(ink.minX < 20 + 12 && ink.minY < 100 + 8 && ink.width > 120, "the text at the view's top-left: \(ink)")
        withExtendedLifetime(content) {}
    }

    @Test func textViewsStartOnTextKit2AndFallBackWhenAskedForTheLayoutManager() {
        let tv = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        tv.text = "One\nTwo"
        let tk2 = tv.textLayoutManager
        #expect(tk2 != nil && tk2?.textContainer === tv.textContainer)
        var count = 0
        tk2?.enumerateTextLayoutFragments(from: nil) { _ in count += 1; return true }
        #expect(count == 2)
        #expect((tk2?.textContentManager as? NSTextContentStorage)?.textStorage === tv.textStorage)
        _ = tv.layoutManager
        #expect(tv.textLayoutManager == nil, "TextKit 1 mode, for good")
        #expect(UITextView(usingTextLayoutManager: false).textLayoutManager == nil)
        #expect(UITextView(usingTextLayoutManager: true).textLayoutManager != nil)
    }
}
