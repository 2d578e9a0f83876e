import Testing
import Foundation
import UIKit
import UIKitTesting

/// The smaller members apps from iOS books call on buttons, sliders, segmented controls and bar items.
@MainActor
@Suite(.serialized) struct ControlMembersTests {
    func square(_ color: UIColor, _ size: CGFloat = 20) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: size, height: size)).image { ctx in
            color.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: size, height: size))
        }
    }

    @Test func systemButtonAndLayoutOverridePoints() {
        final class Handler { var taps = 0; func tapped() { taps += 1 } }
        /// A button whose image goes right of its title, the override books use.
        final class TrailingImageButton: UIButton {
            override func imageRect(forContentRect contentRect: CGRect) -> CGRect {
                var r = super.imageRect(forContentRect: contentRect)
                r.origin.x = contentRect.maxX - r.width
                return r
            }
            override func titleRect(forContentRect contentRect: CGRect) -> CGRect {
                var r = super.titleRect(forContentRect: contentRect)
                r.origin.x = contentRect.minX
                return r
            }
            override func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 10, dy: 0) }
        }
        let (sim, root) = canvas()
        let h = Handler()
        let b = UIButton.systemButton(with: square(.black), target: h, action: Handler.tapped)
        b.frame.origin = CGPoint(x: 40, y: 200)
        root.addSubview(b)
        sim.runFrame()
        #expect(b.buttonType == .system && b.bounds.size.width >= 20 && b.currentImage?.renderingMode == .alwaysTemplate)
        let c = sim.color(at: CGPoint(x: b.frame.midX, y: b.frame.midY))
        #expect(c.b > 200 && c.r < 60, "a template image in the tint colour: \(c)")
        sim.tap(on: b)
        #expect(h.taps == 1)
        let t = TrailingImageButton(type: .custom)
        t.setTitle("Next", for: .normal)
        t.setImage(square(.red, 10), for: .normal)
        t.setBackgroundImage(square(.green, 4), for: .normal)
        t.frame = CGRect(x: 40, y: 300, width: 200, height: 44)
        root.addSubview(t)
        sim.runFrame()
        #expect(t.imageView!.frame.maxX == 200 && t.titleLabel!.frame.minX == 0, "the overrides place image and title")
        #expect(t.contentRect(forBounds: t.bounds) == t.bounds && t.backgroundRect(forBounds: t.bounds).minX == 10)
        #expect(sim.color(at: CGPoint(x: 45, y: 320)) == white, "the background rect leaves the first 10 points")
        let green = sim.color(at: CGPoint(x: 120, y: 305))
        #expect(green.g > 200 && green.r < 60)
    }

    @Test func sliderImagesAndRects() {
        let (sim, root) = canvas()
        let s = UISlider(frame: CGRect(x: 20, y: 300, width: 300, height: 34))
        root.addSubview(s)
        s.minimumValueImage = square(.black, 16)
        s.maximumValueImage = square(.black, 24)
        s.value = 0.5
        sim.runFrame()
        #expect(s.minimumValueImageRect(forBounds: s.bounds) == CGRect(x: 0, y: 9, width: 16, height: 16))
        #expect(s.maximumValueImageRect(forBounds: s.bounds) == CGRect(x: 276, y: 5, width: 24, height: 24))
        let track = s.trackRect(forBounds: s.bounds)
        #expect(track.minX == 24 && track.maxX == 268 && track.height == 4, "the track between the images: \(track)")
        let thumb = s.thumbRect(forBounds: s.bounds, trackRect: track, value: 0.5)
        #expect(thumb.midX == track.midX && thumb.width == 28)
        s.setThumbImage(square(.red, 30), for: .normal)
        s.setMinimumTrackImage(square(.green, 6), for: .normal)
        s.setMaximumTrackImage(square(.blue, 6), for: .normal)
        sim.runFrame()
        saveShot(sim, "slider-images")
        #expect(s.currentThumbImage != nil && s.thumbImage(for: .highlighted) == nil)
        #expect(s.trackRect(forBounds: s.bounds).height == 6, "as tall as the track images")
        let mid = s.convert(CGPoint(x: s.thumbRect(forBounds: s.bounds, trackRect: s.trackRect(forBounds: s.bounds), value: 0.5).midX, y: 17), to: nil)
        let red = sim.color(at: mid), green = sim.color(at: s.convert(CGPoint(x: 60, y: 17), to: nil)), blue = sim.color(at: s.convert(CGPoint(x: 240, y: 17), to: nil))
        #expect(red.r > 200 && red.g < 60 && green.g > 200 && green.r < 60 && blue.b > 200 && blue.r < 60)
        // Dragging the image thumb to the end of the shortened track reaches the maximum.
        sim.drag(from: mid, to: s.convert(CGPoint(x: 290, y: 17), to: nil))
        #expect(s.value == 1)
    }

    @Test func segmentWidthsAndImages() {
        let (sim, root) = canvas()
        let seg = UISegmentedControl(items: ["A", "Much longer title", "B"])
        seg.frame = CGRect(x: 20, y: 300, width: 350, height: 32)
        root.addSubview(seg)
        sim.runFrame()
        let even = seg.subviews.compactMap { $0 as? UILabel }.map(\.frame.width)
        #expect(Set(even.map { Int($0) }).count == 1, "equal widths by default")
        seg.apportionsSegmentWidthsByContent = true
        sim.runFrame()
        let labels = seg.subviews.compactMap { $0 as? UILabel }
        #expect(labels[1].frame.width > labels[0].frame.width * 2, "by content: the long title's segment is wider")
        seg.setWidth(60, forSegmentAt: 2)
        sim.runFrame()
        #expect(seg.widthForSegment(at: 2) == 60 && abs(labels[2].frame.width - 52) < 0.5)
        seg.setImage(square(.black, 12), forSegmentAt: 0)
        seg.selectedSegmentIndex = 1
        sim.runFrame()
        saveShot(sim, "segments-apportioned")
        #expect(seg.imageForSegment(at: 0) != nil && seg.titleForSegment(at: 0) == nil)
        let centre = seg.convert(CGPoint(x: labels[0].frame.midX, y: 16), to: nil)
        #expect(sim.color(at: centre).r < 60, "the image drawn in its segment")
        // Taps follow the uneven widths.
        sim.tap(at: seg.convert(CGPoint(x: 345, y: 16), to: nil))
        #expect(seg.selectedSegmentIndex == 2)
    }

    @Test func barButtonBackgroundImages() {
        let sim = Simulator(device: .iPhone15)
        let vc = UIViewController()
        vc.view.backgroundColor = .white
        let item = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        item.setBackgroundImage(square(.orange, 8).resizableImage(withCapInsets: .zero), for: .normal, barMetrics: .default)
        vc.navigationItem.rightBarButtonItem = item
        sim.rootViewController = UINavigationController(rootViewController: vc)
        sim.settle()
        saveShot(sim, "barbutton-background")
        #expect(item.backgroundImage(for: .normal, barMetrics: .default) != nil && item.backgroundImage(for: .normal, style: .done, barMetrics: .default) == nil)
        let label = sim.view(withText: "Edit")!
        let frame = label.convert(label.bounds, to: nil)
        let beside = sim.color(at: CGPoint(x: frame.minX + 3, y: frame.midY - 12))
        #expect(beside.r > 200 && beside.g > 100 && beside.g < 200 && beside.b < 60, "orange behind the title: \(beside)")
    }
}
