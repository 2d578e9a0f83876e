import Foundation

/// Shows a `UIListContentConfiguration`: image, text and secondary text laid out by its margins.
@preconcurrency @MainActor open class UIListContentView: UIView, UIContentView {
    private let textLabel = UILabel()
    private let secondaryLabel = UILabel()
    private let imageView = UIImageView()
    private var list: UIListContentConfiguration

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
            l.textColor = p.color
            l.textAlignment = p.alignment
            l.numberOfLines = p.numberOfLines
            if let a { l.attributedText = a } else { l.text = s }
        }
        style(textLabel, list.textProperties, list.text, list.attributedText)
        style(secondaryLabel, list.secondaryTextProperties, list.secondaryText, list.secondaryAttributedText)
        imageView.image = list.image
        if let t = list.imageProperties.tintColor { imageView.tintColor = t }
        setNeedsLayout()
    }

    private var hasSecondary: Bool { !(secondaryLabel.text ?? "").isEmpty }

    private func heights(width: CGFloat) -> (CGFloat, CGFloat) {
        let t = textLabel.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        let s = hasSecondary ? secondaryLabel.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height : 0
        return (t, s)
    }

    private var textX: CGFloat {
        list.directionalLayoutMargins.leading + (list.image.map { $0.layoutSlotWidth + list.imageToTextPadding } ?? 0)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let m = list.directionalLayoutMargins
        let width = size.width < CGFloat.greatestFiniteMagnitude / 2 ? size.width : naturalWidth
        let w = width - textX - m.trailing
        let (t, s) = heights(width: w)
        let content = list.layout == .stacked && s > 0 ? t + list.textToSecondaryTextVerticalPadding + s : max(t, s)
        return CGSize(width: width, height: (content + m.top + m.bottom).rounded(.up))
    }

    /// As wide as the image and text need, for a fitting with no width given (a self-sizing cell in a
    /// flow layout): the text on one line.
    private var naturalWidth: CGFloat {
        let m = list.directionalLayoutMargins
        let unbounded = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
        let tw = textLabel.text?.isEmpty == false ? textLabel.sizeThatFits(unbounded).width : 0
        let sw = hasSecondary ? secondaryLabel.sizeThatFits(unbounded).width : 0
        let text = list.layout == .sideBySide && sw > 0 ? tw + 8 + sw : max(tw, sw)
        let x = text > 0 ? textX : m.leading + (list.image?.layoutSlotWidth ?? 0)
        return (x + text + m.trailing).rounded(.up)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds, m = list.directionalLayoutMargins
        if let img = list.image {
            imageView.frame = CGRect(x: m.leading + (img.layoutSlotWidth - img.size.width) / 2, y: (b.height - img.size.height) / 2,
                                     width: img.size.width, height: img.size.height)
        }
        let x = textX, w = max(0, b.width - x - m.trailing)
        let (t, s) = heights(width: w)
        switch list.layout {
        case .stacked:
            let total = t + (s > 0 ? list.textToSecondaryTextVerticalPadding + s : 0)
            let y = (b.height - total) / 2
            textLabel.frame = CGRect(x: x, y: y, width: w, height: t)
            secondaryLabel.frame = CGRect(x: x, y: y + t + list.textToSecondaryTextVerticalPadding, width: w, height: s)
        case .sideBySide:
            let sw = hasSecondary ? min(secondaryLabel.sizeThatFits(CGSize(width: .greatestFiniteMagnitude, height: s)).width, w * 0.6) : 0
            secondaryLabel.frame = CGRect(x: x + w - sw, y: (b.height - s) / 2, width: sw, height: s)
            textLabel.frame = CGRect(x: x, y: (b.height - t) / 2, width: max(0, w - sw - 8), height: t)
        case .header:
            textLabel.frame = CGRect(x: x, y: b.height - m.bottom - t, width: w, height: t)
            secondaryLabel.frame = .zero
        }
    }
}
