import Foundation

/// The share sheet's content as iOS 17 lays it out: a header naming what is shared with a close
/// button, the app's share activities as a row of icons, and the actions as a rounded list.
@MainActor final class ActivitySheetView: UIView {
    unowned let sheet: UIActivityViewController
    private let thumbnail = UIImageView()
    private let titleLabel = UILabel(), subtitleLabel = UILabel()
    private let close = UIButton.sheetCloseButton()
    private let separator = UIView()
    private var icons: [UIControl] = []
    private var rows: [ActivitySheetRow] = []
    private let list = UIView()

    init(sheet: UIActivityViewController) {
        self.sheet = sheet
        super.init(frame: .zero)
        backgroundColor = .systemGroupedBackground
        let (title, subtitle, image) = ActivitySheetView.describe(sheet.placeholderItems)
        titleLabel.text = title
        titleLabel.font = .systemFont(ofSize: 15, weight: .semibold)
        subtitleLabel.text = subtitle
        subtitleLabel.font = .systemFont(ofSize: 13)
        subtitleLabel.textColor = .secondaryLabel
        thumbnail.image = image ?? ActivityGlyphs.document
        thumbnail.contentMode = image == nil ? .center : .scaleAspectFill
        thumbnail.clipsToBounds = true
        thumbnail.layer.cornerRadius = 8
        thumbnail.backgroundColor = .tertiarySystemFill
        close.addTarget(self, action: ActivitySheetView.closeTapped, for: .touchUpInside)
        separator.backgroundColor = .separator
        list.backgroundColor = .secondarySystemGroupedBackground
        list.layer.cornerRadius = 10
        list.clipsToBounds = true
        for v in [thumbnail, titleLabel, subtitleLabel, close, separator, list] as [UIView] { addSubview(v) }
        for a in sheet.activities {
            if type(of: a).activityCategory == .share {
                let icon = ActivitySheetIcon(activity: a)
                icon.addTarget(self, action: ActivitySheetView.iconTapped, for: .touchUpInside)
                icons.append(icon)
                addSubview(icon)
            } else {
                let row = ActivitySheetRow(activity: a)
                row.addTarget(self, action: ActivitySheetView.rowTapped, for: .touchUpInside)
                rows.append(row)
                list.addSubview(row)
            }
        }
    }

    required init?(coder: NSCoder) { fatalError("made by UIActivityViewController") }

    /// A title, subtitle and picture for what is shared: the first text, link or image.
    static func describe(_ items: [Any]) -> (String, String, UIImage?) {
        let image = items.lazy.compactMap { $0 as? UIImage }.first
        for item in items {
            switch item {
            case let url as URL: return (url.isFileURL ? url.lastPathComponent : url.host ?? url.absoluteString,
                                         url.isFileURL ? "File" : url.absoluteString, image)
            case let s as String: return (s.split(separator: "\n").first.map(String.init) ?? s, "Text", image)
            case let s as NSAttributedString: return (s.string, "Text", image)
            default: continue
            }
        }
        if image != nil { return ("Image", "PNG Image", image) }
        return (items.isEmpty ? "" : "\(items.count) Item\(items.count == 1 ? "" : "s")", "", nil)
    }

    static let headerHeight: CGFloat = 76, rowHeight: CGFloat = 52, iconRowHeight: CGFloat = 104

    /// The height the content needs, bottom safe area aside.
    var fittingHeight: CGFloat {
        ActivitySheetView.headerHeight + (icons.isEmpty ? 0 : ActivitySheetView.iconRowHeight)
            + 16 + CGFloat(rows.count) * ActivitySheetView.rowHeight + 16
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let w = bounds.width, m: CGFloat = 16
        thumbnail.frame = CGRect(x: m, y: 16, width: 44, height: 44)
        close.frame = CGRect(x: w - m - 30, y: 23, width: 30, height: 30)
        let textX = thumbnail.frame.maxX + 12, textW = close.frame.minX - 12 - textX
        titleLabel.frame = CGRect(x: textX, y: 18, width: textW, height: 20)
        subtitleLabel.frame = CGRect(x: textX, y: 40, width: textW, height: 18)
        separator.frame = CGRect(x: 0, y: ActivitySheetView.headerHeight - 0.5, width: w, height: 1 / max(1, traitCollection.displayScale))
        var y = ActivitySheetView.headerHeight
        for (i, icon) in icons.enumerated() {
            icon.frame = CGRect(x: m + CGFloat(i) * 78, y: y + 12, width: 70, height: 84)
        }
        if !icons.isEmpty { y += ActivitySheetView.iconRowHeight }
        list.frame = CGRect(x: m, y: y + 16, width: w - 2 * m, height: CGFloat(rows.count) * ActivitySheetView.rowHeight)
        for (i, row) in rows.enumerated() {
            row.frame = CGRect(x: 0, y: CGFloat(i) * ActivitySheetView.rowHeight, width: list.bounds.width, height: ActivitySheetView.rowHeight)
            row.showsSeparator = i < rows.count - 1
        }
    }

    private func closeTapped() { sheet.cancel() }
    private func rowTapped(_ row: UIControl) { if let r = row as? ActivitySheetRow { sheet.choose(r.activity) } }
    private func iconTapped(_ icon: UIControl) { if let i = icon as? ActivitySheetIcon { sheet.choose(i.activity) } }
}

/// An action in the sheet's list: its title, and its glyph at the trailing edge.
@MainActor final class ActivitySheetRow: UIControl {
    override var defaultAccessibility: AccessibilityDefaults { buttonAccessibility(super.defaultAccessibility) }
    override var defaultAccessibilityLabel: String? { combinedAccessibilityLabel }

    let activity: UIActivity
    private let title = UILabel(), glyph = UIImageView(), line = UIView()
    var showsSeparator = true { didSet { line.isHidden = !showsSeparator } }

    init(activity: UIActivity) {
        self.activity = activity
        super.init(frame: .zero)
        title.text = activity.activityTitle
        title.font = .systemFont(ofSize: 17)
        glyph.image = activity.activityImage
        glyph.contentMode = .center
        line.backgroundColor = .separator
        for v in [title, glyph, line] { v.isUserInteractionEnabled = false; addSubview(v) }
    }

    required init?(coder: NSCoder) { fatalError("made by the share sheet") }

    override var isHighlighted: Bool { didSet { backgroundColor = isHighlighted ? .systemGray4 : nil } }

    override func layoutSubviews() {
        super.layoutSubviews()
        title.frame = CGRect(x: 16, y: 0, width: bounds.width - 70, height: bounds.height)
        glyph.frame = CGRect(x: bounds.width - 16 - 28, y: (bounds.height - 28) / 2, width: 28, height: 28)
        line.frame = CGRect(x: 16, y: bounds.height - 0.5, width: bounds.width - 16, height: 0.5)
    }
}

/// A share activity in the row of icons: its image in a rounded square, its title under it.
@MainActor final class ActivitySheetIcon: UIControl {
    override var defaultAccessibility: AccessibilityDefaults { buttonAccessibility(super.defaultAccessibility) }
    override var defaultAccessibilityLabel: String? { combinedAccessibilityLabel }

    let activity: UIActivity
    private let image = UIImageView(), title = UILabel()

    init(activity: UIActivity) {
        self.activity = activity
        super.init(frame: .zero)
        image.image = activity.activityImage
        image.contentMode = .center
        image.backgroundColor = .secondarySystemGroupedBackground
        image.layer.cornerRadius = 14
        image.clipsToBounds = true
        title.text = activity.activityTitle
        title.font = .systemFont(ofSize: 11)
        title.textAlignment = .center
        title.numberOfLines = 2
        for v in [image, title] as [UIView] { v.isUserInteractionEnabled = false; addSubview(v) }
    }

    required init?(coder: NSCoder) { fatalError("made by the share sheet") }

    override var isHighlighted: Bool { didSet { image.alpha = isHighlighted ? 0.5 : 1 } }

    override func layoutSubviews() {
        super.layoutSubviews()
        image.frame = CGRect(x: (bounds.width - 60) / 2, y: 0, width: 60, height: 60)
        title.frame = CGRect(x: 0, y: 64, width: bounds.width, height: 20)
    }
}
