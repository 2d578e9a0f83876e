import Foundation

/// What a navigation bar reads from its coder: style, translucency, tint, large titles, title text
/// attributes and appearances, and (a bar on its own) its items.
extension UINavigationBar {
    static let barStyleNames: [String: UIBarStyle] = ["default": .default, "black": .black, "blackTranslucent": .black, "blackOpaque": .black]

    func decodeNavigationBar(from coder: NSCoder) {
        if let s = coder.choice("barStyle", Self.barStyleNames) { barStyle = s }
        if let t = coder.flag("translucent") { isTranslucent = t }
        if let c = coder.color("barTintColor") { barTintColor = c }
        if let l = coder.flag("largeTitles") { prefersLargeTitles = l }
        guard let nib = coder as? any NibCoding else { return }
        nib.decodeBarLooks(of: self)
        let items = nib.children(of: "items").compactMap { nib.make($0) as? UINavigationItem }
        if !items.isEmpty { setItems(items, animated: false) }
    }
}
