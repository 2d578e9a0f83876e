import Foundation

/// iOS 17's popover background: a rounded rectangle (13-point corners) with the arrow merged into
/// its outline and a soft shadow around it.
@MainActor final class SystemPopoverBackgroundView: UIPopoverBackgroundView {
    override class var isOpaqueByDefault: Bool { false }
    static let cornerRadius: CGFloat = 13
    var fillColor: UIColor = .systemBackground { didSet { setNeedsDisplay() } }

    override class func arrowBase() -> CGFloat { 36 }
    override class func arrowHeight() -> CGFloat { 13 }
    override class func contentViewInsets() -> UIEdgeInsets { .zero }

    required init(frame: CGRect) {
        super.init(frame: frame)
        // Under the popover's content, which is elevated: the same lifted grey in dark mode.
        traitOverrides.userInterfaceLevel = .elevated
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.15
        layer.shadowRadius = 20
        layer.shadowOffset = CGSize(width: 0, height: 4)
    }

    required init?(coder: NSCoder) { fatalError("made in code") }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.shadowPath = outline().cgPath
    }

    override func draw(_ rect: CGRect) {
        fillColor.setFill()
        outline().fill()
    }

    /// The body without the arrow.
    var body: CGRect {
        let h = Self.arrowHeight(), b = bounds
        switch arrowDirection {
        case .up: return CGRect(x: b.minX, y: b.minY + h, width: b.width, height: b.height - h)
        case .down: return CGRect(x: b.minX, y: b.minY, width: b.width, height: b.height - h)
        case .left: return CGRect(x: b.minX + h, y: b.minY, width: b.width - h, height: b.height)
        case .right: return CGRect(x: b.minX, y: b.minY, width: b.width - h, height: b.height)
        default: return b
        }
    }

    /// The outline: the rounded body with the arrow's sides curving into its edge and a rounded tip.
    func outline() -> UIBezierPath {
        let r = Self.cornerRadius, body = self.body
        let path = UIBezierPath(roundedRect: body, cornerRadius: r)
        guard [.up, .down, .left, .right].contains(arrowDirection) else { return path }
        let half = Self.arrowBase() / 2, h = Self.arrowHeight()
        let arrow = UIBezierPath()
        // Built pointing up at the origin, then turned and moved onto its edge.
        // The sides run almost straight to a softly rounded tip and flare into the edge at the base.
        arrow.move(to: CGPoint(x: -half, y: h + 0.5))
        arrow.addCurve(to: CGPoint(x: -2.2, y: 1.0), controlPoint1: CGPoint(x: -half * 0.62, y: h + 0.5), controlPoint2: CGPoint(x: -4.2, y: 3.2))
        arrow.addQuadCurve(to: CGPoint(x: 2.2, y: 1.0), controlPoint: CGPoint(x: 0, y: -0.6))
        arrow.addCurve(to: CGPoint(x: half, y: h + 0.5), controlPoint1: CGPoint(x: 4.2, y: 3.2), controlPoint2: CGPoint(x: half * 0.62, y: h + 0.5))
        arrow.close()
        let t: CGAffineTransform
        switch arrowDirection {
        case .up: t = CGAffineTransform(translationX: bounds.midX + arrowOffset, y: bounds.minY)
        case .down: t = CGAffineTransform(rotationAngle: .pi).concatenating(CGAffineTransform(translationX: bounds.midX + arrowOffset, y: bounds.maxY))
        case .left: t = CGAffineTransform(rotationAngle: -.pi / 2).concatenating(CGAffineTransform(translationX: bounds.minX, y: bounds.midY + arrowOffset))
        default: t = CGAffineTransform(rotationAngle: .pi / 2).concatenating(CGAffineTransform(translationX: bounds.maxX, y: bounds.midY + arrowOffset))
        }
        arrow.apply(t)
        path.append(arrow)
        return path
    }
}
