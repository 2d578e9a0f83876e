import Foundation
import CoreGraphics

/// A path with stroke attributes, drawn into the current UIKit context.
@preconcurrency @MainActor open class UIBezierPath: NSObject {
    private var path = CGMutablePath()
    open var lineWidth: CGFloat = 1
    open var lineCapStyle: CGLineCap = .butt
    open var lineJoinStyle: CGLineJoin = .miter
    open var miterLimit: CGFloat = 10
    open var flatness: CGFloat = 0.6
    open var usesEvenOddFillRule = false
    private var dash: (pattern: [CGFloat], phase: CGFloat)?

    public override init() { super.init() }

    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(roundedRect: rect, byRoundingCorners: .allCorners,
                  cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let rx = min(cornerRadii.width, r.width / 2), ry = min(cornerRadii.height, r.height / 2)
        func rad(_ c: UIRectCorner) -> CGSize { corners.contains(c) ? CGSize(width: rx, height: ry) : .zero }
        let tl = rad(.topLeft), tr = rad(.topRight), br = rad(.bottomRight), bl = rad(.bottomLeft)
        let k: CGFloat = 0.5522847498307936
        path.move(to: CGPoint(x: r.minX + tl.width, y: r.minY))
        path.addLine(to: CGPoint(x: r.maxX - tr.width, y: r.minY))
        if tr != .zero {
            path.addCurve(to: CGPoint(x: r.maxX, y: r.minY + tr.height),
                          control1: CGPoint(x: r.maxX - tr.width * (1 - k), y: r.minY),
                          control2: CGPoint(x: r.maxX, y: r.minY + tr.height * (1 - k)))
        }
        path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - br.height))
        if br != .zero {
            path.addCurve(to: CGPoint(x: r.maxX - br.width, y: r.maxY),
                          control1: CGPoint(x: r.maxX, y: r.maxY - br.height * (1 - k)),
                          control2: CGPoint(x: r.maxX - br.width * (1 - k), y: r.maxY))
        }
        path.addLine(to: CGPoint(x: r.minX + bl.width, y: r.maxY))
        if bl != .zero {
            path.addCurve(to: CGPoint(x: r.minX, y: r.maxY - bl.height),
                          control1: CGPoint(x: r.minX + bl.width * (1 - k), y: r.maxY),
                          control2: CGPoint(x: r.minX, y: r.maxY - bl.height * (1 - k)))
        }
        path.addLine(to: CGPoint(x: r.minX, y: r.minY + tl.height))
        if tl != .zero {
            path.addCurve(to: CGPoint(x: r.minX + tl.width, y: r.minY),
                          control1: CGPoint(x: r.minX, y: r.minY + tl.height * (1 - k)),
                          control2: CGPoint(x: r.minX + tl.width * (1 - k), y: r.minY))
        }
        path.closeSubpath()
    }

    /// `clockwise` is as it looks on screen (UIKit's flipped space), the opposite of CGPath's flag.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    public convenience init(cgPath: CGPath) {
        self.init()
        path = cgPath.mutableCopy() ?? CGMutablePath()
    }

    open var cgPath: CGPath {
        get { path.copy()! }
        set { path = newValue.mutableCopy() ?? CGMutablePath() }
    }

    open func move(to point: CGPoint) { path.move(to: point) }
    open func addLine(to point: CGPoint) { path.addLine(to: point) }
    open func addCurve(to end: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: end, control1: controlPoint1, control2: controlPoint2)
    }
    open func addQuadCurve(to end: CGPoint, controlPoint: CGPoint) { path.addQuadCurve(to: end, control: controlPoint) }
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }
    open func close() { path.closeSubpath() }
    open func removeAllPoints() { path = CGMutablePath() }
    open func append(_ other: UIBezierPath) { path.addPath(other.path) }
    open func apply(_ transform: CGAffineTransform) { path = path.mutableCopy(using: [transform]) ?? path }

    open var isEmpty: Bool { path.isEmpty }
    open var bounds: CGRect { path.isEmpty ? .zero : path.boundingBoxOfPath }
    open var currentPoint: CGPoint { path.currentPoint }
    open func contains(_ point: CGPoint) -> Bool {
        path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        guard let pattern, count > 0 else { dash = nil; return }
        dash = (Array(UnsafeBufferPointer(start: pattern, count: count)), phase)
    }

    /// Swift-friendly form of `setLineDash(_:count:phase:)`.
    open func setLineDash(_ pattern: [CGFloat], phase: CGFloat) { dash = pattern.isEmpty ? nil : (pattern, phase) }

    open func fill() { fill(with: .normal, alpha: 1) }
    open func stroke() { stroke(with: .normal, alpha: 1) }

    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.saveGState()
        ctx.setBlendMode(blendMode); ctx.setAlpha(alpha)
        ctx.beginPath(); ctx.addPath(path)
        ctx.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        ctx.restoreGState()
    }

    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.saveGState()
        ctx.setBlendMode(blendMode); ctx.setAlpha(alpha)
        applyStrokeAttributes(ctx)
        ctx.beginPath(); ctx.addPath(path)
        ctx.strokePath()
        ctx.restoreGState()
    }

    open func addClip() {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.beginPath(); ctx.addPath(path)
        ctx.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    private func applyStrokeAttributes(_ ctx: CGContext) {
        ctx.setLineWidth(lineWidth)
        ctx.setLineCap(lineCapStyle)
        ctx.setLineJoin(lineJoinStyle)
        ctx.setMiterLimit(miterLimit)
        if let dash { ctx.setLineDash(phase: dash.phase, lengths: dash.pattern) }
    }
}
