import Foundation

/// How a tab bar's items look in one layout (stacked, inline, compact inline), state by state.
@preconcurrency @MainActor open class UITabBarItemAppearance: NSObject, @preconcurrency NSCopying {
    public enum Style: Int, Sendable { case stacked, inline, compactInline }

    public let normal = UITabBarItemStateAppearance()
    public let selected = UITabBarItemStateAppearance()
    public let disabled = UITabBarItemStateAppearance()
    public let focused = UITabBarItemStateAppearance()
    private let style: Style

    public convenience override init() { self.init(style: .stacked) }

    public init(style: Style) {
        self.style = style
        super.init()
    }

    open func configureWithDefault(for style: Style) {
        for s in [normal, selected, disabled, focused] { s.take(UITabBarItemStateAppearance()) }
    }

    open func copy() -> UITabBarItemAppearance { copied() }

    func copied() -> UITabBarItemAppearance {
        let c = UITabBarItemAppearance(style: style)
        for (mine, theirs) in zip([c.normal, c.selected, c.disabled, c.focused], [normal, selected, disabled, focused]) { mine.take(theirs) }
        return c
    }

    open func copy(with zone: NSZone? = nil) -> Any { copied() }
}
