import Foundation

/// Shows a `UIListContentConfiguration`: image, text and secondary text laid out by its margins.
@preconcurrency @MainActor open class UIListContentView: UIView, UIContentView {
    private let textLabel = UILabel()
    private let secondaryLabel = UILabel()
    private let imageView = UIImageView()
    private var list: UIListContentConfiguration
    private var guides: [ObjectIdentifier: UILayoutGuide] = [:]

    /// Guides that follow the text, secondary text and image where they are laid out (iOS 14): nil
    /// for a part the configuration does not show.
    open var textLayoutGuide: UILayoutGuide? { list.text != nil || list.attributedText != nil ? guide(following: textLabel) : nil }
    open var secondaryTextLayoutGuide: UILayoutGuide? {
        list.secondaryText != nil || list.secondaryAttributedText != nil ? guide(following: secondaryLabel) : nil
    }
    open var imageLayoutGuide: UILayoutGuide? { list.image != nil ? guide(following: imageView) : nil }

    private func guide(following part: UIView) -> UILayoutGuide {
        if let g = guides[ObjectIdentifier(part)] { return g }
        let g = UILayoutGuide()
        addLayoutGuide(g)
        NSLayoutConstraint.activate([
            g.leadingAnchor.constraint(equalTo: part.leadingAnchor), g.trailingAnchor.constraint(equalTo: part.trailingAnchor),
            g.topAnchor.constraint(equalTo: part.topAnchor), g.bottomAnchor.constraint(equalTo: part.bottomAnchor),
        ])
        guides[ObjectIdentifier(part)] = g
        return g
    }

    public init(configuration: UIListContentConfiguration) {
        list = configuration
        super.init(frame: .zero)
        for v in [imageView, textLabel, secondaryLabel] as [UIView] { addSubview(v) }
        apply()
    }

    public required init?(coder: NSCoder) { fatalError("made in code") }

    open var configuration: UIContentConfiguration {
        get { list }
        set {
            guard let c = newValue as? UIListContentConfiguration else { return }
            list = c
            apply()
        }
    }

    private func apply() {
        func style(_ l: UILabel, _ p: UIListContentConfiguration.TextProperties, _ s: String?, _ a: NSAttributedString?) {
            l.font = p.font
            l.textColor = p.resolvedColor()
            l.textAlignment = p.alignment
            l.numberOfLines = p.numberOfLines
            l.lineBreakMode = p.lineBreakMode
            l.adjustsFontSizeToFitWidth = p.adjustsFontSizeToFitWidth
            l.minimumScaleFactor = p.minimumScaleFactor
            l.allowsDefaultTighteningForTruncation = p.allowsDefaultTighteningForTruncation
            if let a { l.attributedText = a } else { l.text = p.transformed(s) }
        }
        style(textLabel, list.textProperties, list.text, list.attributedText)
        style(secondaryLabel, list.secondaryTextProperties, list.secondaryText, list.secondaryAttributedText)
        let props = list.imageProperties
        shownImage = list.image.map { props.displayed($0) }
        imageView.image = shownImage?.image
        imageView.contentMode = .scaleAspectFit
        imageView.layer.cornerRadius = props.cornerRadius
        imageView.clipsToBounds = props.cornerRadius > 0
        // No tint of its own: the image view follows the cell's (a reused cell forgets the last one).
        imageView.tintColor = props.tintColor != nil || props.tintColorTransformer != nil ? props.resolvedTintColor(for: tintColor) : nil
        setNeedsLayout()
    }

    /// The image as shown (symbol configuration, maximum size) and the room the layout keeps for it.
    private var shownImage: (image: UIImage, size: CGSize)?
    private var imageSlot: CGSize {
        shownImage.map { list.imageProperties.slot(for: $0.image, size: $0.size) } ?? .zero
    }

    /// Whether the secondary text goes under the text: a value cell's sits beside it; others stack
    /// unless they prefer side by side and both fit on one line of `width`.
    private func stacked(width: CGFloat) -> Bool {
        switch list.layout {
        case .header: return true
        case .sideBySide: return false
        case .stacked:
            guard list.prefersSideBySideTextAndSecondaryText, hasSecondary else { return true }
            let unbounded = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
            return textLabel.sizeThatFits(unbounded).width + list.textToSecondaryTextHorizontalPadding
                + secondaryLabel.sizeThatFits(unbounded).width > width
        }
    }

    private var hasSecondary: Bool { !(secondaryLabel.text ?? "").isEmpty }

    private func heights(width: CGFloat) -> (CGFloat, CGFloat) {
        let t = textLabel.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        let s = hasSecondary ? secondaryLabel.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height : 0
        return (t, s)
    }

    private var textX: CGFloat {
        list.directionalLayoutMargins.leading + (shownImage == nil ? 0 : imageSlot.width + list.imageToTextPadding)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let m = list.directionalLayoutMargins
        let width = size.width < CGFloat.greatestFiniteMagnitude / 2 ? size.width : naturalWidth
        let w = width - textX - m.trailing
        let (t, s) = heights(width: w)
        let text = stacked(width: w) && s > 0 ? t + list.textToSecondaryTextVerticalPadding + s : max(t, s)
        // A row is as tall as its text or its image, whichever is taller.
        let content = max(text, imageSlot.height)
        return CGSize(width: width, height: (content + m.top + m.bottom).rounded(.up))
    }

    /// As wide as the image and text need, for a fitting with no width given (a self-sizing cell in a
    /// flow layout): the text on one line.
    private var naturalWidth: CGFloat {
        let m = list.directionalLayoutMargins
        let unbounded = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
        let tw = textLabel.text?.isEmpty == false ? textLabel.sizeThatFits(unbounded).width : 0
        let sw = hasSecondary ? secondaryLabel.sizeThatFits(unbounded).width : 0
        let text = list.layout != .header && !stacked(width: .greatestFiniteMagnitude) && sw > 0 ? tw + list.textToSecondaryTextHorizontalPadding + sw : max(tw, sw)
        let x = text > 0 ? textX : m.leading + imageSlot.width
        return (x + text + m.trailing).rounded(.up)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds, m = list.directionalLayoutMargins
        if let (_, size) = shownImage {
            imageView.frame = CGRect(x: m.leading + (imageSlot.width - size.width) / 2, y: (b.height - size.height) / 2,
                                     width: size.width, height: size.height)
        }
        let x = textX, w = max(0, b.width - x - m.trailing)
        let (t, s) = heights(width: w)
        if list.layout == .header {
            textLabel.frame = CGRect(x: x, y: b.height - m.bottom - t, width: w, height: t)
            secondaryLabel.frame = .zero
        } else if stacked(width: w) {
            let total = t + (s > 0 ? list.textToSecondaryTextVerticalPadding + s : 0)
            let y = (b.height - total) / 2
            textLabel.frame = CGRect(x: x, y: y, width: w, height: t)
            secondaryLabel.frame = CGRect(x: x, y: y + t + list.textToSecondaryTextVerticalPadding, width: w, height: s)
        } else {
            let sw = hasSecondary ? min(secondaryLabel.sizeThatFits(CGSize(width: .greatestFiniteMagnitude, height: s)).width, w * 0.6) : 0
            let gap = list.textToSecondaryTextHorizontalPadding
            secondaryLabel.frame = CGRect(x: x + w - sw, y: (b.height - s) / 2, width: sw, height: s)
            textLabel.frame = CGRect(x: x, y: (b.height - t) / 2, width: max(0, w - sw - gap), height: t)
        }
    }
}
