import Foundation

extension CALayerContentsGravity {
    /// Where contents of `natural` size (in points) go within `bounds`: stretched to them, fitted or
    /// filled about their centre keeping the aspect, else at their own size against the edges the
    /// gravity names (centred on the others).
    package func placement(of natural: CGSize, in bounds: CGRect) -> CGRect {
        let b = bounds
        switch self {
        case .resize: return b
        case .resizeAspect, .resizeAspectFill:
            let sx = b.width / natural.width, sy = b.height / natural.height
            let f = self == .resizeAspect ? min(sx, sy) : max(sx, sy)
            let size = CGSize(width: natural.width * f, height: natural.height * f)
            return CGRect(x: b.midX - size.width / 2, y: b.midY - size.height / 2, width: size.width, height: size.height)
        default:
            let name = rawValue.lowercased()
            let x: CGFloat = name.contains("left") ? b.minX : name.contains("right") ? b.maxX - natural.width : b.midX - natural.width / 2
            let y: CGFloat = name.contains("top") ? b.minY : name.contains("bottom") ? b.maxY - natural.height : b.midY - natural.height / 2
            return CGRect(origin: CGPoint(x: x, y: y), size: natural)
        }
    }
}
