import Foundation
import Testing
import UIKit
import UIKitTesting

/// A colour swatch that can be dragged, as books' drag-and-drop chapters start.
private final class SwatchSource: NSObject, UIDragInteractionDelegate {
    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        [UIDragItem(itemProvider: NSItemProvider(object: interaction.view!.backgroundColor!))]
    }
}

/// A view that takes pasted or dropped colours through its paste configuration alone.
private final class ColorWell: UIView {
    var pasted: [UIColor] = []
    override func paste(itemProviders: [NSItemProvider]) {
        for provider in itemProviders {
            provider.loadObject(ofClass: UIColor.self) { color, _ in
                guard let color = color as? UIColor else { return }
                DispatchQueue.main.async {
                    self.pasted.append(color)
                    self.backgroundColor = color
                }
            }
        }
    }
}

@MainActor @Suite(.serialized) struct PasteAndSpringLoadingTests {
    private func board() -> (Simulator, UIView, SwatchSource) {
        let (sim, root) = canvas(.iPadPro11)
        let swatch = UIView(frame: CGRect(x: 40, y: 120, width: 120, height: 80))
        swatch.backgroundColor = .systemRed
        let source = SwatchSource()
        swatch.addInteraction(UIDragInteraction(delegate: source))
        root.addSubview(swatch)
        return (sim, root, source)
    }

    @Test func aViewWithAPasteConfigurationTakesDropsOfWhatItAccepts() {
        let (sim, root, source) = board()
        let well = ColorWell(frame: CGRect(x: 40, y: 500, width: 300, height: 200))
        well.backgroundColor = .systemGray5
        well.pasteConfiguration = UIPasteConfiguration(forAccepting: UIColor.self)
        let textOnly = ColorWell(frame: CGRect(x: 400, y: 500, width: 300, height: 200))
        textOnly.pasteConfiguration = UIPasteConfiguration(forAccepting: NSString.self)
        root.addSubview(well)
        root.addSubview(textOnly)
        sim.runFrame()
        #expect(well.interactions.contains { $0 is UIDropInteraction }, "a paste configuration makes the view a drop target")
        sim.dragAndDrop(from: CGPoint(x: 100, y: 160), to: CGPoint(x: 550, y: 600))
        sim.settle()
        #expect(textOnly.pasted.isEmpty, "a colour is not text")
        sim.dragAndDrop(from: CGPoint(x: 100, y: 160), to: CGPoint(x: 190, y: 600))
        sim.settle()
        #expect(well.pasted.count == 1 && sim.color(at: CGPoint(x: 60, y: 520)).isClose(to: RGBA(r: 255, g: 59, b: 48), tolerance: 4),
                "the red swatch landed: \(well.pasted)")
        _ = source
        well.pasteConfiguration = nil
        #expect(!well.interactions.contains { $0 is UIDropInteraction })
    }

    @Test func aDragHoveringOverASpringLoadedButtonBlinksThenFiresIt() {
        let (sim, root, source) = board()
        let button = UIButton(type: .system)
        button.setTitle("Open", for: .normal)
        button.frame = CGRect(x: 300, y: 500, width: 120, height: 44)
        var fired = 0, handled: [UISpringLoadedInteractionEffectState] = []
        button.addAction(UIAction { _ in fired += 1 }, for: .touchUpInside)
        button.isSpringLoaded = true
        button.addInteraction(UISpringLoadedInteraction { _, context in handled.append(context.state) })
        root.addSubview(button)
        sim.runFrame()
        let finger = sim.touchDown(at: CGPoint(x: 100, y: 160))
        sim.advance(by: 0.6)
        sim.touchMove(finger, to: CGPoint(x: 200, y: 400))
        sim.touchMove(finger, to: CGPoint(x: 360, y: 520))
        sim.advance(by: 0.3)
        #expect(fired == 0 && handled.isEmpty, "hovering a moment is not enough")
        sim.advance(by: 0.35)
        #expect(button.layer.presentation()!.opacity < 0.9, "blinking as it activates")
        sim.advance(by: 0.5)
        #expect(fired == 1 && handled == [.activated], "the button's action and the app's handler, once")
        sim.touchUp(finger, at: CGPoint(x: 360, y: 520))
        sim.settle()
        #expect(button.alpha == 1)
        withExtendedLifetime(source) {}
    }
}
