import Foundation

/// The shadow under a row lifted to be reordered (a table's or a list's). A row clips to its bounds
/// (its rounded ends in an inset grouped section), which would clip a shadow of its own, so the
/// shadow is a layer of its own in the list, just beneath the row, shaped like it and following it.
@MainActor final class LiftShadow {
    private let shadow = CALayer()
    private weak var row: UIView?

    init(under row: UIView) {
        self.row = row
        shadow.shadowColor = UIColor.black.cgColor
        shadow.shadowOpacity = 0.2
        shadow.shadowRadius = 6
        shadow.shadowOffset = CGSize(width: 0, height: 2)
        follow()
    }

    /// Under the row where it is now, at once.
    func follow() {
        guard let row, let list = row.superview else { return }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        shadow.frame = row.frame
        let mask = row.layer.maskedCorners
        var corners: UIRectCorner = []
        if mask.contains(.layerMinXMinYCorner) { corners.insert(.topLeft) }
        if mask.contains(.layerMaxXMinYCorner) { corners.insert(.topRight) }
        if mask.contains(.layerMinXMaxYCorner) { corners.insert(.bottomLeft) }
        if mask.contains(.layerMaxXMaxYCorner) { corners.insert(.bottomRight) }
        let r = row.layer.cornerRadius
        shadow.shadowPath = UIBezierPath(roundedRect: CGRect(origin: .zero, size: row.bounds.size), byRoundingCorners: corners,
                                         cornerRadii: CGSize(width: r, height: r)).cgPath
        list.layer.insertSublayer(shadow, below: row.layer)
        CATransaction.commit()
    }

    /// The row is put down.
    func remove() { shadow.removeFromSuperlayer() }
}
