//
//  PointerViewController.swift
//  Workshop
//

import UIKit

/// iPadOS 13.4's pointer: a pad that lights up while the pointer hovers over it, a button that
/// lifts, one that the system highlights, and a card with its own pointer style.
class PointerViewController: UIViewController, UIPointerInteractionDelegate {

    let pad = UIView()
    let liftButton = UIButton(type: .system)
    let highlightButton = UIButton(type: .system)
    let card = UIView()
    var hoverLog: [UIGestureRecognizer.State] = []
    var entered = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Pointer"
        view.backgroundColor = .systemBackground

        pad.frame = CGRect(x: 40, y: 140, width: 200, height: 120)
        pad.backgroundColor = .systemGray4
        pad.layer.cornerRadius = 12
        let hover = UIHoverGestureRecognizer(target: self, action: #selector(hovered(_:)))
        pad.addGestureRecognizer(hover)
        view.addSubview(pad)

        liftButton.setTitle("Lift", for: .normal)
        liftButton.titleLabel?.font = UIFont.systemFont(ofSize: 22, weight: .semibold)
        liftButton.backgroundColor = .systemBlue
        liftButton.setTitleColor(.white, for: .normal)
        liftButton.layer.cornerRadius = 10
        liftButton.frame = CGRect(x: 40, y: 300, width: 160, height: 60)
        liftButton.isPointerInteractionEnabled = true
        liftButton.pointerStyleProvider = { button, proposedEffect, proposedShape in
            let preview = UITargetedPreview(view: button)
            return UIPointerStyle(effect: .lift(preview), shape: proposedShape)
        }
        view.addSubview(liftButton)

        highlightButton.setTitle("Highlight", for: .normal)
        highlightButton.titleLabel?.font = UIFont.systemFont(ofSize: 22)
        highlightButton.frame = CGRect(x: 260, y: 300, width: 160, height: 60)
        highlightButton.isPointerInteractionEnabled = true
        view.addSubview(highlightButton)

        card.frame = CGRect(x: 40, y: 420, width: 300, height: 180)
        card.backgroundColor = .systemTeal
        card.layer.cornerRadius = 16
        card.addInteraction(UIPointerInteraction(delegate: self))
        view.addSubview(card)
    }

    @objc func hovered(_ recognizer: UIHoverGestureRecognizer) {
        hoverLog.append(recognizer.state)
        switch recognizer.state {
        case .began, .changed:
            pad.backgroundColor = .systemYellow
        default:
            pad.backgroundColor = .systemGray4
        }
    }

    // MARK: UIPointerInteractionDelegate

    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        guard let view = interaction.view else { return nil }
        return UIPointerStyle(effect: .hover(UITargetedPreview(view: view), preferredTintMode: .none, prefersShadow: true, prefersScaledContent: true))
    }

    func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion, animator: UIPointerInteractionAnimating) {
        entered += 1
    }
}
