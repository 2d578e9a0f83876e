import UIKit

/// The layers chapter's card flip: two faces back to back in a `CATransformLayer`, under a view with
/// perspective; a tap turns the card over about its vertical axis.
public final class FlipCardViewController: UIViewController {
    public let holder = UIView()
    public let card = CATransformLayer()
    public let front = CALayer()
    public let back = CALayer()
    public private(set) var showsBack = false

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Flip"
        view.backgroundColor = .systemGroupedBackground
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 600
        holder.layer.sublayerTransform = perspective
        view.addSubview(holder)
        for (face, color, text) in [(front, UIColor.systemOrange, "♠︎ A"), (back, UIColor.systemIndigo, "Back")] {
            face.backgroundColor = color.cgColor
            face.cornerRadius = 18
            face.isDoubleSided = false
            let label = CATextLayer()
            label.string = text
            label.fontSize = 34
            label.font = UIFont.systemFont(ofSize: 34, weight: .bold)
            label.foregroundColor = UIColor.white.cgColor
            label.alignmentMode = .center
            label.contentsScale = UIScreen.main.scale
            face.addSublayer(label)
            card.addSublayer(face)
        }
        back.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
        holder.layer.addSublayer(card)
        holder.addGestureRecognizer(UITapGestureRecognizer(target: self, action: FlipCardViewController.tapped))
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let safe = view.bounds.inset(by: view.safeAreaInsets)
        holder.frame = CGRect(x: safe.midX - 110, y: safe.midY - 160, width: 220, height: 320)
        card.frame = holder.bounds
        for face in [front, back] {
            face.frame = card.bounds
            (face.sublayers?.first as? CATextLayer)?.frame = CGRect(x: 0, y: card.bounds.midY - 22, width: card.bounds.width, height: 48)
        }
    }

    /// Turns the card over in 0.6 s.
    public func flip() {
        let to: CGFloat = showsBack ? 0 : .pi
        let turn = CABasicAnimation(keyPath: "transform.rotation.y")
        turn.fromValue = showsBack ? CGFloat.pi : 0
        turn.toValue = to
        turn.duration = 0.6
        turn.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        card.transform = CATransform3DMakeRotation(to, 0, 1, 0)
        CATransaction.commit()
        card.add(turn, forKey: "flip")
        showsBack.toggle()
    }

    private func tapped(_ g: UITapGestureRecognizer) { flip() }
}
