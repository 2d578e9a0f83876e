import Foundation

/// The keys UIKit's own classes answer to, as key-value coding would find them on iOS: the
/// outlets Interface Builder connects on built-in classes (a controller's `view`, a table's
/// `dataSource`…), and the properties user-defined runtime attributes commonly set.
@MainActor enum UIKitKeyValues {
    /// Sets `key` on a UIKit object; false when UIKit has no property by that name there.
    static func set(_ object: AnyObject, _ key: String, _ value: Any?) -> Bool {
        switch (object, key) {
        case (let vc as UIViewController, "view"): vc.view = value as? UIView
        case (let vc as UIViewController, "title"): vc.title = value as? String
        case (let tvc as UITableViewController, "tableView"): tvc.tableView = value as? UITableView
        case (let t as UITableView, "dataSource"): t.dataSource = value as? UITableViewDataSource
        case (let t as UITableView, "delegate"): t.delegate = value as? UITableViewDelegate
        case (let c as UICollectionViewController, "collectionView"): c.collectionView = value as? UICollectionView
        case (let c as UICollectionView, "dataSource"): c.dataSource = value as? UICollectionViewDataSource
        case (let c as UICollectionView, "delegate"): c.delegate = value as? UICollectionViewDelegate
        case (let c as UICollectionView, "prefetchDataSource"): c.prefetchDataSource = value as? UICollectionViewDataSourcePrefetching
        case (let t as UITableView, "prefetchDataSource"): t.prefetchDataSource = value as? UITableViewDataSourcePrefetching
        case (let c as UICollectionView, "collectionViewLayout"):
            if let l = value as? UICollectionViewLayout { c.collectionViewLayout = l }
        case (let p as UIPickerView, "dataSource"): p.dataSource = value as? UIPickerViewDataSource
        case (let p as UIPickerView, "delegate"): p.delegate = value as? UIPickerViewDelegate
        case (let s as UIScrollView, "delegate"): s.delegate = value as? UIScrollViewDelegate
        case (let f as UITextField, "delegate"): f.delegate = value as? UITextFieldDelegate
        case (let t as UITextView, "delegate"): t.delegate = value as? UITextViewDelegate
        case (let b as UISearchBar, "delegate"): b.delegate = value as? UISearchBarDelegate
        case (let n as UINavigationController, "delegate"): n.delegate = value as? UINavigationControllerDelegate
        case (let t as UITabBarController, "delegate"): t.delegate = value as? UITabBarControllerDelegate
        case (let s as UISplitViewController, "delegate"): s.delegate = value as? UISplitViewControllerDelegate
        case (let g as UIGestureRecognizer, "delegate"): g.delegate = value as? UIGestureRecognizerDelegate
        case (let b as UINavigationBar, "delegate"): b.delegate = value as? UINavigationBarDelegate
        case (let b as UITabBar, "delegate"): b.delegate = value as? UITabBarDelegate
        case (let b as UIToolbar, "delegate"): b.delegate = value as? UIToolbarDelegate
        case (let p as UIPageViewController, "dataSource"): p.dataSource = value as? UIPageViewControllerDataSource
        case (let p as UIPageViewController, "delegate"): p.delegate = value as? UIPageViewControllerDelegate
        // The field's and the text view's keyboard replacement and the bar above it.
        case (let f as UITextField, "inputView"): f.inputView = value as? UIView
        case (let f as UITextField, "inputAccessoryView"): f.inputAccessoryView = value as? UIView
        case (let t as UITextView, "inputView"): t.inputView = value as? UIView
        case (let t as UITextView, "inputAccessoryView"): t.inputAccessoryView = value as? UIView
        case (let v as UIView, "gestureRecognizers"):
            for g in (value as? [UIGestureRecognizer]) ?? [] where !(v.gestureRecognizers ?? []).contains(where: { $0 === g }) {
                v.addGestureRecognizer(g)
            }
        case (let v as UIView, "backgroundColor"): v.backgroundColor = value as? UIColor
        case (let v as UIView, "tintColor"): v.tintColor = value as? UIColor
        case (let v as UIView, "tag"): v.tag = NibValue.convert(value, to: Int.self) ?? 0
        case (let v as UIView, "alpha"): v.alpha = NibValue.convert(value, to: CGFloat.self) ?? 1
        case (let v as UIView, "hidden"), (let v as UIView, "isHidden"): v.isHidden = NibValue.convert(value, to: Bool.self) ?? false
        case (let v as UIView, "clipsToBounds"): v.clipsToBounds = NibValue.convert(value, to: Bool.self) ?? false
        case (let v as UIView, "accessibilityIdentifier"): v.accessibilityIdentifier = value as? String
        case (let v as UIView, "accessibilityLabel"): v.accessibilityLabel = value as? String
        case (let l as UILabel, "text"): l.text = value as? String
        case (let l as UILabel, "textColor"): l.textColor = value as? UIColor
        default: return false
        }
        return true
    }

    /// `head.rest` where `head` is a UIKit object UIKit exposes (a view's `layer`).
    static func setPath(_ object: AnyObject, _ head: String, _ rest: String, _ value: Any?) -> Bool {
        if head == "layer", let v = object as? UIView { return setLayer(v.layer, rest, value) }
        if let v = object as? UIView, head == "titleLabel", let b = v as? UIButton, let l = b.titleLabel { return set(l, rest, value) }
        return false
    }

    private static func setLayer(_ layer: CALayer, _ key: String, _ value: Any?) -> Bool {
        let number = NibValue.convert(value, to: CGFloat.self)
        switch key {
        case "cornerRadius": layer.cornerRadius = number ?? 0
        case "borderWidth": layer.borderWidth = number ?? 0
        case "borderColor": layer.borderColor = (value as? UIColor)?.cgColor
        case "masksToBounds": layer.masksToBounds = NibValue.convert(value, to: Bool.self) ?? false
        case "shadowOpacity": layer.shadowOpacity = Float(number ?? 0)
        case "shadowRadius": layer.shadowRadius = number ?? 0
        case "shadowColor": layer.shadowColor = (value as? UIColor)?.cgColor
        case "shadowOffset": layer.shadowOffset = (value as? CGSize) ?? .zero
        case "opacity": layer.opacity = Float(number ?? 1)
        default: return false
        }
        return true
    }
}
