import Foundation
@_spi(OpenUIKit) import QuartzCore

/// Where frames go and input comes from: a real window (SDL2) or nothing at all (headless).
@_spi(Testing) @MainActor public protocol Backend: AnyObject {
    /// Shows the composited screen; `damage` lists the pixel rectangles that changed.
    func present(_ compositor: Compositor, damage: [CGRect])

    /// Delivers pending input, waiting up to `timeout` seconds for some to arrive (0: do not wait).
    /// Returns false once the user has closed the app's window.
    func processEvents(waitingUpTo timeout: TimeInterval) -> Bool
}
