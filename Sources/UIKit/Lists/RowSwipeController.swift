import Foundation
import QuartzCore

/// A row whose content a swipe moves aside over its actions (a table cell, a list cell).
@MainActor protocol SwipeableRow: UIView {
    /// How far the content has moved aside (negative: toward the leading edge).
    var swipeOffset: CGFloat { get set }
    /// The actions have been revealed or put away.
    func swipeActionsShown(_ shown: Bool)
}

extension SwipeableRow {
    /// The row's swipe actions, trailing then leading, as VoiceOver offers them (its actions rotor:
    /// "Delete", "Flag"): performing one runs its handler, as a tap on its button does.
    var swipeAccessibilityActions: [UIAccessibilityCustomAction]? {
        var view = superview
        while let v = view, !(v is RowSwipeHost) { view = v.superview }
        guard let host = view as? RowSwipeHost, let ip = host.indexPath(ofSwipeRow: self) else { return nil }
        let actions = host.swipeActions(at: ip, leading: false).1 + host.swipeActions(at: ip, leading: true).1
        guard !actions.isEmpty else { return nil }
        return actions.map { action in
            UIAccessibilityCustomAction(name: action.title ?? "") { [weak self] _ in
                guard let self else { return false }
                action.handler(action, self) { _ in }
                return true
            }
        }
    }

    /// Back to rest for reuse: content in place, no buttons.
    func resetSwipe() {
        swipeOffset = 0
        for v in subviews where v is SwipeActionsContainer { v.removeFromSuperview() }
    }
}

/// The buttons a swipe reveals, inside the row.
final class SwipeActionsContainer: UIView {}

/// A list whose rows a horizontal swipe opens: a table, or a collection view with list sections.
/// It answers which row is where and what actions a row has; the controller does the rest.
@MainActor protocol RowSwipeHost: UIScrollView {
    func swipeRow(at point: CGPoint) -> (IndexPath, SwipeableRow)?
    func indexPath(ofSwipeRow row: SwipeableRow) -> IndexPath?
    /// The row's actions on one side, and the configuration they came from.
    func swipeActions(at indexPath: IndexPath, leading: Bool) -> (UISwipeActionsConfiguration?, [UIContextualAction])
    /// False while editing: rows don't swipe then.
    var allowsRowSwipe: Bool { get }
    /// A swipe takes the row's touch: its highlight goes.
    func swipeTookTouch(from row: SwipeableRow)
    func swipeWillOpen(at indexPath: IndexPath)
    func swipeDidClose(at indexPath: IndexPath?)
}

/// A row opened by a swipe (or by its minus control): the content moved aside over the actions.
struct RowSwipeState {
    let indexPath: IndexPath
    let row: SwipeableRow
    let actions: [UIContextualAction]
    let configuration: UISwipeActionsConfiguration?
    let container: UIView
    /// Width of the revealed buttons when the row rests open.
    let openWidth: CGFloat
    /// Opened toward the trailing edge (leading actions, revealed at the left).
    let leading: Bool
    /// Each button's width when the row rests open.
    let widths: [CGFloat]
    var startOffset: CGFloat = 0
    /// Opened from the minus control in edit mode (the Delete button), not by a swipe.
    var fromEditingControl = false
}

/// Swiping a row to reveal its actions, for any list: a partial swipe opens the row on its buttons, a
/// long one performs the first action, a tap on a button performs it, a touch elsewhere closes the row.
@MainActor final class RowSwipeController {
    weak var host: RowSwipeHost?
    private(set) var state: RowSwipeState?
    let recognizer = RowSwipeGestureRecognizer()

    init(host: RowSwipeHost) {
        self.host = host
        recognizer.controller = self
        recognizer.addTarget(self, action: RowSwipeController.handle)
        host.addGestureRecognizer(recognizer)
    }

    var openRow: SwipeableRow? { state?.row }

    /// Whether a horizontal drag starting at `point` (rightward when `leading`) may open or close a row.
    func canSwipe(at point: CGPoint, leading: Bool) -> Bool {
        if state != nil { return true }
        guard let host, host.allowsRowSwipe, let (ip, _) = host.swipeRow(at: point) else { return false }
        return !host.swipeActions(at: ip, leading: leading).1.isEmpty
    }

    /// Opens `row` on its actions (trailing unless `leading`), resting closed until the offset is set.
    func open(_ row: SwipeableRow, at ip: IndexPath, leading: Bool = false, fromEditingControl: Bool = false) {
        guard let host else { return }
        let (config, actions) = host.swipeActions(at: ip, leading: leading)
        guard !actions.isEmpty else { return }
        host.swipeWillOpen(at: ip)
        let container = SwipeActionsContainer()
        container.clipsToBounds = true
        var width: CGFloat = 0
        var widths: [CGFloat] = []
        for (i, action) in actions.enumerated() {
            let b = UIButton(type: .custom)
            b.setTitle(action.title, for: .normal)
            b.setTitleColor(.white, for: .normal)
            b.titleLabel?.font = .systemFont(ofSize: 17)
            b.backgroundColor = action.backgroundColor
            b.tag = i
            b.accessibilityLabel = action.title
            b.addTarget(self, action: RowSwipeController.actionTapped, for: .touchUpInside)
            let w = max(74, (b.titleLabel?.sizeThatFits(CGSize(width: 400, height: 44)).width ?? 0) + 30)
            b.frame = CGRect(x: width, y: 0, width: w, height: row.bounds.height)
            container.addSubview(b)
            widths.append(w)
            width += w
        }
        row.addSubview(container)
        row.swipeActionsShown(true)
        state = RowSwipeState(indexPath: ip, row: row, actions: actions, configuration: config, container: container,
                              openWidth: width, leading: leading, widths: widths, fromEditingControl: fromEditingControl)
        layoutContainer()
    }

    /// Opens `row` on its trailing actions, animated, as its minus control does.
    func openFully(_ row: SwipeableRow, at ip: IndexPath) {
        open(row, at: ip, fromEditingControl: true)
        if let s = state { setOffset(-s.openWidth, animated: true) }
    }

    /// The buttons fill the space the content has left; the first action is at the edge, as UIKit
    /// documents, and past the open width (a full swipe) it takes the extra room.
    func layoutContainer() {
        guard let s = state else { return }
        let w = abs(s.row.swipeOffset), b = s.row.bounds
        s.container.frame = CGRect(x: s.leading ? 0 : b.maxX - w, y: 0, width: w, height: b.height)
        let buttons = s.container.subviews
        var shares: [CGFloat] = []
        for i in buttons.indices {
            let natural = s.widths[i]
            shares.append(w <= s.openWidth ? natural * w / max(s.openWidth, 1) : (i == 0 ? natural + w - s.openWidth : natural))
        }
        // Trailing: the first button at the right edge; leading: at the left edge.
        var x: CGFloat = 0
        for i in (s.leading ? Array(buttons.indices) : Array(buttons.indices.reversed())) {
            buttons[i].frame = CGRect(x: x, y: 0, width: shares[i], height: b.height)
            x += shares[i]
        }
    }

    func setOffset(_ offset: CGFloat, animated: Bool, completion: (() -> Void)? = nil) {
        guard let s = state else { completion?(); return }
        let apply = {
            s.row.swipeOffset = offset
            s.row.layoutIfNeeded()
            self.layoutContainer()
        }
        if animated && s.row.window != nil {
            UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseOut], animations: apply) { _ in completion?() }
        } else {
            UIView.performWithoutAnimation(apply)
            completion?()
        }
    }

    /// Closes an open row (its content slides back).
    func close(animated: Bool) {
        guard let s = state else { return }
        guard host?.indexPath(ofSwipeRow: s.row) != nil else { return rowDeleted() }
        s.row.swipeActionsShown(false)
        setOffset(0, animated: animated) {
            s.container.removeFromSuperview()
        }
        state = nil
        s.row.setNeedsLayout()
        host?.swipeDidClose(at: host?.indexPath(ofSwipeRow: s.row))
    }

    /// The open row's item was deleted: it leaves as it is, slid aside over its buttons (reuse resets it).
    func rowDeleted() {
        guard let s = state else { return }
        s.row.swipeActionsShown(false)
        state = nil
    }

    /// The recognizer's target action.
    func handle(_ pan: UIPanGestureRecognizer) {
        guard let host else { return }
        switch pan.state {
        case .began:
            let p = pan.location(in: host)
            let hit = host.swipeRow(at: p)
            if let s = state, hit?.0 != s.indexPath { close(animated: true); pan.state = .cancelled; return }
            if state == nil, let (ip, row) = hit {
                host.swipeTookTouch(from: row)
                open(row, at: ip, leading: pan.translation(in: host).x > 0)
            }
            if let start = state?.row.swipeOffset { state?.startOffset = start }
        case .changed:
            guard let s = state else { return }
            let raw = s.startOffset + pan.translation(in: host).x
            setOffset(s.leading ? max(0, raw) : min(0, raw), animated: false)
        case .ended, .cancelled:
            guard let s = state else { return }
            let offset = abs(s.row.swipeOffset), v = pan.velocity(in: host).x * (s.leading ? 1 : -1)
            let full = s.row.bounds.width * 0.6, sign: CGFloat = s.leading ? 1 : -1
            if pan.state == .ended, offset > full, s.configuration?.performsFirstActionWithFullSwipe ?? true, let first = s.actions.first {
                // A long swipe: the first action at once, its button spread over the row as it goes.
                setOffset(sign * s.row.bounds.width, animated: true)
                perform(first, from: s.container.subviews.first ?? s.container)
            } else if offset > s.openWidth / 2 || v > 300 {
                setOffset(sign * s.openWidth, animated: true)
            } else {
                close(animated: true)
            }
        default:
            break
        }
    }

    func actionTapped(_ sender: UIButton) {
        guard let s = state, s.actions.indices.contains(sender.tag) else { return }
        perform(s.actions[sender.tag], from: sender)
    }

    private func perform(_ action: UIContextualAction, from view: UIView) {
        action.handler(action, view) { [weak self] _ in
            self?.close(animated: true)
        }
    }

    /// A touch landing anywhere on the list while a row is open closes it, and does nothing else
    /// (unless it lands on the row's buttons).
    func touchLanded(_ touch: UITouch) -> Bool {
        guard let s = state, !(touch.view?.isDescendant(of: s.container) ?? false) else { return false }
        close(animated: true)
        return true
    }
}

/// A list's swipe: begins for a horizontal drag on a row that has actions, and fails for a vertical one
/// (which is the list's scroll).
@MainActor final class RowSwipeGestureRecognizer: UIPanGestureRecognizer {
    weak var controller: RowSwipeController?

    override func shouldBegin(at p: CGPoint) -> Bool {
        guard super.shouldBegin(at: p), let controller, let host = controller.host else { return false }
        let t = translation(in: nil)
        let start = host.convert(trackedTouches.first?.startLocationInWindow ?? p, from: nil)
        guard abs(t.x) > abs(t.y), controller.canSwipe(at: start, leading: t.x > 0) else {
            state = .failed
            return false
        }
        return true
    }
}
