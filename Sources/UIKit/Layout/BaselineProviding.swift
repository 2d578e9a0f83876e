import Foundation

/// Views with text say where their baselines lie (a view without text has both at its bottom).
@MainActor protocol BaselineProviding {
    /// From the top to the first text baseline.
    var firstBaselineOffsetFromTop: CGFloat { get }
    /// From the last text baseline down to the bottom.
    var lastBaselineOffsetFromBottom: CGFloat { get }
}
