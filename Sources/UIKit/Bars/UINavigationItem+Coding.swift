import Foundation

/// What a navigation item reads from its coder: title, prompt, back button, large title mode, its
/// bar button items and its own appearances.
extension UINavigationItem {
    private static let largeTitleModes: [String: LargeTitleDisplayMode] = ["always": .always, "never": .never, "automatic": .automatic]

    func decodeNavigationItem(from coder: NSCoder) {
        if let t = coder.text("title") { title = t }
        if let p = coder.text("prompt") { prompt = p }
        if let b = coder.text("backButtonTitle") { backButtonTitle = b }
        if let h = coder.flag("hidesBackButton") { hidesBackButton = h }
        if let l = coder.flag("leftItemsSupplementBackButton") { leftItemsSupplementBackButton = l }
        if let m = coder.choice("largeTitleDisplayMode", Self.largeTitleModes) { largeTitleDisplayMode = m }
        guard let nib = coder as? any NibCoding else { return }
        for key in ["leftBarButtonItem", "rightBarButtonItem", "backBarButtonItem"] {
            guard let c = nib.child(key: key), let item = nib.make(c) as? UIBarButtonItem else { continue }
            switch key {
            case "leftBarButtonItem": leftBarButtonItem = item
            case "rightBarButtonItem": rightBarButtonItem = item
            default: backBarButtonItem = item
            }
        }
        for key in ["leftBarButtonItems", "rightBarButtonItems"] {
            guard let list = nib.child(key: key) else { continue }
            let items = list.children.compactMap { nib.make($0) as? UIBarButtonItem }
            if key == "leftBarButtonItems" { leftBarButtonItems = items } else { rightBarButtonItems = items }
        }
        if let t = nib.child(key: "titleView"), let v = nib.make(t) as? UIView { titleView = v }
        nib.decodeItemAppearances(of: self)
    }
}

extension UINavigationItem: NibDecodable {
    func decodeAttributes(from coder: NSCoder) { decodeNavigationItem(from: coder) }
}
