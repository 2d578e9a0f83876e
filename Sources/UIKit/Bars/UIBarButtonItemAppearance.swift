import Foundation

/// How a bar's plain or done items look, state by state.
@preconcurrency @MainActor open class UIBarButtonItemAppearance: NSObject, @preconcurrency NSCopying {
    public let normal = UIBarButtonItemStateAppearance()
    public let highlighted = UIBarButtonItemStateAppearance()
    public let disabled = UIBarButtonItemStateAppearance()
    public let focused = UIBarButtonItemStateAppearance()
    private let style: UIBarButtonItem.Style

    public convenience override init() { self.init(style: .plain) }

    public init(style: UIBarButtonItem.Style) {
        self.style = style
        super.init()
    }

    /// Back to the system's look for items of `style`.
    open func configureWithDefault(for style: UIBarButtonItem.Style) {
        for s in [normal, highlighted, disabled, focused] { s.take(UIBarButtonItemStateAppearance()) }
    }

    open func copy() -> UIBarButtonItemAppearance { copied() }

    func copied() -> UIBarButtonItemAppearance {
        let c = UIBarButtonItemAppearance(style: style)
        for (mine, theirs) in zip([c.normal, c.highlighted, c.disabled, c.focused], [normal, highlighted, disabled, focused]) { mine.take(theirs) }
        return c
    }

    open func copy(with zone: NSZone? = nil) -> Any { copied() }
}
