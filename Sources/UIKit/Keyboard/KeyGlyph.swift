import Foundation

/// The small drawings on and around the keys (the SF Symbols iOS uses are not ours to ship):
/// emoji face, microphone, keyboard-down, undo/redo arrows and the clipboard. Each is drawn in the
/// current context, centred on a point, in the colour already set.
@MainActor enum KeyGlyph {
    static func face(at c: CGPoint) {
        let r: CGFloat = 11
        let outline = UIBezierPath(ovalIn: CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r))
        outline.lineWidth = 1.6
        outline.stroke()
        for dx in [-3.8, 3.8] as [CGFloat] {
            UIBezierPath(ovalIn: CGRect(x: c.x + dx - 1.3, y: c.y - 4.5, width: 2.6, height: 3.4)).fill()
        }
        let smile = UIBezierPath()
        smile.addArc(withCenter: CGPoint(x: c.x, y: c.y + 0.5), radius: 5.5, startAngle: 0.2, endAngle: .pi - 0.2, clockwise: true)
        smile.lineWidth = 1.6
        smile.lineCapStyle = .round
        smile.stroke()
    }

    static func microphone(at c: CGPoint) {
        UIBezierPath(roundedRect: CGRect(x: c.x - 4.5, y: c.y - 9, width: 9, height: 15), cornerRadius: 4.5).fill()
        let cradle = UIBezierPath()
        cradle.addArc(withCenter: CGPoint(x: c.x, y: c.y + 1), radius: 8, startAngle: 0, endAngle: .pi, clockwise: true)
        cradle.move(to: CGPoint(x: c.x, y: c.y + 9))
        cradle.addLine(to: CGPoint(x: c.x, y: c.y + 13))
        cradle.lineWidth = 1.6
        cradle.lineCapStyle = .round
        cradle.stroke()
    }

    /// A small keyboard with a chevron under it pointing down.
    static func keyboardDown(at c: CGPoint) {
        let body = UIBezierPath(roundedRect: CGRect(x: c.x - 12, y: c.y - 10, width: 24, height: 15), cornerRadius: 2.5)
        body.lineWidth = 1.4
        body.stroke()
        for row in 0..<2 {
            for col in 0..<5 {
                UIBezierPath(rect: CGRect(x: c.x - 9 + CGFloat(col) * 4, y: c.y - 7 + CGFloat(row) * 4, width: 2, height: 2)).fill()
            }
        }
        UIBezierPath(rect: CGRect(x: c.x - 5, y: c.y + 1, width: 10, height: 1.6)).fill()
        let chevron = UIBezierPath()
        chevron.move(to: CGPoint(x: c.x - 4, y: c.y + 8))
        chevron.addLine(to: CGPoint(x: c.x, y: c.y + 11.5))
        chevron.addLine(to: CGPoint(x: c.x + 4, y: c.y + 8))
        chevron.lineWidth = 1.6
        chevron.lineCapStyle = .round
        chevron.lineJoinStyle = .round
        chevron.stroke()
    }

    /// A U-turn arrow: pointing left for undo, mirrored for redo.
    static func uTurn(at c: CGPoint, redo: Bool) {
        let s: CGFloat = redo ? -1 : 1
        let p = UIBezierPath()
        p.move(to: CGPoint(x: c.x + s * 8, y: c.y + 8))
        p.addLine(to: CGPoint(x: c.x + s * 8, y: c.y + 1))
        p.addArc(withCenter: CGPoint(x: c.x + s * 2, y: c.y + 1), radius: 6, startAngle: redo ? .pi : 0, endAngle: -.pi / 2, clockwise: redo)
        p.addLine(to: CGPoint(x: c.x - s * 8, y: c.y - 5))
        p.move(to: CGPoint(x: c.x - s * 4, y: c.y - 9))
        p.addLine(to: CGPoint(x: c.x - s * 8, y: c.y - 5))
        p.addLine(to: CGPoint(x: c.x - s * 4, y: c.y - 1))
        p.lineWidth = 1.6
        p.lineCapStyle = .round
        p.lineJoinStyle = .round
        p.stroke()
    }

    /// A clipboard with a page on it (Paste).
    static func clipboard(at c: CGPoint) {
        let board = UIBezierPath(roundedRect: CGRect(x: c.x - 7, y: c.y - 8, width: 14, height: 17), cornerRadius: 2)
        board.lineWidth = 1.5
        board.stroke()
        UIBezierPath(roundedRect: CGRect(x: c.x - 3.5, y: c.y - 10, width: 7, height: 4), cornerRadius: 1.2).fill()
        for dy in [-1.0, 2.5, 6.0] as [CGFloat] {
            UIBezierPath(rect: CGRect(x: c.x - 4, y: c.y + dy, width: 8, height: 1.2)).fill()
        }
    }
}
