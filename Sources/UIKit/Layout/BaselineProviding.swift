import Foundation

/// Views with text say where their baselines lie (a view without text has both at its bottom).
@MainActor protocol BaselineProviding {
    /// From the top to the first text baseline.
    var firstBaselineOffsetFromTop: CGFloat { get }
    /// From the last text baseline down to the bottom.
    var lastBaselineOffsetFromBottom: CGFloat { get }
    /// Whether the text is centred vertically in the view, so the offsets above hold at its intrinsic
    /// height and its baselines move by half of any height Auto Layout gives it beyond that (or takes).
    var centersTextVertically: Bool { get }
}
