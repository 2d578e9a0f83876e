import Foundation

/// What a toolbar reads from its coder: style, translucency, tint, appearances and items.
extension UIToolbar {
    func decodeToolbar(from coder: NSCoder) {
        if let s = coder.choice("barStyle", UINavigationBar.barStyleNames) { barStyle = s }
        if let t = coder.flag("translucent") { isTranslucent = t }
        if let c = coder.color("barTintColor") { barTintColor = c }
        guard let nib = coder as? any NibCoding else { return }
        nib.decodeBarLooks(of: self)
        let items = nib.children(of: "items").compactMap { nib.make($0) as? UIBarButtonItem }
        if !items.isEmpty { setItems(items, animated: false) }
    }
}
