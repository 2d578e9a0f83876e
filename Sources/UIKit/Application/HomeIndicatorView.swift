import Foundation
import QuartzCore

/// The bar iOS draws at the bottom of a device without a Home button, over every app: dark over
/// light content and light over dark, as iOS chooses it from what lies beneath (read here from the
/// last frame, just above the bar, and changed in a quarter-second fade). It takes no touches.
/// An app that prefers it auto-hidden sees it fade out once the screen has been left alone for
/// `idleDelay` seconds, and come back at the next touch.
@MainActor final class HomeIndicatorView: UIView {
    /// How long the screen must be left alone before a bar the app lets hide fades out.
    static let idleDelay: TimeInterval = 2
    /// When a finger last touched the screen.
    private(set) var lastTouch: CFTimeInterval = -.infinity
    /// Whether the app lets the bar hide, as last asked.
    var mayHide = false
    /// Whether the bar is light (over dark content).
    private(set) var isLight = false

    init(screen: UIScreen) {
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        layer.contentsScale = screen.scale
        backgroundColor = Self.ink(light: false)
        place(in: screen)
    }

    required init?(coder: NSCoder) { fatalError("made in code") }

    /// Black at 0.9 over light content, white over dark.
    private static func ink(light: Bool) -> UIColor { light ? UIColor(white: 1, alpha: 0.9) : UIColor(white: 0, alpha: 0.9) }

    /// The bar's size and place: 134 by 5 points, 8 points above the bottom edge of a portrait iPhone;
    /// wider in landscape and on an iPad, as iOS draws it.
    func place(in screen: UIScreen) {
        let b = screen.bounds
        let width: CGFloat = screen.profile.idiom == .pad ? 320 : screen.orientation.isLandscape ? 209 : 134
        let size = CGSize(width: width, height: 5)
        bounds = CGRect(origin: .zero, size: size)
        center = CGPoint(x: b.midX, y: b.maxY - 8 - size.height / 2)
        layer.cornerRadius = size.height / 2
    }

    func touched(at time: CFTimeInterval) { lastTouch = time }

    /// Fades in or out over a quarter second.
    func show(_ shown: Bool) {
        let target: CGFloat = shown ? 1 : 0
        guard alpha != target else { return }
        UIView.animate(withDuration: 0.25) { self.alpha = target }
    }

    /// Picks light or dark from the composited screen just above the bar (the bar itself left out),
    /// and fades to it when it changed.
    func adapt(to compositor: Compositor) {
        let scale = compositor.scale
        let f = frame
        let y0 = Int(((f.minY - 4) * scale).rounded(.down)), y1 = Int(((f.minY - 1) * scale).rounded(.up))
        let x0 = Int((f.minX * scale).rounded(.down)), x1 = Int((f.maxX * scale).rounded(.up))
        guard y0 >= 0, y1 <= compositor.pixelHeight, x0 >= 0, x1 <= compositor.pixelWidth, y1 > y0, x1 > x0 else { return }
        // (Frames that leave their painting for later paint what this reads.)
        compositor.paintStale(in: CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0))
        // Integer luma (Rec. 709 weights in ten-thousandths) in plain loops: this runs every frame.
        var sum = 0, count = 0
        let rowStep = max(1, (y1 - y0) / 3)
        var y = y0
        while y < y1 {
            let row = compositor.pixels + y * compositor.bytesPerRow
            var x = x0
            while x < x1 {
                let px = Int(row.load(fromByteOffset: x * 4, as: UInt32.self))
                sum += 2126 * ((px >> 16) & 0xFF) + 7152 * ((px >> 8) & 0xFF) + 722 * (px & 0xFF)
                count += 1
                x += 4
            }
            y += rowStep
        }
        guard count > 0 else { return }
        // The mean luma below 0.45 of white: sum / (count · 255 · 10 000) < 9 / 20.
        let light = sum * 20 < 9 * count * 255 * 10_000
        guard light != isLight else { return }
        isLight = light
        UIView.animate(withDuration: 0.25) { self.backgroundColor = Self.ink(light: light) }
    }
}
