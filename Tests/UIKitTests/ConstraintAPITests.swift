import Testing
import Foundation
import UIKit
import UIKitTesting

/// The constraint API as apps use it: activation, holders, hierarchy changes, exceptions,
/// visual format strings, updateConstraints, animation, fitting sizes and debugging.
@MainActor
@Suite(.serialized) struct ConstraintAPITests {
    @Test func activationInstallsOnTheNearestCommonAncestor() {
        let (sim, vc) = constrained { _ in }
        let a = auto(UIView()), b = auto(UIView()), inner = auto(UIView())
        vc.view.addSubview(a)
        vc.view.addSubview(b)
        a.addSubview(inner)
        let between = inner.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 10)
        let own = a.widthAnchor.constraint(equalToConstant: 30)
        #expect(!between.isActive && vc.view.constraints.isEmpty)
        NSLayoutConstraint.activate([between, own])
        #expect(between.isActive && vc.view.constraints.contains { $0 === between } && a.constraints.contains { $0 === own })
        #expect(between.firstItem === inner && between.secondItem === b && between.firstAttribute == .leading && between.secondAttribute == .trailing)
        #expect(between.firstAnchor.item === inner && between.secondAnchor?.name == "trailing")
        // A view leaving its superview takes constraints held outside with it out of play.
        a.removeFromSuperview()
        #expect(!between.isActive && own.isActive, "held by the common ancestor: deactivated; held inside: kept")
        vc.view.addSubview(a)
        NSLayoutConstraint.activate([a.leadingAnchor.constraint(equalTo: vc.view.leadingAnchor), a.topAnchor.constraint(equalTo: vc.view.topAnchor),
                                     a.heightAnchor.constraint(equalToConstant: 30)])
        sim.settle()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 30, height: 30), "constraints made off screen come along: \(a.frame)")
        NSLayoutConstraint.deactivate([own])
        #expect(!own.isActive && !a.constraints.contains { $0 === own })
    }

    @Test func uikitsExceptionsForConstraintsThatCannotBe() {
        var failures: [String] = []
        UIKitRuntime.failureHandler = { failures.append($0) }
        defer { UIKitRuntime.failureHandler = nil }
        let (_, vc) = constrained { _ in }
        let a = UIView(), stranger = UIView()
        vc.view.addSubview(a)
        _ = NSLayoutConstraint(item: a, attribute: .leading, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 20)
        #expect(failures.last?.contains("A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs.") == true)
        _ = NSLayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: vc.view, attribute: .leading, multiplier: 1, constant: 0)
        #expect(failures.last?.hasSuffix("Invalid pairing of layout attributes.") == true)
        // A location of one axis may be tied to a location of the other.
        let across = NSLayoutConstraint(item: a, attribute: .left, relatedBy: .equal, toItem: vc.view, attribute: .top, multiplier: 1, constant: 50)
        #expect(failures.count == 2 && across.firstAttribute == .left && across.secondAttribute == .top)
        _ = a.leadingAnchor.constraint(equalTo: vc.view.leftAnchor)
        #expect(failures.last?.hasSuffix("A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither.") == true)
        a.leadingAnchor.constraint(equalTo: stranger.leadingAnchor).isActive = true
        #expect(failures.last?.hasPrefix("Unable to activate constraint with anchors <NSLayoutXAxisAnchor:") == true)
        #expect(failures.last?.hasSuffix("because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal.") == true)
        stranger.addConstraint(a.widthAnchor.constraint(equalToConstant: 3))
        #expect(failures.last?.hasPrefix("Unable to install constraint on view.  Does the constraint reference something from outside the subtree of the view?  That's illegal.") == true)
        #expect(failures.count == 5)
    }

    @Test func visualFormatStrings() {
        let (sim, vc) = constrained { _ in }
        let name = auto(UILabel()), field = auto(UITextField()), note = auto(UIView())
        name.text = "Name"
        field.borderStyle = .roundedRect
        for v in [name, field, note] { vc.view.addSubview(v) }
        let views = ["name": name, "field": field, "note": note]
        var cs = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[name]-gap-[field(>=100@750)]-|", options: [.alignAllCenterY], metrics: ["gap": 12], views: views)
        cs += NSLayoutConstraint.constraints(withVisualFormat: "V:|-100-[field]-(>=20,==40@250)-[note(==name)]", metrics: nil, views: views)
        cs += NSLayoutConstraint.constraints(withVisualFormat: "H:|[note]|", metrics: nil, views: views)
        #expect(cs.allSatisfy { !$0.isActive }, "returned inactive, as UIKit returns them")
        NSLayoutConstraint.activate(cs)
        sim.settle()
        let m = vc.view.layoutMargins, w = sim.screen.bounds.width
        // (Equal hugging makes the split ambiguous: the field stays at its first frame's x, as low as it goes.)
        func near(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.001 }
        #expect(near(name.frame.minX, m.left) && near(field.frame.maxX, w - m.right), "`|-` meets the margins: \(name.frame) \(field.frame)")
        #expect(near(field.frame.minX, name.frame.maxX + 12))
        #expect(abs(name.frame.midY - field.frame.midY) < 0.5, "aligned on their centers")
        #expect(field.frame.minY == 100 && note.frame.minY == field.frame.maxY + 40 && note.frame.height == name.frame.height)
        #expect(note.frame.minX == 0 && note.frame.width == w, "`|[` is flush with the edge")
        #expect(cs.first?.description.contains("UILabel:\(addr(name))'Name'.leading == UIView:\(addr(vc.view)).leadingMargin") == true, "\(cs.first!)")
        #expect(cs.contains { $0.firstAttribute == .width && $0.relation == .greaterThanOrEqual && $0.constant == 100 && $0.priority.rawValue == 750 })
    }

    @Test func visualFormatErrorsPointAtTheProblem() {
        var failures: [String] = []
        UIKitRuntime.failureHandler = { failures.append($0) }
        defer { UIKitRuntime.failureHandler = nil }
        let parent = UIView(), a = UIView(), lonely = UIView()
        parent.addSubview(a)
        #expect(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[b]-|", metrics: nil, views: ["a": a]).isEmpty)
        #expect(failures.last == "Unable to parse constraint format: \nb is not a key in the views dictionary. \nH:|-[b]-| \n     ^")
        _ = NSLayoutConstraint.constraints(withVisualFormat: "H:|[v]|", metrics: nil, views: ["v": lonely])
        #expect(failures.last == "Unable to parse constraint format: \nUnable to interpret '|' character, because the related view doesn't have a superview \nH:|[v]| \n  ^")
        _ = NSLayoutConstraint.constraints(withVisualFormat: "H:[a]-pad-|", metrics: [:], views: ["a": a])
        #expect(failures.last == "Unable to parse constraint format: \npad is not a key in the metrics dictionary. \nH:[a]-pad-| \n      ^")
        _ = NSLayoutConstraint.constraints(withVisualFormat: "H:[a(", metrics: nil, views: ["a": a])
        #expect(failures.last?.hasPrefix("Unable to parse constraint format: \nExpected a number or key from the metrics dictionary, but encountered something else") == true)
        _ = NSLayoutConstraint.constraints(withVisualFormat: "H:[a]", options: .alignAllLeading, metrics: nil, views: ["a": a])
        #expect(failures.last?.contains("Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal.") == true)
        #expect(failures.count == 5)
    }

    @Test func constraintChangesAnimateInsideAnAnimationBlock() {
        let box = auto(UIView())
        var left: NSLayoutConstraint!
        let (sim, vc) = constrained { root in
            root.addSubview(box)
            left = box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 0)
            NSLayoutConstraint.activate([left, box.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
                                         box.widthAnchor.constraint(equalToConstant: 50), box.heightAnchor.constraint(equalToConstant: 50)])
        }
        left.constant = 200
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) { vc.view.layoutIfNeeded() }
        #expect(box.frame.minX == 200, "the model value is the end at once")
        sim.advance(by: 0.5)
        let midway = box.layer.presentation()!.frame.minX
        #expect(abs(midway - 100) < 5, "halfway on screen: \(midway)")
        sim.settle()
        #expect(box.layer.presentation()!.frame.minX == 200)
        // Outside a block the next frame just moves it.
        left.constant = 10
        sim.runFrame()
        #expect(box.frame.minX == 10 && box.layer.presentation()!.frame.minX == 10)
    }

    @Test func updateConstraintsRunsBeforeLayoutDeepestFirst() {
        final class Badge: UIView {
            var log: (String) -> Void = { _ in }
            var made = false
            override class var requiresConstraintBasedLayout: Bool { true }
            override func updateConstraints() {
                log("badge")
                if !made {
                    made = true
                    widthAnchor.constraint(equalToConstant: 24).isActive = true
                    heightAnchor.constraint(equalTo: widthAnchor).isActive = true
                }
                super.updateConstraints()
            }
        }
        final class Host: UIViewController {
            var log: [String] = []
            let badge = Badge()
            override func viewDidLoad() {
                badge.translatesAutoresizingMaskIntoConstraints = false
                badge.log = { [unowned self] in log.append($0) }
                view.addSubview(badge)
                NSLayoutConstraint.activate([badge.centerXAnchor.constraint(equalTo: view.centerXAnchor), badge.centerYAnchor.constraint(equalTo: view.centerYAnchor)])
            }
            override func updateViewConstraints() {
                log.append("controller")
                super.updateViewConstraints()
            }
            override func viewDidLayoutSubviews() { log.append("layout") }
        }
        let sim = Simulator()
        let host = Host()
        sim.rootViewController = host
        sim.settle()
        #expect(host.badge.bounds.size == CGSize(width: 24, height: 24))
        #expect(host.log.first == "badge" && host.log.contains("layout"), "\(host.log)")
        host.log = []
        host.view.setNeedsUpdateConstraints()
        #expect(host.view.needsUpdateConstraints())
        host.view.updateConstraintsIfNeeded()
        #expect(host.log == ["controller"] && !host.view.needsUpdateConstraints())
    }

    @Test func fittingSizesAndHuggingAndCompression() {
        let card = auto(UIView()), title = auto(UILabel()), detail = auto(UILabel())
        title.text = "A title"
        detail.text = "Some detail that runs on for a while"
        card.addSubview(title)
        card.addSubview(detail)
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-16-[title]-(>=16)-|", metrics: nil, views: ["title": title])
            + NSLayoutConstraint.constraints(withVisualFormat: "H:|-16-[detail]-16-|", metrics: nil, views: ["detail": detail])
            + NSLayoutConstraint.constraints(withVisualFormat: "V:|-12-[title]-4-[detail]-12-|", metrics: nil, views: ["title": title, "detail": detail]))
        let compressed = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        let d = detail.intrinsicContentSize, t = title.intrinsicContentSize
        #expect(compressed.width == (d.width + 32).rounded(.up) || abs(compressed.width - (d.width + 32)) < 0.5, "\(compressed) \(d)")
        #expect(abs(compressed.height - (12 + t.height + 4 + d.height + 12)) < 0.5)
        let row = card.systemLayoutSizeFitting(CGSize(width: 150, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(row.width == 150, "the detail gives way: compression 750 < required")
        // Two labels in a row: the one that resists compression less is squeezed.
        let (sim, vc) = constrained { _ in }
        let a = auto(UILabel()), b = auto(UILabel())
        a.text = "Keep me whole, please, all of me"
        b.text = "Squeeze me if you must, I can take it"
        b.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        vc.view.addSubview(a)
        vc.view.addSubview(b)
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|[a]-[b]|", options: .alignAllCenterY, metrics: nil, views: ["a": a, "b": b])
            + [a.topAnchor.constraint(equalTo: vc.view.topAnchor, constant: 200)])
        sim.settle()
        #expect(abs(a.frame.width - a.intrinsicContentSize.width) < 0.5 && b.frame.width < b.intrinsicContentSize.width, "\(a.frame) \(b.frame)")
        #expect(a.contentHuggingPriority(for: .horizontal) == .defaultLow && UISwitch().contentHuggingPriority(for: .vertical) == .defaultHigh)
        #expect(a.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    }

    @Test func ambiguityIsDetectableAndExercised() {
        let (sim, vc) = constrained { _ in }
        let loose = auto(UIView())
        vc.view.addSubview(loose)
        NSLayoutConstraint.activate([loose.widthAnchor.constraint(equalToConstant: 40), loose.heightAnchor.constraint(equalToConstant: 40),
                                     loose.topAnchor.constraint(equalTo: vc.view.topAnchor, constant: 100)])
        sim.settle()
        #expect(loose.hasAmbiguousLayout && loose.leadingAnchor.hasAmbiguousLayout && !loose.topAnchor.hasAmbiguousLayout)
        let before = loose.frame.minX
        loose.exerciseAmbiguityInLayout()
        sim.settle()
        #expect(loose.frame.minX != before && loose.frame.minY == 100, "only the free axis moves")
        loose.leadingAnchor.constraint(equalTo: vc.view.leadingAnchor, constant: 8).isActive = true
        sim.settle()
        #expect(!loose.hasAmbiguousLayout && loose.frame.minX == 8)
        #expect(loose.constraintsAffectingLayout(for: .horizontal).map(\.constant) == [40, 8])
    }

    @Test func distancesMarginsAlignmentRectsAndNewContent() {
        final class Shadowed: UIView {
            override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 0, left: 4, bottom: 6, right: 4) }
        }
        let a = auto(UIView()), b = auto(UIView()), c = auto(UIView()), card = auto(Shadowed()), label = auto(UILabel())
        let (sim, vc) = constrained { root in
            for v in [a, b, c, card, label] { root.addSubview(v) }
            label.text = "Short"
            NSLayoutConstraint.activate([
                a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10), a.widthAnchor.constraint(equalToConstant: 30),
                c.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10), c.widthAnchor.constraint(equalToConstant: 30),
                b.widthAnchor.constraint(equalToConstant: 20),
                // b sits with equal room on either side: two distances kept equal.
                a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor).constraint(equalTo: b.trailingAnchor.anchorWithOffset(to: c.leadingAnchor)),
                card.centerXAnchor.constraint(equalTo: root.centerXAnchor), card.widthAnchor.constraint(equalToConstant: 100),
                card.heightAnchor.constraint(equalToConstant: 50), card.topAnchor.constraint(equalTo: root.topAnchor, constant: 300),
                NSLayoutConstraint(item: label, attribute: .centerXWithinMargins, relatedBy: .equal, toItem: root, attribute: .centerXWithinMargins, multiplier: 1, constant: 0),
                label.topAnchor.constraint(equalTo: card.bottomAnchor, constant: 10),
            ] + [a, b, c].map { $0.topAnchor.constraint(equalTo: root.topAnchor, constant: 200) } + [a, b, c].map { $0.heightAnchor.constraint(equalToConstant: 10) })
        }
        let w = sim.screen.bounds.width
        #expect(abs((b.frame.minX - a.frame.maxX) - (c.frame.minX - b.frame.maxX)) < 0.5 && abs(b.frame.midX - w / 2) < 0.5, "\(b.frame)")
        // (w - 100) / 2 falls between pixels: it lands on the nearest one.
        #expect(abs(card.frame.minX - ((w - 100) / 2 - 4)) <= 1 / sim.screen.scale && card.frame.size == CGSize(width: 108, height: 56) && card.frame.minY == 300,
                "the frame reaches past the alignment rect: \(card.frame)")
        #expect(card.alignmentRect(forFrame: card.frame).size == CGSize(width: 100, height: 50))
        #expect(abs(label.frame.minY - 360) < 0.01, "below the alignment rect, not the shadow")
        let m = vc.view.layoutMargins
        #expect(abs(label.frame.midX - (m.left + (w - m.left - m.right) / 2)) < 0.5)
        // New text: a new intrinsic size, laid out at the next frame.
        let before = label.frame.width
        label.text = "Something a good deal longer"
        sim.runFrame()
        #expect(label.frame.width > before + 50 && abs(label.frame.width - label.intrinsicContentSize.width) < 0.5)
    }
}
