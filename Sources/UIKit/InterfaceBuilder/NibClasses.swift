import Foundation

/// Interface Builder's element names and the UIKit classes they make; custom classes by name.
@MainActor enum NibClasses {
    static let builtin: [String: AnyClass] = [
        "view": UIView.self, "label": UILabel.self, "button": UIButton.self, "imageView": UIImageView.self,
        "textField": UITextField.self, "textView": UITextView.self, "switch": UISwitch.self, "slider": UISlider.self,
        "segmentedControl": UISegmentedControl.self, "stepper": UIStepper.self, "activityIndicatorView": UIActivityIndicatorView.self,
        "scrollView": UIScrollView.self, "tableView": UITableView.self, "tableViewCell": UITableViewCell.self,
        "toolbar": UIToolbar.self, "navigationBar": UINavigationBar.self, "tabBar": UITabBar.self, "stackView": UIStackView.self,
        "searchBar": UISearchBar.self, "pickerView": UIPickerView.self, "datePicker": UIDatePicker.self,
        "progressView": UIProgressView.self, "pageControl": UIPageControl.self,
        "collectionView": UICollectionView.self, "collectionViewCell": UICollectionViewCell.self,
        "collectionReusableView": UICollectionReusableView.self,
        "collectionViewFlowLayout": UICollectionViewFlowLayout.self, "collectionViewLayout": UICollectionViewLayout.self,
        "barButtonItem": UIBarButtonItem.self, "tabBarItem": UITabBarItem.self, "navigationItem": UINavigationItem.self,
        "tapGestureRecognizer": UITapGestureRecognizer.self, "panGestureRecognizer": UIPanGestureRecognizer.self,
        "pinchGestureRecognizer": UIPinchGestureRecognizer.self, "rotationGestureRecognizer": UIRotationGestureRecognizer.self,
        "swipeGestureRecognizer": UISwipeGestureRecognizer.self, "pongPressGestureRecognizer": UILongPressGestureRecognizer.self,
        "screenEdgePanGestureRecognizer": UIScreenEdgePanGestureRecognizer.self,
        "containerView": UIView.self,
        "viewController": UIViewController.self, "navigationController": UINavigationController.self,
        "tableViewController": UITableViewController.self, "tabBarController": UITabBarController.self,
        "splitViewController": UISplitViewController.self, "pageViewController": UIPageViewController.self, "collectionViewController": UICollectionViewController.self,
    ]

    /// Elements of the frameworks beside UIKit, whose classes UIKit cannot name: found by name in
    /// the process when the app links the framework (a web view needs `import WebKit`). The old
    /// `webView` element is UIWebView's, which iOS no longer has: a `WKWebView` stands in.
    static let frameworkElements: [String: String] = [
        "wkWebView": "WebKit.WKWebView", "webView": "WebKit.WKWebView",
    ]

    /// Classes of the frameworks beside UIKit that a `customClass` names without a module (Xcode's
    /// SpriteKit template sets its controller's view to `SKView` so).
    static let frameworkClasses: [String: String] = ["SKView": "SpriteKit", "WKWebView": "WebKit"]

    /// The class an element name makes: UIKit's own, or a framework's the process has.
    static func builtinClass(named name: String) -> AnyClass? {
        if let c = builtin[name] { return c }
        guard let qualified = frameworkElements[name] else { return nil }
        let parts = qualified.split(separator: ".").map(String.init)
        return classNamed(parts[1], in: parts[0])
    }

    /// The element's `customClass` if it names a subclass of `builtin` that this process has,
    /// else `builtin` (with UIKit's log line for an unknown class).
    static func resolve(_ e: NibElement, builtin: AnyClass, document: NibDocument, owner: AnyObject?) -> AnyClass {
        guard let name = e["customClass"] else { return builtin }
        var modules: [String] = []
        if let m = e["customModule"] { modules.append(m) }
        // Without a module Xcode means the app's own: the bundle's target, then the owner's module.
        if let b = document.bundle?.bundleURL.deletingPathExtension().lastPathComponent, let target = b.split(separator: "_").last {
            modules.append(String(target))
        }
        if let owner, let m = String(reflecting: type(of: owner)).split(separator: ".").first { modules.append(String(m)) }
        if let m = frameworkClasses[name] { modules.append(m) }
        modules.append("UIKit")
        for m in modules {
            if let c = classNamed(name, in: m) {
                if isSubclass(c, of: builtin) { return c }
                uikitLog.error("\(document.file):\(e.line): \(m).\(name) is not a \(builtin); made a \(builtin) instead")
                return builtin
            }
        }
        uikitLog.error("Unknown class \(name) in Interface Builder file.")
        return builtin
    }

    static func classNamed(_ name: String, in module: String) -> AnyClass? { RuntimeClasses.named(name, in: module) }

    static func isSubclass(_ c: AnyClass, of base: AnyClass) -> Bool { RuntimeClasses.isSubclass(c, of: base) }

    static func attribute(_ name: String?) -> NSLayoutConstraint.Attribute? {
        guard let name else { return nil }
        let all: [NSLayoutConstraint.Attribute] = [.left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY,
                                                    .lastBaseline, .firstBaseline, .leftMargin, .rightMargin, .topMargin, .bottomMargin,
                                                    .leadingMargin, .trailingMargin, .centerXWithinMargins, .centerYWithinMargins]
        if name == "baseline" { return .lastBaseline }
        return all.first { $0.description == name }
    }
}
