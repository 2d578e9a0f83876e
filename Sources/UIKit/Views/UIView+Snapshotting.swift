import Foundation
import QuartzCore

extension UIView {
    /// A view showing what this view looks like now (its layer tree rendered once, at screen scale).
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        if afterUpdates { layoutIfNeeded() }
        let v = UIImageView(image: snapshotImage())
        v.frame = CGRect(origin: .zero, size: bounds.size)
        return v
    }

    /// Draws the view and its subviews into the current graphics context, fitted to `rect`.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let ctx = UIGraphicsGetCurrentContext(), bounds.width > 0, bounds.height > 0 else { return false }
        if afterUpdates { layoutIfNeeded() }
        ctx.saveGState()
        ctx.translateBy(x: rect.minX, y: rect.minY)
        ctx.scaleBy(x: rect.width / bounds.width, y: rect.height / bounds.height)
        ctx.translateBy(x: -bounds.minX, y: -bounds.minY)
        layer.render(in: ctx)
        ctx.restoreGState()
        return true
    }

    func snapshotImage() -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = window?.screen.scale ?? UIScreen.main.scale
        return UIGraphicsImageRenderer(size: bounds.size, format: format).image { _ in
            _ = drawHierarchy(in: CGRect(origin: .zero, size: bounds.size), afterScreenUpdates: false)
        }
    }
}
