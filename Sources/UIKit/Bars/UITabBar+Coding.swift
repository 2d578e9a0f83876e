import Foundation

/// What a tab bar reads from its coder: translucency, tints, appearances and (a bar on its own) items.
extension UITabBar {
    func decodeTabBar(from coder: NSCoder) {
        if let t = coder.flag("translucent") { isTranslucent = t }
        if let c = coder.color("barTintColor") { barTintColor = c }
        if let c = coder.color("selectedImageTintColor") { tintColor = c }
        if let c = coder.color("unselectedItemTintColor") { unselectedItemTintColor = c }
        guard let nib = coder as? any NibCoding else { return }
        nib.decodeBarLooks(of: self)
        let items = nib.children(of: "items").compactMap { nib.make($0) as? UITabBarItem }
        if !items.isEmpty { setItems(items, animated: false) }
    }
}
