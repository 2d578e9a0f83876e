import Foundation

/// The tab bar takes its scroll-edge look while the shown tab's content is scrolled to its bottom
/// (or does not scroll): a navigation controller's tab passes its content's scrolling on; another
/// tab's own scroll view (the view, or its first scroll view subview) tells the tab bar controller.
extension UITabBarController: ScrollEdgeObserver {
    func trackTabContent() {
        tabBar.isManaged = true
        guard let vc = selectedViewController else { tabBar.atScrollEdge = true; return }
        if let nav = vc as? UINavigationController {
            if let scroll = nav.trackedScrollView { tabContentDidScroll(scroll) } else { tabBar.atScrollEdge = true }
            return
        }
        let view = vc.viewIfLoaded
        guard let scroll = view as? UIScrollView ?? view?.subviews.lazy.compactMap({ $0 as? UIScrollView }).first else {
            tabBar.atScrollEdge = true
            return
        }
        if scroll.edgeObserver == nil { scroll.edgeObserver = self }
        tabContentDidScroll(scroll)
    }

    /// Whether the content's bottom edge has come to the tab bar.
    func tabContentDidScroll(_ scrollView: UIScrollView) {
        let bottom = scrollView.contentOffset.y + scrollView.bounds.height - scrollView.adjustedContentInset.bottom
        tabBar.atScrollEdge = bottom >= scrollView.contentSize.height - 0.5
    }

    func contentScrollViewDidScroll(_ scrollView: UIScrollView) { tabContentDidScroll(scrollView) }

    func contentScrollView(_ scrollView: UIScrollView, adjustTarget target: inout CGPoint) {}
}
