import Foundation
import Testing
import UIKit
import QuartzCore
import UIKitTesting

/// A grid scrolled a row at a time brings cells back from its pool and puts them in z order: only the
/// cells that move in that order are repainted, so the rest of the screen is still shifted, and what
/// shows is what a full repaint shows, where cells overlap too.
@MainActor @Suite(.serialized) struct CollectionScrollCompositingTests {
    final class Source: NSObject, UICollectionViewDataSource {
        var prefix = ""
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3_000 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "t", for: indexPath) as! TitleCell
            cell.label.text = "\(prefix)\(indexPath.item)"
            let hues: [UIColor] = [.systemTeal, .systemOrange, .systemPink, .systemIndigo]
            cell.contentView.backgroundColor = hues[indexPath.item % 4]
            return cell
        }
    }

    /// A grid of 3,000 coloured cells of `item` size with the given spacing, on an iPhone 15, settled.
    func grid(item: CGSize, line: CGFloat, interitem: CGFloat) -> (Simulator, UICollectionView, Source) {
        let sim = Simulator(device: .iPhone15)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = item
        layout.minimumLineSpacing = line
        layout.minimumInteritemSpacing = interitem
        let vc = UIViewController()
        let cv = UICollectionView(frame: .zero, collectionViewLayout: layout)
        cv.register(TitleCell.self, forCellWithReuseIdentifier: "t")
        let source = Source()
        cv.dataSource = source
        vc.view = cv
        sim.rootViewController = vc
        sim.settle()
        return (sim, cv, source)
    }

    @Test func aFlungGridShiftsItsPixelsAndMatchesAFullRepaint() throws {
        // Rows overlap by 10 points: the later row is drawn over the earlier, in z order.
        let (sim, cv, source) = grid(item: CGSize(width: 120, height: 90), line: -10, interitem: 4)
        defer { withExtendedLifetime(source) {} }
        let compositor = sim.environment.compositor
        func pixels() -> Data {
            sim.runFrame()
            return Data(bytes: compositor.pixels, count: compositor.bytesPerRow * compositor.pixelHeight)
        }
        let screen = CGFloat(compositor.pixelWidth * compositor.pixelHeight)
        var shifted = 0, frames = 0, reused = 0
        sim.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 250), duration: 0.1)
        let first = cv.indexPathsForVisibleItems.min()
        while cv.isDecelerating && frames < 90 {
            frames += 1
            let before = Set(cv.visibleCells.map(ObjectIdentifier.init))
            sim.advance(by: 1.0 / 60)
            if Set(cv.visibleCells.map(ObjectIdentifier.init)) != before { reused += 1 }
            if compositor.lastDamage.reduce(0, { $0 + $1.width * $1.height }) < screen * 0.5 { shifted += 1 }
            let fast = pixels()
            compositor.invalidateAll()
            // (Compared first: a failed expectation would print both 12 MB buffers.)
            let same = fast == pixels()
            #expect(same, "frame \(frames): the shifted frame differs from a full repaint")
        }
        #expect(cv.indexPathsForVisibleItems.min() != first && reused >= 5, "cells came back from the pool as rows went by")
        #expect(shifted * 10 >= frames * 9, "\(shifted) of \(frames) frames shifted")
        // Where rows overlap, the later row's cell is on top.
        let upper = try #require(cv.visibleCells.min { ($0.frame.minY, $0.frame.minX) < ($1.frame.minY, $1.frame.minX) })
        let lower = try #require(cv.visibleCells.first { abs($0.frame.minY - (upper.frame.maxY - 10)) < 0.5 && abs($0.frame.minX - upper.frame.minX) < 0.5 })
        let overlap = cv.convert(CGPoint(x: upper.frame.midX, y: upper.frame.maxY - 5), to: nil)
        let lowerColor = try #require(lower.contentView.backgroundColor?.cgColor.components)
        let seen = sim.color(at: overlap)
        #expect(seen.isClose(to: RGBA(r: UInt8(lowerColor[0] * 255 + 0.5), g: UInt8(lowerColor[1] * 255 + 0.5), b: UInt8(lowerColor[2] * 255 + 0.5))), "\(seen)")
    }

    /// When most of the screen changed (every cell shows a new item), it is repainted as one rectangle,
    /// not piece by piece; a scroll's strips stay apart.
    @Test func damageCoveringMostOfTheScreenIsPaintedAsOneRectangle() throws {
        // Apart by 20 and 30 points: each cell's damage is a rectangle of its own.
        let (sim, cv, source) = grid(item: CGSize(width: 110, height: 90), line: 30, interitem: 20)
        let compositor = sim.environment.compositor
        // Every cell shows something new (as after a snapshot applied without animation).
        source.prefix = "#"
        for case let cell as TitleCell in cv.visibleCells {
            cell.label.text = "#\(cv.indexPath(for: cell)!.item)"
        }
        sim.runFrame()
        #expect(compositor.lastDamage.count == 1, "\(compositor.lastDamage)")
        #expect((cv.cellForItem(at: IndexPath(item: 4, section: 0)) as? TitleCell)?.label.text == "#4")
        let fast = Data(bytes: compositor.pixels, count: compositor.bytesPerRow * compositor.pixelHeight)
        compositor.invalidateAll()
        sim.runFrame()
        let same = fast == Data(bytes: compositor.pixels, count: compositor.bytesPerRow * compositor.pixelHeight)
        #expect(same, "the frame differs from a full repaint")
        cv.contentOffset.y += 40
        sim.runFrame()
        #expect(compositor.lastDamage.count >= 2, "a scroll repaints its uncovered strip and the status bar's band apart: \(compositor.lastDamage)")
    }
}
