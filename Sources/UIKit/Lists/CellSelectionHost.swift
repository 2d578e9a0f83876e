import Foundation

/// A list that highlights and selects its cells by touch (a table, a collection view). Its cells
/// pass their touches on through `forward(_:_:from:)`: a touch highlights, lifting inside selects,
/// and a finger that wanders off as for a drag cancels.
@MainActor protocol CellSelectionHost: AnyObject {
    associatedtype Cell: UIView
    func cellTouchBegan(_ cell: Cell)
    func cellTouchEnded(_ cell: Cell, inside: Bool)
    func cellTouchCancelled(_ cell: Cell)
}

extension CellSelectionHost {
    func forward(_ touches: Set<UITouch>, _ phase: UITouch.Phase, from cell: Cell) {
        switch phase {
        case .began:
            cellTouchBegan(cell)
        case .moved:
            guard let t = touches.first else { return }
            let a = t.location(in: nil), b = t.startLocationInWindow
            if hypot(a.x - b.x, a.y - b.y) > TouchInput.tapSlop { cellTouchCancelled(cell) }
        case .ended:
            cellTouchEnded(cell, inside: touches.first.map { cell.bounds.contains($0.location(in: cell)) } ?? false)
        default:
            cellTouchCancelled(cell)
        }
    }
}

