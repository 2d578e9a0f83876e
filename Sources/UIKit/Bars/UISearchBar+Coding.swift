import Foundation

/// What a search bar reads from its coder: text, placeholder, prompt, style, translucency, tint,
/// buttons, scope titles and keyboard settings.
extension UISearchBar {
    private static let styleNames: [String: Style] = ["default": .default, "prominent": .prominent, "minimal": .minimal]

    func decodeSearchBar(from coder: NSCoder) {
        if let p = coder.text("placeholder") { placeholder = p }
        if let t = coder.text("text") { text = t }
        if let s = coder.choice("searchBarStyle", Self.styleNames) { searchBarStyle = s }
        if let s = coder.choice("barStyle", UINavigationBar.barStyleNames) { barStyle = s }
        if let t = coder.flag("translucent") { isTranslucent = t }
        if let c = coder.color("barTintColor") { barTintColor = c }
        if let s = coder.flag("showsCancelButton") { showsCancelButton = s }
        if let s = coder.flag("showsBookmarkButton") { showsBookmarkButton = s }
        if let s = coder.flag("showsScopeBar") { showsScopeBar = s }
        if let nib = coder as? any NibCoding {
            let scopes = nib.children(of: "scopeButtonTitles").compactMap { $0.text.isEmpty ? $0["value"] : $0.text }
            if !scopes.isEmpty { scopeButtonTitles = scopes }
            nib.decodeBarLooks(of: self)
        }
        DecodedTextInputTraits(coder)?.apply(to: searchTextField)
    }
}
