import Testing
import Foundation
import QuartzCore

@MainActor
@Suite(.serialized) struct CALayerTests {
    @Test func frameFromPositionBoundsAndAnchor() {
        let l = CALayer()
        l.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(l.position == CGPoint(x: 60, y: 45))
        #expect(l.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        l.anchorPoint = .zero
        #expect(l.frame == CGRect(x: 60, y: 45, width: 100, height: 50))
        l.anchorPoint = CGPoint(x: 0.5, y: 0.5)
        l.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
        #expect(l.frame == CGRect(x: -40, y: -5, width: 200, height: 100))
    }

    @Test func sublayerOrderingAndConversion() {
        let root = CALayer(), a = CALayer(), b = CALayer(), c = CALayer()
        root.addSublayer(a)
        root.addSublayer(b)
        root.insertSublayer(c, below: b)
        #expect(root.sublayers! == [a, c, b])
        root.insertSublayer(b, at: 0)
        #expect(root.sublayers! == [b, a, c])
        c.removeFromSuperlayer()
        #expect(c.superlayer == nil && root.sublayers! == [b, a])
        root.replaceSublayer(a, with: c)
        #expect(root.sublayers! == [b, c])
        c.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
        c.bounds.origin = CGPoint(x: 5, y: 5)
        let inner = CALayer()
        inner.frame = CGRect(x: 5, y: 5, width: 10, height: 10)
        c.addSublayer(inner)
        #expect(inner.convert(CGPoint.zero, to: root) == CGPoint(x: 10, y: 10))
        #expect(root.convert(CGPoint(x: 10, y: 10), to: inner) == .zero)
        #expect(c.convert(CGRect(x: 5, y: 5, width: 1, height: 1), to: root) == CGRect(x: 10, y: 10, width: 1, height: 1))
        #expect(c.isAncestor(of: inner) && !inner.isAncestor(of: c))
    }

    @Test func hitTestingSkipsHiddenAndRespectsZOrder() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let back = CALayer(), front = CALayer()
        back.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        front.frame = CGRect(x: 25, y: 25, width: 50, height: 50)
        root.addSublayer(back); root.addSublayer(front)
        #expect(root.hitTest(CGPoint(x: 30, y: 30)) === front)
        back.zPosition = 1
        #expect(root.hitTest(CGPoint(x: 30, y: 30)) === back)
        back.isHidden = true
        #expect(root.hitTest(CGPoint(x: 30, y: 30)) === front)
        #expect(root.hitTest(CGPoint(x: 95, y: 5)) === root)
        #expect(root.hitTest(CGPoint(x: 150, y: 5)) == nil)
        #expect(front.contains(CGPoint(x: 10, y: 10)))
    }

    @Test func layoutRunsOncePerPassTopDown() {
        final class Counting: CALayer {
            var passes = 0
            override func layoutSublayers() { passes += 1 }
        }
        let root = Counting(), child = Counting()
        root.addSublayer(child)
        root.setNeedsLayout(); root.setNeedsLayout()
        child.setNeedsLayout()
        child.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(root.needsLayout())
        child.layoutIfNeeded()
        #expect(root.passes == 1 && child.passes == 1)
        root.layoutIfNeeded()
        #expect(root.passes == 1 && child.passes == 1)
    }

    @Test func displayCallsDrawOnceUntilMarked() {
        final class Drawing: CALayer {
            var draws = 0
            override func draw(in ctx: CGContext) { draws += 1 }
        }
        let stage = Stage()
        let l = Drawing()
        l.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        stage.root.addSublayer(l)
        stage.frame(); stage.frame()
        #expect(l.draws == 1)
        l.setNeedsDisplay()
        stage.frame(); stage.frame()
        #expect(l.draws == 2)
        l.needsDisplayOnBoundsChange = true
        l.bounds.size = CGSize(width: 20, height: 20)
        stage.frame()
        #expect(l.draws == 3)
    }

    @Test func delegateProvidesContentAndActions() {
        final class Delegate: CALayerDelegate {
            var drawn = 0
            func draw(_ layer: CALayer, in ctx: CGContext) {
                drawn += 1
                ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
                ctx.fill(layer.bounds)
            }
            func action(for layer: CALayer, forKey event: String) -> CAAction? { event == "opacity" ? NSNull() : nil }
        }
        let stage = Stage()
        let d = Delegate()
        let l = CALayer()
        l.delegate = d
        l.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        stage.root.addSublayer(l)
        l.setNeedsDisplay()
        stage.frame()
        #expect(d.drawn == 1)
        #expect(near(stage.pixel(15, 15), [0, 0, 255, 255]))
        #expect(l.contents is CGImage)
        l.opacity = 0.5
        #expect(l.animationKeys() == nil, "NSNull from the delegate means no action")
        l.cornerRadius = 4
        #expect(l.animationKeys() == ["cornerRadius"], "other keys get the implicit animation")
    }

    @Test func theActionIsAskedForBeforeTheValueChangesAndOnce() {
        // As Core Animation does: the layer still holds the old value while its action is looked up,
        // and the search is the layer's `action(forKey:)` (which asks the delegate) once on screen.
        final class Watcher: CALayerDelegate {
            var seen: [(key: String, position: CGPoint)] = []
            func action(for layer: CALayer, forKey event: String) -> CAAction? {
                seen.append((event, layer.position))
                return event == "position" ? NSNull() : nil
            }
        }
        final class Layer: CALayer {
            var asked: [String] = []
            override func action(forKey event: String) -> CAAction? {
                asked.append(event)
                return super.action(forKey: event)
            }
        }
        let stage = Stage()
        let d = Watcher()
        let l = Layer()
        l.delegate = d
        l.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        stage.root.addSublayer(l)
        stage.frame()
        d.seen = []
        l.position = CGPoint(x: 50, y: 60)
        #expect(d.seen.count == 1)
        #expect(d.seen.first?.position == CGPoint(x: 20, y: 20), "the old position while the action is found")
        #expect(l.position == CGPoint(x: 50, y: 60))
        #expect(l.asked == ["position"])
        #expect(l.animationKeys() == nil)
        l.opacity = 0.5
        #expect(l.asked == ["position", "opacity"])
        #expect(l.animationKeys() == ["opacity"])
    }

    @Test func aLayerChangedWhileDetachedShowsInItsNewTree() {
        // A layer is marked to be composited again once a frame; one marked while out of any tree
        // marks its new ancestors when it joins one, though it is marked already.
        let stage = Stage()
        let left = CALayer(), right = CALayer(), moved = CALayer()
        left.frame = CGRect(x: 0, y: 0, width: 50, height: 100)
        right.frame = CGRect(x: 50, y: 0, width: 50, height: 100)
        moved.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        moved.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        stage.root.addSublayer(left)
        stage.root.addSublayer(right)
        left.addSublayer(moved)
        stage.frame()
        #expect(near(stage.pixel(20, 20), [255, 0, 0, 255]))
        CATransaction.setDisableActions(true)
        moved.removeFromSuperlayer()
        moved.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        moved.position = CGPoint(x: 30, y: 30)
        stage.frame()
        #expect(near(stage.pixel(20, 20), [255, 255, 255, 255]))
        right.addSublayer(moved)
        stage.frame()
        #expect(near(stage.pixel(80, 30), [0, 0, 255, 255]), "drawn where it now is, in its new colour")
        CATransaction.setDisableActions(true)
        moved.opacity = 0.5
        moved.position = CGPoint(x: 30, y: 60)
        stage.frame()
        #expect(near(stage.pixel(80, 30), [255, 255, 255, 255]))
        #expect(near(stage.pixel(80, 60), [127, 127, 255, 255]))
    }

    @Test func delegateDisplayReplacesDrawing() throws {
        final class Setter: CALayerDelegate {
            let image: CGImage
            var displays = 0
            init(_ i: CGImage) { image = i }
            func display(_ layer: CALayer) { displays += 1; layer.contents = image }
        }
        let ctx = CGContext(data: nil, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 0,
                            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        ctx.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let stage = Stage()
        let d = Setter(try #require(ctx.makeImage()))
        let l = CALayer()
        l.delegate = d
        l.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        stage.root.addSublayer(l)
        stage.frame()
        #expect(d.displays == 1)
        #expect(near(stage.pixel(10, 10), [0, 255, 0, 255]))
        #expect(!l.needsDisplay())
        l.setNeedsDisplay(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(l.needsDisplay())
        l.displayIfNeeded()
        #expect(d.displays == 2)
    }
}
