import Foundation

/// What a container that folds its bar with the content (a navigation bar's integrated search bar)
/// needs to hear from the content's scroll view: every move, and where a drag will come to rest.
@MainActor protocol ScrollEdgeObserver: AnyObject {
    func contentScrollViewDidScroll(_ scrollView: UIScrollView)
    /// May move the resting offset, so a half-folded bar finishes folding or unfolding.
    func contentScrollView(_ scrollView: UIScrollView, adjustTarget target: inout CGPoint)
}
