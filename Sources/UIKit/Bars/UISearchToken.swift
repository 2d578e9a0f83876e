import Foundation

/// A token in a search field: a rounded pill with an icon and a word, standing for a filter
/// ("Photos", "Favourites") before the typed text.
@preconcurrency @MainActor open class UISearchToken: NSObject {
    /// What the token stands for, for the app's own use.
    open var representedObject: Any?
    let icon: UIImage?
    let text: String

    public init(icon: UIImage?, text: String) {
        self.icon = icon
        self.text = text
        super.init()
    }

    open override var description: String { "<UISearchToken: \"\(text)\">" }
}
