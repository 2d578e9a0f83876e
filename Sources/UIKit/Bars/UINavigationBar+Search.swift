import Foundation

/// The search bar of the top item's search controller, integrated below the title rows (iOS 11):
/// it folds away as the content scrolls up, and takes the top of the bar while it searches.
extension UINavigationBar {
    var integratedSearchController: UISearchController? { topItem?.searchController }

    /// Whether the top item's search is active and has the title rows step aside.
    var isSearchPresenting: Bool {
        guard let sc = integratedSearchController else { return false }
        return sc.active && sc.hidesNavigationBarDuringPresentation
    }

    /// The full height of the integrated search bar row (with the scope bar while it shows).
    var searchRowHeight: CGFloat {
        guard let bar = integratedSearchController?.searchBar else { return 0 }
        return bar.sizeThatFits(.zero).height
    }

    func installSearchBar() {
        let bar = integratedSearchController?.searchBar
        guard bar !== shownSearchBar else { return }
        if let old = shownSearchBar, old.superview === self {
            old.removeFromSuperview()
            old.isIntegrated = false
            old.searchTextField.alpha = 1
            old.searchController?.integratingBar = nil
        }
        shownSearchBar = bar
        searchCollapse = 0
        guard let bar else { return }
        bar.isIntegrated = true
        bar.clipsToBounds = true
        bar.searchController?.integratingBar = self
        addSubview(bar)
    }

    /// Places the search bar under the title rows (at `top`), as much of it as is not folded away.
    func layoutSearchBar(below top: CGFloat) {
        guard let bar = shownSearchBar, bar.superview === self else { return }
        let full = searchRowHeight
        let shown = isSearchPresenting ? full : max(0, full - searchCollapse)
        bar.frame = CGRect(x: 0, y: isSearchPresenting ? 0 : top, width: bounds.width, height: shown)
        // The field fades as the row folds, gone before the row is half closed.
        bar.searchTextField.alpha = min(1, max(0, (shown - full / 2) / (full / 2)))
    }
}
