import Foundation
import CoreGraphics

/// What the simulated camera sees: colour bars (white, yellow, cyan, green, magenta, red, blue at
/// 75%, as broadcast test cards have them) with a white line sweeping across every two seconds and,
/// below, a strip in which a white square runs across every second, so frames taken at different
/// times differ. The front camera's pattern is mirrored, as a selfie preview is. Frames are 640×480,
/// upright as the device is held: 480×640 on a phone held upright, as iOS's preview and photos are.
enum CameraTestPattern {
    static func size(portrait: Bool) -> (width: Int, height: Int) { portrait ? (480, 640) : (640, 480) }
    static let bars: [(CGFloat, CGFloat, CGFloat)] = [(0.75, 0.75, 0.75), (0.75, 0.75, 0), (0, 0.75, 0.75), (0, 0.75, 0),
                                                       (0.75, 0, 0.75), (0.75, 0, 0), (0, 0, 0.75)]

    /// What a camera the user has not allowed delivers.
    static func black(portrait: Bool) -> CGImage? { portrait ? blackUpright : blackLandscape }

    // Made once: a refused camera's session asks for one every frame.
    private static let blackUpright = makeBlack(portrait: true)
    private static let blackLandscape = makeBlack(portrait: false)

    private static func makeBlack(portrait: Bool) -> CGImage? {
        let (w, h) = size(portrait: portrait)
        let context = bitmap(w, h)
        context?.setFillColor(red: 0, green: 0, blue: 0, alpha: 1)
        context?.fill(CGRect(x: 0, y: 0, width: w, height: h))
        return context?.makeImage()
    }

    /// A frame's bitmap: premultiplied BGRA, what Cairo composites without converting.
    private static func bitmap(_ w: Int, _ h: Int) -> CGContext? {
        CGContext(data: nil, width: w, height: h, bitsPerComponent: 8, bytesPerRow: w * 4, space: CGColorSpaceCreateDeviceRGB(),
                  bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
    }

    static func frame(at time: TimeInterval, mirrored: Bool, portrait: Bool) -> CGImage? {
        let (w, h) = size(portrait: portrait)
        guard let context = bitmap(w, h) else { return nil }
        // Core Graphics' origin is at the bottom: the bars fill the top four fifths.
        let strip = CGFloat(h) / 5
        let barWidth = CGFloat(w) / CGFloat(bars.count)
        for (i, c) in bars.enumerated() {
            let index = mirrored ? bars.count - 1 - i : i
            context.setFillColor(red: c.0, green: c.1, blue: c.2, alpha: 1)
            context.fill(CGRect(x: CGFloat(index) * barWidth, y: strip, width: barWidth, height: CGFloat(h) - strip))
        }
        context.setFillColor(red: 0.08, green: 0.08, blue: 0.08, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: CGFloat(w), height: strip))
        context.setFillColor(red: 1, green: 1, blue: 1, alpha: 1)
        let sweep = CGFloat(time.truncatingRemainder(dividingBy: 2) / 2) * CGFloat(w)
        context.fill(CGRect(x: mirrored ? CGFloat(w) - sweep - 4 : sweep, y: strip, width: 4, height: CGFloat(h) - strip))
        let run = CGFloat(time.truncatingRemainder(dividingBy: 1)) * (CGFloat(w) - strip * 0.6)
        context.fill(CGRect(x: run, y: strip * 0.2, width: strip * 0.6, height: strip * 0.6))
        return context.makeImage()
    }
}
