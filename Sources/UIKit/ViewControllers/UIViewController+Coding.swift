import Foundation

/// What a view controller reads from its coder: title, presentation, extended layout, preferred
/// size, and from a storyboard its navigation item (its own, filled in), tab bar item and toolbar
/// items. Its view is read later, when it loads.
extension UIViewController {
    static let presentationStyleNames: [String: UIModalPresentationStyle] = [
        "fullScreen": .fullScreen, "pageSheet": .pageSheet, "formSheet": .formSheet, "currentContext": .currentContext,
        "custom": .custom, "overFullScreen": .overFullScreen, "overCurrentContext": .overCurrentContext, "popover": .popover,
        "automatic": .automatic, "none": .none]
    static let transitionStyleNames: [String: UIModalTransitionStyle] = [
        "coverVertical": .coverVertical, "flipHorizontal": .flipHorizontal, "crossDissolve": .crossDissolve, "partialCurl": .partialCurl]

    func decodeController(from coder: NSCoder) {
        if let t = coder.text("title") { title = t }
        if restorationIdentifier == nil, let r = coder.text("restorationIdentifier") { restorationIdentifier = r }
        if let s = coder.choice("modalPresentationStyle", Self.presentationStyleNames) { modalPresentationStyle = s }
        if let s = coder.choice("modalTransitionStyle", Self.transitionStyleNames) { modalTransitionStyle = s }
        if let d = coder.flag("definesPresentationContext") { definesPresentationContext = d }
        if let h = coder.flag("hidesBottomBarWhenPushed") { hidesBottomBarWhenPushed = h }
        if let e = coder.flag("extendedLayoutIncludesOpaqueBars") { extendedLayoutIncludesOpaqueBars = e }
        if let a = coder.flag("automaticallyAdjustsScrollViewInsets") { automaticallyAdjustsScrollViewInsets = a }
        if let m = coder.flag("modalInPresentation") { isModalInPresentation = m }
        if let m = coder.flag("modalPresentationCapturesStatusBarAppearance") { modalPresentationCapturesStatusBarAppearance = m }
        if let s = coder.geometry("preferredContentSize") { preferredContentSize = NSCoder.cgSize(for: s) }
        guard let nib = coder as? any NibCoding else { return }
        // "Under Top Bars" and the other boxes unticked: the edges left are the attributes set.
        if let edges = nib.nested(key: "edgesForExtendedLayout") {
            let named: [(String, UIRectEdge)] = [("top", .top), ("left", .left), ("bottom", .bottom), ("right", .right)]
            edgesForExtendedLayout = UIRectEdge(named.filter { edges.flag($0.0) == true }.map(\.1))
        }
        if let n = nib.child(key: "navigationItem") { nib.decode(navigationItem, from: n) }
        if let t = nib.child(key: "tabBarItem"), let item = nib.make(t) as? UITabBarItem { tabBarItem = item }
        let items = nib.children(of: "toolbarItems").compactMap { nib.make($0) as? UIBarButtonItem }
        if !items.isEmpty { toolbarItems = items }
    }
}

extension UIViewController: NibDecodable {}

/// Archivable, as on iOS; in a state-restoration archive a restorable controller is written as its
/// restoration path and read back as the controller restored there.
extension UIViewController: @preconcurrency NSCoding {}

extension UITableViewController {
    func decodeTableController(from coder: NSCoder) {
        if let c = coder.flag("clearsSelectionOnViewWillAppear") { clearsSelectionOnViewWillAppear = c }
    }
}

extension UINavigationController {
    /// Its bar and toolbar as the file describes them, and whether each shows.
    func decodeNavigationController(from coder: NSCoder) {
        if let nib = coder as? any NibCoding {
            if let bar = nib.child(key: "navigationBar") { nib.decode(navigationBar, from: bar) }
            if let bar = nib.child(key: "toolbar") { nib.decode(toolbar, from: bar) }
        }
        if let h = coder.flag("toolbarHidden") { isToolbarHidden = h }
        if let h = coder.flag("navigationBarHidden") { isNavigationBarHidden = h }
    }
}

extension UITabBarController {
    func decodeTabBarController(from coder: NSCoder) {
        if let nib = coder as? any NibCoding, let bar = nib.child(key: "tabBar") { nib.decode(tabBar, from: bar) }
    }
}

extension UIPageViewController {
    private static let spineNames: [String: SpineLocation] = ["none": .none, "min": .min, "mid": .mid, "max": .max]

    func decodePageController(from coder: NSCoder) {
        if coder.text("transitionStyle") == "pageCurl" { transitionStyle = .pageCurl; spineLocation = .min }
        if coder.text("navigationOrientation") == "vertical" { navigationOrientation = .vertical }
        if let s = coder.choice("spineLocation", Self.spineNames) { spineLocation = s }
        if let s = coder.number("interPageSpacing") { interPageSpacing = s }
    }
}
