import Testing
import UIKit
import QuartzCore
import UIKitTesting

/// A background is not filled where its first subview fills again with an opaque colour (the
/// compositor's `opaqueHole`): the screen must be the same, byte for byte, as filling both.
@MainActor
@Suite(.serialized) struct OpaqueHoleTests {
    /// The screen of a new iPhone 15 showing `build`'s views, settled, then `after` run and settled
    /// again (when given), painted with or without holes; and how many holes were cut.
    func screen(holes: Bool, _ build: (UIView) -> Void, after: ((Simulator) -> Void)? = nil) -> (Data, Int) {
        let sim = Simulator(device: .iPhone15)
        sim.environment.compositor.cutsHoles = holes
        let vc = UIViewController()
        vc.view.backgroundColor = .white
        build(vc.view)
        sim.rootViewController = vc
        sim.settle()
        after?(sim)
        let c = sim.environment.compositor
        _ = sim.color(at: .zero)   // composites what the frames left
        return (Data(bytes: c.pixels, count: c.bytesPerRow * c.pixelHeight), c.holesCut)
    }

    func expectSameScreens(_ build: (UIView) -> Void, after: ((Simulator) -> Void)? = nil, holes expected: ClosedRange<Int>,
                           sourceLocation: SourceLocation = #_sourceLocation) {
        let (filled, none) = screen(holes: false, build, after: after)
        let (cut, holes) = screen(holes: true, build, after: after)
        #expect(none == 0, sourceLocation: sourceLocation)
        #expect(expected.contains(holes), "\(holes) holes cut", sourceLocation: sourceLocation)
        var differing = 0
        filled.withUnsafeBytes { a in
            cut.withUnsafeBytes { b in
                let x = a.bindMemory(to: UInt32.self), y = b.bindMemory(to: UInt32.self)
                for i in 0..<min(x.count, y.count) where x[i] != y[i] { differing += 1 }
            }
        }
        #expect(filled.count == cut.count && differing == 0, "\(differing) pixels differ", sourceLocation: sourceLocation)
    }

    /// Views nested `depth` deep, each 0.1 pt inside the one before (edges through pixels at 3×).
    func chain(_ root: UIView, depth: Int, from origin: CGPoint = CGPoint(x: 20, y: 80)) -> UIView {
        var parent = root
        for i in 0..<depth {
            let v = UIView(frame: CGRect(x: i == 0 ? origin.x : 0.1, y: i == 0 ? origin.y : 0.1,
                                         width: 300 - CGFloat(i + 1) * 0.2, height: 500 - CGFloat(i + 1) * 0.2))
            v.backgroundColor = i % 2 == 0 ? .systemBlue : .systemTeal
            parent.addSubview(v)
            parent = v
        }
        return parent
    }

    @Test func nestedOpaqueViewsLookTheSameFilledOnce() {
        expectSameScreens({ _ = chain($0, depth: 40) }, holes: 40...80)
    }

    /// Where a hole must not be cut, or only partly: a clipping parent on a fraction of a pixel, a
    /// first subview that is translucent, rounded, faded, rotated or larger than its parent, a
    /// backdrop blur beside it, and a parent turned a little.
    @Test func clipsTranslucencyCornersAndTurnsLookTheSame() {
        expectSameScreens({ root in
            let clip = UIView(frame: CGRect(x: 10.3, y: 60.7, width: 200.4, height: 150.2))
            clip.backgroundColor = .systemYellow
            clip.clipsToBounds = true
            let big = UIView(frame: CGRect(x: -20, y: 10.05, width: 400, height: 100))
            big.backgroundColor = .systemRed
            clip.addSubview(big)
            root.addSubview(clip)

            for (i, style) in ["translucent", "rounded", "faded", "turned"].enumerated() {
                let parent = UIView(frame: CGRect(x: 20 + CGFloat(i) * 90, y: 240, width: 80, height: 80))
                parent.backgroundColor = .systemGreen
                let first = UIView(frame: CGRect(x: 5, y: 5, width: 70, height: 70))
                first.backgroundColor = .systemIndigo
                switch style {
                case "translucent": first.backgroundColor = UIColor.systemIndigo.withAlphaComponent(0.5)
                case "rounded": first.layer.cornerRadius = 12
                case "faded": first.alpha = 0.6
                default: first.transform = CGAffineTransform(rotationAngle: 0.2)
                }
                parent.addSubview(first)
                root.addSubview(parent)
            }

            let turned = UIView(frame: CGRect(x: 40, y: 360, width: 200, height: 120))
            turned.backgroundColor = .systemOrange
            turned.transform = CGAffineTransform(rotationAngle: 0.05)
            _ = chain(turned, depth: 3, from: CGPoint(x: 10, y: 10))
            root.addSubview(turned)

            let under = UIView(frame: CGRect(x: 20, y: 520, width: 350, height: 200))
            under.backgroundColor = .systemPink
            let first = UIView(frame: CGRect(x: 10, y: 10, width: 330, height: 180))
            first.backgroundColor = .systemMint
            under.addSubview(first)
            let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
            blur.frame = CGRect(x: 0, y: 150, width: 350, height: 50)
            under.addSubview(blur)
            root.addSubview(under)
        }, holes: 2...12)
    }

    /// A chain sliding under an animation (its edges on whole pixels), seen half way.
    @Test func aMovingChainLooksTheSameMidAnimation() {
        var top: UIView?
        expectSameScreens({ root in
            let inner = chain(root, depth: 12)
            var outer = inner
            while let s = outer.superview, s !== root { outer = s }
            top = outer
        }, after: { sim in
            UIView.animate(withDuration: 1) { top?.frame.origin.x += 33.3 }
            sim.advance(by: 0.5)
        }, holes: 12...60)
    }
}
