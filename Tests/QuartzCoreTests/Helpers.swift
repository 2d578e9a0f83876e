import Foundation
import QuartzCore
import CoreGraphics

/// A device of its own: a screen of `w`×`h` points at `scale`, a virtual clock, a frame pipeline,
/// and one root layer the pipeline hosts.
@MainActor final class Stage {
    let compositor: Compositor
    let root = CALayer()
    var time: CFTimeInterval = 500
    let pipeline: FramePipeline

    init(w: Int = 100, h: Int = 100, scale: CGFloat = 1) {
        pipeline = FramePipeline(clock: MediaClock(virtualStart: time))
        pipeline.makeCurrent()
        CATransaction.reset()
        root.hostPipeline = pipeline
        compositor = Compositor(pixelWidth: Int(CGFloat(w) * scale), pixelHeight: Int(CGFloat(h) * scale), scale: scale)
        root.frame = CGRect(x: 0, y: 0, width: w, height: h)
        root.backgroundColor = CGColor(gray: 1, alpha: 1)
    }

    /// One frame at the current time: animations, display, commit, composite, callbacks.
    @discardableResult
    func frame() -> [CGRect] {
        pipeline.tickAnimations(at: time)
        root.layoutIfNeeded()
        pipeline.displayPendingLayers()
        CATransaction.flush()
        let d = compositor.render(roots: [root], at: time)
        pipeline.deliverDeferredCallbacks()
        return d
    }

    func advance(_ dt: CFTimeInterval) {
        time += dt
        pipeline.clock.setVirtualTime(time)
    }

    /// Straight RGBA at pixel (x, y).
    func pixel(_ x: Int, _ y: Int) -> [Int] {
        let px = compositor.pixels.load(fromByteOffset: y * compositor.bytesPerRow + x * 4, as: UInt32.self)
        let a = Int(px >> 24)
        func un(_ c: UInt32) -> Int { a == 0 ? 0 : min(255, (Int(c) * 255 + a / 2) / a) }
        return [un((px >> 16) & 0xFF), un((px >> 8) & 0xFF), un(px & 0xFF), a]
    }
}

func near(_ a: [Int], _ b: [Int], _ tol: Int = 3) -> Bool {
    zip(a, b).allSatisfy { abs($0 - $1) <= tol }
}
