import Testing
import Foundation
import UIKit
import UIKitTesting

/// Auto Layout through the Simulator: constraints made as apps make them, frames read after the
/// frame loop lays them out.
@MainActor
@Suite(.serialized) struct AutoLayoutTests {
    func frame(_ v: UIView) -> CGRect { v.convert(v.bounds, to: nil) }

    @Test(arguments: [Simulator.Device.iPhone15, .iPhoneSE, .iPadPro11])
    func aCardCenteredWithAnAspectRatio(device: Simulator.Device) {
        let (sim, root) = canvas(device)
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        card.backgroundColor = .systemBlue
        root.addSubview(card)
        NSLayoutConstraint.activate([
            card.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            card.centerYAnchor.constraint(equalTo: root.safeAreaLayoutGuide.centerYAnchor),
            card.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.8),
            card.heightAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.5),
        ])
        sim.runFrame()
        let screen = sim.screen.bounds, safe = root.safeAreaInsets
        let f = frame(card)
        #expect(abs(f.width - screen.width * 0.8) < 0.5, "\(f)")
        #expect(abs(f.height - f.width / 2) <= 1)
        #expect(abs(f.midX - screen.midX) < 0.5)
        #expect(abs(f.midY - (safe.top + (screen.height - safe.top - safe.bottom) / 2)) < 0.5, "\(f) \(safe)")
        sim.rotate(to: .landscapeLeft)
        sim.settle()
        let g = frame(card), turned = sim.screen.bounds
        #expect(abs(g.width - turned.width * 0.8) < 0.5 && abs(g.height - g.width / 2) <= 1, "\(g)")
    }
}

/// A controller whose view a test fills with constrained subviews.
@MainActor final class ConstrainedController: UIViewController {
    var build: (UIView) -> Void = { _ in }
    var layout: () -> Void = {}
    var traitChanges: [UIUserInterfaceSizeClass] = []
    override func viewDidLoad() {
        view.backgroundColor = .white
        build(view)
    }
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layout()
    }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        traitChanges.append(traitCollection.verticalSizeClass)
    }
}

@MainActor func constrained(_ device: Simulator.Device = .iPhone15, _ build: @escaping (UIView) -> Void) -> (Simulator, ConstrainedController) {
    let sim = Simulator(device: device)
    let vc = ConstrainedController()
    vc.build = build
    sim.rootViewController = vc
    sim.settle()
    return (sim, vc)
}

@MainActor func auto<V: UIView>(_ v: V) -> V {
    v.translatesAutoresizingMaskIntoConstraints = false
    return v
}

extension AutoLayoutTests {
    @Test(arguments: [Simulator.Device.iPhone15, .iPhoneSE, .iPadPro11])
    func aRowOfButtonsWithEqualWidths(device: Simulator.Device) {
        var buttons: [UIButton] = []
        let (sim, vc) = constrained(device) { root in
            buttons = ["Cancel", "Save a draft", "Send"].map { t in
                let b = auto(UIButton(type: .system))
                b.setTitle(t, for: .normal)
                root.addSubview(b)
                return b
            }
            var cs = [buttons[0].leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
                      buttons[2].trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor)]
            for (a, b) in zip(buttons, buttons.dropFirst()) {
                cs += [b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 1),
                       b.widthAnchor.constraint(equalTo: a.widthAnchor),
                       b.firstBaselineAnchor.constraint(equalTo: a.firstBaselineAnchor)]
            }
            cs.append(buttons[0].bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor, constant: -20))
            NSLayoutConstraint.activate(cs)
        }
        for orientation in [UIDeviceOrientation.portrait, .landscapeRight] {
            sim.rotate(to: orientation)
            sim.settle()
            let f = buttons.map { $0.convert($0.bounds, to: nil) }
            let m = vc.view.layoutMargins, w = sim.screen.bounds.width
            #expect(f.allSatisfy { abs($0.width - f[0].width) <= 1 / sim.screen.scale }, "equal within a pixel: \(f)")
            #expect(abs(f[0].minX - m.left) < 0.5 && abs(f[2].maxX - (w - m.right)) < 0.5, "\(f) \(m)")
            #expect(abs(f[1].minX - f[0].maxX - 8) < 0.5 && abs(f[1].minY - f[0].minY) < 0.01)
            #expect(abs(f[0].maxY - (sim.screen.bounds.height - vc.view.safeAreaInsets.bottom - 20)) < 0.5)
        }
    }

    @Test func aLabelWrapsUnderAWidthConstraint() {
        let label = auto(UILabel())
        let (sim, _) = constrained { root in
            label.numberOfLines = 0
            label.text = "Auto Layout measures a wrapping label at the width its constraints give it, then asks again for its height."
            root.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                label.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
                label.widthAnchor.constraint(equalToConstant: 200),
            ])
        }
        let oneLine = label.sizeThatFits(.zero).height
        #expect(label.bounds.width == 200)
        #expect(label.bounds.height > 3 * oneLine, "wrapped at 200 points: \(label.bounds) one line \(oneLine)")
        #expect(abs(label.bounds.height - label.sizeThatFits(CGSize(width: 200, height: 0)).height) < 0.01)
        // Wider: fewer lines.
        label.constraints.first { $0.firstAttribute == .width }?.constant = 340
        sim.settle()
        #expect(label.bounds.width == 340 && label.bounds.height < 4 * oneLine && label.bounds.height > oneLine, "\(label.bounds)")
        // preferredMaxLayoutWidth sets the wrapping width of a label whose width is free.
        let free = auto(UILabel())
        free.numberOfLines = 0
        free.preferredMaxLayoutWidth = 120
        free.text = label.text
        label.superview!.addSubview(free)
        NSLayoutConstraint.activate([free.leadingAnchor.constraint(equalTo: label.leadingAnchor),
                                     free.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 8)])
        sim.settle()
        #expect(free.bounds.width <= 120 && free.bounds.width > 100 && free.bounds.height > 5 * oneLine, "\(free.bounds)")
    }

    @Test func leadingAndTrailingFlipRightToLeft() {
        var name = UILabel(), field = UITextField()
        let (sim, vc) = constrained { root in
            name = auto(UILabel())
            name.text = "Name"
            field = auto(UITextField())
            field.borderStyle = .roundedRect
            root.addSubview(name)
            root.addSubview(field)
            NSLayoutConstraint.activate([
                name.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                field.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 12),
                field.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
                name.centerYAnchor.constraint(equalTo: root.centerYAnchor),
                field.centerYAnchor.constraint(equalTo: name.centerYAnchor),
            ])
        }
        let w = sim.screen.bounds.width
        // (Equal hugging: the split is ambiguous, and the field stays at its first frame's x, the least it can be.)
        func near(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.001 }
        #expect(near(name.frame.minX, 20) && near(field.frame.minX, name.frame.maxX + 12) && near(field.frame.maxX, w - 20))
        vc.view.semanticContentAttribute = .forceRightToLeft
        sim.settle()
        #expect(vc.view.effectiveUserInterfaceLayoutDirection == .rightToLeft && name.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(near(name.frame.maxX, w - 20), "the leading edge is on the right: \(name.frame)")
        #expect(near(field.frame.maxX, name.frame.minX - 12) && near(field.frame.minX, 20), "\(field.frame)")
        #expect(vc.view.directionalLayoutMargins.leading == vc.view.layoutMargins.right)
        // Left and right stay put whatever the direction.
        let pinned = auto(UIView())
        vc.view.addSubview(pinned)
        NSLayoutConstraint.activate([pinned.leftAnchor.constraint(equalTo: vc.view.leftAnchor, constant: 5),
                                     pinned.topAnchor.constraint(equalTo: vc.view.topAnchor),
                                     pinned.widthAnchor.constraint(equalToConstant: 10), pinned.heightAnchor.constraint(equalToConstant: 10)])
        sim.settle()
        #expect(pinned.frame.minX == 5)
    }

    @Test func prioritiesBreakTheRightConstraint() {
        let box = auto(UIView())
        var preferred: NSLayoutConstraint!, cap: NSLayoutConstraint!
        let (sim, _) = constrained { root in
            root.addSubview(box)
            preferred = box.widthAnchor.constraint(equalToConstant: 500)
            preferred.priority = .defaultHigh
            cap = box.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor, constant: -40)
            let low = box.widthAnchor.constraint(equalToConstant: 50)
            low.priority = .defaultLow
            NSLayoutConstraint.activate([preferred, cap, low, box.heightAnchor.constraint(equalToConstant: 30),
                                         box.centerXAnchor.constraint(equalTo: root.centerXAnchor), box.topAnchor.constraint(equalTo: root.topAnchor, constant: 100)])
        }
        #expect(box.frame.width == sim.screen.bounds.width - 40, "the required cap wins, then 750 over 250: \(box.frame)")
        preferred.constant = 200
        sim.settle()
        #expect(box.frame.width == 200)
        preferred.priority = UILayoutPriority(100)
        sim.settle()
        #expect(box.frame.width == 50, "now the 250 wins")
        var failures: [String] = []
        UIKitRuntime.failureHandler = { failures.append($0) }
        defer { UIKitRuntime.failureHandler = nil }
        cap.priority = .defaultHigh
        #expect(failures == ["Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority 750 and the existing priority was 1000."])
        #expect(cap.priority == .required)
    }

    @Test func unsatisfiableConstraintsAreLoggedAndOneIsBroken() throws {
        let box = auto(UIView())
        let (sim, _) = constrained { root in
            root.addSubview(box)
            NSLayoutConstraint.activate([box.widthAnchor.constraint(equalToConstant: 100), box.heightAnchor.constraint(equalToConstant: 40),
                                         box.leadingAnchor.constraint(equalTo: root.leadingAnchor), box.topAnchor.constraint(equalTo: root.topAnchor)])
        }
        let wide = box.widthAnchor.constraint(equalToConstant: 200)
        wide.identifier = "too-wide"
        wide.isActive = true
        sim.settle()
        #expect(box.frame.width == 100, "the new constraint is the one broken; the app goes on")
        #expect(wide.isActive)
        let log = try #require(sim.warnings.first { $0.hasPrefix("Unable to simultaneously satisfy constraints.") })
        #expect(log.contains("Probably at least one of the constraints in the following list is one you don't want."))
        #expect(log.contains("UIView:\(addr(box)).width == 100   (active)>\""), "\(log)")
        #expect(log.contains("'too-wide' UIView:\(addr(box)).width == 200   (active)>"))
        #expect(log.contains("Will attempt to recover by breaking constraint \n<NSLayoutConstraint:\(addr(wide)) 'too-wide' UIView:\(addr(box)).width == 200   (active)>"))
        #expect(log.contains("Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger."))
        #expect(!log.contains(".height == 40"), "only the constraints in conflict are listed")
        // Taking the other away lets the broken one hold.
        box.constraints.first { $0.constant == 100 }?.isActive = false
        wide.constant = 210
        sim.settle()
        #expect(box.frame.width == 210)
    }

    /// A constant changed so that required constraints can no longer all hold: UIKit's log names
    /// the conflict and breaks the changed one; the layout stays as the others say, and a later
    /// constant that fits brings it back.
    @Test func aConstantChangedIntoAConflictIsLoggedAndBroken() throws {
        let box = auto(UIView()), inner = auto(UIView())
        let (sim, _) = constrained { root in
            root.addSubview(box)
            box.addSubview(inner)
            NSLayoutConstraint.activate([box.widthAnchor.constraint(equalToConstant: 100), box.heightAnchor.constraint(equalToConstant: 40),
                                         box.leadingAnchor.constraint(equalTo: root.leadingAnchor), box.topAnchor.constraint(equalTo: root.topAnchor),
                                         inner.leadingAnchor.constraint(equalTo: box.leadingAnchor), inner.topAnchor.constraint(equalTo: box.topAnchor),
                                         inner.heightAnchor.constraint(equalToConstant: 10), inner.trailingAnchor.constraint(lessThanOrEqualTo: box.trailingAnchor)])
        }
        let width = inner.widthAnchor.constraint(equalToConstant: 60)
        width.identifier = "inner-width"
        width.isActive = true
        sim.settle()
        #expect(inner.frame.width == 60 && sim.warnings.isEmpty)
        width.constant = 140
        sim.settle()
        let log = try #require(sim.warnings.first { $0.hasPrefix("Unable to simultaneously satisfy constraints.") })
        #expect(log.contains("Will attempt to recover by breaking constraint \n<NSLayoutConstraint:\(addr(width)) 'inner-width' UIView:\(addr(inner)).width == 140   (active)>"), "\(log)")
        #expect(box.frame.width == 100, "the box keeps its width")
        #expect(inner.frame.maxX <= box.frame.maxX + 1e-9, "the inner view stays inside: \(inner.frame)")
        width.constant = 80
        sim.settle()
        #expect(inner.frame.width == 80, "a constant that fits holds again")
        #expect(box.frame == CGRect(x: 0, y: 0, width: 100, height: 40))
    }

    @Test func autoresizingMasksBecomeConstraints() {
        let container = auto(UIView()), strip = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 20))
        let follower = auto(UIView())
        let (sim, _) = constrained { root in
            root.addSubview(container)
            NSLayoutConstraint.activate([container.widthAnchor.constraint(equalToConstant: 100), container.heightAnchor.constraint(equalToConstant: 100),
                                         container.topAnchor.constraint(equalTo: root.topAnchor, constant: 100), container.leftAnchor.constraint(equalTo: root.leftAnchor)])
        }
        // Added once the container has its size, as the mask takes changes from then on.
        strip.autoresizingMask = [.flexibleWidth]
        container.addSubview(strip)
        container.addSubview(follower)
        NSLayoutConstraint.activate([follower.topAnchor.constraint(equalTo: strip.bottomAnchor), follower.leadingAnchor.constraint(equalTo: strip.trailingAnchor),
                                     follower.widthAnchor.constraint(equalToConstant: 5), follower.heightAnchor.constraint(equalToConstant: 5)])
        sim.settle()
        #expect(strip.translatesAutoresizingMaskIntoConstraints && !follower.translatesAutoresizingMaskIntoConstraints)
        #expect(follower.frame.origin == CGPoint(x: 90, y: 30), "a constrained view follows an autoresizing one")
        container.constraints.first { $0.firstAttribute == .width && $0.firstItem === container }?.constant = 200
        sim.settle()
        #expect(strip.frame == CGRect(x: 10, y: 10, width: 180, height: 20), "the mask's flexible width takes the change")
        #expect(follower.frame.origin == CGPoint(x: 190, y: 30))
        strip.frame.origin.y = 50
        sim.settle()
        #expect(follower.frame.minY == 70, "a frame set by hand moves what is constrained to it")
    }
}

@MainActor func addr(_ o: AnyObject) -> String { "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(o).toOpaque()), radix: 16) }
