import Foundation
import Testing
import UIKit
import UIKitTesting

/// A flat square of one colour, as books make stepper and bar skins.
@MainActor private func swatch(_ color: UIColor, _ size: CGSize = CGSize(width: 4, height: 4)) -> UIImage {
    UIGraphicsImageRenderer(size: size).image { ctx in
        color.setFill()
        ctx.fill(CGRect(origin: .zero, size: size))
    }
}

@MainActor @Suite struct AppearanceMembersTests {
    @Test func aSkinnedStepperDrawsItsImagesByEachHalfsState() {
        let sim = Simulator(device: .iPhone15)
        let vc = UIViewController()
        let stepper = UIStepper(frame: CGRect(x: 50, y: 100, width: 0, height: 0))
        stepper.value = 50
        stepper.tintColor = .systemOrange
        stepper.setBackgroundImage(swatch(.red).resizableImage(withCapInsets: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1), resizingMode: .stretch), for: .normal)
        stepper.setBackgroundImage(swatch(.blue), for: .highlighted)
        stepper.setDividerImage(swatch(.black, CGSize(width: 2, height: 4)), forLeftSegmentState: .normal, rightSegmentState: .normal)
        stepper.setIncrementImage(swatch(.green, CGSize(width: 10, height: 10)).withRenderingMode(.alwaysOriginal), for: .normal)
        stepper.setDecrementImage(swatch(.black, CGSize(width: 10, height: 10)), for: .normal)
        vc.view.addSubview(stepper)
        sim.rootViewController = vc
        sim.settle()
        #expect(stepper.backgroundColor == nil, "the drawn capsule gave way to the images")
        #expect(sim.color(at: CGPoint(x: 52, y: 104)).isClose(to: RGBA(r: 255, g: 0, b: 0), tolerance: 8), "the left half's background")
        #expect(sim.color(at: CGPoint(x: 50 + 70.5, y: 116)).isClose(to: RGBA(r: 0, g: 255, b: 0), tolerance: 8), "the original increment image")
        let orange = RGBA(r: 255, g: 149, b: 0)
        #expect(sim.color(at: CGPoint(x: 50 + 23.5, y: 116)).isClose(to: orange, tolerance: 8), "the template decrement image in the tint")
        #expect(sim.color(at: CGPoint(x: 97, y: 104)).isClose(to: RGBA(r: 0, g: 0, b: 0), tolerance: 8), "the divider")

        let finger = sim.touchDown(at: CGPoint(x: 130, y: 104))
        #expect(sim.color(at: CGPoint(x: 140, y: 104)).isClose(to: RGBA(r: 0, g: 0, b: 255), tolerance: 8), "the pressed half: highlighted")
        #expect(sim.color(at: CGPoint(x: 52, y: 104)).isClose(to: RGBA(r: 255, g: 0, b: 0), tolerance: 8), "the other half stays normal")
        sim.touchUp(finger, at: CGPoint(x: 130, y: 104))
        #expect(stepper.value == 51 && stepper.backgroundImage(for: .highlighted) != nil && stepper.incrementImage(for: .disabled) == nil)
        stepper.value = stepper.minimumValue
        let dimmed = sim.color(at: CGPoint(x: 50 + 23.5, y: 116))
        #expect(!dimmed.isClose(to: orange, tolerance: 20) && dimmed.r > 200, "at its limit the minus half is disabled: the tint dimmed over the red")
    }

    @Test func anImagesAccessibilityLabelNamesTheViewsShowingIt() throws {
        let sim = Simulator(device: .iPhone15)
        let vc = UIViewController()
        let image = swatch(.red, CGSize(width: 20, height: 20))
        image.accessibilityLabel = "Stop"
        let button = UIButton(type: .system)
        button.setImage(image, for: .normal)
        button.frame = CGRect(x: 20, y: 100, width: 44, height: 44)
        let imageView = UIImageView(image: image.withRenderingMode(.alwaysTemplate))
        imageView.isAccessibilityElement = true
        imageView.frame = CGRect(x: 20, y: 200, width: 20, height: 20)
        vc.view.addSubview(button)
        vc.view.addSubview(imageView)
        sim.rootViewController = vc
        sim.settle()
        #expect(button.accessibilityLabel == "Stop" && imageView.accessibilityLabel == "Stop", "copies of the image keep its label")
        #expect(sim.accessibilityElements.compactMap(\.accessibilityLabel).filter { $0 == "Stop" }.count == 2)
    }

    final class TimeSource: NSObject, UIPickerViewDataSource, UIPickerViewAccessibilityDelegate {
        func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 12 }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { "\(row)" }
        func pickerView(_ pickerView: UIPickerView, accessibilityLabelForComponent component: Int) -> String? {
            component == 0 ? "Hours" : "Minutes"
        }
        func pickerView(_ pickerView: UIPickerView, accessibilityHintForComponent component: Int) -> String? {
            component == 0 ? "Swipe up or down to change the hour" : nil
        }
    }

    @Test func aPickersAccessibilityDelegateNamesItsWheels() {
        let sim = Simulator(device: .iPhone15)
        let vc = UIViewController()
        let source = TimeSource()
        let picker = UIPickerView(frame: CGRect(x: 0, y: 100, width: 300, height: 216))
        picker.dataSource = source
        picker.delegate = source
        vc.view.addSubview(picker)
        sim.rootViewController = vc
        sim.settle()
        picker.selectRow(3, inComponent: 0, animated: false)
        let wheels = sim.accessibilityElements.filter { $0.accessibilityTraits.contains(.adjustable) }
        #expect(wheels.map(\.accessibilityLabel) == ["Hours", "Minutes"])
        #expect(wheels.first?.accessibilityValue == "3" && wheels.first?.accessibilityHint == "Swipe up or down to change the hour")
    }

    @Test func aSidebarStyleSplitViewPutsTheSidebarsGreyBehindAClearPrimary() {
        let sim = Simulator(device: .iPadPro11)
        let split = UISplitViewController(style: .doubleColumn)
        let primary = UIViewController()
        primary.view.backgroundColor = .clear
        let secondary = UIViewController()
        secondary.view.backgroundColor = .white
        split.setViewController(primary, for: .primary)
        split.setViewController(secondary, for: .secondary)
        split.preferredDisplayMode = .oneBesideSecondary
        sim.rootViewController = split
        sim.settle()
        let inPrimary = CGPoint(x: 100, y: 400)
        #expect(sim.color(at: inPrimary).isClose(to: RGBA(r: 255, g: 255, b: 255)), "no background style: the split's own white")
        split.primaryBackgroundStyle = .sidebar
        sim.settle()
        #expect(sim.color(at: inPrimary).isClose(to: RGBA(r: 242, g: 242, b: 247)), "the sidebar's grey")
        #expect(sim.color(at: CGPoint(x: split.primaryColumnWidth + 100, y: 400)).isClose(to: RGBA(r: 255, g: 255, b: 255)), "not behind the secondary")
    }
}

/// A field of the app's own class, made by UIFieldBehavior's class methods as iOS makes it.
private final class PushField: UIFieldBehavior {
    var push: CGFloat = 0
    class func pushing(_ amount: CGFloat) -> Self {
        let f = field { beh, _, _, _, _, _ in CGVector(dx: (beh as! PushField).push, dy: 0) }
        f.push = amount
        return f
    }
}

/// A presentation controller that dims its presenter, reading `presentingViewController` as iOS types it.
private final class DimmingPresentation: UIPresentationController {
    override func presentationTransitionDidEnd(_ completed: Bool) {
        let vc = self.presentingViewController
        vc.view.tintAdjustmentMode = .dimmed
    }
}

private final class DimmingTransitions: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        DimmingPresentation(presentedViewController: presented, presenting: presenting)
    }
}

@MainActor @Suite struct ClassMethodSelfTests {
    @Test func aFieldSubclassesClassMethodsMakeTheSubclass() {
        let (sim, root) = canvas()
        let ball = UIView(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
        root.addSubview(ball)
        let animator = UIDynamicAnimator(referenceView: root)
        let field = PushField.pushing(2)
        #expect(type(of: PushField.dragField()) == PushField.self)
        field.addItem(ball)
        animator.addBehavior(field)
        sim.advance(by: 0.5)
        #expect(ball.center.x > 130, "pushed right by the subclass's own strength: \(ball.center)")
        withExtendedLifetime(animator) {}
    }

    @Test func aPresentationControllersPresenterIsNotOptional() {
        let sim = Simulator(device: .iPhone15)
        let root = UIViewController()
        sim.rootViewController = root
        sim.settle()
        let transitions = DimmingTransitions()
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = transitions
        root.present(sheet, animated: true)
        sim.settle()
        #expect(root.view.tintAdjustmentMode == .dimmed)
        withExtendedLifetime(transitions) {}
    }
}

/// Stripes from a pattern cell, as Programming iOS draws its arrow's shaft.
private final class StripesView: UIView {
    var uncolored = false
    override func draw(_ rect: CGRect) {
        let con = UIGraphicsGetCurrentContext()!
        let drawStripes: CGPatternDrawPatternCallback = { _, con in
            con.setFillColor(UIColor.red.cgColor)
            con.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            con.setFillColor(UIColor.blue.cgColor)
            con.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
        }
        let drawDot: CGPatternDrawPatternCallback = { _, con in con.fill(CGRect(x: 0, y: 0, width: 2, height: 4)) }
        var callbacks = CGPatternCallbacks(version: 0, drawPattern: uncolored ? drawDot : drawStripes, releaseInfo: nil)
        let pattern = CGPattern(info: nil, bounds: CGRect(x: 0, y: 0, width: 4, height: 4), matrix: .identity, xStep: 4, yStep: 4,
                                tiling: .constantSpacingMinimalDistortion, isColored: !uncolored, callbacks: &callbacks)!
        con.setFillColorSpace(CGColorSpace(patternBaseSpace: uncolored ? CGColorSpaceCreateDeviceRGB() : nil)!)
        var components: [CGFloat] = uncolored ? [0, 1, 0, 1] : [1]
        con.setFillPattern(pattern, colorComponents: &components)
        con.fill(bounds)
    }
}

/// Stripes 4 points wide from an 8-point cell: blue, then yellow.
private func stripesPattern(colored: Bool) -> CGPattern {
    let draw: CGPatternDrawPatternCallback = { _, con in
        if colored {
            con.setFillColor(UIColor.yellow.cgColor)
            con.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
            con.setFillColor(UIColor.blue.cgColor)
        }
        con.fill(CGRect(x: 0, y: 0, width: 4, height: 8))
    }
    var callbacks = CGPatternCallbacks(version: 0, drawPattern: draw, releaseInfo: nil)
    return CGPattern(info: nil, bounds: CGRect(x: 0, y: 0, width: 8, height: 8), matrix: .identity, xStep: 8, yStep: 8,
                     tiling: .constantSpacingMinimalDistortion, isColored: colored, callbacks: &callbacks)!
}

/// Fills itself with a pattern colour made as a Quartz colour, `CGColor(patternSpace:pattern:components:)`.
private final class PatternColorView: UIView {
    override func draw(_ rect: CGRect) {
        var alpha: CGFloat = 1
        let stripes = CGColor(patternSpace: CGColorSpace(patternBaseSpace: nil)!, pattern: stripesPattern(colored: true), components: &alpha)!
        UIGraphicsGetCurrentContext()!.setFillColor(stripes)
        UIGraphicsGetCurrentContext()!.fill(bounds)
    }
}

@MainActor @Suite struct PatternTests {
    @Test func aQuartzPatternColourFillsADrawingAndALayersBackground() {
        let (sim, root) = canvas()
        let drawn = PatternColorView(frame: CGRect(x: 40, y: 100, width: 80, height: 40))
        let layered = UIView(frame: CGRect(x: 40, y: 200, width: 80, height: 40))
        var green: [CGFloat] = [0, 1, 0, 1]
        let stencil = CGColor(patternSpace: CGColorSpace(patternBaseSpace: CGColorSpaceCreateDeviceRGB())!,
                              pattern: stripesPattern(colored: false), components: &green)
        layered.backgroundColor = stencil.map { UIColor(cgColor: $0) }
        root.addSubview(drawn)
        root.addSubview(layered)
        sim.settle()
        let blue = RGBA(r: 0, g: 0, b: 255), yellow = RGBA(r: 255, g: 255, b: 0)
        for x in [0.5, 3.5, 8.5, 75.5] {
            #expect(sim.color(at: CGPoint(x: 40 + x, y: 120)).isClose(to: blue, tolerance: 6), "the cell's blue stripe at \(x)")
            #expect(sim.color(at: CGPoint(x: 44 + x, y: 120)).isClose(to: yellow, tolerance: 6), "its yellow one at \(x + 4)")
        }
        #expect(sim.color(at: CGPoint(x: 41.5, y: 220)).isClose(to: RGBA(r: 0, g: 255, b: 0), tolerance: 6), "the stencil in the colour given")
        var one: CGFloat = 1
        #expect(CGColor(patternSpace: CGColorSpaceCreateDeviceRGB(), pattern: stripesPattern(colored: true), components: &one) == nil,
                "not a pattern space")
    }

    @Test func aPatternCellRepeatsAcrossWhatItFills() {
        let (sim, root) = canvas()
        let stripes = StripesView(frame: CGRect(x: 40, y: 100, width: 80, height: 40))
        let stencil = StripesView(frame: CGRect(x: 40, y: 200, width: 80, height: 40))
        stencil.uncolored = true
        stencil.backgroundColor = .white
        root.addSubview(stripes)
        root.addSubview(stencil)
        sim.settle()
        let blue = RGBA(r: 0, g: 0, b: 255), red = RGBA(r: 255, g: 0, b: 0)
        for row in [0, 4, 8, 36] {
            #expect(sim.color(at: CGPoint(x: 50, y: 100.5 + CGFloat(row))).isClose(to: blue, tolerance: 6), "row \(row): the cell's top half")
            #expect(sim.color(at: CGPoint(x: 50, y: 102.5 + CGFloat(row))).isClose(to: red, tolerance: 6), "row \(row + 2): its bottom half")
        }
        #expect(sim.color(at: CGPoint(x: 40.5, y: 210)).isClose(to: RGBA(r: 0, g: 255, b: 0), tolerance: 6), "the stencil in the colour given")
        #expect(sim.color(at: CGPoint(x: 42.5, y: 210)).isClose(to: RGBA(r: 255, g: 255, b: 255), tolerance: 6), "and clear beside it")
    }
}
