extension UISearchBar {
    /// How the bar around the field is drawn.
    public enum Style: UInt, Sendable {
        /// A bar behind the field (the system background, or the bar tint).
        case `default` = 0
        /// The same as `.default` since iOS 13.
        case prominent = 1
        /// The field alone, on whatever is behind the bar.
        case minimal = 2
    }

    /// The field's icons an app may replace: the magnifier, the clear button, and the bookmark and
    /// results-list buttons.
    public enum Icon: Int, Sendable {
        case search = 0, clear = 1, bookmark = 2, resultsList = 3
    }
}
