import Foundation

/// Gravity's and a push's vector as UIKit also gives it: an angle (radians, clockwise from the
/// positive x axis on screen) and a magnitude.
extension CGVector {
    init(angle: CGFloat, length: CGFloat) {
        self.init(dx: cos(angle) * length, dy: sin(angle) * length)
    }

    var angle: CGFloat { atan2(dy, dx) }
    var length: CGFloat { hypot(dx, dy) }
}
