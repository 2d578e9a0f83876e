import Foundation

/// How a bar draws its background and the shadow on its content edge (iOS 13): a blur with the
/// system's translucent fill (the default), an opaque fill, or nothing. Bars take a copy of it.
@preconcurrency @MainActor open class UIBarAppearance: NSObject, @preconcurrency NSCopying {
    public let idiom: UIUserInterfaceIdiom
    open var backgroundEffect: UIBlurEffect?
    open var backgroundColor: UIColor?
    open var backgroundImage: UIImage?
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
    /// The hairline on the edge that meets the content; nil or clear: none.
    open var shadowColor: UIColor?
    open var shadowImage: UIImage?

    /// An appearance with the default background, for the current device's idiom.
    public convenience override init() { self.init(idiom: UIDevice.current.userInterfaceIdiom) }

    public init(idiom: UIUserInterfaceIdiom) {
        self.idiom = idiom
        super.init()
        configureWithDefaultBackground()
    }

    /// A copy of another appearance (of any bar's kind): its background and shadow.
    public required init(barAppearance: UIBarAppearance) {
        idiom = barAppearance.idiom
        super.init()
        takeBackground(of: barAppearance)
    }

    func takeBackground(of other: UIBarAppearance) {
        backgroundEffect = other.backgroundEffect
        backgroundColor = other.backgroundColor
        backgroundImage = other.backgroundImage
        backgroundImageContentMode = other.backgroundImageContentMode
        shadowColor = other.shadowColor
        shadowImage = other.shadowImage
    }

    /// A copy of this appearance, of its own class. (Linux's `NSObject.copy() -> Any` makes
    /// `let a = b.copy()` ambiguous: say the type, `let a: UINavigationBarAppearance = b.copy()`.)
    open func copy() -> Self { copied() }

    func copied() -> Self { type(of: self).init(barAppearance: self) }

    open func copy(with zone: NSZone? = nil) -> Any { copied() }

    /// The system's translucent material and its hairline: how bars look over scrolled content.
    open func configureWithDefaultBackground() {
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = UIBarAppearance.defaultShadowColor
        shadowImage = nil
    }

    /// An opaque fill in the system background colour, with the hairline.
    open func configureWithOpaqueBackground() {
        backgroundEffect = nil
        backgroundColor = .systemBackground
        backgroundImage = nil
        shadowColor = UIBarAppearance.defaultShadowColor
        shadowImage = nil
    }

    /// No background and no hairline: the content shows through (bars at the scroll edge).
    open func configureWithTransparentBackground() {
        backgroundEffect = nil
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = nil
        shadowImage = nil
    }

    static let defaultShadowColor = ChromePalette.barHairline

    /// This appearance as a bar's legacy settings change it: a bar tint fills it opaque, and so does
    /// the system background when the bar is not translucent.
    func withLegacyBackground(tint: UIColor?, translucent: Bool) -> Self {
        guard tint != nil || !translucent else { return self }
        let a = copied()
        a.backgroundColor = tint ?? .systemBackground
        a.backgroundEffect = nil
        return a
    }

    /// Whether it draws nothing behind the bar's items.
    package var isTransparent: Bool {
        backgroundEffect == nil && (backgroundColor == nil || backgroundColor == .clear) && backgroundImage == nil
    }
}
