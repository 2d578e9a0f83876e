import Testing
import Foundation
import UIKit
import UIKitTesting
import KeyboardRecipe

/// Seed 003 as the recipe describes it: the field at the bottom stays visible above the keyboard.
@MainActor
@Suite(.serialized) struct KeyboardRecipeTests {
    func launch(_ device: Simulator.Device = .iPhone15) -> (Simulator, KeyboardRecipeViewController) {
        let sim = Simulator(device: device)
        let vc = KeyboardRecipeViewController()
        sim.rootViewController = vc
        sim.settle()
        return (sim, vc)
    }

    /// The field's frame on screen.
    func onScreen(_ v: UIView) -> CGRect { v.convert(v.bounds, to: nil) }

    @Test func theFieldStaysAboveTheKeyboardAndTheInsetsComeBack() throws {
        let (sim, vc) = launch()
        let field = vc.textField!
        #expect(onScreen(field).maxY > 852 - 291, "at the bottom, where the keyboard will cover it")
        sim.tap(on: field)
        // Mid-animation the inset is already the keyboard's height (set in the will-show handler).
        sim.advance(by: 0.1)
        #expect(vc.scrollView.contentInset.bottom == 291)
        sim.settle()
        let keyboardTop: CGFloat = 852 - 291
        #expect(onScreen(field).maxY <= keyboardTop, "the field is above the keyboard: \(onScreen(field))")
        #expect(onScreen(field).minY >= 0)
        sim.type("Hello")
        #expect(field.text == "Hello")
        // Return (the delegate resigns): the keyboard goes, and the insets with it.
        sim.tap(on: try #require(sim.view(withText: "done")))
        sim.settle()
        #expect(!field.isFirstResponder)
        #expect(vc.scrollView.contentInset == .zero)
        #expect(onScreen(field).maxY > keyboardTop, "back at the bottom")
        #expect(sim.view(withText: "done") == nil, "the keyboard is gone")
    }

    @Test func onTheSmallerPhoneTooAndInLandscape() {
        let (sim, vc) = launch(.iPhoneSE)
        sim.tap(on: vc.textField)
        sim.settle()
        #expect(vc.scrollView.contentInset.bottom == 216)
        #expect(onScreen(vc.textField).maxY <= 667 - 216)
        sim.rotate(to: .landscapeLeft)
        sim.settle()
        let kb = sim.environment.screen.bounds.height - 162
        #expect(sim.view(withText: "space").map { onScreen($0).minY > kb } == true, "the keyboard rests on the new bottom edge")
    }
}
