import Foundation
import Testing
import UIKit
import UIKitTesting

/// The owner of ControlGallery.xib: an outlet for each control family, and their actions.
@IBConnectable
final class ControlsOwner: UIViewController {
    @Outlet var slider: UISlider!
    @Outlet var stepper: UIStepper!
    @Outlet var segments: UISegmentedControl!
    @Outlet var spinner: UIActivityIndicatorView!
    @Outlet var toggle: UISwitch!
    @Outlet var notes: UITextView!
    @Outlet var search: UISearchBar!
    @Outlet var star: UIImageView!
    @Outlet var bar: UINavigationBar!
    @Outlet var press: UILongPressGestureRecognizer!
    @Outlet var swipe: UISwipeGestureRecognizer!
    var events: [String] = []

    init() { super.init(nibName: "ControlGallery", bundle: .module) }
    required init?(coder: NSCoder) { super.init(coder: coder) }

    @IBAction func reset(_ sender: UIBarButtonItem) { events.append("reset") }
    @IBAction func slid(_ sender: UISlider) { events.append("slid") }
    @IBAction func pressed(_ sender: UILongPressGestureRecognizer) { if sender.state == .began { events.append("pressed") } }
    @IBAction func swiped(_ sender: UISwipeGestureRecognizer) { events.append("swiped") }
}

/// Every control family a xib describes, with the attributes Xcode writes for it.
@MainActor @Suite(.serialized) struct NibControlsTests {
    @Test func eachControlHasTheFilesAttributesAndActions() throws {
        let sim = Simulator(device: .iPhone15)
        let owner = ControlsOwner()
        sim.rootViewController = owner
        sim.settle()
        #expect(owner.slider.minimumValue == 0 && owner.slider.maximumValue == 2 && owner.slider.value == 0.25)
        #expect(owner.stepper.minimumValue == 1 && owner.stepper.maximumValue == 5 && owner.stepper.stepValue == 2 && owner.stepper.value == 3)
        #expect(owner.segments.numberOfSegments == 3 && owner.segments.titleForSegment(at: 2) == "Month" && owner.segments.selectedSegmentIndex == 1)
        #expect(!owner.spinner.hidesWhenStopped && !owner.spinner.isHidden)
        #expect(!owner.toggle.isOn)
        #expect(owner.notes.text == "Notes kept in the nib." && !owner.notes.isEditable)
        #expect(owner.notes.font?.fontName == "Menlo-Regular" && owner.notes.font?.pointSize == 15, "an iOS font by name: \(owner.notes.font?.fontName ?? "-")")
        #expect(owner.search.placeholder == "Search fruit")
        #expect(owner.star.image?.size == CGSize(width: 10, height: 10), "the asset catalog's image set by name")
        #expect(owner.view.backgroundColor == UIColor(named: "Brand", in: .module, compatibleWith: nil), "a color set named by the nib")
        #expect(owner.bar.topItem?.title == "Controls" && owner.bar.topItem?.rightBarButtonItem?.style == .done)
        #expect(owner.press.minimumPressDuration == 1 && owner.press.allowableMovement == 20 && owner.swipe.direction == .left)
        #expect(owner.view.gestureRecognizers?.contains { $0 === owner.press } == true)
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_SHOTS"] {
            try sim.screenshot().write(to: URL(fileURLWithPath: dir + "/nib-controls.png"))
        }
        // Their actions reach the owner.
        sim.tap(on: try #require(sim.view(withText: "Reset")))
        let track = owner.slider.convert(owner.slider.bounds, to: nil)
        sim.drag(from: CGPoint(x: track.minX + track.width * 0.125, y: track.midY), to: CGPoint(x: track.midX, y: track.midY))
        sim.drag(from: CGPoint(x: 300, y: 600), to: CGPoint(x: 100, y: 600), duration: 0.15)
        sim.settle()
        #expect(owner.events.first == "reset" && owner.events.contains("slid") && owner.events.contains("swiped"), "\(owner.events)")
        #expect(owner.slider.value > 0.5)
    }
}
