import Foundation
import QuartzCore

/// A button: per-state titles, colors and images; the system style tints its title and dims while pressed.
@preconcurrency @MainActor open class UIButton: UIControl {
    /// Its tap beats an ancestor's single-tap recognizer (iOS 6's rule for controls).
    override var takesSingleTapFromAncestors: Bool { isEnabled }

    public enum ButtonType: Int, Sendable {
        case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd, plain, close
    }

    open private(set) var buttonType: ButtonType = .custom
    private var titles: [UInt: String] = [:]
    private var attributedTitles: [UInt: NSAttributedString] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]
    private var symbolConfigurations: [UInt: UIImage.SymbolConfiguration] = [:]
    private let label = UILabel()
    /// Whether a drag hovering over the button fires it, after a blink (iOS 11).
    open var isSpringLoaded = false { didSet { updateSpringLoading() } }
    /// Whether the iPad pointer has an effect on the button (iPadOS 13.4): the automatic one, or
    /// what `pointerStyleProvider` makes of it.
    open var isPointerInteractionEnabled = false { didSet { updatePointerInteraction() } }
    /// The button's pointer style from the effect and shape UIKit proposes.
    public typealias PointerStyleProvider = (UIButton, UIPointerEffect, UIPointerShape) -> UIPointerStyle?
    open var pointerStyleProvider: PointerStyleProvider? { didSet { if pointerStyleProvider != nil { isPointerInteractionEnabled = true } } }
    private let icon = UIImageView()
    private let background = UIImageView()
    private var primary: UIAction?

    open var contentEdgeInsets = UIEdgeInsets.zero { didSet { setNeedsLayout() } }
    open var titleEdgeInsets = UIEdgeInsets.zero { didSet { setNeedsLayout() } }
    open var imageEdgeInsets = UIEdgeInsets.zero { didSet { setNeedsLayout() } }
    open var adjustsImageWhenHighlighted = true

    /// The iOS 15 configuration; when set it decides the look.
    open var configuration: Configuration? {
        didSet { applyConfiguration(); setNeedsLayout(); invalidateIntrinsicContentSize() }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
        // Interface Builder leaves out buttonType for a custom button.
        if !coder.has("buttonType") { adoptButtonType(.custom) }
        decodeButton(from: coder)
    }

    override func decodeAttributes(from coder: NSCoder) {
        super.decodeAttributes(from: coder)
        decodeButton(from: coder)
    }

    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        encodeButton(with: coder)
    }

    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        if buttonType == .contactAdd || buttonType == .detailDisclosure || buttonType == .infoLight || buttonType == .infoDark {
            frame.size = CGSize(width: 22, height: 22)
        }
        refresh()
    }

    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        setPrimary(primaryAction)
    }

    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        self.configuration = configuration
        setPrimary(primaryAction)
    }

    private func setPrimary(_ action: UIAction?) {
        guard let action else { return }
        primary = action
        addAction(action, for: .primaryActionTriggered)
        if titles[0] == nil && configuration == nil && !action.title.isEmpty { setTitle(action.title, for: .normal) }
        if configuration != nil, configuration?.title == nil { configuration?.title = action.title }
    }

    private func setUp() {
        label.font = .systemFont(ofSize: 15)
        label.textAlignment = .center
        label.lineBreakMode = .byTruncatingMiddle
        background.isHidden = true
        icon.isHidden = true
        addSubview(background)
        addSubview(icon)
        addSubview(label)
        refresh()
    }

    // MARK: Per-state content

    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        refresh()
    }

    open func title(for state: State) -> String? { titles.value(for: state) }

    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        attributedTitles[state.rawValue] = title
        refresh()
    }

    open func attributedTitle(for state: State) -> NSAttributedString? { attributedTitles.value(for: state) }

    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        appearanceDidCall("setTitleColor(_:for:) \(state.rawValue)") { ($0 as? UIButton)?.setTitleColor(color, for: state) }
        refresh()
    }

    /// Explicit colors first; else the type's: the tint for system buttons, white for custom ones.
    open func titleColor(for state: State) -> UIColor? {
        if let c = titleColors.value(for: state) { return c }
        switch buttonType {
        case .custom: return .white
        default:
            if state.contains(.disabled) { return UIColor(white: 0.5, alpha: 0.5) }
            return tintColor
        }
    }

    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        refresh()
    }

    open func image(for state: State) -> UIImage? { images.value(for: state) }

    /// The configuration a symbol image is shown with in `state` (states without one use the normal state's).
    open func setPreferredSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration?, forImageIn state: State) {
        symbolConfigurations[state.rawValue] = configuration
        refresh()
    }

    open func preferredSymbolConfigurationForImage(in state: State) -> UIImage.SymbolConfiguration? {
        symbolConfigurations.value(for: state)
    }

    open func setBackgroundImage(_ image: UIImage?, for state: State) {
        backgroundImages[state.rawValue] = image
        refresh()
    }

    open func backgroundImage(for state: State) -> UIImage? { backgroundImages.value(for: state) }

    open var currentTitle: String? { title(for: state) }
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }
    open var currentImage: UIImage? { image(for: state) }
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }
    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }

    open var titleLabel: UILabel? { label }
    open var imageView: UIImageView? { icon }

    package override var displayedText: String? { label.isHidden ? nil : label.text }
    override var largeContentDefaults: LargeContentSettings.Defaults { .init(title: currentTitle, image: currentImage) }
    override var defaultAccessibility: AccessibilityDefaults {
        var a = super.defaultAccessibility
        a.isElement = true
        a.label = label.text?.isEmpty == false ? label.text : icon.image?.accessibilityName
        a.traits.insert(.button)
        a.role = .button
        return a
    }

    override func stateDidChange() {
        super.stateDidChange()
        refresh()
    }

    open override func tintColorDidChange() { refresh() }

    /// Shows the content for the current state.
    /// The button type a nib names (set after `init(coder:)`, as the file's attribute says).
    func adoptButtonType(_ type: ButtonType) {
        guard buttonType != type else { return }
        buttonType = type
        refresh()
    }

    private func refresh() {
        if configuration != nil { applyConfiguration(); return }
        let s = state
        if let a = attributedTitle(for: s) { label.attributedText = a } else { label.text = title(for: s) }
        label.textColor = titleColor(for: s)
        var img = image(for: s)
        // A system button draws an image of automatic rendering mode as a template, in its tint colour.
        if buttonType == .system, let i = img, i.renderingMode == .automatic { img = i.withRenderingMode(.alwaysTemplate) }
        icon.preferredSymbolConfiguration = preferredSymbolConfigurationForImage(in: s)
        icon.image = img
        icon.isHidden = img == nil
        background.image = backgroundImage(for: s)
        background.isHidden = background.image == nil
        // System buttons dim while pressed; custom ones darken their image.
        let dim = s.contains(.highlighted) && buttonType != .custom
        UIView.performWithoutAnimation {
            label.alpha = dim ? 0.2 : 1
            icon.alpha = dim ? 0.2 : (s.contains(.highlighted) && adjustsImageWhenHighlighted && buttonType == .custom ? 0.7 : 1)
        }
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    private func applyConfiguration() {
        guard let c = configuration else { return }
        let s = state
        icon.preferredSymbolConfiguration = c.preferredSymbolConfigurationForImage
        icon.image = c.image
        icon.isHidden = c.image == nil
        background.isHidden = true
        let tint = c.baseBackgroundColor ?? tintColor!
        var fg = c.baseForegroundColor ?? tint
        var bg: UIColor? = nil
        switch c.style {
        case .plain: break
        case .gray: bg = .tertiarySystemFill
        case .tinted: bg = tint.withAlphaComponent(0.15)
        case .filled:
            bg = tint
            fg = c.baseForegroundColor ?? .white
        }
        if !isEnabled { fg = .tertiaryLabel; if bg != nil { bg = .quaternarySystemFill } }
        var attributes = AttributeContainer()
        attributes.font = c.font
        attributes.foregroundColor = fg
        if let transform = c.titleTextAttributesTransformer { attributes = transform(attributes) }
        if var title = c.attributedTitle {
            title.mergeAttributes(attributes, mergePolicy: .keepCurrent)
            label.attributedText = NSAttributedString(title)
        } else {
            label.attributedText = nil
            label.text = c.title
            label.font = attributes.font ?? c.font
            label.textColor = attributes.foregroundColor ?? fg
        }
        // A template image (a symbol) is drawn in the foreground colour, as the title is.
        icon.tintColor = fg
        UIView.performWithoutAnimation {
            backgroundColor = bg
            label.alpha = s.contains(.highlighted) && c.style == .plain ? 0.2 : 1
            alpha = s.contains(.highlighted) && c.style != .plain ? 0.7 : 1
        }
    }

    // MARK: Layout

    private var insets: UIEdgeInsets {
        if let c = configuration {
            return UIEdgeInsets(top: c.contentInsets.top, left: c.contentInsets.leading,
                                bottom: c.contentInsets.bottom, right: c.contentInsets.trailing)
        }
        return contentEdgeInsets
    }

    private var contentSize: (title: CGSize, image: CGSize, gap: CGFloat) {
        let t = (label.text?.isEmpty ?? true) && label.attributedText == nil ? .zero : label.sizeThatFits(.zero)
        let i = icon.isHidden ? .zero : icon.intrinsicContentSize
        let gap = (t.width > 0 && i.width > 0) ? (configuration?.imagePadding ?? 0) : 0
        return (t, i, gap)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let c = contentSize
        let inset = insets
        var w = c.title.width + c.image.width + c.gap + inset.left + inset.right
        var h = max(c.title.height, c.image.height) + inset.top + inset.bottom
        if configuration == nil && contentEdgeInsets == .zero && (buttonType != .custom || c.title.height > 0) {
            // UIKit pads a title-bearing button 6 points above and below its label, unless content edge
            // insets are set: they take its place (a tiny inset is the known way to hug the title).
            h = max(h, c.title.height + 12 + inset.top + inset.bottom)
        }
        if buttonType == .contactAdd || buttonType == .infoLight || buttonType == .infoDark || buttonType == .detailDisclosure {
            w = max(w, 22); h = max(h, 22)
        }
        return CGSize(width: w, height: h)
    }

    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        background.frame = backgroundRect(forBounds: bounds)
        let content = contentRect(forBounds: bounds)
        icon.frame = imageRect(forContentRect: content)
        label.frame = titleRect(forContentRect: content)
        if let c = configuration { layer.cornerRadius = c.style == .plain ? 0 : c.cornerRadius(height: bounds.height) }
    }

    // MARK: Layout override points, as UIKit's

    /// Where the background (image) is drawn: the whole bounds.
    open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// The area the image and title share: the bounds less the content insets.
    open func contentRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: insets) }

    /// Where the content's image and title start, aligned as `contentHorizontalAlignment` says.
    /// The content as laid out in `content`: an image larger than the content rectangle shrinks to
    /// it (squeezed, as the image view scales to fill), leaving the title what room is left.
    private func fittedContent(in content: CGRect) -> (title: CGSize, image: CGSize, gap: CGFloat) {
        var c = contentSize
        c.image = CGSize(width: min(c.image.width, max(0, content.width)), height: min(c.image.height, max(0, content.height)))
        return c
    }

    private func contentStart(in content: CGRect) -> CGFloat {
        let c = fittedContent(in: content)
        let total = min(c.title.width + c.image.width + c.gap, max(content.width, c.image.width))
        switch contentHorizontalAlignment {
        case .left, .leading: return content.minX
        case .right, .trailing: return content.maxX - total
        default: return content.midX - total / 2
        }
    }

    /// The image's rectangle within `contentRect`: first in the row, centred vertically.
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        let c = fittedContent(in: contentRect)
        return CGRect(x: contentStart(in: contentRect), y: contentRect.midY - c.image.height / 2, width: c.image.width, height: c.image.height)
            .inset(by: imageEdgeInsets)
    }

    /// The title's rectangle within `contentRect`: after the image, as wide as fits.
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        let c = fittedContent(in: contentRect)
        let titleWidth = min(c.title.width, max(0, contentRect.width - c.image.width - c.gap))
        let x = contentStart(in: contentRect) + c.image.width + c.gap
        return CGRect(x: x, y: contentRect.midY - c.title.height / 2, width: titleWidth, height: c.title.height)
            .inset(by: titleEdgeInsets)
    }

    /// A system button showing `image` (a template, tinted), with its action: UIKit's
    /// `systemButton(with:target:action:)`, the action a method reference as elsewhere on Linux.
    public class func systemButton<T: AnyObject, S>(with image: UIImage, target: T?, action: @escaping (T) -> (S) -> Void) -> UIButton {
        let b = systemButton(image)
        b.addTarget(target, action: action, for: .touchUpInside)
        return b
    }

    public class func systemButton<T: AnyObject>(with image: UIImage, target: T?, action: @escaping (T) -> () -> Void) -> UIButton {
        let b = systemButton(image)
        b.addTarget(target, action: action, for: .touchUpInside)
        return b
    }

    /// `target: nil, action: nil`: a system button with the image and no action yet.
    public class func systemButton(with image: UIImage, target: AnyObject?, action: Never?) -> UIButton { systemButton(image) }

    private class func systemButton(_ image: UIImage) -> UIButton {
        let b = UIButton(type: .system)
        b.setImage(image.withRenderingMode(.alwaysTemplate), for: .normal)
        b.sizeToFit()
        return b
    }

    /// A menu for the button: a tap shows it with `showsMenuAsPrimaryAction`, else a long press does.
    open var menu: UIMenu? { didSet { menuDidChange() } }
    open var showsMenuAsPrimaryAction = false { didSet { menuDidChange() } }
    /// A pop-up button: the menu's actions are one choice, shown as the button's title.
    open var changesSelectionAsPrimaryAction = false { didSet { menuDidChange() } }
    /// The long press that opens the menu of a button whose tap does something else.
    var menuPress: UILongPressGestureRecognizer?

    override func sendPrimaryAction() {
        if showsMenuAsPrimaryAction, menu != nil {
            presentMenu()
            return
        }
        sendActions(for: .primaryActionTriggered)
    }
}
