import Testing
import UIKit
import UIKitTesting
import QuartzCore

// What a hostile user (or a buggy app) does: nothing of it may crash or spoil the rest of the screen.

final class HugeCanvas: UIView {
    var draws = 0
    override func draw(_ rect: CGRect) {
        draws += 1
        UIColor.red.setFill()
        UIRectFill(bounds)
    }
}

/// A map far larger than any backing store: its layer draws in tiles, red and blue like a chessboard
/// (256-pixel tiles at 3× are 256/3 points).
final class TiledMap: UIView {
    override class var layerClass: AnyClass { CATiledLayer.self }
    var asked: [CGRect] = []
    override func draw(_ rect: CGRect) {
        asked.append(rect)
        let column = Int((rect.minX / (256.0 / 3)).rounded()), row = Int((rect.minY / (256.0 / 3)).rounded())
        ((column + row) % 2 == 0 ? UIColor.red : UIColor.blue).setFill()
        UIRectFill(rect)
    }
}

/// A tiled view painted in one colour, which remembers what it was asked to draw.
final class TiledSheet: UIView {
    override class var layerClass: AnyClass { CATiledLayer.self }
    var asked: [CGRect] = []
    var color = UIColor.red
    override func draw(_ rect: CGRect) {
        asked.append(rect)
        color.setFill()
        UIRectFill(rect)
    }
}

/// A tall tiled strip painted red only in its first thousand points: the rest draws nothing.
final class TopPaintedStrip: UIView {
    var asked: [CGRect] = []
    override class var layerClass: AnyClass { CATiledLayer.self }
    override func draw(_ rect: CGRect) {
        asked.append(rect)
        UIColor.red.setFill()
        UIRectFill(rect.intersection(CGRect(x: 0, y: 0, width: bounds.width, height: 1000)))
    }
}

/// Adds a row per pass until it has three, laying them out as it goes (as lazy apps do).
final class SelfFillingView: UIView {
    var passes = 0
    override func layoutSubviews() {
        super.layoutSubviews()
        passes += 1
        if subviews.count < 3 { addSubview(UIView()) }
        for (i, v) in subviews.enumerated() { v.frame = CGRect(x: 0, y: CGFloat(i) * 20, width: bounds.width, height: 20) }
    }
}

@MainActor
@Suite(.serialized) struct HostileInputTests {
    /// A marker in the corner that must keep drawing whatever else is on screen.
    func screen(_ sim: Simulator) -> UIViewController {
        let vc = UIViewController()
        vc.view.backgroundColor = .white
        let marker = UIView(frame: CGRect(x: 0, y: 700, width: 60, height: 60))
        marker.backgroundColor = .blue
        vc.view.addSubview(marker)
        sim.rootViewController = vc
        return vc
    }

    /// A drawing view as wide as the largest number (what an unbounded fitting gave a self-sizing
    /// cell) draws nothing and stops nothing: its backing store's size overflows, and is refused.
    @Test func aDrawingViewOfUnboundedSizeDrawsNothingAndStopsNothing() {
        let sim = Simulator()
        let vc = screen(sim)
        let odd = HugeCanvas(frame: CGRect(x: 0, y: 0, width: CGFloat.greatestFiniteMagnitude, height: 100))
        vc.view.insertSubview(odd, at: 0)
        sim.settle()
        #expect(odd.draws == 0 && sim.warnings.contains { $0.contains("Ignoring bogus layer size (1.7976931348623157e+308, 100.0)") },
                "\(sim.warnings)")
        #expect(sim.color(at: CGPoint(x: 30, y: 730)) == RGBA(r: 0, g: 0, b: 255))
    }

    @Test func aHugeDrawingViewIsRefusedAsCoreAnimationDoes() {
        let sim = Simulator()
        let vc = screen(sim)
        let huge = HugeCanvas(frame: CGRect(x: 0, y: 0, width: 100_000, height: 100_000))
        vc.view.insertSubview(huge, at: 0)
        sim.settle()
        #expect(huge.draws == 0, "nothing is drawn into a backing store that size")
        #expect(sim.warnings.contains { $0.contains("Ignoring bogus layer size (100000.000000, 100000.000000), contentsScale 3.000000") },
                "\(sim.warnings)")
        #expect(sim.color(at: CGPoint(x: 30, y: 730)) == RGBA(r: 0, g: 0, b: 255))
        // A sane size draws again.
        huge.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        huge.setNeedsDisplay()
        sim.settle()
        #expect(huge.draws == 1)
        #expect(sim.color(at: CGPoint(x: 100, y: 100)) == RGBA(r: 255, g: 0, b: 0))
    }

    @Test func aTiledLayerDrawsOnlyTheTilesThatShow() {
        let sim = Simulator()
        let vc = screen(sim)
        // A 300 × 300 window onto a 100,000-point square map (the content of a scroll view).
        let port = UIView(frame: CGRect(x: 40, y: 100, width: 300, height: 300))
        port.clipsToBounds = true
        vc.view.addSubview(port)
        let map = TiledMap(frame: CGRect(x: 0, y: 0, width: 100_000, height: 100_000))
        port.addSubview(map)
        sim.settle()
        let tiled = map.layer as? CATiledLayer
        #expect(tiled != nil)
        // 256-pixel tiles at 3× are 85.33 points: 300 points show 4 × 4 of them.
        #expect(map.asked.count == 16, "\(map.asked.count) tiles drawn")
        #expect(map.asked.allSatisfy { abs($0.width - 256.0 / 3) < 0.01 && abs($0.height - 256.0 / 3) < 0.01 })
        #expect(!sim.warnings.contains { $0.contains("bogus layer size") })
        #expect(sim.color(at: CGPoint(x: 50, y: 110)) == RGBA(r: 255, g: 0, b: 0), "tile (0, 0) is red")
        #expect(sim.color(at: CGPoint(x: 40 + 130, y: 110)) == RGBA(r: 0, g: 0, b: 255), "x 130 is in the second tile")
        #expect(sim.color(at: CGPoint(x: 30, y: 730)) == RGBA(r: 0, g: 0, b: 255), "the rest draws")
        // Scrolling far away draws only the tiles that come into view.
        map.asked = []
        port.bounds.origin = CGPoint(x: 50_000, y: 50_000)
        sim.settle()
        #expect(map.asked.count > 0 && map.asked.count <= 25)
        #expect(map.asked.allSatisfy { $0.minX >= 50_000 - 86 && $0.minY >= 50_000 - 86 })
        let probe = CGPoint(x: 50_000 + 10.0, y: 50_000 + 10.0)
        let tile = 256.0 / 3
        let expected = (Int(probe.x / tile) + Int(probe.y / tile)) % 2 == 0 ? RGBA(r: 255, g: 0, b: 0) : RGBA(r: 0, g: 0, b: 255)
        #expect(sim.color(at: CGPoint(x: 50, y: 110)) == expected)
    }

    @Test func tilesFarOutOfViewAreLetGoAndTheirBitmapsComeBackClear() {
        let sim = Simulator()
        let vc = screen(sim)
        let port = UIView(frame: CGRect(x: 40, y: 100, width: 300, height: 300))
        port.clipsToBounds = true
        port.backgroundColor = .white
        vc.view.addSubview(port)
        let strip = TopPaintedStrip(frame: CGRect(x: 0, y: 0, width: 300, height: 200_000))
        port.addSubview(strip)
        sim.settle()
        #expect(sim.color(at: CGPoint(x: 60, y: 120)) == RGBA(r: 255, g: 0, b: 0))
        // Far down, tiles are drawn into the red tiles' bitmaps: cleared first, they show white.
        var leftovers: [String] = []
        for y in stride(from: 1200.0, through: 6000, by: 300) {
            port.bounds.origin.y = y
            sim.runFrame()
            for p in [CGPoint(x: 60, y: 120), CGPoint(x: 300, y: 380), CGPoint(x: 200, y: 250), CGPoint(x: 320, y: 110)]
            where sim.color(at: p) != RGBA(r: 255, g: 255, b: 255) { leftovers.append("\(y): \(p)") }
        }
        #expect(leftovers.isEmpty, "nothing left of the red: \(leftovers)")
        // Back at the top: its tiles were let go, so they are drawn again, red as before.
        strip.asked = []
        port.bounds.origin.y = 0
        sim.runFrame()
        #expect(strip.asked.contains { $0.minY == 0 }, "the first tiles drawn again: \(strip.asked)")
        #expect(sim.color(at: CGPoint(x: 60, y: 120)) == RGBA(r: 255, g: 0, b: 0))
        // Scrolling a little keeps the tiles just out of view: nothing is drawn again coming back.
        port.bounds.origin.y = 200
        sim.runFrame()
        strip.asked = []
        port.bounds.origin.y = 0
        sim.runFrame()
        #expect(strip.asked.isEmpty)
    }

    @Test func aTiledLayerRedrawsOnlyThePartMarkedAndTheScreenOnlyThere() {
        let sim = Simulator()
        let vc = screen(sim)
        let sheet = TiledSheet(frame: CGRect(x: 40, y: 100, width: 300, height: 300))
        vc.view.addSubview(sheet)
        sim.settle()
        #expect(sheet.asked.count == 16, "4 × 4 tiles of 256 pixels at 3×")
        sheet.asked = []
        sheet.color = .green
        // A third of a point off the grid: the part drawn grows to whole pixels.
        sheet.setNeedsDisplay(CGRect(x: 100.2, y: 100, width: 20, height: 10))
        sim.runFrame()
        #expect(sheet.asked.count == 1 && sheet.asked.allSatisfy {
            abs($0.minX - 100) < 1e-9 && abs($0.width - 61.0 / 3) < 1e-9 && $0.minY == 100 && $0.height == 10
        }, "\(sheet.asked)")
        let damage = sim.environment.compositor.lastDamage
        let area = damage.reduce(0) { $0 + $1.width * $1.height }
        #expect(area <= 70 * 30, "only the part composited again: \(damage)")
        #expect(sim.color(at: CGPoint(x: 40 + 110, y: 100 + 105)) == RGBA(r: 0, g: 255, b: 0))
        // The rest of the tile it lies in keeps what it had.
        #expect(sim.color(at: CGPoint(x: 40 + 95, y: 100 + 105)) == RGBA(r: 255, g: 0, b: 0))
        #expect(sim.color(at: CGPoint(x: 40 + 110, y: 100 + 115)) == RGBA(r: 255, g: 0, b: 0))
        // setNeedsDisplay() still redraws every tile.
        sheet.asked = []
        sheet.setNeedsDisplay()
        sim.runFrame()
        #expect(sheet.asked.count == 16)
        #expect(sim.color(at: CGPoint(x: 40 + 95, y: 100 + 105)) == RGBA(r: 0, g: 255, b: 0))
    }

    @Test func nonFiniteFramesSingularTransformsAndStrangeTextDoNotSpoilTheScreen() {
        let sim = Simulator()
        let vc = screen(sim)
        let frames = [CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10),
                      CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10),
                      CGRect(x: 10, y: 10, width: -50, height: -50),
                      CGRect(x: 0, y: CGFloat.nan, width: CGFloat.nan, height: CGFloat.nan)]
        for f in frames {
            let v = UIView(frame: f)
            v.backgroundColor = .green
            vc.view.addSubview(v)
        }
        let flat = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        flat.backgroundColor = .green
        flat.transform = CGAffineTransform(scaleX: 0, y: 0)
        vc.view.addSubview(flat)
        let label = UILabel(frame: CGRect(x: 20, y: 300, width: 300, height: 60))
        label.numberOfLines = 0
        let nonCharacters = String(String.UnicodeScalarView([0xFFFF, 0xFDD0, 0x10FFFE].compactMap(Unicode.Scalar.init)))
        label.text = "A\u{0}B\u{7}C\u{202E}reversed\u{202C}" + nonCharacters + "\u{200B}\n\r\t\u{1F}end"
        vc.view.addSubview(label)
        sim.settle()
        sim.tap(at: CGPoint(x: 150, y: 150))
        sim.settle()
        #expect(sim.color(at: CGPoint(x: 30, y: 730)) == RGBA(r: 0, g: 0, b: 255), "the rest of the screen draws")
        #expect(sim.color(at: CGPoint(x: 300, y: 600)) == RGBA(r: 255, g: 255, b: 255))
        #expect(!sim.screenshot().isEmpty)
    }

    @Test func addSubviewInLayoutSubviewsLaysOutAgainAndConverges() {
        let sim = Simulator()
        let vc = screen(sim)
        let v = SelfFillingView(frame: CGRect(x: 0, y: 100, width: 200, height: 100))
        vc.view.addSubview(v)
        sim.settle()
        #expect(v.subviews.count == 3)
        #expect(v.subviews.map(\.frame.minY) == [0, 20, 40], "every added row was laid out")
        let passes = v.passes
        sim.advance(by: 0.1)
        #expect(v.passes == passes, "the passes converged")
    }
}

@MainActor
@Suite(.serialized) struct DeepHierarchyTests {
    /// A chain of 1,000 views, each 0.1 pt inside the one before, alternating blue and teal: it settles,
    /// hit-tests to the innermost view, and a change deep inside repaints right (what covers the
    /// change is painted, what lies beneath it need not be). Timing is in `make bench` (deep-hierarchy).
    @Test func aThousandDeepChainSettlesHitTestsAndRepaints() {
        let sim = Simulator()
        let vc = UIViewController()
        vc.view.backgroundColor = .white
        var parent: UIView = vc.view
        var chain: [UIView] = []
        for i in 0..<1000 {
            let v = UIView(frame: CGRect(x: 0.1, y: 0.1, width: 300 - CGFloat(i + 1) * 0.2, height: 500 - CGFloat(i + 1) * 0.2))
            v.backgroundColor = i % 2 == 0 ? .blue : .red
            parent.addSubview(v)
            parent = v
            chain.append(v)
        }
        sim.rootViewController = vc
        sim.settle()
        let innermost = chain[999]
        let centre = innermost.convert(CGPoint(x: 20, y: 20), to: nil)
        #expect(sim.window.hitTest(centre, with: nil) === innermost)
        #expect(sim.color(at: centre) == RGBA(r: 255, g: 0, b: 0), "the innermost (odd, red) view shows")
        innermost.backgroundColor = .green
        innermost.frame.origin.x += 40
        sim.runFrame()
        #expect(sim.color(at: centre) == RGBA(r: 0, g: 0, b: 255), "its parent (blue) shows where it was")
        #expect(sim.color(at: CGPoint(x: centre.x + 40, y: centre.y)) == RGBA(r: 0, g: 255, b: 0))
        #expect(sim.color(at: CGPoint(x: 305, y: 300)) == RGBA(r: 255, g: 255, b: 255), "outside the chain")
    }
}

/// Self-sizing cells (a flow layout's automatic estimated size, as Interface Builder sets it) whose
/// list configuration shows an image: each cell takes a finite size, and the screen is drawn.
@MainActor @Suite struct SelfSizingImageCellTests {
    final class Source: NSObject, UICollectionViewDataSource {
        let image: UIImage?
        init(image: UIImage?) { self.image = image }
        func collectionView(_ cv: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        func collectionView(_ cv: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = cv.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            var config = UIListContentConfiguration.cell()
            config.image = image
            cell.contentConfiguration = config
            return cell
        }
    }

    @Test(arguments: [true, false]) func imageCellsSizeThemselves(_ withImage: Bool) {
        let sim = Simulator()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 128, height: 128)
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        let vc = UICollectionViewController(collectionViewLayout: layout)
        let big = UIGraphicsImageRenderer(size: CGSize(width: 300, height: 400)).image { ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 300, height: 400))
        }
        let source = Source(image: withImage ? big : nil)
        vc.collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        vc.collectionView.dataSource = source
        sim.rootViewController = vc
        sim.settle()
        let cells = vc.collectionView.visibleCells
        // A cell is as tall as its image and margins (400 + 2 × 11): two of them fill the screen.
        #expect(cells.count == (withImage ? 2 : 3), "\(vc.collectionView.visibleCells.map(\.frame)) content \(vc.collectionView.contentSize)")
        if withImage { #expect(cells.allSatisfy { $0.frame.height == 422 }, "\(cells.map(\.frame))") }
        for c in cells { #expect(c.frame.width.isFinite && c.frame.height.isFinite && c.frame.width > 0, "\(c.frame)") }
        _ = source
    }
}
