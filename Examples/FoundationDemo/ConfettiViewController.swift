import UIKit

/// The animation chapter's confetti: an emitter along the top edge throws coloured scraps that
/// tumble down for a second and a half after "Celebrate" is tapped.
public final class ConfettiViewController: UIViewController {
    public let emitter = CAEmitterLayer()
    public let button = UIButton(type: .system)

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Confetti"
        view.backgroundColor = .systemBackground
        button.setTitle("Celebrate", for: .normal)
        button.titleLabel?.font = .preferredFont(forTextStyle: .title2)
        button.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(button)
        NSLayoutConstraint.activate([
            button.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            button.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -40),
        ])
        button.addAction(UIAction { [weak self] _ in self?.celebrate() }, for: .touchUpInside)
        emitter.emitterShape = .line
        emitter.birthRate = 0
        emitter.seed = 2024
        let scrap = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 5)).image { ctx in
            UIColor.white.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 8, height: 5))
        }.cgImage
        let colors: [UIColor] = [.systemRed, .systemYellow, .systemGreen, .systemBlue, .systemPurple, .systemOrange]
        emitter.emitterCells = colors.map { color in
            let cell = CAEmitterCell()
            cell.contents = scrap
            cell.contentsScale = UIScreen.main.scale
            cell.color = color.cgColor
            cell.birthRate = 25
            cell.lifetime = 3.5
            cell.velocity = 180
            cell.velocityRange = 60
            cell.emissionLongitude = .pi / 2
            cell.emissionRange = .pi / 3
            cell.yAcceleration = 120
            cell.spin = 3
            cell.spinRange = 4
            cell.scale = 1.4
            cell.scaleRange = 0.4
            return cell
        }
        view.layer.addSublayer(emitter)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        emitter.frame = view.bounds
        emitter.emitterPosition = CGPoint(x: view.bounds.midX, y: view.safeAreaInsets.top - 10)
        emitter.emitterSize = CGSize(width: view.bounds.width, height: 1)
    }

    /// A burst: a second and a half of confetti.
    public func celebrate() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        emitter.birthRate = 1
        CATransaction.commit()
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) { [weak self] in
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            self?.emitter.birthRate = 0
            CATransaction.commit()
        }
    }
}
