import Foundation
import UIKit
import QuartzCore
import CoreGraphics

/// Looking at the device: the composited screen, its pixels, and the views it shows.
extension Simulator {

    /// The composited screen as PNG, at device scale.
    public func screenshot() -> Data {
        runFrame()
        return environment.compositor.makeImage().pngData() ?? Data()
    }

    /// The composited screen as an image (scale = the screen's).
    public func screenshotImage() -> UIImage {
        runFrame()
        return UIImage(cgImage: environment.compositor.makeImage(), scale: screen.scale, orientation: .up)
    }

    /// The color of the screen pixel under `point` (window coordinates, points).
    public func color(at point: CGPoint) -> RGBA {
        runFrame()
        return colorOnScreen(at: point)
    }

    /// The color of the screen pixel under `point` as the last frame left it, without running one
    /// (for a test that reads many points of one frame).
    package func colorOnScreen(at point: CGPoint) -> RGBA {
        let c = environment.compositor
        let x = min(c.pixelWidth - 1, max(0, Int(point.x * screen.scale)))
        let y = min(c.pixelHeight - 1, max(0, Int(point.y * screen.scale)))
        let px = c.pixels.load(fromByteOffset: y * c.bytesPerRow + x * 4, as: UInt32.self)
        return RGBA(argb32: px)
    }

    /// The frontmost visible view that shows exactly `text` (or whose accessibility label is it).
    public func view(withText text: String) -> UIView? {
        use()
        runFrame()
        for w in environment.windows.reversed() where !w.isHidden {
            guard var v = Simulator.find(text, in: w, window: w) else { continue }
            // A button's title label shows the button's text: the button is the view that shows it.
            while let parent = v.superview, parent.displayedText == text { v = parent }
            return v
        }
        return nil
    }

    private static func find(_ text: String, in view: UIView, window: UIWindow) -> UIView? {
        guard !view.isHidden, view.alpha > 0.01 else { return nil }
        for s in view.subviews.reversed() {
            if let hit = find(text, in: s, window: window) { return hit }
        }
        guard view.displayedText == text || view.assignedAccessibilityLabel == text else { return nil }
        let r = view.convert(view.bounds, to: window)
        return r.intersects(window.bounds) ? view : nil
    }

    /// An indented tree of the visible views, frames in their superview's coordinates.
    public func viewHierarchy() -> String {
        use()
        runFrame()
        var out = ""
        func dump(_ v: UIView, _ depth: Int) {
            guard !v.isHidden, v.alpha > 0.01 else { return }
            let f = v.frame
            var line = String(repeating: "  ", count: depth) + "\(Swift.type(of: v)) frame=(\(fmt(f.minX)) \(fmt(f.minY)); \(fmt(f.width)) \(fmt(f.height)))"
            if let t = v.displayedText { line += " text=\"\(t)\"" }
            if let a = v.accessibilityLabel { line += " label=\"\(a)\"" }
            out += line + "\n"
            for s in v.subviews { dump(s, depth + 1) }
        }
        for w in environment.windows where !w.isHidden { dump(w, 0) }
        return out
    }

    private func fmt(_ v: CGFloat) -> String {
        v == v.rounded() ? String(Int(v)) : String(format: "%.2f", Double(v))
    }
}
