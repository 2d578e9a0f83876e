import Foundation
import QuartzCore

/// One row of a menu panel: a check mark column when the panel has states to show, the title (and
/// subtitle), and at the trailing side the element's image or a submenu's chevron. Grey while pressed.
@MainActor final class MenuRowView: UIControl {
    override var defaultAccessibility: AccessibilityDefaults { buttonAccessibility(super.defaultAccessibility, role: .menuItem) }
    override var defaultAccessibilityLabel: String? { combinedAccessibilityLabel }

    let row: MenuRow
    private let title = UILabel()
    private let subtitle = UILabel()
    private let check = UIImageView()
    private let trailing = UIImageView()
    private let spinner: UIActivityIndicatorView?
    let showsChecks: Bool

    static let height: CGFloat = 44
    static let subtitleHeight: CGFloat = 60
    static let separatorHeight: CGFloat = 8

    init(_ row: MenuRow, showsChecks: Bool) {
        self.row = row
        self.showsChecks = showsChecks
        spinner = { if case .loading = row { return UIActivityIndicatorView(style: .medium) } else { return nil } }()
        super.init(frame: .zero)
        title.font = .systemFont(ofSize: 17)
        subtitle.font = .systemFont(ofSize: 13)
        subtitle.textColor = .secondaryLabel
        for v in [check, title, subtitle, trailing] as [UIView] { v.isUserInteractionEnabled = false; addSubview(v) }
        var color = UIColor.label
        switch row {
        case .action(let a):
            title.text = a.title
            subtitle.text = a.subtitle
            if a.attributes.contains(.destructive) { color = .systemRed }
            if a.attributes.contains(.disabled) { color = .tertiaryLabel; isEnabled = false }
            trailing.image = a.image?.withRenderingMode(.alwaysTemplate)
            check.image = a.state == .on ? UIImage.checkmark : a.state == .mixed ? UIImage.remove : nil
        case .submenu(let m):
            title.text = m.title
            subtitle.text = m.subtitle
            trailing.image = MenuRowView.chevron
        case .loading:
            title.text = "Loading…"
            color = .secondaryLabel
            isEnabled = false
            if let s = spinner { addSubview(s); s.startAnimating() }
        case .separator:
            isEnabled = false
            backgroundColor = ChromePalette.hoveredRow
        }
        title.textColor = color
        trailing.tintColor = color
        check.tintColor = color
    }

    required init?(coder: NSCoder) { fatalError("made by a menu") }

    var rowHeight: CGFloat {
        if row.isSeparator { return MenuRowView.separatorHeight }
        return subtitle.text?.isEmpty == false ? MenuRowView.subtitleHeight : MenuRowView.height
    }

    override var isHighlighted: Bool {
        didSet { if !row.isSeparator { backgroundColor = isHighlighted ? ChromePalette.pressedRow : nil } }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let lead: CGFloat = showsChecks ? 44 : 16
        check.frame = CGRect(x: 16, y: (bounds.height - 16) / 2, width: 17, height: 16)
        let trailingWidth: CGFloat = trailing.image == nil ? 0 : 30
        let size = trailing.image?.size ?? .zero
        trailing.frame = CGRect(x: bounds.width - 16 - size.width, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
        let textWidth = bounds.width - lead - 16 - trailingWidth
        if subtitle.text?.isEmpty == false {
            title.frame = CGRect(x: lead, y: 10, width: textWidth, height: 22)
            subtitle.frame = CGRect(x: lead, y: 32, width: textWidth, height: 18)
        } else {
            title.frame = CGRect(x: lead, y: 0, width: textWidth, height: bounds.height)
            subtitle.frame = .zero
        }
        spinner?.center = CGPoint(x: bounds.width - 16 - 10, y: bounds.midY)
    }

    /// A chevron pointing right, as SF Symbols' "chevron.right" at the menu's text size.
    static var chevron: UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 9, height: 15)).image { _ in
            let p = UIBezierPath()
            p.move(to: CGPoint(x: 1.5, y: 1.5)); p.addLine(to: CGPoint(x: 7.5, y: 7.5)); p.addLine(to: CGPoint(x: 1.5, y: 13.5))
            p.lineWidth = 2
            p.lineCapStyle = .round
            p.lineJoinStyle = .round
            UIColor.black.setStroke()
            p.stroke()
        }.withRenderingMode(.alwaysTemplate)
    }
}
