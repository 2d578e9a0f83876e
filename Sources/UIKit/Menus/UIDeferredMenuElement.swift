import Foundation

/// A placeholder in a menu whose items come later: the menu shows a loading row and calls the
/// provider when it opens; the items the provider hands back take the placeholder's place. The
/// items are kept for the next time the menu opens, unless the element is `uncached`.
@preconcurrency @MainActor open class UIDeferredMenuElement: UIMenuElement {
    public typealias Provider = (@escaping @MainActor ([UIMenuElement]) -> Void) -> Void

    let provider: Provider
    let caches: Bool
    /// The items the provider gave, once it has.
    var loaded: [UIMenuElement]?
    private var loading = false

    public init(_ elementProvider: @escaping Provider) {
        provider = elementProvider
        caches = true
        super.init(title: "", image: nil)
    }

    private init(uncached elementProvider: @escaping Provider) {
        provider = elementProvider
        caches = false
        super.init(title: "", image: nil)
    }

    /// Asks its provider again every time the menu opens.
    public static func uncached(_ elementProvider: @escaping Provider) -> UIDeferredMenuElement {
        UIDeferredMenuElement(uncached: elementProvider)
    }

    /// Starts loading if needed; `then` runs when the items arrive (at once if the provider answers at once).
    func load(then: @escaping @MainActor () -> Void) {
        guard loaded == nil, !loading else { return }
        loading = true
        provider { [weak self] elements in
            guard let self else { return }
            self.loading = false
            self.loaded = elements
            then()
        }
    }

    /// A menu closed: an uncached element forgets what it loaded.
    func menuClosed() { if !caches { loaded = nil } }
}
