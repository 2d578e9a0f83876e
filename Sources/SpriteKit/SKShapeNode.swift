import Foundation

/// A path filled and stroked: rectangles, circles, ellipses, lines and curves.
@preconcurrency @MainActor open class SKShapeNode: SKNode {
    open var path: CGPath?
    open var fillColor: UIColor = .clear
    open var strokeColor: UIColor = .white
    open var lineWidth: CGFloat = 1
    /// A soft glow of the stroke colour around the stroke, this wide.
    open var glowWidth: CGFloat = 0
    open var lineCap: CGLineCap = .butt
    open var lineJoin: CGLineJoin = .miter
    open var miterLimit: CGFloat = 10
    open var isAntialiased = true
    open var fillTexture: SKTexture?
    open var strokeTexture: SKTexture?
    open var blendMode: SKBlendMode = .alpha

    public override init() { super.init() }

    public required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }

    public convenience init(path: CGPath) {
        self.init()
        self.path = path
    }

    /// The path moved so that its bounding box is centred on the node's position.
    public convenience init(path: CGPath, centered: Bool) {
        self.init()
        guard centered else { self.path = path; return }
        let box = path.boundingBoxOfPath
        var t = CGAffineTransform(translationX: -box.midX, y: -box.midY)
        self.path = path.copy(using: &t)
    }

    public convenience init(rect: CGRect) { self.init(path: CGPath(rect: rect, transform: nil)) }

    public convenience init(rectOf size: CGSize) {
        self.init(rect: CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height))
    }

    public convenience init(rect: CGRect, cornerRadius: CGFloat) {
        let r = min(cornerRadius, rect.width / 2, rect.height / 2)
        self.init(path: CGPath(roundedRect: rect, cornerWidth: max(0, r), cornerHeight: max(0, r), transform: nil))
    }

    public convenience init(rectOf size: CGSize, cornerRadius: CGFloat) {
        self.init(rect: CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height), cornerRadius: cornerRadius)
    }

    public convenience init(circleOfRadius radius: CGFloat) {
        self.init(ellipseIn: CGRect(x: -radius, y: -radius, width: radius * 2, height: radius * 2))
    }

    public convenience init(ellipseIn rect: CGRect) { self.init(path: CGPath(ellipseIn: rect, transform: nil)) }

    public convenience init(ellipseOf size: CGSize) {
        self.init(ellipseIn: CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height))
    }

    /// A line through the points.
    public convenience init(points: UnsafeMutablePointer<CGPoint>, count numPoints: Int) {
        let path = CGMutablePath()
        path.addLines(between: Array(UnsafeBufferPointer(start: points, count: max(0, numPoints))))
        self.init(path: path)
    }

    /// A smooth curve through the points (Catmull–Rom, as cubic Béziers).
    public convenience init(splinePoints points: UnsafeMutablePointer<CGPoint>, count numPoints: Int) {
        let p = Array(UnsafeBufferPointer(start: points, count: max(0, numPoints)))
        let path = CGMutablePath()
        if let first = p.first {
            path.move(to: first)
            for i in 0..<max(0, p.count - 1) {
                let p0 = p[max(0, i - 1)], p1 = p[i], p2 = p[i + 1], p3 = p[min(p.count - 1, i + 2)]
                let c1 = CGPoint(x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6)
                let c2 = CGPoint(x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6)
                path.addCurve(to: p2, control1: c1, control2: c2)
            }
        }
        self.init(path: path)
    }

    override var contentRect: CGRect {
        guard let path, !path.isEmpty else { return .zero }
        let box = path.boundingBoxOfPath
        let stroke = RGBAColor(strokeColor).a == 0 ? 0 : lineWidth / 2 + glowWidth
        return box.insetBy(dx: -stroke, dy: -stroke)
    }

    override var drawBlendMode: SKBlendMode { blendMode }

    override func drawContent(in context: CGContext, alpha: CGFloat) {
        guard let path, !path.isEmpty else { return }
        context.saveGState()
        context.setAlpha(alpha)
        context.setShouldAntialias(isAntialiased)
        if let fillTexture {
            context.saveGState()
            context.addPath(path)
            context.clip()
            context.draw(fillTexture.drawnImage, in: path.boundingBoxOfPath)
            context.restoreGState()
        } else if RGBAColor(fillColor).a > 0 {
            context.addPath(path)
            context.setFillColor(fillColor.cgColor)
            context.fillPath()
        }
        if lineWidth > 0, RGBAColor(strokeColor).a > 0 {
            context.setLineWidth(lineWidth)
            context.setLineCap(lineCap)
            context.setLineJoin(lineJoin)
            context.setMiterLimit(miterLimit)
            context.setStrokeColor(strokeColor.cgColor)
            if glowWidth > 0 {
                context.setShadow(offset: .zero, blur: glowWidth * 2, color: strokeColor.cgColor)
            }
            context.addPath(path)
            context.strokePath()
        }
        context.restoreGState()
    }
}
