import UIKit

/// The animation chapter's draggable card: a panel at the bottom opens to fill the screen on a
/// property animator. Panning scrubs the animator; letting go finishes it, or reverses it when the
/// card was not pulled far or fast enough; a tap opens or closes it in one go.
public final class AnimatorCardViewController: UIViewController {
    public let card = UIView()
    public let dimming = UIView()
    public private(set) var isOpen = false
    public private(set) var animator: UIViewPropertyAnimator?
    private var startFraction: CGFloat = 0

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Card"
        view.backgroundColor = .systemGroupedBackground
        dimming.backgroundColor = .black
        dimming.alpha = 0
        view.addSubview(dimming)
        card.backgroundColor = .systemBackground
        card.layer.cornerRadius = 16
        card.layer.shadowOpacity = 0.15
        card.layer.shadowRadius = 10
        card.layer.shadowOffset = CGSize(width: 0, height: -2)
        let label = UILabel()
        label.text = "Drag me"
        label.font = .preferredFont(forTextStyle: .headline)
        label.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(label)
        let grabber = UIView()
        grabber.backgroundColor = .systemGray3
        grabber.layer.cornerRadius = 2.5
        grabber.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(grabber)
        NSLayoutConstraint.activate([
            grabber.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
            grabber.centerXAnchor.constraint(equalTo: card.centerXAnchor),
            grabber.widthAnchor.constraint(equalToConstant: 36),
            grabber.heightAnchor.constraint(equalToConstant: 5),
            label.topAnchor.constraint(equalTo: grabber.bottomAnchor, constant: 16),
            label.centerXAnchor.constraint(equalTo: card.centerXAnchor),
        ])
        view.addSubview(card)
        card.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: AnimatorCardViewController.dragged))
        card.addGestureRecognizer(UITapGestureRecognizer(target: self, action: AnimatorCardViewController.tapped))
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        dimming.frame = view.bounds
        if animator == nil { card.frame = frame(open: isOpen) }
        // A shadow path, as the chapter advises: the shadow is cast once, not from the card's drawing each frame.
        card.layer.shadowPath = UIBezierPath(roundedRect: CGRect(origin: .zero, size: card.bounds.size), cornerRadius: 16).cgPath
    }

    /// Where the card rests: a 120-point panel at the bottom, or opened to just below the bar.
    public func frame(open: Bool) -> CGRect {
        let b = view.bounds
        let top = open ? view.safeAreaInsets.top + 40 : b.height - view.safeAreaInsets.bottom - 120
        // One height either way, so only its position animates (its shadow is blurred once).
        return CGRect(x: 0, y: top, width: b.width, height: b.height)
    }

    /// The distance the card travels.
    private var travel: CGFloat { frame(open: false).minY - frame(open: true).minY }

    private func makeAnimator() -> UIViewPropertyAnimator {
        let opening = !isOpen
        let a = UIViewPropertyAnimator(duration: 0.6, dampingRatio: 1) {
            self.card.frame = self.frame(open: opening)
            self.dimming.alpha = opening ? 0.4 : 0
        }
        a.addCompletion { [weak self] position in
            guard let self else { return }
            if position == .end { self.isOpen = opening }
            self.animator = nil
        }
        return a
    }

    private func tapped(_ g: UITapGestureRecognizer) {
        guard animator == nil else { return }
        let a = makeAnimator()
        animator = a
        a.startAnimation()
    }

    private func dragged(_ g: UIPanGestureRecognizer) {
        let sign: CGFloat = isOpen ? 1 : -1  // opening moves up
        switch g.state {
        case .began:
            let a = animator ?? makeAnimator()
            animator = a
            a.pauseAnimation()
            startFraction = a.isReversed ? 1 - a.fractionComplete : a.fractionComplete
            a.isReversed = false
        case .changed:
            animator?.fractionComplete = startFraction + sign * g.translation(in: view).y / travel
        case .ended, .cancelled:
            guard let a = animator else { return }
            let velocity = sign * g.velocity(in: view).y
            let finish = velocity > 300 || (velocity > -300 && a.fractionComplete > 0.5)
            a.isReversed = !finish
            // The spring starts at the finger's speed, relative to the distance left.
            let left = max(1, travel * (finish ? 1 - a.fractionComplete : a.fractionComplete))
            let relative = abs(velocity) / left
            a.continueAnimation(withTimingParameters: UISpringTimingParameters(dampingRatio: 0.85, initialVelocity: CGVector(dx: 0, dy: relative)),
                                durationFactor: 0)
        default:
            break
        }
    }
}
