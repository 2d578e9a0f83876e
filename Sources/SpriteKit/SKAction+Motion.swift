import Foundation

/// Actions that change a node's position, rotation, scale, size, alpha and colour. "By" actions
/// add their change frame by frame, so two at once add up; "to" actions start from wherever the
/// node is when they start.
extension SKAction {
    /// An interval action whose step receives the change in shaped progress.
    static func by(_ duration: TimeInterval, reversal: (() -> SKAction)?,
                   _ step: @escaping @MainActor (SKNode, _ delta: CGFloat, _ now: CGFloat) -> Void) -> SKAction {
        SKAction(duration: duration, body: .interval(begin: { _ in { node, from, to in step(node, to - from, to) } }),
                 reversal: reversal)
    }

    /// An interval action that reads a starting value and sets an interpolated one.
    static func to<Value>(_ duration: TimeInterval, read: @escaping @MainActor (SKNode) -> Value,
                          write: @escaping @MainActor (SKNode, Value, CGFloat) -> Void) -> SKAction {
        SKAction(duration: duration, body: .interval(begin: { node in
            let start = read(node)
            return { node, _, to in write(node, start, to) }
        }))
    }

    // MARK: Position

    public class func moveBy(x deltaX: CGFloat, y deltaY: CGFloat, duration: TimeInterval) -> SKAction {
        move(by: CGVector(dx: deltaX, dy: deltaY), duration: duration)
    }

    public class func move(by delta: CGVector, duration: TimeInterval) -> SKAction {
        by(duration, reversal: { move(by: CGVector(dx: -delta.dx, dy: -delta.dy), duration: duration) }) { node, d, _ in
            node.position.x += delta.dx * d
            node.position.y += delta.dy * d
        }
    }

    public class func move(to location: CGPoint, duration: TimeInterval) -> SKAction {
        to(duration, read: { $0.position }) { node, start, t in
            node.position = CGPoint(x: start.x + (location.x - start.x) * t, y: start.y + (location.y - start.y) * t)
        }
    }

    public class func moveTo(x: CGFloat, duration: TimeInterval) -> SKAction {
        to(duration, read: { $0.position.x }) { node, start, t in node.position.x = start + (x - start) * t }
    }

    public class func moveTo(y: CGFloat, duration: TimeInterval) -> SKAction {
        to(duration, read: { $0.position.y }) { node, start, t in node.position.y = start + (y - start) * t }
    }

    // MARK: Rotation

    /// Counterclockwise by `radians`.
    public class func rotate(byAngle radians: CGFloat, duration: TimeInterval) -> SKAction {
        by(duration, reversal: { rotate(byAngle: -radians, duration: duration) }) { node, d, _ in node.zRotation += radians * d }
    }

    public class func rotate(toAngle radians: CGFloat, duration: TimeInterval) -> SKAction {
        rotate(toAngle: radians, duration: duration, shortestUnitArc: false)
    }

    /// With `shortestUnitArc`, turns whichever way is shorter.
    public class func rotate(toAngle radians: CGFloat, duration: TimeInterval, shortestUnitArc: Bool) -> SKAction {
        to(duration, read: { $0.zRotation }) { node, start, t in
            var delta = radians - start
            if shortestUnitArc {
                delta = delta.truncatingRemainder(dividingBy: 2 * .pi)
                if delta > .pi { delta -= 2 * .pi } else if delta < -.pi { delta += 2 * .pi }
            }
            node.zRotation = start + delta * t
        }
    }

    // MARK: Scale

    /// Multiplies both scales by `scale` over the duration.
    public class func scale(by scale: CGFloat, duration: TimeInterval) -> SKAction {
        scaleX(by: scale, y: scale, duration: duration)
    }

    public class func scaleX(by xScale: CGFloat, y yScale: CGFloat, duration: TimeInterval) -> SKAction {
        let reverse = { scaleX(by: xScale == 0 ? 0 : 1 / xScale, y: yScale == 0 ? 0 : 1 / yScale, duration: duration) }
        return SKAction(duration: duration, body: .interval(begin: { node in
            let (x0, y0) = (node.xScale, node.yScale)
            return { node, from, to in
                // Relative to the start, so that other actions' changes meanwhile are kept.
                let fx = (1 + (xScale - 1) * to), px = (1 + (xScale - 1) * from)
                let fy = (1 + (yScale - 1) * to), py = (1 + (yScale - 1) * from)
                node.xScale = px != 0 ? node.xScale * fx / px : x0 * fx
                node.yScale = py != 0 ? node.yScale * fy / py : y0 * fy
            }
        }), reversal: reverse)
    }

    public class func scale(to scale: CGFloat, duration: TimeInterval) -> SKAction {
        scaleX(to: scale, y: scale, duration: duration)
    }

    public class func scaleX(to xScale: CGFloat, y yScale: CGFloat, duration: TimeInterval) -> SKAction {
        to(duration, read: { ($0.xScale, $0.yScale) }) { node, s, t in
            node.xScale = s.0 + (xScale - s.0) * t
            node.yScale = s.1 + (yScale - s.1) * t
        }
    }

    public class func scaleX(to scale: CGFloat, duration: TimeInterval) -> SKAction {
        to(duration, read: { $0.xScale }) { node, s, t in node.xScale = s + (scale - s) * t }
    }

    public class func scaleY(to scale: CGFloat, duration: TimeInterval) -> SKAction {
        to(duration, read: { $0.yScale }) { node, s, t in node.yScale = s + (scale - s) * t }
    }

    /// Scales a sprite so that it is `size` big.
    public class func scale(to size: CGSize, duration: TimeInterval) -> SKAction {
        to(duration, read: { node -> (CGFloat, CGFloat, CGSize) in
            (node.xScale, node.yScale, (node as? SKSpriteNode)?.size ?? .zero)
        }) { node, s, t in
            guard s.2.width != 0, s.2.height != 0 else { return }
            node.xScale = s.0 + (size.width / s.2.width - s.0) * t
            node.yScale = s.1 + (size.height / s.2.height - s.1) * t
        }
    }

    // MARK: Size (sprites)

    public class func resize(byWidth width: CGFloat, height: CGFloat, duration: TimeInterval) -> SKAction {
        by(duration, reversal: { resize(byWidth: -width, height: -height, duration: duration) }) { node, d, _ in
            guard let sprite = node as? SKSpriteNode else { return }
            sprite.size = CGSize(width: sprite.size.width + width * d, height: sprite.size.height + height * d)
        }
    }

    public class func resize(toWidth width: CGFloat, height: CGFloat, duration: TimeInterval) -> SKAction {
        resize(width: width, height: height, duration: duration)
    }

    public class func resize(toWidth width: CGFloat, duration: TimeInterval) -> SKAction {
        resize(width: width, height: nil, duration: duration)
    }

    public class func resize(toHeight height: CGFloat, duration: TimeInterval) -> SKAction {
        resize(width: nil, height: height, duration: duration)
    }

    private static func resize(width: CGFloat?, height: CGFloat?, duration: TimeInterval) -> SKAction {
        to(duration, read: { ($0 as? SKSpriteNode)?.size ?? .zero }) { node, s, t in
            guard let sprite = node as? SKSpriteNode else { return }
            sprite.size = CGSize(width: width.map { s.width + ($0 - s.width) * t } ?? sprite.size.width,
                                 height: height.map { s.height + ($0 - s.height) * t } ?? sprite.size.height)
        }
    }

    // MARK: Alpha and visibility

    public class func fadeIn(withDuration duration: TimeInterval) -> SKAction {
        let a = fadeAlpha(to: 1, duration: duration)
        return SKAction(duration: duration, body: a.body, reversal: { fadeOut(withDuration: duration) })
    }

    public class func fadeOut(withDuration duration: TimeInterval) -> SKAction {
        let a = fadeAlpha(to: 0, duration: duration)
        return SKAction(duration: duration, body: a.body, reversal: { fadeIn(withDuration: duration) })
    }

    public class func fadeAlpha(by factor: CGFloat, duration: TimeInterval) -> SKAction {
        by(duration, reversal: { fadeAlpha(by: -factor, duration: duration) }) { node, d, _ in node.alpha += factor * d }
    }

    public class func fadeAlpha(to alpha: CGFloat, duration: TimeInterval) -> SKAction {
        to(duration, read: { $0.alpha }) { node, s, t in node.alpha = s + (alpha - s) * t }
    }

    public class func hide() -> SKAction {
        SKAction(duration: 0, body: .instant { $0.isHidden = true }, reversal: { unhide() })
    }

    public class func unhide() -> SKAction {
        SKAction(duration: 0, body: .instant { $0.isHidden = false }, reversal: { hide() })
    }

    // MARK: Colour (sprites)

    /// Blends a sprite's colour and colour blend factor towards the given ones.
    public class func colorize(with color: UIColor, colorBlendFactor: CGFloat, duration: TimeInterval) -> SKAction {
        let target = RGBAColor(color)
        return to(duration, read: { node -> (RGBAColor, CGFloat) in
            let sprite = node as? SKSpriteNode
            return (RGBAColor(sprite?.color ?? .white), sprite?.colorBlendFactor ?? 0)
        }) { node, s, t in
            guard let sprite = node as? SKSpriteNode else { return }
            sprite.color = s.0.mixed(with: target, t).uiColor
            sprite.colorBlendFactor = s.1 + (colorBlendFactor - s.1) * t
        }
    }

    public class func colorize(withColorBlendFactor colorBlendFactor: CGFloat, duration: TimeInterval) -> SKAction {
        to(duration, read: { ($0 as? SKSpriteNode)?.colorBlendFactor ?? 0 }) { node, s, t in
            (node as? SKSpriteNode)?.colorBlendFactor = s + (colorBlendFactor - s) * t
        }
    }

    // MARK: Speed

    public class func speed(by speed: CGFloat, duration: TimeInterval) -> SKAction {
        by(duration, reversal: { SKAction.speed(by: -speed, duration: duration) }) { node, d, _ in node.speed += speed * d }
    }

    public class func speed(to speed: CGFloat, duration: TimeInterval) -> SKAction {
        to(duration, read: { $0.speed }) { node, s, t in node.speed = s + (speed - s) * t }
    }
}

/// A colour's components in sRGB, for interpolating.
struct RGBAColor: Equatable {
    var r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat

    init(r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }

    @MainActor init(_ color: UIColor) {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        color.getRed(&r, green: &g, blue: &b, alpha: &a)
        self.init(r: r, g: g, b: b, a: a)
    }

    func mixed(with o: RGBAColor, _ t: CGFloat) -> RGBAColor {
        RGBAColor(r: r + (o.r - r) * t, g: g + (o.g - g) * t, b: b + (o.b - b) * t, a: a + (o.a - a) * t)
    }

    @MainActor var uiColor: UIColor { UIColor(red: r, green: g, blue: b, alpha: a) }
}
