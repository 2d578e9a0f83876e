import Foundation
import CoreGraphics

/// What lays out and draws a text layer's string. Fonts and text layout belong to UIKit's text
/// system (Pango underneath), which QuartzCore does not link: UIKit supplies this when a device
/// starts, as Core Text sits under Core Animation on iOS.
@preconcurrency @MainActor package protocol TextLayerTypesetting {
    /// Draws `layer`'s string in its bounds, in `ctx`'s space (layer points, top-left origin).
    func draw(_ layer: CATextLayer, in ctx: CGContext)
}
