import Foundation

/// Colors at locations from 0 to 1, drawn by `CGContext.drawLinearGradient`/`drawRadialGradient`.
public final class CGGradient: @unchecked Sendable {
    internal let stops: [(location: CGFloat, color: CGColor)]

    /// `colors` as apps write it on iOS: `[c1, c2] as CFArray` (an `NSArray` of `CGColor`s here).
    public convenience init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: [CGFloat]?) {
        let list = colors.compactMap { $0 as? CGColor }
        guard list.count == colors.count else { return nil }
        self.init(colorsSpace: space, colors: list, locations: locations)
    }

    /// `colors` is a `CFArray` of `CGColor` on Apple's platforms; an array here too.
    public init?(colorsSpace space: CGColorSpace?, colors: [CGColor], locations: [CGFloat]?) {
        guard !colors.isEmpty else { return nil }
        if let locations, locations.count != colors.count { return nil }
        let locs = locations ?? colors.indices.map {
            colors.count == 1 ? 0 : CGFloat($0) / CGFloat(colors.count - 1)
        }
        stops = zip(locs, colors).map { ($0, $1) }
    }

    public init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
                 locations: UnsafePointer<CGFloat>?, count: Int) {
        guard count > 0 else { return nil }
        let n = space.numberOfComponents + 1
        var s: [(CGFloat, CGColor)] = []
        for i in 0..<count {
            guard let c = CGColor(colorSpace: space, components: components + i * n) else { return nil }
            s.append((locations?[i] ?? (count == 1 ? 0 : CGFloat(i) / CGFloat(count - 1)), c))
        }
        stops = s
    }
}
