import Foundation
import Testing
import UIKit
import UIKitTesting
import QuartzCore

/// Scaled images at rest are resampled once for every view that shows them at the same scale and
/// sub-pixel phase, then copied: the pixels must be those drawing them directly gives (to within
/// three levels where an edge covers part of a pixel: the copy's coverage is applied to 8-bit samples).
@MainActor @Suite struct ResampledImageTests {
    static let dot = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 30)).image { ctx in
        UIColor.systemTeal.setFill()
        ctx.fill(CGRect(x: 0, y: 0, width: 40, height: 30))
        UIColor.systemPink.setFill()
        ctx.cgContext.fillEllipse(in: CGRect(x: 3, y: 2, width: 30, height: 26))
    }

    /// A scroll view of thumbnails: aspect fill and fit, fractional places, rounded clips.
    func gallery(_ sim: Simulator) -> UIScrollView {
        let vc = UIViewController()
        let scroll = UIScrollView(frame: vc.view.bounds)
        scroll.contentSize = CGSize(width: 393, height: 3000)
        for i in 0..<60 {
            let v = UIImageView(image: Self.dot)
            v.frame = CGRect(x: CGFloat(i % 3) * 128.5 + 4.25, y: CGFloat(i / 3) * 140 + 10.5, width: 120, height: 131)
            v.contentMode = i % 2 == 0 ? .scaleAspectFill : .scaleAspectFit
            if i % 4 == 0 { v.layer.cornerRadius = 14; v.clipsToBounds = true }
            scroll.addSubview(v)
        }
        vc.view.addSubview(scroll)
        sim.rootViewController = vc
        sim.settle()
        return scroll
    }

    /// Pixels whose channels differ by more than `tolerance`, and the largest difference.
    func differences(_ a: Simulator, _ b: Simulator, tolerance: Int = 0) -> (count: Int, largest: Int) {
        guard let x = a.screenshotImage().cgImage?.dataProvider?.data as Data?,
              let y = b.screenshotImage().cgImage?.dataProvider?.data as Data?, x.count == y.count else { return (-1, -1) }
        var count = 0, largest = 0
        x.withUnsafeBytes { p in
            y.withUnsafeBytes { q in
                var i = 0
                while i < x.count {
                    var d = 0
                    for c in 0..<4 { d = max(d, abs(Int(p[i + c]) - Int(q[i + c]))) }
                    if d > tolerance { count += 1 }
                    largest = max(largest, d)
                    i += 4
                }
            }
        }
        return (count, largest)
    }

    @Test func sharedResamplesAreCopiedPixelForPixelAsDrawingDirectlyWould() {
        let shared = Simulator(device: .iPhone15), direct = Simulator(device: .iPhone15)
        direct.environment.compositor.sharesResampledImages = false
        let a = gallery(shared), b = gallery(direct)
        let compositor = shared.environment.compositor
        #expect(compositor.resampledImageCount > 0 && compositor.resampledImageCount <= 6,
                "one resample per scale and phase, not per view: \(compositor.resampledImageCount)")
        #expect(direct.environment.compositor.resampledImageCount == 0)
        let still = differences(shared, direct), edges = differences(shared, direct, tolerance: 3)
        #expect(edges.count == 0 && still.count < 393 * 852 * 9 / 50, "\(still.count) pixels differ, by up to \(still.largest)")
        // Scrolling paints strips of thumbnails from the copies, exactly as before.
        let before = compositor.resampledImageCount, draws = compositor.resampledImageDraws
        for sim in [shared, direct] { sim.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 380), duration: 0.2); sim.settle() }
        #expect(a.contentOffset == b.contentOffset && a.contentOffset.y > 200)
        // (A scroll resting between device pixels shows them at new phases, each resampled once.)
        #expect((compositor.resampledImageCount - before) * 20 < compositor.resampledImageDraws - draws,
                "strips are copied: \(compositor.resampledImageDraws - draws) draws, \(compositor.resampledImageCount - before) new resamples")
        let scrolled = differences(shared, direct, tolerance: 3)
        #expect(scrolled.count == 0, "\(scrolled.count) pixels differ by more than 3, by up to \(scrolled.largest)")
    }
}
