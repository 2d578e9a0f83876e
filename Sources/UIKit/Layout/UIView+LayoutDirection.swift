import Foundation

/// A view's layout direction: its semantic content attribute and the app's language.
extension UIView {
    // MARK: Direction

    /// Right to left when the view (or, unspecified, its nearest ancestor that says) forces it.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        var v: UIView? = self
        while let x = v, x.semanticContentAttribute == .unspecified { v = x.superview }
        return UIView.userInterfaceLayoutDirection(for: v?.semanticContentAttribute ?? .unspecified)
    }

    public static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .forceRightToLeft: return .rightToLeft
        case .forceLeftToRight, .playback, .spatial: return .leftToRight
        case .unspecified: return UIApplication.shared.userInterfaceLayoutDirection
        }
    }

    /// The direction a view with `attribute` lays out in when its context reads `layoutDirection`.
    public static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute,
                                                    relativeTo layoutDirection: UIUserInterfaceLayoutDirection) -> UIUserInterfaceLayoutDirection {
        attribute == .unspecified ? layoutDirection : userInterfaceLayoutDirection(for: attribute)
    }

    func setSemanticContentAttribute(_ value: UISemanticContentAttribute) {
        guard value != semanticContentAttribute else { return }
        layoutStateForWriting.semanticContentAttribute = value
        // Leading and trailing read differently now: rebuild the constraints that use them.
        if let e = LayoutEngine.existing(self) {
            for c in e.installed.values.sorted(by: { $0.serial < $1.serial })
            where c.first.mentionsLeadingOrTrailing || c.second?.mentionsLeadingOrTrailing == true { e.reinstall(c) }
        }
        setNeedsLayout()
    }
}
