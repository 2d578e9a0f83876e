import Foundation

/// iOS's translucent material, approximated: what lies behind the view (the views below its
/// container in the window) rendered, shrunk, box-blurred three times and drawn back under a
/// light tint. It is taken when the view is placed, not every frame.
@MainActor final class BackdropBlurView: UIView {
    override class var isOpaqueByDefault: Bool { false }
    var tint = ChromePalette.alertPlatter
    private var backdrop: CGImage?
    private var takenFor: CGRect?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { fatalError("made in code") }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let window, bounds.width > 0, bounds.height > 0 else { return }
        let r = convert(bounds, to: window)
        guard r != takenFor else { return }
        takenFor = r
        backdrop = BackdropBlurView.blurred(window: window, rect: r, below: self)
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        if let backdrop, let ctx = UIGraphicsGetCurrentContext() {
            ctx.saveGState()
            ctx.interpolationQuality = .high
            // CGContext draws images bottom-up; flip for the view's top-down coordinates.
            ctx.translateBy(x: 0, y: bounds.height)
            ctx.scaleBy(x: 1, y: -1)
            ctx.draw(backdrop, in: bounds)
            ctx.restoreGState()
        }
        tint.setFill()
        UIRectFill(bounds)
    }

    /// What the window shows under `rect` from the views below `view`'s presentation, blurred.
    static func blurred(window: UIWindow, rect: CGRect, below view: UIView) -> CGImage? {
        // The window's subviews under the one holding `view` (the presentation's container).
        var holder: UIView = view
        while let s = holder.superview, s !== window { holder = s }
        guard let index = window.subviews.firstIndex(where: { $0 === holder }) else { return nil }
        let shrink: CGFloat = 4
        let w = max(1, Int((rect.width / shrink).rounded(.up))), h = max(1, Int((rect.height / shrink).rounded(.up)))
        guard let ctx = CGContext(data: nil, width: w, height: h, bitsPerComponent: 8, bytesPerRow: w * 4,
                                  space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue) else { return nil }
        ctx.setFillColor(UIColor.white.cgColor)
        ctx.fill(CGRect(x: 0, y: 0, width: w, height: h))
        // Top-down, in window points shrunk four times, starting at the rectangle's corner.
        ctx.translateBy(x: 0, y: CGFloat(h))
        ctx.scaleBy(x: 1 / shrink, y: -1 / shrink)
        ctx.translateBy(x: -rect.minX, y: -rect.minY)
        for v in window.subviews[..<index] where !v.isHidden && v.alpha > 0.01 {
            ctx.saveGState()
            // render(in:) draws in the layer's own coordinates: a scrolled view's bounds origin is its top left.
            ctx.translateBy(x: v.frame.minX - v.bounds.minX, y: v.frame.minY - v.bounds.minY)
            v.layer.render(in: ctx)
            ctx.restoreGState()
        }
        if let data = ctx.data {
            boxBlur(data.assumingMemoryBound(to: UInt8.self), width: w, height: h, stride: w * 4, radius: 3)
        }
        return ctx.makeImage()
    }

    /// Three passes of a horizontal and a vertical box blur (close to a Gaussian), in place.
    static func boxBlur(_ p: UnsafeMutablePointer<UInt8>, width w: Int, height h: Int, stride: Int, radius r: Int) {
        var line = [Int](repeating: 0, count: max(w, h) * 4)
        func pass(count n: Int, step: Int, start: Int) {
            for i in 0..<n { for c in 0..<4 { line[i * 4 + c] = Int(p[start + i * step + c]) } }
            for i in 0..<n {
                for c in 0..<4 {
                    var sum = 0, k = 0
                    for j in max(0, i - r)...min(n - 1, i + r) { sum += line[j * 4 + c]; k += 1 }
                    p[start + i * step + c] = UInt8(sum / k)
                }
            }
        }
        for _ in 0..<3 {
            for y in 0..<h { pass(count: w, step: 4, start: y * stride) }
            for x in 0..<w { pass(count: h, step: stride, start: x * 4) }
        }
    }
}
