import Testing
import Foundation
import UIKit
import UIKitTesting

/// Records a colour picker's delegate calls.
final class ColorLog: NSObject, UIColorPickerViewControllerDelegate {
    var events: [String] = []
    func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool) {
        events.append(continuously ? "moving" : "select")
    }
    func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController) { events.append("iOS14 select") }
    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) { events.append("finish") }
}

@MainActor
@Suite(.serialized) struct ColorPickerTests {
    func rgba(_ c: UIColor) -> [Int] {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        c.getRed(&r, green: &g, blue: &b, alpha: &a)
        return [r, g, b, a].map { Int(($0 * 255).rounded()) }
    }

    func presentPicker(_ device: Simulator.Device = .iPhone15) -> (Simulator, UIViewController, UIColorPickerViewController, ColorLog) {
        let (sim, root) = canvas(device)
        let vc = root.next as! UIViewController
        let picker = UIColorPickerViewController()
        let log = ColorLog()
        picker.delegate = log
        picker.selectedColor = .systemBlue
        vc.present(picker, animated: true)
        sim.settle()
        return (sim, vc, picker, log)
    }

    @Test func theGridSpectrumAndSlidersChooseColours() throws {
        let (sim, vc, picker, log) = presentPicker()
        saveShot(sim, "color-picker-grid")
        #expect(sim.view(withText: "Colors") != nil && picker.supportsAlpha)
        // The grid's top-left cell is white; its top-right is black.
        let grid = try #require(picker.view.subviews.first { String(describing: type(of: $0)) == "ColorGridView" })
        sim.tap(at: grid.convert(CGPoint(x: grid.bounds.width - 5, y: 5), to: nil))
        #expect(rgba(picker.selectedColor) == [0, 0, 0, 255], "black from the grid")
        #expect(log.events == ["select", "iOS14 select"])
        // The spectrum: a drag reports as it moves, and once more when the finger lifts.
        sim.tap(on: try #require(sim.view(withText: "Spectrum")))
        let spectrum = try #require(picker.view.subviews.first { String(describing: type(of: $0)) == "ColorSpectrumView" && !$0.isHidden })
        saveShot(sim, "color-picker-spectrum")
        let mid = spectrum.convert(CGPoint(x: 2, y: spectrum.bounds.midY), to: nil)
        sim.drag(from: CGPoint(x: mid.x + 40, y: mid.y), to: mid, duration: 0.1)
        let red = rgba(picker.selectedColor)
        #expect(red[0] > 240 && red[1] < 30 && red[2] < 60, "full red at the spectrum's left middle: \(red)")
        #expect(log.events.suffix(3) == ["moving", "select", "iOS14 select"])
        // The sliders show the colour's components and set them.
        sim.tap(on: try #require(sim.view(withText: "Sliders")))
        saveShot(sim, "color-picker-sliders")
        #expect(sim.view(withText: "RED") != nil && sim.view(withText: "\(red[0])") != nil)
        let green = try #require(picker.view.subviews.compactMap { $0 as? UISlider }.dropFirst().first)
        sim.drag(from: green.convert(CGPoint(x: 14, y: green.bounds.midY), to: nil),
                 to: green.convert(CGPoint(x: green.bounds.width + 30, y: green.bounds.midY), to: nil))
        #expect(rgba(picker.selectedColor)[1] == 255, "green all the way: \(rgba(picker.selectedColor))")
        // The close button: the picker goes and its delegate hears it finish.
        sim.tap(on: try #require(sim.view(withText: "Close")))
        sim.settle()
        #expect(vc.presentedViewController == nil && log.events.last == "finish")
    }

    @Test func opacityIsOfferedWhenAlphaIsSupported() throws {
        let (sim, _, picker, _) = presentPicker()
        #expect(sim.view(withText: "OPACITY") != nil && sim.view(withText: "100%") != nil)
        let opacity = try #require(picker.view.subviews.compactMap { $0 as? UISlider }.last)
        sim.drag(from: opacity.convert(CGPoint(x: opacity.bounds.width - 14, y: opacity.bounds.midY), to: nil),
                 to: opacity.convert(CGPoint(x: opacity.bounds.width / 2, y: opacity.bounds.midY), to: nil))
        let a = rgba(picker.selectedColor)[3]
        #expect(a > 100 && a < 160, "about half opaque: \(a)")
        picker.supportsAlpha = false
        sim.runFrame()
        #expect(sim.view(withText: "OPACITY") == nil)
    }

    @Test(arguments: [Simulator.Device.iPhone15, .iPadPro11])
    func aColorWellOpensThePickerAndTakesItsChoice(_ device: Simulator.Device) throws {
        let (sim, root) = canvas(device)
        let well = UIColorWell(frame: CGRect(x: 100, y: 200, width: 44, height: 44))
        well.title = "Ink"
        well.selectedColor = .systemRed
        var changes = 0
        well.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        root.addSubview(well)
        sim.runFrame()
        let centre = sim.color(at: CGPoint(x: 122, y: 222))
        #expect(centre.r > 200 && centre.g < 100, "the chosen colour in the middle: \(centre)")
        sim.tap(on: well)
        sim.settle()
        saveShot(sim, "color-well-\(device == .iPadPro11 ? "iPad" : "iPhone")")
        #expect(sim.view(withText: "Ink") != nil, "the picker has the well's title")
        let picker = try #require((root.next as? UIViewController)?.presentedViewController as? UIColorPickerViewController)
        #expect(picker.modalPresentationStyle == (device == .iPadPro11 ? .popover : picker.modalPresentationStyle))
        let grid = try #require(picker.view.subviews.first { String(describing: type(of: $0)) == "ColorGridView" })
        sim.tap(at: grid.convert(CGPoint(x: 5, y: 5), to: nil))
        #expect(rgba(try #require(well.selectedColor))[0...2] == [255, 255, 255] && changes == 1)
    }
}
