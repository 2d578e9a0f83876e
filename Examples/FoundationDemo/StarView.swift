import UIKit

/// Custom drawing with UIBezierPath in draw(_:).
public final class StarView: UIView {
    public override func draw(_ rect: CGRect) {
        let path = UIBezierPath(roundedRect: bounds.insetBy(dx: 1, dy: 1), cornerRadius: 16)
        UIColor.systemYellow.withAlphaComponent(0.25).setFill()
        path.fill()
        let c = CGPoint(x: bounds.midX, y: bounds.midY)
        let r = min(bounds.width, bounds.height) * 0.4
        let star = UIBezierPath()
        for i in 0..<10 {
            let radius = i % 2 == 0 ? r : r * 0.45
            let a = CGFloat(i) * .pi / 5 - .pi / 2
            let p = CGPoint(x: c.x + radius * cos(a), y: c.y + radius * sin(a))
            if i == 0 { star.move(to: p) } else { star.addLine(to: p) }
        }
        star.close()
        UIColor.systemOrange.setFill()
        star.fill()
        UIColor.systemRed.setStroke()
        star.lineWidth = 2
        star.lineJoinStyle = .round
        star.stroke()
    }
}
