import Testing
import Foundation
import UIKit
import UIKitTesting

/// Attributed text stays attributed while it is edited: typed text takes the typing attributes.
@MainActor
@Suite(.serialized) struct AttributedEditingTests {
    func color(_ s: NSAttributedString?, at i: Int) -> UIColor? { s?.attribute(.foregroundColor, at: i, effectiveRange: nil) as? UIColor }

    @Test func typingIntoAnAttributedFieldKeepsItsColourAndDrawsIt() throws {
        let (sim, vc) = fieldsScreen()
        let f = vc.first
        f.attributedText = NSAttributedString(string: "Red", attributes: [.foregroundColor: UIColor.systemRed, .font: UIFont.boldSystemFont(ofSize: 17)])
        sim.tap(on: f)
        sim.type(" wine")
        #expect(f.text == "Red wine")
        #expect(color(f.attributedText, at: 6) == .systemRed, "typed text took the attributes before the caret")
        // The field draws those attributes: reddish pixels over the typed word.
        let frame = f.convert(f.bounds, to: nil)
        var reddish = 0
        for x in stride(from: frame.minX + 40, to: frame.minX + 110, by: 1) {
            for y in stride(from: frame.minY + 8, to: frame.maxY - 8, by: 1) {
                let c = sim.color(at: CGPoint(x: x, y: y))
                if Int(c.r) > 180 && Int(c.g) < 120 && Int(c.b) < 120 { reddish += 1 }
            }
        }
        #expect(reddish > 20, "red text on screen: \(reddish) pixels")
        // Typing attributes set by the app apply to what is typed next, until the caret moves.
        f.typingAttributes = [.foregroundColor: UIColor.systemBlue, .font: UIFont.systemFont(ofSize: 17)]
        sim.type("!")
        #expect(color(f.attributedText, at: 8) == .systemBlue)
        sim.press(.left)
        sim.type("?")
        #expect(color(f.attributedText, at: 8) == .systemRed, "the caret moved: the character before it decides again")
    }

    @Test func aTextViewKeepsItsRunsWhileEdited() throws {
        let sim = Simulator(device: .iPhone15)
        let vc = CanvasController()
        sim.rootViewController = vc
        let tv = UITextView(frame: CGRect(x: 20, y: 120, width: 353, height: 200))
        let title = NSMutableAttributedString(string: "Title", attributes: [.font: UIFont.boldSystemFont(ofSize: 22)])
        title.append(NSAttributedString(string: "\nBody", attributes: [.font: UIFont.systemFont(ofSize: 15)]))
        tv.attributedText = title
        vc.view.addSubview(tv)
        sim.settle()
        tv.becomeFirstResponder()
        tv.selectedRange = NSRange(location: 5, length: 0)
        sim.type(" Page")
        let out = try #require(tv.attributedText)
        #expect(out.string == "Title Page\nBody")
        let font = out.attribute(.font, at: 7, effectiveRange: nil) as? UIFont
        #expect(font?.pointSize == 22, "typed at the end of the title: bold 22")
        let body = out.attribute(.font, at: 12, effectiveRange: nil) as? UIFont
        #expect(body?.pointSize == 15)
        sim.press(.shortcut("z"), modifiers: .command)
        #expect(tv.attributedText.string == "Title\nBody")
    }
}
