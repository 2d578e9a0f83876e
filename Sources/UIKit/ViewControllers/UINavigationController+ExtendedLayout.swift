import Foundation

/// Where a navigation controller puts its child's view: under the bars it extends beneath (its safe
/// area keeping content clear of them), or below an opaque navigation bar and above an opaque toolbar.
extension UINavigationController {
    /// A child's safe area stops at the bars it runs under.
    func updateInsets(_ vc: UIViewController) {
        let below = laysOutBelowBar(vc)
        let topBar = navigationBar.isHidden || below.top ? 0 : navigationBar.expandedHeight
        let bottomBar = toolbar.isHidden || below.bottom ? 0 : UIToolbar.height
        let insets = UIEdgeInsets(top: topBar, left: 0, bottom: bottomBar, right: 0)
        if vc.additionalSafeAreaInsets != insets { vc.additionalSafeAreaInsets = insets }
    }

    /// Whether the child starts below the navigation bar (and ends above the toolbar): the edge is
    /// not in its `edgesForExtendedLayout`, or the bar is opaque and it does not extend under opaque bars.
    func laysOutBelowBar(_ vc: UIViewController) -> (top: Bool, bottom: Bool) {
        func below(_ bar: UIView, _ edge: UIRectEdge, opaque: Bool) -> Bool {
            !bar.isHidden && (!vc.edgesForExtendedLayout.contains(edge) || opaque && !vc.extendedLayoutIncludesOpaqueBars)
        }
        return (below(navigationBar, .top, opaque: navigationBar.isOpaqueForLayout),
                below(toolbar, .bottom, opaque: !toolbar.isTranslucent))
    }

    /// Where a child's view goes: the whole view, or from the bottom of the navigation bar (to the
    /// top of the toolbar) for a child that does not run under them.
    func contentFrame(for vc: UIViewController) -> CGRect {
        guard isViewLoaded else { return UIScreen.main.bounds }
        let below = laysOutBelowBar(vc)
        let top = below.top ? view.safeAreaInsets.top + navigationBar.contentHeight : 0
        let bottom = below.bottom ? view.safeAreaInsets.bottom + UIToolbar.height : 0
        return CGRect(x: 0, y: top, width: view.bounds.width, height: max(0, view.bounds.height - top - bottom))
    }
}
