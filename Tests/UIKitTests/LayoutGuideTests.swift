import Testing
import Foundation
import UIKit
import UIKitTesting

/// Layout guides: safe area, margins, readable width, the keyboard's guide, scroll view content,
/// and size classes, on all three devices and turned.
@MainActor
@Suite(.serialized) struct LayoutGuideTests {
    @Test(arguments: [Simulator.Device.iPhone15, .iPhoneSE, .iPadPro11])
    func safeAreaAndMarginsGuidesFollowRotation(device: Simulator.Device) {
        let fill = auto(UIView()), inset = auto(UIView())
        let (sim, vc) = constrained(device) { root in
            root.addSubview(fill)
            fill.addSubview(inset)
            inset.preservesSuperviewLayoutMargins = true
            NSLayoutConstraint.activate([
                fill.leadingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.leadingAnchor),
                fill.trailingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.trailingAnchor),
                fill.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
                fill.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
                inset.leadingAnchor.constraint(equalTo: fill.layoutMarginsGuide.leadingAnchor),
                inset.trailingAnchor.constraint(equalTo: fill.layoutMarginsGuide.trailingAnchor),
                inset.topAnchor.constraint(equalTo: fill.layoutMarginsGuide.topAnchor),
                inset.heightAnchor.constraint(equalToConstant: 10),
            ])
        }
        for o in [UIDeviceOrientation.portrait, .landscapeLeft, .portrait] {
            sim.rotate(to: o)
            sim.settle()
            let screen = sim.screen.bounds, safe = vc.view.safeAreaInsets
            #expect(fill.frame == screen.inset(by: safe), "\(device.name) \(o): \(fill.frame) \(safe)")
            #expect(vc.view.safeAreaLayoutGuide.layoutFrame == fill.frame)
            #expect(inset.frame.minX == 8 && inset.frame.maxX == fill.bounds.width - 8 && inset.frame.minY == 8, "plain views have 8-point margins: \(inset.frame)")
            let side: CGFloat = vc.traitCollection.horizontalSizeClass == .regular ? 20 : 16
            #expect(vc.view.layoutMargins.left == safe.left + side && vc.view.layoutMargins.top == safe.top, "a root view: the system minimum inside the safe area: \(vc.view.layoutMargins)")
            #expect(vc.view.directionalLayoutMargins.leading == safe.left + side)
        }
        fill.layoutMargins = UIEdgeInsets(top: 2, left: 30, bottom: 2, right: 30)
        sim.settle()
        #expect(inset.frame.minX == 30 && inset.frame.minY == 2, "margins set by the app move the guide: \(inset.frame)")
    }

    @Test func theKeyboardGuideFollowsTheKeyboard() throws {
        let field = auto(UITextField()), bar = auto(UIView())
        let (sim, vc) = constrained { root in
            field.borderStyle = .roundedRect
            root.addSubview(field)
            root.addSubview(bar)
            NSLayoutConstraint.activate([
                field.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 20),
                field.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
                field.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
                bar.leadingAnchor.constraint(equalTo: root.leadingAnchor), bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                bar.heightAnchor.constraint(equalToConstant: 44),
                bar.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor),
            ])
        }
        let screen = sim.screen.bounds
        #expect(bar.frame.maxY == screen.height - vc.view.safeAreaInsets.bottom, "with the keyboard down: the bottom safe area")
        #expect(vc.view.keyboardLayoutGuide.layoutFrame.height == vc.view.safeAreaInsets.bottom)
        sim.tap(on: field)
        sim.advance(by: 0.1)
        let keysMidway = try #require(sim.environment.keyboardFrame).minY
        let moving = bar.layer.presentation()!.frame.maxY
        #expect(moving < keysMidway, "midway, sliding up with the keys (from the safe area, they from the bottom edge): \(moving) \(keysMidway)")
        sim.settle()
        let keyboardTop = try #require(sim.environment.keyboardFrame).minY
        #expect(moving > keyboardTop && moving < screen.height - vc.view.safeAreaInsets.bottom)
        #expect(abs(bar.frame.maxY - keyboardTop) < 0.5, "\(bar.frame) keyboard at \(keyboardTop)")
        field.resignFirstResponder()
        sim.settle()
        #expect(bar.frame.maxY == screen.height - vc.view.safeAreaInsets.bottom)
    }

    @Test func readableContentIsNarrowOnWideScreens() {
        let text = auto(UILabel())
        let (sim, vc) = constrained(.iPadPro11) { root in
            text.numberOfLines = 0
            text.text = String(repeating: "Readable lines stay short enough for the eye to find the next one. ", count: 8)
            root.addSubview(text)
            NSLayoutConstraint.activate([text.leadingAnchor.constraint(equalTo: root.readableContentGuide.leadingAnchor),
                                         text.trailingAnchor.constraint(equalTo: root.readableContentGuide.trailingAnchor),
                                         text.topAnchor.constraint(equalTo: root.readableContentGuide.topAnchor)])
        }
        sim.rotate(to: .landscapeLeft)
        sim.settle()
        #expect(text.frame.width == 672 && abs(text.frame.midX - sim.screen.bounds.midX) < 0.5, "\(text.frame)")
        #expect(text.frame.height > 4 * text.font.lineHeight, "wraps at the readable width")
        _ = vc
    }

    @Test func aScrollViewsContentGuideSetsItsContentSize() {
        let scroll = auto(UIScrollView()), column = UIStackView()
        let (sim, _) = constrained { root in
            root.addSubview(scroll)
            column.axis = .vertical
            column.spacing = 10
            column.translatesAutoresizingMaskIntoConstraints = false
            for i in 0..<30 {
                let l = UILabel()
                l.text = "Row \(i)"
                column.addArrangedSubview(l)
            }
            scroll.addSubview(column)
            NSLayoutConstraint.activate([
                scroll.frameLayoutGuide.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                scroll.frameLayoutGuide.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                scroll.frameLayoutGuide.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
                scroll.frameLayoutGuide.bottomAnchor.constraint(equalTo: root.bottomAnchor),
                column.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor, constant: 20),
                column.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor, constant: -20),
                column.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
                column.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
                column.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor, constant: -40),
            ])
        }
        let rows = column.arrangedSubviews
        let expected = rows.reduce(0) { $0 + $1.frame.height } + 29 * 10
        #expect(abs(scroll.contentSize.height - expected) < 0.5 && scroll.contentSize.width == sim.screen.bounds.width, "\(scroll.contentSize)")
        sim.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), duration: 0.3)
        sim.settle()
        #expect(scroll.contentOffset.y > 100, "it scrolls over what the constraints made")
        #expect(column.frame.minY == 0, "content keeps its place in content coordinates")
    }

    @Test func sizeClassesFollowDeviceAndOrientation() {
        let (sim, vc) = constrained(.iPhone15) { _ in }
        #expect(vc.traitCollection.horizontalSizeClass == .compact && vc.traitCollection.verticalSizeClass == .regular)
        sim.rotate(to: .landscapeLeft)
        sim.settle()
        #expect(vc.traitCollection.verticalSizeClass == .compact && vc.traitChanges == [.compact])
        let (padSim, pad) = constrained(.iPadPro11) { _ in }
        padSim.rotate(to: .landscapeLeft)
        padSim.settle()
        #expect(pad.traitCollection.horizontalSizeClass == .regular && pad.traitCollection.verticalSizeClass == .regular && pad.traitChanges.isEmpty)
        let (maxSim, max) = constrained(.iPhone15ProMax) { _ in }
        maxSim.rotate(to: .landscapeRight)
        maxSim.settle()
        #expect(max.traitCollection.horizontalSizeClass == .regular && max.traitCollection.verticalSizeClass == .compact)
        #expect(max.view.traitCollection.horizontalSizeClass == .regular)
        var seen: UIUserInterfaceSizeClass?
        max.view.traitCollection.performAsCurrent { seen = UITraitCollection.current.horizontalSizeClass }
        #expect(seen == .regular)
    }
}
