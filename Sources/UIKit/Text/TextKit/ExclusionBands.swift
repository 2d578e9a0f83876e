import Foundation
import CoreGraphics

/// Which parts of a horizontal band paths leave free: each path is scanned every point down the
/// band and every stretch inside it (by its fill rule) is taken out of the band's whole height.
enum ExclusionBands {
    static func free(_ band: CGRect, excluding paths: [(CGPath, evenOdd: Bool)], minimumWidth: CGFloat) -> [CGRect] {
        var covered: [ClosedRange<CGFloat>] = []
        for (path, evenOdd) in paths where path.boundingBox.intersects(band) {
            let polylines = path.polylines()
            let samples = max(2, Int(band.height.rounded(.up)) + 1)
            for i in 0..<samples {
                let y = band.minY + band.height * CGFloat(i) / CGFloat(samples - 1)
                covered += inside(polylines, atY: min(max(y, band.minY + 0.01), band.maxY - 0.01), evenOdd: evenOdd)
            }
        }
        // The band less the covered stretches, left to right.
        covered.sort { $0.lowerBound < $1.lowerBound }
        var out: [CGRect] = []
        var x = band.minX
        for c in covered {
            if c.lowerBound > x { out.append(CGRect(x: x, y: band.minY, width: c.lowerBound - x, height: band.height)) }
            x = max(x, c.upperBound)
        }
        if band.maxX > x { out.append(CGRect(x: x, y: band.minY, width: band.maxX - x, height: band.height)) }
        return out.compactMap { r in
            let clipped = r.intersection(band)
            return clipped.width >= minimumWidth ? clipped : nil
        }
    }

    /// The stretches of a horizontal line inside the path's filled area.
    private static func inside(_ polylines: [CGPath.Polyline], atY y: CGFloat, evenOdd: Bool) -> [ClosedRange<CGFloat>] {
        var crossings: [(x: CGFloat, winding: Int)] = []
        for line in polylines {
            var pts = line.points
            if let f = pts.first, let l = pts.last, f != l { pts.append(f) }  // every subpath fills as closed
            for i in 0..<max(0, pts.count - 1) {
                let a = pts[i], b = pts[i + 1]
                guard (a.y <= y && b.y > y) || (b.y <= y && a.y > y) else { continue }
                let x = a.x + (y - a.y) / (b.y - a.y) * (b.x - a.x)
                crossings.append((x, b.y > a.y ? 1 : -1))
            }
        }
        crossings.sort { $0.x < $1.x }
        var out: [ClosedRange<CGFloat>] = []
        var winding = 0
        for (i, c) in crossings.enumerated() {
            winding += c.winding
            let filled = evenOdd ? (i + 1) % 2 == 1 : winding != 0
            if filled, i + 1 < crossings.count { out.append(c.x...crossings[i + 1].x) }
        }
        return out
    }
}
