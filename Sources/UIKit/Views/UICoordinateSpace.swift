import Foundation

/// A frame of reference that points and rectangles convert between: every view, the screen's
/// `coordinateSpace` (which turns with the interface) and its `fixedCoordinateSpace` (portrait-up).
@preconcurrency @MainActor public protocol UICoordinateSpace: AnyObject {
    var bounds: CGRect { get }
    func convert(_ point: CGPoint, to coordinateSpace: UICoordinateSpace) -> CGPoint
    func convert(_ point: CGPoint, from coordinateSpace: UICoordinateSpace) -> CGPoint
    func convert(_ rect: CGRect, to coordinateSpace: UICoordinateSpace) -> CGRect
    func convert(_ rect: CGRect, from coordinateSpace: UICoordinateSpace) -> CGRect
}

/// Conversion goes through the screen's interface-oriented space (a window's coordinates offset by
/// its origin): each space says how its own coordinates map there and back.
@MainActor protocol ScreenCoordinateMapping: UICoordinateSpace {
    func toScreen(_ point: CGPoint) -> CGPoint
    func fromScreen(_ point: CGPoint) -> CGPoint
}

extension ScreenCoordinateMapping {
    public func convert(_ point: CGPoint, to coordinateSpace: UICoordinateSpace) -> CGPoint {
        guard let other = coordinateSpace as? ScreenCoordinateMapping else { return point }
        if let a = self as? UIView, let b = other as? UIView, a.window != nil, a.window === b.window {
            return a.convert(point, to: b as UIView?)
        }
        return other.fromScreen(toScreen(point))
    }

    public func convert(_ point: CGPoint, from coordinateSpace: UICoordinateSpace) -> CGPoint {
        coordinateSpace.convert(point, to: self)
    }

    public func convert(_ rect: CGRect, to coordinateSpace: UICoordinateSpace) -> CGRect {
        // The four corners' bounding box: a fixed space is rotated against the others.
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)].map { convert($0, to: coordinateSpace) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    public func convert(_ rect: CGRect, from coordinateSpace: UICoordinateSpace) -> CGRect {
        coordinateSpace.convert(rect, to: self)
    }
}

extension UIView: ScreenCoordinateMapping {
    func toScreen(_ point: CGPoint) -> CGPoint {
        guard let window else { return convert(point, to: nil as UIView?) }
        let p = convert(point, to: window as UIView?)
        return CGPoint(x: p.x + window.frame.minX, y: p.y + window.frame.minY)
    }

    func fromScreen(_ point: CGPoint) -> CGPoint {
        guard let window else { return convert(point, from: nil as UIView?) }
        return convert(CGPoint(x: point.x - window.frame.minX, y: point.y - window.frame.minY), from: window as UIView?)
    }
}

/// One of a screen's two spaces: `fixed` is portrait-up whatever the interface's orientation.
final class ScreenCoordinateSpace: ScreenCoordinateMapping {
    unowned let screen: UIScreen
    let fixed: Bool

    init(screen: UIScreen, fixed: Bool) {
        self.screen = screen
        self.fixed = fixed
    }

    var bounds: CGRect { fixed ? CGRect(origin: .zero, size: screen.profile.portraitSize) : screen.bounds }

    func toScreen(_ point: CGPoint) -> CGPoint {
        guard fixed else { return point }
        let w = screen.profile.portraitSize.width, h = screen.profile.portraitSize.height
        // Fixed (portrait) → interface. Landscape left (home button on the right): the device's top edge is the interface's left.
        switch screen.orientation {
        case .landscapeLeft: return CGPoint(x: point.y, y: w - point.x)
        case .landscapeRight: return CGPoint(x: h - point.y, y: point.x)
        case .portraitUpsideDown: return CGPoint(x: w - point.x, y: h - point.y)
        default: return point
        }
    }

    func fromScreen(_ point: CGPoint) -> CGPoint {
        guard fixed else { return point }
        let w = screen.profile.portraitSize.width, h = screen.profile.portraitSize.height
        switch screen.orientation {
        case .landscapeLeft: return CGPoint(x: w - point.y, y: point.x)
        case .landscapeRight: return CGPoint(x: point.y, y: h - point.x)
        case .portraitUpsideDown: return CGPoint(x: w - point.x, y: h - point.y)
        default: return point
        }
    }
}
