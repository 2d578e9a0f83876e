import Foundation

/// A rectangle of whole pixels in Core Image's coordinates (origin at the bottom left, y upwards).
struct PixelRect: Equatable, Sendable {
    var x: Int, y: Int, width: Int, height: Int

    /// Beyond this a rectangle counts as unbounded: an infinite extent is clipped to it before
    /// anything is allocated.
    static let limit = 1 << 28

    init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = max(0, width); self.height = max(0, height)
    }

    /// The smallest rectangle of whole pixels that covers `rect` (an infinite one: everything).
    init(covering rect: CGRect) {
        guard !rect.isNull, !rect.isEmpty else { self.init(x: 0, y: 0, width: 0, height: 0); return }
        let l = Double(Self.limit)
        let minX = max(-l, min(l, rect.minX.rounded(.down))), minY = max(-l, min(l, rect.minY.rounded(.down)))
        let maxX = max(-l, min(l, rect.maxX.rounded(.up))), maxY = max(-l, min(l, rect.maxY.rounded(.up)))
        self.init(x: Int(minX), y: Int(minY), width: Int(maxX - minX), height: Int(maxY - minY))
    }

    var maxX: Int { x + width }
    var maxY: Int { y + height }
    var isEmpty: Bool { width <= 0 || height <= 0 }
    var count: Int { width * height }
    var cgRect: CGRect { CGRect(x: x, y: y, width: width, height: height) }

    func intersection(_ other: PixelRect) -> PixelRect {
        let nx = max(x, other.x), ny = max(y, other.y)
        return PixelRect(x: nx, y: ny, width: min(maxX, other.maxX) - nx, height: min(maxY, other.maxY) - ny)
    }

    func intersection(_ rect: CGRect) -> PixelRect { intersection(PixelRect(covering: rect)) }

    /// Grown by `d` pixels on every side (shrunk when negative).
    func outset(by d: Int) -> PixelRect { PixelRect(x: x - d, y: y - d, width: width + 2 * d, height: height + 2 * d) }

    func contains(_ other: PixelRect) -> Bool {
        other.isEmpty || (other.x >= x && other.y >= y && other.maxX <= maxX && other.maxY <= maxY)
    }
}
