import Testing
import Foundation
import UIKit
import UIKitTesting

@MainActor
@Suite(.serialized) struct ViewHierarchyTests {
    final class Logging: UIView {
        var log: [String] = []
        override func willMove(toSuperview s: UIView?) { log.append("willMoveToSuperview \(s == nil ? "nil" : "view")") }
        override func didMoveToSuperview() { log.append("didMoveToSuperview") }
        override func willMove(toWindow w: UIWindow?) { log.append("willMoveToWindow \(w == nil ? "nil" : "window")") }
        override func didMoveToWindow() { log.append("didMoveToWindow") }
        override func didAddSubview(_ v: UIView) { log.append("didAddSubview") }
        override func willRemoveSubview(_ v: UIView) { log.append("willRemoveSubview") }
    }

    @Test func moveCallbacksComeInUIKitsOrder() {
        let (_, root) = canvas()
        let parent = Logging(), child = Logging()
        root.addSubview(parent)
        parent.log = []
        parent.addSubview(child)
        #expect(child.log == ["willMoveToSuperview view", "willMoveToWindow window", "didMoveToWindow", "didMoveToSuperview"])
        #expect(parent.log == ["didAddSubview"])
        child.log = []; parent.log = []
        child.removeFromSuperview()
        #expect(parent.log == ["willRemoveSubview"])
        #expect(child.log == ["willMoveToSuperview nil", "willMoveToWindow nil", "didMoveToWindow", "didMoveToSuperview"])
        let offscreen = UIView()
        let grandchild = Logging()
        offscreen.addSubview(grandchild)
        #expect(grandchild.log == ["willMoveToSuperview view", "didMoveToSuperview"], "no window, no window callbacks")
        grandchild.log = []
        root.addSubview(offscreen)
        #expect(grandchild.log == ["willMoveToWindow window", "didMoveToWindow"], "descendants hear about the window")
    }

    @Test func orderingTagsAndDescendants() {
        let root = UIView()
        let a = UIView(), b = UIView(), c = UIView()
        root.addSubview(a); root.addSubview(b)
        root.insertSubview(c, belowSubview: b)
        #expect(root.subviews == [a, c, b])
        #expect(root.layer.sublayers! == [a.layer, c.layer, b.layer])
        root.bringSubviewToFront(a)
        #expect(root.subviews == [c, b, a] && root.layer.sublayers! == [c.layer, b.layer, a.layer])
        root.sendSubviewToBack(a)
        #expect(root.subviews == [a, c, b])
        root.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(root.subviews == [b, c, a] && root.layer.sublayers! == [b.layer, c.layer, a.layer])
        root.insertSubview(UIView(), aboveSubview: b)
        #expect(root.subviews.count == 4 && root.subviews[0] === b)
        c.tag = 7
        let deep = UIView(); deep.tag = 9; c.addSubview(deep)
        #expect(root.viewWithTag(9) === deep && root.viewWithTag(7) === c && root.viewWithTag(42) == nil)
        #expect(deep.isDescendant(of: root) && !root.isDescendant(of: deep))
        let other = UIView()
        other.addSubview(c)
        #expect(c.superview === other && !root.subviews.contains(c), "adding elsewhere removes from the old parent")
    }

    @Test func autoresizingSpringsAndStruts() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let fill = UIView(frame: CGRect(x: 10, y: 10, width: 180, height: 80))
        fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let corner = UIView(frame: CGRect(x: 150, y: 60, width: 40, height: 30))
        corner.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
        let centered = UIView(frame: CGRect(x: 50, y: 0, width: 100, height: 10))
        centered.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        let fixed = UIView(frame: CGRect(x: 5, y: 5, width: 5, height: 5))
        [fill, corner, centered, fixed].forEach(parent.addSubview)
        parent.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        #expect(fill.frame == CGRect(x: 10, y: 10, width: 280, height: 180))
        #expect(corner.frame == CGRect(x: 250, y: 160, width: 40, height: 30))
        #expect(centered.frame == CGRect(x: 100, y: 0, width: 100, height: 10))
        #expect(fixed.frame == CGRect(x: 5, y: 5, width: 5, height: 5))
        parent.autoresizesSubviews = false
        parent.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(fill.frame.width == 280)
    }

    @Test func geometryAndConversion() {
        let (_, root) = canvas()
        let a = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 5, y: 5, width: 20, height: 20))
        a.addSubview(b)
        root.addSubview(a)
        #expect(a.center == CGPoint(x: 60, y: 70))
        #expect(b.convert(CGPoint.zero, to: nil) == CGPoint(x: 15, y: 25))
        #expect(b.convert(CGPoint(x: 15, y: 25), from: nil) == .zero)
        #expect(a.convert(b.frame, to: root) == CGRect(x: 15, y: 25, width: 20, height: 20))
        #expect(root.convert(CGRect(x: 15, y: 25, width: 1, height: 1), to: b) == CGRect(x: 0, y: 0, width: 1, height: 1))
        a.bounds.origin = CGPoint(x: 5, y: 5)
        #expect(b.convert(CGPoint.zero, to: root) == CGPoint(x: 10, y: 20), "bounds origin scrolls the content")
        a.bounds.size = CGSize(width: 50, height: 50)
        #expect(a.center == CGPoint(x: 60, y: 70) && a.frame == CGRect(x: 35, y: 45, width: 50, height: 50))
        b.sizeToFit()
        #expect(b.bounds.size == CGSize(width: 20, height: 20), "a plain view's size fits itself")
    }

    @Test func tintColorIsInherited() {
        final class Tinted: UIView {
            var changes = 0
            override func tintColorDidChange() { changes += 1 }
        }
        let parent = UIView(), child = Tinted()
        parent.addSubview(child)
        #expect(child.tintColor == UIColor.systemBlue)
        let before = child.changes
        parent.tintColor = .systemRed
        #expect(child.tintColor == UIColor.systemRed && child.changes == before + 1)
        child.tintColor = .systemGreen
        parent.tintColor = .systemOrange
        #expect(child.tintColor == UIColor.systemGreen)
    }

    @Test func safeAreaFollowsTheDevice() {
        final class Watching: UIViewController {
            var changes = 0
            override func viewSafeAreaInsetsDidChange() { changes += 1 }
        }
        let sim = Simulator(device: .iPhone15)
        let vc = Watching()
        sim.rootViewController = vc
        #expect(vc.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(vc.changes >= 1)
        let inner = UIView(frame: CGRect(x: 0, y: 100, width: 393, height: 100))
        vc.view.addSubview(inner)
        #expect(inner.safeAreaInsets == .zero, "clear of the unsafe edges")
        let top = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 100))
        vc.view.addSubview(top)
        #expect(top.safeAreaInsets.top == 59)
        vc.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        #expect(vc.view.safeAreaInsets.top == 69)
        sim.rotate(to: .landscapeLeft)
        #expect(sim.screen.bounds.size == CGSize(width: 852, height: 393))
        #expect(vc.view.bounds.size == CGSize(width: 852, height: 393))
        #expect(vc.view.safeAreaInsets == UIEdgeInsets(top: 10, left: 59, bottom: 21, right: 59))
        let se = Simulator(device: .iPhoneSE)
        let seVC = UIViewController()
        se.rootViewController = seVC
        #expect(seVC.view.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        let pad = Simulator(device: .iPadPro11)
        let padVC = UIViewController()
        pad.rootViewController = padVC
        #expect(padVC.view.safeAreaInsets == UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        #expect(pad.screen.bounds.size == CGSize(width: 834, height: 1194) && pad.screen.scale == 2)
    }

    @Test func responderChainRunsThroughControllerAndWindow() {
        let (sim, root) = canvas()
        let v = UIView()
        root.addSubview(v)
        #expect(v.next === root)
        #expect(root.next === sim.window.rootViewController)
        #expect(sim.window.rootViewController?.next === sim.window)
        #expect(sim.window.next === UIApplication.shared)
    }
}
