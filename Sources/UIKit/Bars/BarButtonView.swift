import Foundation

/// How a bar shows one UIBarButtonItem: its custom view, glyph, image or title; a tap triggers it.
@MainActor final class BarButtonView: UIControl {
    override var defaultAccessibility: AccessibilityDefaults {
        var a = super.defaultAccessibility
        a.isElement = item.customView == nil
        a.identifier = item.accessibilityIdentifier
        a.traits.insert(.button)
        a.role = .button
        return a
    }

    override var largeContentDefaults: LargeContentSettings.Defaults {
        .init(shows: item.customView == nil, title: item.title, image: item.largeContentSizeImage ?? item.image,
              scales: item.largeContentSizeImage == nil)
    }

    let item: UIBarButtonItem
    private let label = UILabel()
    private let imageView = UIImageView()
    private let backgroundView = UIImageView()

    init(item: UIBarButtonItem) {
        self.item = item
        super.init(frame: .zero)
        item.shownView = self
        label.textAlignment = .center
        backgroundView.isUserInteractionEnabled = false
        addSubview(backgroundView)
        addSubview(label)
        addSubview(imageView)
        if let custom = item.customView { addSubview(custom) }
        contentMode = .redraw
        refresh()
    }

    required init?(coder: NSCoder) { fatalError("BarButtonView is made in code") }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        guard window != nil else { return }
        item.applyAppearance(shownBy: self)
        refresh()
    }

    /// A trait change brings the proxies for trait collections (`appearance(for:)`) again.
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if responderEnvironment.appearance.hasTraitProxies { item.applyAppearance(shownBy: self); refresh() }
    }

    var color: UIColor {
        let base = item.tintColor ?? tintColor ?? .systemBlue
        return item.isEnabled ? base : .tertiaryLabel
    }

    func refresh() {
        isEnabled = item.isEnabled
        accessibilityLabel = item.accessibilityLabel ?? item.title
        label.isHidden = item.customView != nil || item.hasGlyph || item.title == nil
        label.text = item.title
        let barLook = (superview as? BarButtonStyling)?.buttonAppearance(for: item.style)
        let barAttributes = (state.contains(.disabled) ? barLook?.disabled : state.contains(.highlighted) ? barLook?.highlighted : nil)?.titleTextAttributes
            .nonEmpty ?? barLook?.normal.titleTextAttributes.nonEmpty
        let attributes = item.titleTextAttributes(for: state) ?? item.titleTextAttributes(for: .normal) ?? barAttributes
        label.font = attributes?[.font] as? UIFont ?? .systemFont(ofSize: 17, weight: item.style == .done ? .semibold : .regular)
        label.textColor = attributes?[.foregroundColor] as? UIColor ?? color
        // Bar images are templates unless they ask to keep their colors.
        imageView.image = item.image.map {
            let image = $0.withDefaultSymbolConfiguration(.barItem)
            return image.renderingMode == .alwaysOriginal ? image : image.withTintColor(color, renderingMode: .alwaysOriginal)
        }
        imageView.isHidden = item.image == nil || item.customView != nil
        backgroundView.image = item.customView == nil ? item.shownBackgroundImage(for: state) : nil
        UIView.performWithoutAnimation { alpha = isHighlighted ? 0.2 : 1 }
        setNeedsDisplay()
        setNeedsLayout()
    }

    override func stateDidChange() {
        super.stateDidChange()
        refresh()
    }

    override func tintColorDidChange() { refresh() }

    override var displayedText: String? { label.isHidden ? nil : item.title }

    /// The width the item takes in a bar.
    var preferredWidth: CGFloat {
        if item.width > 0 { return item.width }
        if let custom = item.customView { return custom.bounds.width }
        if item.hasGlyph { return 30 }
        let padding: CGFloat = item.shownBackgroundImage(for: .normal) == nil ? 0 : 16
        if let image = item.image { return image.size.width + padding }
        return label.sizeThatFits(.zero).width + padding
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds
        // A background image is as tall as the image (at most the bar's height), centred.
        let h = min(bounds.height, max(backgroundView.image?.size.height ?? 0, 30))
        backgroundView.frame = CGRect(x: 0, y: (bounds.height - h) / 2, width: bounds.width, height: h)
        if let image = item.image {
            imageView.frame = CGRect(x: bounds.midX - image.size.width / 2, y: bounds.midY - image.size.height / 2,
                                     width: image.size.width, height: image.size.height)
        }
        if let custom = item.customView {
            custom.center = CGPoint(x: bounds.midX, y: bounds.midY)
        }
    }

    override func draw(_ rect: CGRect) {
        guard let system = item.systemItem, item.hasGlyph, item.customView == nil else { return }
        BarGlyph.draw(system, in: bounds, color: color)
    }

    /// Bar buttons take touches a little beyond their drawing (at least 44 points wide).
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        let extra = max(0, (44 - bounds.width) / 2)
        return bounds.insetBy(dx: -extra, dy: 0).contains(point)
    }

    override func sendPrimaryAction() { item.trigger(from: self) }
}

extension Dictionary {
    /// Nil when empty: an appearance's attributes that say nothing.
    var nonEmpty: Self? { isEmpty ? nil : self }
}
