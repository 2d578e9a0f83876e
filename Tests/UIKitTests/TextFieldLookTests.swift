import Testing
import Foundation
import UIKit
import UIKitTesting

/// Text fields' own looks and geometry: border styles, overlay views, shrinking and scrolling text.
@MainActor
@Suite(.serialized) struct TextFieldLookTests {
    /// Four fields, one per border style, with placeholder, text, a left view and a right view.
    @Test func borderStylesAndOverlayViews() {
        let sim = Simulator(device: .iPhone15)
        let vc = UIViewController()
        vc.view.backgroundColor = .systemGroupedBackground
        sim.rootViewController = vc
        let styles: [UITextField.BorderStyle] = [.none, .line, .bezel, .roundedRect]
        var fields: [UITextField] = []
        for (i, style) in styles.enumerated() {
            let f = UITextField(frame: CGRect(x: 20, y: 100 + CGFloat(i) * 54, width: 353, height: 34))
            f.borderStyle = style
            if i % 2 == 0 { f.placeholder = "Placeholder \(i)" } else { f.text = "Text \(i)" }
            vc.view.addSubview(f)
            fields.append(f)
        }
        let left = UILabel(frame: CGRect(x: 0, y: 0, width: 44, height: 20))
        left.text = "€"
        left.textAlignment = .center
        fields[3].leftView = left
        fields[3].leftViewMode = .always
        let right = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        right.backgroundColor = .systemGreen
        fields[1].rightView = right
        fields[1].rightViewMode = .unlessEditing
        sim.settle()
        // The text starts after the left view; the right view sits at the trailing edge.
        #expect(fields[3].textRect(forBounds: fields[3].bounds).minX >= 44)
        #expect(right.frame.maxX == 353 && !right.isHidden)
        checkSnapshot(sim, "textfield-styles-iPhone15")
        sim.tap(on: fields[1])
        sim.settle()
        #expect(right.isHidden, "unless editing")
    }

    @Test func textShrinksToFitAndLongTextScrollsWhileEditing() throws {
        let sim = Simulator(device: .iPhone15)
        let vc = UIViewController()
        sim.rootViewController = vc
        let f = UITextField(frame: CGRect(x: 20, y: 100, width: 120, height: 34))
        f.borderStyle = .roundedRect
        f.adjustsFontSizeToFitWidth = true
        f.minimumFontSize = 9
        f.text = "A rather long line of text"
        vc.view.addSubview(f)
        sim.settle()
        #expect(f.shownFontSize < 17 && f.shownFontSize >= 9, "shrunk: \(f.shownFontSize)")
        sim.tap(on: f)
        sim.settle()
        // Editing draws at full size; the caret at the end is in view, so the text scrolled left.
        #expect(f.textOriginForTesting.x < 0)
        let caret = f.caretRect(for: f.endOfDocument)
        #expect(caret.maxX <= f.bounds.maxX && caret.minX >= 0)
        sim.press(.home)
        #expect(f.textOriginForTesting.x >= 0, "back at the start")
    }
}
