import Foundation

extension UIViewController {
    /// `automaticallyAdjustsScrollViewInsets` changed: the scroll views in the loaded view work out
    /// their adjusted insets again (those adjusting `.automatic`ally read it).
    func scrollViewInsetsRuleChanged() {
        guard let view = viewIfLoaded else { return }
        func visit(_ v: UIView) {
            (v as? UIScrollView)?.updateAdjustedContentInset()
            for sub in v.subviews { visit(sub) }
        }
        visit(view)
    }
}
