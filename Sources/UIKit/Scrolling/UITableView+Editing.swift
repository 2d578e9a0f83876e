import Foundation
@_spi(OpenUIKit) import QuartzCore

/// A row opened by a swipe (or by its red minus control): the content moved aside over the actions.
struct RowSwipeState {
    let indexPath: IndexPath
    let cell: UITableViewCell
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

/// Edit mode (the minus and plus controls, the grip) and swiping a row to reveal its actions: a partial
/// swipe opens the row on its Delete button, a long one performs the first action, a tap elsewhere closes it.
extension UITableView {
    /// `setEditing(_:animated:)`'s work: every row's editing controls shown or hidden.
    func changeEditing(_ editing: Bool, animated: Bool) {
        closeSwipe(animated: animated)
        guard editing != editingState else { return }
        editingState = editing
        for (ip, cell) in visible { applyEditingState(to: cell, at: ip, animated: animated) }
        if !editing { selected.removeAll() ; for cell in visible.values { cell.setSelected(false, animated: animated) } }
    }

    func applyEditingState(to cell: UITableViewCell, at ip: IndexPath, animated: Bool) {
        let canEdit = dataSource?.tableView(self, canEditRowAt: ip) ?? false
        cell.editingStyle = canEdit ? (delegate?.tableView(self, editingStyleForRowAt: ip) ?? .delete) : .none
        cell.shouldIndentWhileEditing = canEdit && (delegate?.tableView(self, shouldIndentWhileEditingRowAt: ip) ?? true)
        cell.canReorder = dataSource?.tableView(self, canMoveRowAt: ip) ?? false
        cell.selectsWhileEditing = allowsMultipleSelectionDuringEditing
        cell.setEditing(editingState, animated: animated)
    }

    // MARK: The minus and plus controls

    func editingControlTapped(in cell: UITableViewCell) {
        guard let ip = indexPath(for: cell) else { return }
        switch cell.editingStyle {
        case .insert:
            dataSource?.tableView(self, commit: .insert, forRowAt: ip)
        case .delete:
            if swipe?.cell === cell { closeSwipe(animated: true); return }
            closeSwipe(animated: true)
            openSwipe(on: cell, at: ip, fromEditingControl: true)
            if let s = swipe { setSwipeOffset(-s.openWidth, animated: true) }
        case .none:
            break
        }
    }

    // MARK: Swiping

    /// A row's actions on one side: the delegate's configuration; on the trailing side without one,
    /// Delete when the row deletes.
    private func swipeActions(_ ip: IndexPath, leading: Bool) -> (UISwipeActionsConfiguration?, [UIContextualAction]) {
        if leading {
            let c = delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: ip)
            return (c, c?.actions ?? [])
        }
        if let c = delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: ip) { return (c, c.actions) }
        guard dataSource?.tableView(self, canEditRowAt: ip) ?? false,
              (delegate?.tableView(self, editingStyleForRowAt: ip) ?? .delete) == .delete else { return (nil, []) }
        let title = delegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: ip) ?? "Delete"
        let delete = UIContextualAction(style: .destructive, title: title) { [weak self] _, _, done in
            guard let self else { return }
            // The row's own path now (an update may have moved it).
            if let cell = self.swipe?.cell, let at = self.indexPath(for: cell) {
                self.closeSwipe(animated: false)
                self.dataSource?.tableView(self, commit: .delete, forRowAt: at)
            }
            done(true)
        }
        return (nil, [delete])
    }

    /// Whether a horizontal drag starting at `point` (rightward when `leading`) may open or close a row.
    func canSwipe(at point: CGPoint, leading: Bool) -> Bool {
        if swipe != nil { return true }
        guard !isEditing, let ip = indexPathForRow(at: point), visible[ip] != nil else { return false }
        return !swipeActions(ip, leading: leading).1.isEmpty
    }

    private func openSwipe(on cell: UITableViewCell, at ip: IndexPath, leading: Bool = false, fromEditingControl: Bool = false) {
        let (config, actions) = swipeActions(ip, leading: leading)
        guard !actions.isEmpty else { return }
        delegate?.tableView(self, willBeginEditingRowAt: ip)
        let container = UIView()
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
            b.addTarget(self, action: UITableView.swipeActionTapped, for: .touchUpInside)
            let w = max(74, (b.titleLabel?.sizeThatFits(CGSize(width: 400, height: 44)).width ?? 0) + 30)
            b.frame = CGRect(x: width, y: 0, width: w, height: cell.bounds.height)
            container.addSubview(b)
            widths.append(w)
            width += w
        }
        cell.addSubview(container)
        cell.showingDeleteConfirmation = true
        swipe = RowSwipeState(indexPath: ip, cell: cell, actions: actions, configuration: config, container: container,
                              openWidth: width, leading: leading, widths: widths, fromEditingControl: fromEditingControl)
        layoutSwipeContainer()
    }

    /// The buttons fill the space the content has left; the first action is at the edge, as UIKit
    /// documents, and past the open width (a full swipe) it takes the extra room.
    func layoutSwipeContainer() {
        guard let s = swipe else { return }
        let w = abs(s.cell.swipeOffset), b = s.cell.bounds
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

    func setSwipeOffset(_ offset: CGFloat, animated: Bool, completion: (() -> Void)? = nil) {
        guard let s = swipe else { completion?(); return }
        let apply = {
            s.cell.swipeOffset = offset
            s.cell.layoutIfNeeded()
            self.layoutSwipeContainer()
        }
        if animated && window != nil {
            UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseOut], animations: apply) { _ in completion?() }
        } else {
            UIView.performWithoutAnimation(apply)
            completion?()
        }
    }

    /// Closes an open row (its content slides back).
    func closeSwipe(animated: Bool) {
        guard let s = swipe else { return }
        s.cell.showingDeleteConfirmation = false
        setSwipeOffset(0, animated: animated) {
            s.container.removeFromSuperview()
        }
        swipe = nil
        s.cell.setNeedsLayout()
        delegate?.tableView(self, didEndEditingRowAt: indexPath(for: s.cell))
    }

    /// The swipe recognizer's target action.
    func handleSwipe(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            let p = pan.location(in: self)
            if let s = swipe, indexPathForRow(at: p) != s.indexPath { closeSwipe(animated: true); pan.state = .cancelled; return }
            if swipe == nil, let ip = indexPathForRow(at: p), let cell = visible[ip] {
                cellTouchCancelled(cell)
                openSwipe(on: cell, at: ip, leading: pan.translation(in: self).x > 0)
            }
            let start = swipe?.cell.swipeOffset ?? 0
            swipe?.startOffset = start
        case .changed:
            guard let s = swipe else { return }
            let raw = s.startOffset + pan.translation(in: self).x
            setSwipeOffset(s.leading ? max(0, raw) : min(0, raw), animated: false)
        case .ended, .cancelled:
            guard let s = swipe else { return }
            let offset = abs(s.cell.swipeOffset), v = pan.velocity(in: self).x * (s.leading ? 1 : -1)
            let full = s.cell.bounds.width * 0.6, sign: CGFloat = s.leading ? 1 : -1
            if pan.state == .ended, offset > full, s.configuration?.performsFirstActionWithFullSwipe ?? true, let first = s.actions.first {
                // A long swipe: the first action at once, its button spread over the row as it goes.
                setSwipeOffset(sign * s.cell.bounds.width, animated: true)
                perform(first, from: s.container.subviews.first ?? s.container)
            } else if offset > s.openWidth / 2 || v > 300 {
                setSwipeOffset(sign * s.openWidth, animated: true)
            } else {
                closeSwipe(animated: true)
            }
        default:
            break
        }
    }

    func swipeActionTapped(_ sender: UIButton) {
        guard let s = swipe, s.actions.indices.contains(sender.tag) else { return }
        perform(s.actions[sender.tag], from: sender)
    }

    private func perform(_ action: UIContextualAction, from view: UIView) {
        action.handler(action, view) { [weak self] _ in
            self?.closeSwipe(animated: true)
        }
    }

    /// A touch landing anywhere on the table while a row is open closes it, and does nothing else.
    func swipeTouchLanded(_ touch: UITouch) -> Bool {
        guard let s = swipe, !(touch.view?.isDescendant(of: s.container) ?? false) else { return false }
        if let v = touch.view, s.fromEditingControl, let control = s.cell.editingControl, v.isDescendant(of: control) { return false }
        closeSwipe(animated: true)
        return true
    }
}

/// A table's swipe: begins for a horizontal drag on a row that has actions, and fails for a vertical one
/// (which is the table's scroll).
@MainActor final class RowSwipeGestureRecognizer: UIPanGestureRecognizer {
    weak var tableView: UITableView?

    override func shouldBegin(at p: CGPoint) -> Bool {
        guard super.shouldBegin(at: p), let tv = tableView else { return false }
        let t = translation(in: nil)
        let start = tv.convert(trackedTouches.first?.startLocationInWindow ?? p, from: nil)
        guard abs(t.x) > abs(t.y), tv.canSwipe(at: start, leading: t.x > 0) else {
            state = .failed
            return false
        }
        return true
    }
}
