import Testing
import Foundation
import QuartzCore
import UIKit
import UIKitTesting

/// `CATextLayer`: strings drawn by the text system in a layer's bounds.
@MainActor
@Suite(.serialized) struct TextLayerTests {
    /// A text layer on a white canvas at (20, 100), and where dark ink falls in it (layer points).
    private func ink(_ configure: (CATextLayer) -> Void, size: CGSize = CGSize(width: 200, height: 60))
        -> (sim: Simulator, layer: CATextLayer, xs: ClosedRange<CGFloat>?, ys: ClosedRange<CGFloat>?) {
        let (sim, root) = canvas()
        let layer = CATextLayer()
        layer.frame = CGRect(origin: CGPoint(x: 20, y: 100), size: size)
        layer.foregroundColor = UIColor.black.cgColor
        layer.contentsScale = 3
        configure(layer)
        root.layer.addSublayer(layer)
        sim.runFrame()
        var xs: [CGFloat] = [], ys: [CGFloat] = []
        for y in stride(from: CGFloat(0), to: size.height, by: 1) {
            for x in stride(from: CGFloat(0), to: size.width, by: 1) where sim.color(at: CGPoint(x: 20 + x + 0.5, y: 100 + y + 0.5)).r < 110 {
                xs.append(x); ys.append(y)
            }
        }
        let xr = xs.isEmpty ? nil : xs.min()!...xs.max()!
        let yr = ys.isEmpty ? nil : ys.min()!...ys.max()!
        return (sim, layer, xr, yr)
    }

    @Test func defaultsAreIOSs() {
        let layer = CATextLayer()
        #expect(layer.fontSize == 36 && layer.contentsScale == 1 && !layer.isWrapped)
        #expect(layer.alignmentMode == .natural && layer.truncationMode == .none)
        #expect(layer.foregroundColor?.components == [1, 1, 1, 1], "opaque white")
    }

    @Test func alignmentPlacesOneLine() throws {
        let left = ink { $0.string = "Badge"; $0.fontSize = 20 }
        let center = ink { $0.string = "Badge"; $0.fontSize = 20; $0.alignmentMode = .center }
        let right = ink { $0.string = "Badge"; $0.fontSize = 20; $0.alignmentMode = .right }
        let l = try #require(left.xs), c = try #require(center.xs), r = try #require(right.xs)
        #expect(l.lowerBound < 4, "left: from the leading edge")
        #expect(abs((c.lowerBound + c.upperBound) / 2 - 100) < 3, "centred: \(c)")
        #expect(r.upperBound > 194, "right: to the trailing edge")
        #expect(abs((l.upperBound - l.lowerBound) - (r.upperBound - r.lowerBound)) < 1.5, "the same text each time")
        let ys = try #require(left.ys)
        #expect(ys.lowerBound < 10 && ys.upperBound < 26, "drawn from the top of the bounds, not centred: \(ys)")
    }

    @Test func wrappingTruncationAndAttributedStrings() throws {
        let text = "The quick brown fox jumps over the lazy dog"
        let one = ink { $0.string = text; $0.fontSize = 18 }
        let wrapped = ink { $0.string = text; $0.fontSize = 18; $0.isWrapped = true }
        let oneYs = try #require(one.ys), wrappedYs = try #require(wrapped.ys)
        #expect(oneYs.upperBound < 24, "unwrapped: one line, clipped at the edge")
        #expect(wrappedYs.upperBound > 30, "wrapped onto a second line")
        let truncated = ink { $0.string = text; $0.fontSize = 18; $0.truncationMode = .end }
        let t = try #require(truncated.xs)
        #expect(t.upperBound < 200 && t.upperBound > 170, "ends with an ellipsis inside the bounds: \(t)")
        let attributed = ink {
            $0.string = NSAttributedString(string: "Red", attributes: [.font: UIFont.boldSystemFont(ofSize: 30),
                                                                       .foregroundColor: UIColor.black])
            $0.fontSize = 10
        }
        let a = try #require(attributed.ys)
        #expect(a.upperBound - a.lowerBound > 18, "an attributed string keeps its own font, not fontSize: \(a)")
        // A named font and a UIFont both take the layer's size.
        let named = ink { $0.string = "Hi"; $0.font = "Helvetica-Bold" as String; $0.fontSize = 12 }
        let big = ink { $0.string = "Hi"; $0.font = UIFont.systemFont(ofSize: 40); $0.fontSize = 12 }
        let n = try #require(named.ys), b = try #require(big.ys)
        #expect(n.upperBound - n.lowerBound < 12 && b.upperBound - b.lowerBound < 12)
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_SHOTS"] {
            try wrapped.sim.screenshot().write(to: URL(fileURLWithPath: dir).appendingPathComponent("text-layer-wrapped.png"))
        }
    }

    @Test func changingTheStringRedraws() throws {
        let (sim, layer, xs, _) = ink { $0.string = "1"; $0.fontSize = 20 }
        let before = try #require(xs)
        layer.string = "1000000"
        sim.runFrame()
        var right: CGFloat = 0
        for x in stride(from: CGFloat(0), to: 200, by: 1) where sim.color(at: CGPoint(x: 20 + x + 0.5, y: 112)).r < 110 { right = x }
        #expect(right > before.upperBound + 30)
    }
}
