import Foundation

/// The card a compact date picker opens over the window: the month calendar or the time wheels,
/// beside the pill tapped. A tap outside the card closes it, as on iOS (choosing does not).
@MainActor final class DatePickerPanel: UIView {
    let card = UIView()
    private let onClose: () -> Void
    private var closing = false

    init(content: UIView, near anchor: CGRect, in window: UIWindow, onClose: @escaping () -> Void) {
        self.onClose = onClose
        super.init(frame: window.bounds)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        backgroundColor = ChromePalette.datePanel
        let size = content.bounds.size
        let safe = window.safeAreaInsets
        var y = anchor.maxY + 8
        if y + size.height > window.bounds.maxY - safe.bottom - 8 { y = max(safe.top + 8, anchor.minY - 8 - size.height) }
        let x = min(max(16, anchor.midX - size.width / 2), window.bounds.width - 16 - size.width)
        card.frame = CGRect(x: x, y: y, width: size.width, height: size.height)
        card.backgroundColor = .systemBackground
        card.layer.cornerRadius = 13
        card.layer.shadowOpacity = 0.18
        card.layer.shadowRadius = 20
        card.layer.shadowOffset = CGSize(width: 0, height: 6)
        content.frame = card.bounds
        card.addSubview(content)
        addSubview(card)
        window.addSubview(self)
        alpha = 0
        card.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
        UIView.animate(withDuration: 0.25, delay: 0, options: [.curveEaseOut], animations: {
            self.alpha = 1
            self.card.transform = .identity
        })
    }

    required init?(coder: NSCoder) { fatalError("made by a date picker") }

    /// A touch outside the card.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let p = touches.first?.location(in: self), !card.frame.contains(p) else { return }
        close()
    }

    func close() {
        guard !closing else { return }
        closing = true
        onClose()
        UIView.animate(withDuration: 0.2, animations: { self.alpha = 0 }, completion: { _ in self.removeFromSuperview() })
    }
}
