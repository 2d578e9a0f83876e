import Foundation
import CoreGraphics

/// iOS 13's standard images (`UIImage.checkmark`, `.add`, `.remove`, `.actions`,
/// `.strokedCheckmark`): template images at the size of the SF Symbols they are on iOS at the
/// body text size, drawn with the same stroke so a tint colours them.
extension UIImage {
    /// A check mark (SF Symbol "checkmark").
    @preconcurrency @MainActor public static var checkmark: UIImage { standard(CGSize(width: 17, height: 16), width: 2.2) { p in
        p.move(to: CGPoint(x: 2, y: 8.6)); p.addLine(to: CGPoint(x: 6.6, y: 13.6)); p.addLine(to: CGPoint(x: 15, y: 2.4))
    } }

    /// A thinner check mark (SF Symbol "checkmark", light weight).
    @preconcurrency @MainActor public static var strokedCheckmark: UIImage { standard(CGSize(width: 17, height: 16), width: 1.3) { p in
        p.move(to: CGPoint(x: 2, y: 8.6)); p.addLine(to: CGPoint(x: 6.6, y: 13.6)); p.addLine(to: CGPoint(x: 15, y: 2.4))
    } }

    /// A plus sign (SF Symbol "plus").
    @preconcurrency @MainActor public static var add: UIImage { standard(CGSize(width: 16, height: 16), width: 2) { p in
        p.move(to: CGPoint(x: 8, y: 1.5)); p.addLine(to: CGPoint(x: 8, y: 14.5))
        p.move(to: CGPoint(x: 1.5, y: 8)); p.addLine(to: CGPoint(x: 14.5, y: 8))
    } }

    /// A minus sign (SF Symbol "minus").
    @preconcurrency @MainActor public static var remove: UIImage { standard(CGSize(width: 16, height: 16), width: 2) { p in
        p.move(to: CGPoint(x: 1.5, y: 8)); p.addLine(to: CGPoint(x: 14.5, y: 8))
    } }

    /// Three dots (SF Symbol "ellipsis").
    @preconcurrency @MainActor public static var actions: UIImage {
        let size = CGSize(width: 20, height: 5)
        let image = UIGraphicsImageRenderer(size: size).image { _ in
            UIColor.black.setFill()
            for x in [2.5, 10, 17.5] {
                UIBezierPath(ovalIn: CGRect(x: CGFloat(x) - 2, y: 0.5, width: 4, height: 4)).fill()
            }
        }
        return image.withRenderingMode(.alwaysTemplate)
    }

    @MainActor private static func standard(_ size: CGSize, width: CGFloat, _ build: (UIBezierPath) -> Void) -> UIImage {
        let image = UIGraphicsImageRenderer(size: size).image { _ in
            let path = UIBezierPath()
            build(path)
            path.lineWidth = width
            path.lineCapStyle = .round
            path.lineJoinStyle = .round
            UIColor.black.setStroke()
            path.stroke()
        }
        return image.withRenderingMode(.alwaysTemplate)
    }
}
