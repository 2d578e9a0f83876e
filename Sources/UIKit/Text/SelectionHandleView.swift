import Foundation

/// One end of a text selection: a tinted bar the height of the line with a dot on its outer end,
/// dragged to move that end. Its touch area is wider than what it draws, as iOS's is.
@MainActor final class SelectionHandleView: UIView {
    override class var isOpaqueByDefault: Bool { false }
    let isStart: Bool
    private let bar = UIView()
    private let dot = UIView()
    var onDrag: ((CGPoint) -> Void)?

    init(isStart: Bool) {
        self.isStart = isStart
        super.init(frame: .zero)
        backgroundColor = nil
        dot.layer.cornerRadius = 4.5
        addSubview(bar)
        addSubview(dot)
        accessibilityLabel = isStart ? "Selection start" : "Selection end"
        addGestureRecognizer(UIPanGestureRecognizer(target: self, action: SelectionHandleView.dragged))
    }

    required init?(coder: NSCoder) { fatalError("made in code") }

    /// Places the handle on a caret rectangle (its superview's coordinates).
    func place(on caret: CGRect, tint: UIColor) {
        let touchWidth: CGFloat = 24
        frame = CGRect(x: caret.midX - touchWidth / 2, y: caret.minY - 9, width: touchWidth, height: caret.height + 18)
        bar.frame = CGRect(x: touchWidth / 2 - 1, y: 9, width: 2, height: caret.height)
        dot.frame = CGRect(x: touchWidth / 2 - 4.5, y: isStart ? 1 : caret.height + 8, width: 9, height: 9)
        bar.backgroundColor = tint
        dot.backgroundColor = tint
    }

    private func dragged(_ pan: UIPanGestureRecognizer) {
        guard let sv = superview else { return }
        onDrag?(pan.location(in: sv))
    }
}

/// A selection's two handles in the view that shows the text.
@MainActor final class SelectionHandles {
    let start = SelectionHandleView(isStart: true)
    let end = SelectionHandleView(isStart: false)

    /// `drag` hears which end moved and where the finger is (in `host`'s coordinates).
    init(in host: UIView, drag: @escaping (_ isStart: Bool, _ point: CGPoint) -> Void) {
        for h in [start, end] {
            h.isHidden = true
            host.addSubview(h)
            h.onDrag = { [unowned h] p in drag(h.isStart, p) }
        }
    }

    /// On the carets at the selection's ends; hidden when there is no selection (nil).
    func place(_ ends: (start: CGRect, end: CGRect)?, tint: UIColor) {
        guard let ends else { start.isHidden = true; end.isHidden = true; return }
        start.place(on: ends.start, tint: tint)
        end.place(on: ends.end, tint: tint)
        for h in [start, end] {
            h.isHidden = false
            h.superview?.bringSubviewToFront(h)
        }
    }
}
