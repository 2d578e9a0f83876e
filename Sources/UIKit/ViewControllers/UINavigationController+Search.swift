import Foundation

/// The navigation controller's part in an integrated search bar: the bar folds with the top
/// controller's scrolling content, a half-folded bar finishes folding when the drag ends, and the
/// bars are laid out again when the search starts and ends.
extension UINavigationController: ScrollEdgeObserver {
    /// The scroll view whose top the search bar follows: the top controller's view, or its first
    /// scroll view subview (as UIKit's content scroll view).
    func trackContentScrollView() {
        guard let top = topViewController?.viewIfLoaded else { return }
        let scroll = top as? UIScrollView ?? top.subviews.lazy.compactMap { $0 as? UIScrollView }.first
        if trackedScrollView !== scroll {
            if trackedScrollView?.edgeObserver === self { trackedScrollView?.edgeObserver = nil }
            trackedScrollView = scroll
            scroll?.edgeObserver = self
        }
        if let scroll {
            contentScrollViewDidScroll(scroll)
        } else {
            // Content that does not scroll is always at its edges.
            navigationBar.atScrollEdge = true
            toolbar.atScrollEdge = true
            if let tabs = tabBarController, tabs.selectedViewController === self { tabs.tabBar.atScrollEdge = true }
        }
    }

    /// How far past its resting top the content has scrolled.
    private func scrolled(_ s: UIScrollView) -> CGFloat { s.contentOffset.y + s.adjustedContentInset.top }

    private var foldsSearchBar: Bool {
        guard let sc = navigationBar.integratedSearchController, !sc.active else { return false }
        return navigationBar.topItem?.hidesSearchBarWhenScrolling == true
    }

    func contentScrollViewDidScroll(_ scrollView: UIScrollView) {
        guard scrollView === trackedScrollView else { return }
        // The bars take their scroll-edge look while the content's edge meets them: the navigation
        // bar's while it folds its search bar and large title with the content.
        let folding = (foldsSearchBar ? navigationBar.searchRowHeight : 0)
            + (navigationBar.showsLargeTitle && !navigationBar.isSearchPresenting ? UINavigationBar.largeTitleHeight : 0)
        navigationBar.atScrollEdge = scrolled(scrollView) <= folding + 0.5
        let bottom = scrollView.contentOffset.y + scrollView.bounds.height - scrollView.adjustedContentInset.bottom
        toolbar.atScrollEdge = bottom >= scrollView.contentSize.height - 0.5
        if let tabs = tabBarController, tabs.selectedViewController === self { tabs.tabContentDidScroll(scrollView) }
        let full = navigationBar.searchRowHeight
        // On whole device pixels, so the bar's edge is crisp and comes back exactly.
        let s = navigationBar.pixelAligned(scrolled(scrollView))
        let collapse = foldsSearchBar ? min(full, max(0, s)) : 0
        // The large title folds after the search bar; pulled down past the top, it stretches.
        let large = navigationBar.showsLargeTitle && !navigationBar.isSearchPresenting
            ? min(UINavigationBar.largeTitleHeight, s - collapse) : 0
        guard collapse != navigationBar.searchCollapse || large != navigationBar.largeTitleCollapse else { return }
        navigationBar.searchCollapse = collapse
        navigationBar.largeTitleCollapse = large
        navigationBar.frame.size.height = navigationBar.contentHeight
        navigationBar.setNeedsLayout()
    }

    func contentScrollView(_ scrollView: UIScrollView, adjustTarget target: inout CGPoint) {
        guard scrollView === trackedScrollView else { return }
        // A half-folded search bar or large title finishes folding or unfolding.
        let search = foldsSearchBar ? navigationBar.searchRowHeight : 0
        let large = navigationBar.showsLargeTitle ? UINavigationBar.largeTitleHeight : 0
        let rest = -scrollView.adjustedContentInset.top
        let into = target.y - rest
        if into > 0, into < search {
            target.y = rest + (into < search / 2 ? 0 : search)
        } else if into > search, into < search + large {
            target.y = rest + search + (into - search < large / 2 ? 0 : large)
        }
    }

    /// Lays the bars and the top controller out again after the search bar took or gave back the top.
    func relayoutForSearch() {
        navigationBar.searchCollapse = 0
        navigationBar.largeTitleCollapse = 0
        if let s = trackedScrollView { contentScrollViewDidScroll(s) }
        navigationBar.setNeedsLayout()
        if let top = topViewController { updateInsets(top) }
        view.setNeedsLayout()
        view.layoutIfNeeded()
        navigationBar.layoutIfNeeded()
    }
}
