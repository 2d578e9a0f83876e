import Foundation
import QuartzCore

/// The spinner: eight spokes fading around a circle, stepping round once a second on the one clock.
@preconcurrency @MainActor open class UIActivityIndicatorView: UIView {
    override class var isOpaqueByDefault: Bool { false }
    override var redrawsOnBoundsChange: Bool { true }
    override var defaultAccessibility: AccessibilityDefaults {
        var a = super.defaultAccessibility
        a.isElement = true
        a.label = "In progress"
        a.value = isAnimating ? "1" : "0"
        a.traits.insert(.updatesFrequently)
        a.role = .activityIndicator
        return a
    }

    /// Of fixed size: it hugs its content at 750.
    override var hugsContentByDefault: Bool { true }

    public enum Style: Int, Sendable {
        case medium = 100, large = 101
        @available(*, deprecated, message: "Use .large") case whiteLarge = 0
        @available(*, deprecated, message: "Use .medium") case white = 1
        @available(*, deprecated, message: "Use .medium") case gray = 2
    }

    open var style: Style = .medium { didSet { resize(); setNeedsDisplay() } }
    open var color: UIColor! = .secondaryLabel { didSet { setNeedsDisplay(); appearanceDidSet(\UIActivityIndicatorView.color) } }
    open var hidesWhenStopped = true { didSet { if !animating { isHidden = hidesWhenStopped } } }
    private var animating = false
    static let spokes = 8

    public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
        setUp()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
        restoreDecoded([.backgroundColor, .hidden, .contentMode], from: coder) // the file wins over the set-up above
        decodeActivityIndicator(from: coder)
    }

    override func decodeAttributes(from coder: NSCoder) {
        super.decodeAttributes(from: coder)
        decodeActivityIndicator(from: coder)
    }

    private func setUp() {
        backgroundColor = .clear
        isHidden = hidesWhenStopped
        if bounds.size == .zero { resize() }
        contentMode = .redraw
    }

    private var side: CGFloat {
        switch style {
        case .large, .whiteLarge: return 37
        default: return 20
        }
    }

    private func resize() { bounds.size = CGSize(width: side, height: side) }

    open override var intrinsicContentSize: CGSize { CGSize(width: side, height: side) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open var isAnimating: Bool { animating }

    open func startAnimating() {
        guard !animating else { return }
        animating = true
        isHidden = false
        let spin = CAKeyframeAnimation(keyPath: "transform.rotation.z")
        spin.values = (0...UIActivityIndicatorView.spokes).map { CGFloat($0) * 2 * .pi / CGFloat(UIActivityIndicatorView.spokes) }
        spin.calculationMode = .discrete
        spin.duration = 1
        spin.repeatCount = .infinity
        layer.add(spin, forKey: "spin")
    }

    open func stopAnimating() {
        guard animating else { return }
        animating = false
        layer.removeAnimation(forKey: "spin")
        if hidesWhenStopped { isHidden = true }
    }

    open override func draw(_ rect: CGRect) {
        let c = CGPoint(x: bounds.midX, y: bounds.midY)
        let r = bounds.width / 2
        let n = UIActivityIndicatorView.spokes
        for i in 0..<n {
            let a = CGFloat(i) * 2 * .pi / CGFloat(n) - .pi / 2
            let p = UIBezierPath()
            p.move(to: CGPoint(x: c.x + cos(a) * r * 0.45, y: c.y + sin(a) * r * 0.45))
            p.addLine(to: CGPoint(x: c.x + cos(a) * r * 0.9, y: c.y + sin(a) * r * 0.9))
            p.lineWidth = max(2, r * 0.2)
            p.lineCapStyle = .round
            // The leading spoke is darkest; the rest fade behind it.
            color.withAlphaComponent(0.2 + 0.8 * CGFloat(i + 1) / CGFloat(n)).setStroke()
            p.stroke()
        }
    }
}
