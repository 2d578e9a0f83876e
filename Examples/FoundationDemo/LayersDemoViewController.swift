import UIKit

/// The layers chapter's screen: a progress ring (a shape layer whose `strokeEnd` animates) with a
/// text layer showing the percentage, a gradient card masked to a rounded shape, and a replicator's
/// loading indicator — built in code, as the chapter builds them.
public final class LayersDemoViewController: UIViewController {
    public let track = CAShapeLayer()
    public let ring = CAShapeLayer()
    public let percent = CATextLayer()
    public let gradient = CAGradientLayer()
    public let spinner = CAReplicatorLayer()
    public let dot = CALayer()
    public private(set) var progress: CGFloat = 0

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Layers"
        view.backgroundColor = .systemBackground
        for l in [track, ring] {
            l.fillColor = nil
            l.lineWidth = 14
            l.lineCap = .round
            view.layer.addSublayer(l)
        }
        track.strokeColor = UIColor.systemGray5.cgColor
        ring.strokeColor = UIColor.systemPink.cgColor
        ring.strokeEnd = 0
        percent.string = "0%"
        percent.fontSize = 28
        percent.font = UIFont.systemFont(ofSize: 28, weight: .semibold)
        percent.foregroundColor = UIColor.label.cgColor
        percent.alignmentMode = .center
        percent.contentsScale = UIScreen.main.scale
        view.layer.addSublayer(percent)

        gradient.colors = [UIColor.systemIndigo.cgColor, UIColor.systemTeal.cgColor]
        gradient.startPoint = CGPoint(x: 0, y: 0)
        gradient.endPoint = CGPoint(x: 1, y: 1)
        gradient.mask = CAShapeLayer()
        view.layer.addSublayer(gradient)

        dot.backgroundColor = UIColor.systemBlue.cgColor
        dot.cornerRadius = 4
        spinner.addSublayer(dot)
        spinner.instanceCount = 12
        spinner.instanceTransform = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
        spinner.instanceDelay = 1.0 / 12
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0.15
        fade.duration = 1
        fade.repeatCount = .infinity
        dot.opacity = 0.15
        dot.add(fade, forKey: "fade")
        view.layer.addSublayer(spinner)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let safe = view.bounds.inset(by: view.safeAreaInsets)
        let center = CGPoint(x: safe.midX, y: safe.minY + 120)
        let path = UIBezierPath(arcCenter: center, radius: 80, startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true).cgPath
        track.path = path
        ring.path = path
        percent.frame = CGRect(x: center.x - 60, y: center.y - 18, width: 120, height: 40)
        let card = CGRect(x: safe.minX + 24, y: center.y + 130, width: safe.width - 48, height: 140)
        gradient.frame = card
        (gradient.mask as? CAShapeLayer)?.path = UIBezierPath(roundedRect: CGRect(origin: .zero, size: card.size), cornerRadius: 24).cgPath
        spinner.frame = CGRect(x: safe.midX - 30, y: card.maxY + 30, width: 60, height: 60)
        dot.frame = CGRect(x: 26, y: 0, width: 8, height: 8)
    }

    /// Animates the ring to `value` (0…1) over `duration`, and shows the percentage reached.
    public func setProgress(_ value: CGFloat, duration: TimeInterval = 1) {
        let animation = CABasicAnimation(keyPath: "strokeEnd")
        animation.fromValue = ring.presentation()?.strokeEnd ?? progress
        animation.toValue = value
        animation.duration = duration
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        ring.strokeEnd = value
        percent.string = "\(Int((value * 100).rounded()))%"
        CATransaction.commit()
        ring.add(animation, forKey: "progress")
        progress = value
    }
}
