import Foundation

/// What recognizers read from their coder: how they treat touches, and each kind its own taps,
/// touches, press duration, direction or edges.
extension UIGestureRecognizer {
    func decodeRecognizer(from coder: NSCoder) {
        if let v = coder.flag("enabled") { isEnabled = v }
        if let v = coder.flag("cancelsTouchesInView") { cancelsTouchesInView = v }
        if let v = coder.flag("delaysTouchesBegan") { delaysTouchesBegan = v }
        if let v = coder.flag("delaysTouchesEnded") { delaysTouchesEnded = v }
    }
}

extension UITapGestureRecognizer {
    func decodeTap(from coder: NSCoder) {
        if let n = coder.integer("numberOfTapsRequired") { numberOfTapsRequired = n }
        if let n = coder.integer("numberOfTouchesRequired") { numberOfTouchesRequired = n }
    }
}

extension UILongPressGestureRecognizer {
    func decodeLongPress(from coder: NSCoder) {
        if let d = coder.number("minimumPressDuration") { minimumPressDuration = Double(d) }
        if let m = coder.number("allowableMovement") { allowableMovement = m }
        if let n = coder.integer("numberOfTapsRequired") { numberOfTapsRequired = n }
        if let n = coder.integer("numberOfTouchesRequired") { numberOfTouchesRequired = n }
    }
}

extension UISwipeGestureRecognizer {
    func decodeSwipe(from coder: NSCoder) {
        if let d = coder.choice("direction", ["right": Direction.right, "left": .left, "up": .up, "down": .down]) { direction = d }
        if let n = coder.integer("numberOfTouchesRequired") { numberOfTouchesRequired = n }
    }
}

extension UIPanGestureRecognizer {
    func decodePan(from coder: NSCoder) {
        if let n = coder.integer("minimumNumberOfTouches") { minimumNumberOfTouches = n }
        if let n = coder.integer("maximumNumberOfTouches") { maximumNumberOfTouches = n }
    }
}

extension UIScreenEdgePanGestureRecognizer {
    func decodeScreenEdgePan(from coder: NSCoder) {
        guard let nib = coder as? any NibCoding, let e = nib.nested(key: "edges") else { return }
        let named: [(String, UIRectEdge)] = [("top", .top), ("left", .left), ("bottom", .bottom), ("right", .right)]
        edges = UIRectEdge(named.filter { e.flag($0.0) == true }.map(\.1))
    }
}
extension UIGestureRecognizer: NibDecodable {}
