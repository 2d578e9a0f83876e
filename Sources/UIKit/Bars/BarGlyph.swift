import Foundation

/// The glyphs iOS draws for system bar button items (SF Symbols' shapes, drawn with paths),
/// and their accessibility labels.
@MainActor enum BarGlyph {
    static func accessibilityLabel(for item: UIBarButtonItem.SystemItem) -> String? {
        switch item {
        case .done: return "Done"
        case .cancel: return "Cancel"
        case .edit: return "Edit"
        case .save: return "Save"
        case .add: return "Add"
        case .compose: return "Compose"
        case .reply: return "Reply"
        case .action: return "Share"
        case .organize: return "Organize"
        case .bookmarks: return "Bookmarks"
        case .search: return "Search"
        case .refresh: return "Refresh"
        case .stop: return "Stop"
        case .camera: return "Camera"
        case .trash: return "Delete"
        case .play: return "Play"
        case .pause: return "Pause"
        case .rewind: return "Rewind"
        case .fastForward: return "Fast Forward"
        case .undo: return "Undo"
        case .redo: return "Redo"
        case .pageCurl: return "Page Curl"
        case .close: return "Close"
        case .flexibleSpace, .fixedSpace: return nil
        }
    }

    static func draws(_ item: UIBarButtonItem.SystemItem) -> Bool {
        ![.done, .cancel, .edit, .save, .undo, .redo, .flexibleSpace, .fixedSpace].contains(item)
    }

    /// Draws the glyph centered in `r` (about 22 points) with the current fill/stroke color.
    static func draw(_ item: UIBarButtonItem.SystemItem, in r: CGRect, color: UIColor) {
        let c = CGPoint(x: r.midX, y: r.midY)
        color.setStroke()
        color.setFill()
        func stroke(_ p: UIBezierPath, _ w: CGFloat = 2) {
            p.lineWidth = w; p.lineCapStyle = .round; p.lineJoinStyle = .round; p.stroke()
        }
        func line(_ a: CGPoint, _ b: CGPoint) -> UIBezierPath { let p = UIBezierPath(); p.move(to: a); p.addLine(to: b); return p }
        func pt(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: c.x + x, y: c.y + y) }
        switch item {
        case .add:
            stroke(line(pt(-9, 0), pt(9, 0))); stroke(line(pt(0, -9), pt(0, 9)))
        case .stop, .close:
            if item == .close {
                UIColor.systemGray5.setFill()
                UIBezierPath(ovalIn: CGRect(x: c.x - 12, y: c.y - 12, width: 24, height: 24)).fill()
                UIColor.systemGray.setStroke()
                stroke(line(pt(-4.5, -4.5), pt(4.5, 4.5)), 2.2); stroke(line(pt(4.5, -4.5), pt(-4.5, 4.5)), 2.2)
            } else {
                stroke(line(pt(-8, -8), pt(8, 8))); stroke(line(pt(8, -8), pt(-8, 8)))
            }
        case .search:
            stroke(UIBezierPath(ovalIn: CGRect(x: c.x - 9, y: c.y - 9, width: 14, height: 14)))
            stroke(line(pt(3, 3), pt(9, 9)), 2.4)
        case .refresh:
            let p = UIBezierPath(arcCenter: c, radius: 8.5, startAngle: -.pi / 2 + 0.5, endAngle: 1.5 * .pi - 0.3, clockwise: true)
            stroke(p)
            let tip = UIBezierPath()
            tip.move(to: pt(-1, -13)); tip.addLine(to: pt(4, -8.5)); tip.addLine(to: pt(-1, -4)); tip.close()
            tip.fill()
        case .trash:
            stroke(line(pt(-9, -6), pt(9, -6)))
            let can = UIBezierPath()
            can.move(to: pt(-6.5, -6)); can.addLine(to: pt(-5.5, 10)); can.addLine(to: pt(5.5, 10)); can.addLine(to: pt(6.5, -6))
            stroke(can, 1.8)
            stroke(UIBezierPath(roundedRect: CGRect(x: c.x - 3, y: c.y - 10, width: 6, height: 4), cornerRadius: 1), 1.6)
        case .play:
            let p = UIBezierPath(); p.move(to: pt(-6, -9)); p.addLine(to: pt(9, 0)); p.addLine(to: pt(-6, 9)); p.close(); p.fill()
        case .pause:
            UIBezierPath(roundedRect: CGRect(x: c.x - 7, y: c.y - 9, width: 4.5, height: 18), cornerRadius: 1).fill()
            UIBezierPath(roundedRect: CGRect(x: c.x + 2.5, y: c.y - 9, width: 4.5, height: 18), cornerRadius: 1).fill()
        case .rewind, .fastForward:
            let s: CGFloat = item == .rewind ? -1 : 1
            for dx in [CGFloat(-9), 0] {
                let p = UIBezierPath()
                p.move(to: pt(s * dx, -7)); p.addLine(to: pt(s * (dx + 9), 0)); p.addLine(to: pt(s * dx, 7)); p.close(); p.fill()
            }
        case .compose:
            stroke(UIBezierPath(roundedRect: CGRect(x: c.x - 10, y: c.y - 7, width: 16, height: 16), cornerRadius: 3), 1.8)
            stroke(line(pt(-1, 2), pt(10, -9)), 2)
        case .action:
            let box = UIBezierPath()
            box.move(to: pt(-4, -3)); box.addLine(to: pt(-8, -3)); box.addLine(to: pt(-8, 11)); box.addLine(to: pt(8, 11))
            box.addLine(to: pt(8, -3)); box.addLine(to: pt(4, -3))
            stroke(box, 1.8)
            stroke(line(pt(0, 4), pt(0, -11)), 1.8)
            let head = UIBezierPath(); head.move(to: pt(-4, -7)); head.addLine(to: pt(0, -11)); head.addLine(to: pt(4, -7))
            stroke(head, 1.8)
        case .reply:
            let p = UIBezierPath()
            p.move(to: pt(-2, -7)); p.addLine(to: pt(-10, 0)); p.addLine(to: pt(-2, 7))
            stroke(p)
            let tail = UIBezierPath()
            tail.move(to: pt(-9, 0)); tail.addCurve(to: pt(10, 8), controlPoint1: pt(2, 0), controlPoint2: pt(9, 1))
            stroke(tail)
        case .organize:
            let p = UIBezierPath()
            p.move(to: pt(-11, -7)); p.addLine(to: pt(-4, -7)); p.addLine(to: pt(-2, -4)); p.addLine(to: pt(11, -4))
            p.addLine(to: pt(11, 9)); p.addLine(to: pt(-11, 9)); p.close()
            stroke(p, 1.8)
        case .bookmarks:
            let p = UIBezierPath()
            p.move(to: pt(-10, -8)); p.addLine(to: pt(-10, 8)); p.addCurve(to: pt(0, 8), controlPoint1: pt(-6, 6), controlPoint2: pt(-3, 6))
            p.addCurve(to: pt(10, 8), controlPoint1: pt(3, 6), controlPoint2: pt(6, 6)); p.addLine(to: pt(10, -8))
            p.addCurve(to: pt(0, -8), controlPoint1: pt(6, -10), controlPoint2: pt(3, -10))
            p.addCurve(to: pt(-10, -8), controlPoint1: pt(-3, -10), controlPoint2: pt(-6, -10))
            stroke(p, 1.8)
            stroke(line(pt(0, -8), pt(0, 8)), 1.6)
        case .camera:
            stroke(UIBezierPath(roundedRect: CGRect(x: c.x - 11, y: c.y - 6, width: 22, height: 15), cornerRadius: 3), 1.8)
            stroke(UIBezierPath(ovalIn: CGRect(x: c.x - 4.5, y: c.y - 3, width: 9, height: 9)), 1.8)
            UIBezierPath(roundedRect: CGRect(x: c.x - 4, y: c.y - 9, width: 8, height: 4), cornerRadius: 1).fill()
        case .pageCurl:
            let p = UIBezierPath()
            p.move(to: pt(-8, -10)); p.addLine(to: pt(8, -10)); p.addLine(to: pt(8, 3)); p.addLine(to: pt(1, 10)); p.addLine(to: pt(-8, 10)); p.close()
            stroke(p, 1.8)
            let fold = UIBezierPath(); fold.move(to: pt(8, 3)); fold.addLine(to: pt(1, 3)); fold.addLine(to: pt(1, 10))
            stroke(fold, 1.6)
        default:
            break
        }
    }
}
