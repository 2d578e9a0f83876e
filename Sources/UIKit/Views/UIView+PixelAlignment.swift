import Foundation

extension UIView {
    /// The scale the view is drawn at: its window's screen, else the main screen.
    var deviceScale: CGFloat { max(1, window?.screen.scale ?? UIScreen.main.scale) }

    /// Rounded to device pixels, as Core Animation keeps scrolled content on the pixel grid.
    func pixelAligned(_ v: CGFloat) -> CGFloat {
        let s = deviceScale
        return (v * s).rounded() / s
    }

    /// `r` moved to the nearest device pixel and grown to whole pixels, as UIKit's own layout places
    /// views: their backing stores are then copied to the screen, sharp, instead of resampled.
    func pixelAligned(_ r: CGRect) -> CGRect {
        let s = deviceScale
        // (A thousandth of a pixel is rounding error, not a pixel more.)
        func up(_ v: CGFloat) -> CGFloat { max(0, (v * s - 1e-3).rounded(.up) / s) }
        return CGRect(x: pixelAligned(r.minX), y: pixelAligned(r.minY), width: up(r.width), height: up(r.height))
    }
}
