import Foundation
@_spi(OpenUIKit) import QuartzCore

/// Where frames go and input comes from: a real window (SDL2) or nothing at all (headless).
@_spi(Testing) @MainActor public protocol Backend: AnyObject {
    /// Shows the composited screen; `damage` lists the pixel rectangles that changed.
    func present(_ compositor: Compositor, damage: [CGRect])
}
