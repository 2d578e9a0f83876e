import Foundation
import CoreGraphics

/// A 2D projective transform in row-vector form, `[x y 1] · m`: how a layer whose transform has
/// perspective (`m34`) maps its flat plane onto its superlayer, and on to the screen.
struct Homography {
    var m: [[Double]]

    init(m: [[Double]]) { self.m = m }

    init(_ a: CGAffineTransform) {
        m = [[Double(a.a), Double(a.b), 0], [Double(a.c), Double(a.d), 0], [Double(a.tx), Double(a.ty), 1]]
    }

    /// The z = 0 plane of a CATransform3D (rows and columns x, y, w).
    init(_ t: CATransform3D) {
        m = [[Double(t.m11), Double(t.m12), Double(t.m14)],
             [Double(t.m21), Double(t.m22), Double(t.m24)],
             [Double(t.m41), Double(t.m42), Double(t.m44)]]
    }

    static func translation(_ x: Double, _ y: Double) -> Homography { Homography(m: [[1, 0, 0], [0, 1, 0], [x, y, 1]]) }
    static func scale(_ s: Double) -> Homography { Homography(m: [[s, 0, 0], [0, s, 0], [0, 0, 1]]) }

    /// Whether a transform projects (perspective or w ≠ 1), so that no affine transform can draw it.
    static func isProjective(_ t: CATransform3D) -> Bool { t.m14 != 0 || t.m24 != 0 || t.m44 != 1 }

    /// `self` then `b`.
    func then(_ b: Homography) -> Homography {
        var r = [[Double]](repeating: [0, 0, 0], count: 3)
        for i in 0..<3 { for j in 0..<3 { r[i][j] = (0..<3).reduce(0) { $0 + m[i][$1] * b.m[$1][j] } } }
        return Homography(m: r)
    }

    /// The point's image, or nil when it falls behind the viewer (w ≤ 0).
    func apply(_ p: CGPoint) -> CGPoint? {
        let x = Double(p.x), y = Double(p.y)
        let w = x * m[0][2] + y * m[1][2] + m[2][2]
        guard w > 1e-9 else { return nil }
        return CGPoint(x: (x * m[0][0] + y * m[1][0] + m[2][0]) / w, y: (x * m[0][1] + y * m[1][1] + m[2][1]) / w)
    }

    var inverse: Homography? {
        let a = m
        let det = a[0][0] * (a[1][1] * a[2][2] - a[1][2] * a[2][1])
            - a[0][1] * (a[1][0] * a[2][2] - a[1][2] * a[2][0])
            + a[0][2] * (a[1][0] * a[2][1] - a[1][1] * a[2][0])
        guard det.isFinite, abs(det) > 1e-12 else { return nil }
        let c: [[Double]] = [
            [a[1][1] * a[2][2] - a[1][2] * a[2][1], a[0][2] * a[2][1] - a[0][1] * a[2][2], a[0][1] * a[1][2] - a[0][2] * a[1][1]],
            [a[1][2] * a[2][0] - a[1][0] * a[2][2], a[0][0] * a[2][2] - a[0][2] * a[2][0], a[0][2] * a[1][0] - a[0][0] * a[1][2]],
            [a[1][0] * a[2][1] - a[1][1] * a[2][0], a[0][1] * a[2][0] - a[0][0] * a[2][1], a[0][0] * a[1][1] - a[0][1] * a[1][0]]]
        return Homography(m: c.map { $0.map { $0 / det } })
    }

    /// A rect's corners mapped, clockwise from the top left; nil if any is behind the viewer.
    func corners(of r: CGRect) -> [CGPoint]? {
        let mapped = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                      CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)].compactMap(apply)
        return mapped.count == 4 ? mapped : nil
    }

    /// The bounding box of a rect's image; nil if any corner is behind the viewer.
    func bounds(of r: CGRect) -> CGRect? {
        guard let corners = corners(of: r) else { return nil }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// How a layer's bounds map to its superlayer's space, perspective included.
    static func toSuperlayer(_ s: LayerState) -> Homography {
        let ax = Double(s.bounds.minX + s.anchorPoint.x * s.bounds.width)
        let ay = Double(s.bounds.minY + s.anchorPoint.y * s.bounds.height)
        return translation(-ax, -ay).then(Homography(s.transform)).then(translation(Double(s.position.x), Double(s.position.y)))
    }
}
