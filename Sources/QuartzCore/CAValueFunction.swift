import Foundation

/// Turns the numbers a `transform` animation moves between into transforms: an angle into a
/// rotation (so 0 → 2π turns all the way round, which interpolating matrices cannot), a factor into
/// a scale, a distance into a translation. `scale` and `translate` take three numbers (x, y, z) or
/// one (a uniform scale; a translation along x).
public final class CAValueFunction: NSObject, @unchecked Sendable {
    public let name: CAValueFunctionName

    public init?(name: CAValueFunctionName) {
        let known: [CAValueFunctionName] = [.rotateX, .rotateY, .rotateZ, .scale, .scaleX, .scaleY, .scaleZ,
                                            .translate, .translateX, .translateY, .translateZ]
        guard known.contains(name) else { return nil }
        self.name = name
    }

    /// The value that leaves a layer as it is (0, or 1 for a scale), in the shape the values take.
    func identity(vector: Bool) -> AnimValue {
        let one = name == .scale || name == .scaleX || name == .scaleY || name == .scaleZ
        let x = AnimValue.scalar(one ? 1 : 0)
        return vector ? .list([x, x, x]) : x
    }

    func transform(_ v: AnimValue) -> CATransform3D {
        let xyz: [CGFloat]
        switch v {
        case .scalar(let s): xyz = [s]
        case .list(let items): xyz = items.map { if case .scalar(let s) = $0 { return s }; return 0 }
        default: xyz = [0]
        }
        let a = xyz.first ?? 0
        func at(_ i: Int, _ otherwise: CGFloat) -> CGFloat { i < xyz.count ? xyz[i] : otherwise }
        switch name {
        case .rotateX: return CATransform3DMakeRotation(a, 1, 0, 0)
        case .rotateY: return CATransform3DMakeRotation(a, 0, 1, 0)
        case .rotateZ: return CATransform3DMakeRotation(a, 0, 0, 1)
        case .scale: return CATransform3DMakeScale(a, at(1, a), at(2, xyz.count == 1 ? a : 1))
        case .scaleX: return CATransform3DMakeScale(a, 1, 1)
        case .scaleY: return CATransform3DMakeScale(1, a, 1)
        case .scaleZ: return CATransform3DMakeScale(1, 1, a)
        case .translate: return CATransform3DMakeTranslation(a, at(1, 0), at(2, 0))
        case .translateX: return CATransform3DMakeTranslation(a, 0, 0)
        case .translateY: return CATransform3DMakeTranslation(0, a, 0)
        default: return CATransform3DMakeTranslation(0, 0, a)
        }
    }
}
