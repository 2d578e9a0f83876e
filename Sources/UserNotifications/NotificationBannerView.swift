import Foundation
import UIKit

/// A notification banner as iOS 17 draws one: a rounded panel of material, the app's icon at the
/// left, the title in semibold with "now" at the right, the body below in up to four lines; long
/// pressed, the category's actions in a panel under it.
@preconcurrency @MainActor package final class NotificationBannerView: UIView {
    static let cornerRadius: CGFloat = 23
    static let iconSize: CGFloat = 38
    static let padding: CGFloat = 14

    package let actions: [UNNotificationAction]
    var onTap: (() -> Void)?
    var onSwipeUp: (() -> Void)?
    var onLongPress: (() -> Void)?
    var onAction: ((String) -> Void)?
    private let panel = UIVisualEffectView(effect: UIBlurEffect(style: .systemThickMaterial))
    package let titleLabel = UILabel()
    package let bodyLabel = UILabel()
    private let timeLabel = UILabel()
    private let icon = UIImageView()
    private let actionPanel = UIVisualEffectView(effect: UIBlurEffect(style: .systemThickMaterial))
    package private(set) var actionButtons: [UIButton] = []
    private let bannerHeight: CGFloat

    /// Whether the actions show under the banner.
    var isExpanded = false {
        didSet {
            actionPanel.isHidden = !isExpanded
            frame.size.height = isExpanded ? actionPanel.frame.maxY : bannerHeight
        }
    }

    init(notification: UNNotification, appName: String, actions: [UNNotificationAction], width: CGFloat) {
        self.actions = actions
        let content = notification.request.content
        let textX = Self.padding + Self.iconSize + 10
        let textWidth = width - textX - Self.padding
        titleLabel.font = .systemFont(ofSize: 15, weight: .semibold)
        titleLabel.text = content.title.isEmpty ? appName : content.title
        timeLabel.font = .systemFont(ofSize: 13)
        timeLabel.textColor = .secondaryLabel
        timeLabel.text = "now"
        timeLabel.sizeToFit()
        bodyLabel.font = .systemFont(ofSize: 15)
        bodyLabel.numberOfLines = 4
        bodyLabel.text = [content.subtitle, content.body].filter { !$0.isEmpty }.joined(separator: "\n")
        let titleHeight = ceil(titleLabel.font.lineHeight)
        let bodyHeight = bodyLabel.text?.isEmpty == false
            ? ceil(bodyLabel.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height) : 0
        bannerHeight = max(Self.padding * 2 + Self.iconSize, 12 + titleHeight + (bodyHeight > 0 ? 1 + bodyHeight : 0) + 12)
        super.init(frame: CGRect(x: 0, y: 0, width: width, height: bannerHeight))

        panel.frame = bounds
        panel.layer.cornerRadius = Self.cornerRadius
        panel.layer.cornerCurve = .continuous
        panel.clipsToBounds = true
        addSubview(panel)
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.12
        layer.shadowRadius = 12
        layer.shadowOffset = CGSize(width: 0, height: 4)

        icon.frame = CGRect(x: Self.padding, y: (bannerHeight - Self.iconSize) / 2, width: Self.iconSize, height: Self.iconSize)
        icon.image = UIImage.systemAppIcon() ?? Self.placeholderIcon(for: appName)
        icon.layer.cornerRadius = 9
        icon.layer.cornerCurve = .continuous
        icon.clipsToBounds = true
        panel.contentView.addSubview(icon)
        timeLabel.frame.origin = CGPoint(x: width - Self.padding - timeLabel.frame.width, y: 12 + (titleHeight - timeLabel.frame.height) / 2)
        panel.contentView.addSubview(timeLabel)
        titleLabel.frame = CGRect(x: textX, y: 12, width: timeLabel.frame.minX - 6 - textX, height: titleHeight)
        panel.contentView.addSubview(titleLabel)
        bodyLabel.frame = CGRect(x: textX, y: titleLabel.frame.maxY + 1, width: textWidth, height: bodyHeight)
        panel.contentView.addSubview(bodyLabel)

        layoutActions(width: width)
        actionPanel.isHidden = true
        isAccessibilityElement = true
        accessibilityLabel = [appName, titleLabel.text, bodyLabel.text].compactMap { $0 }.joined(separator: ", ")
        accessibilityTraits = .button
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: NotificationBannerView.tapped))
        let swipe = UISwipeGestureRecognizer(target: self, action: NotificationBannerView.swiped)
        swipe.direction = .up
        addGestureRecognizer(swipe)
        addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: NotificationBannerView.pressed))
    }

    required init?(coder: NSCoder) { nil }

    /// The actions, one row each, in a second rounded panel below the banner (destructive ones red).
    private func layoutActions(width: CGFloat) {
        let rowHeight: CGFloat = 44
        actionPanel.frame = CGRect(x: 0, y: bannerHeight + 8, width: width, height: rowHeight * CGFloat(actions.count))
        actionPanel.layer.cornerRadius = 14
        actionPanel.layer.cornerCurve = .continuous
        actionPanel.clipsToBounds = true
        addSubview(actionPanel)
        for (i, action) in actions.enumerated() {
            let button = UIButton(type: .system)
            button.setTitle(action.title, for: .normal)
            button.titleLabel?.font = .systemFont(ofSize: 17)
            button.contentHorizontalAlignment = .left
            button.contentEdgeInsets = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
            button.setTitleColor(action.options.contains(.destructive) ? .systemRed : .label, for: .normal)
            button.frame = CGRect(x: 0, y: rowHeight * CGFloat(i), width: width, height: rowHeight)
            let identifier = action.identifier
            button.addAction(UIAction { [weak self] _ in self?.onAction?(identifier) }, for: .touchUpInside)
            if i > 0 {
                let line = UIView(frame: CGRect(x: 0, y: rowHeight * CGFloat(i), width: width, height: 1 / 3))
                line.backgroundColor = .separator
                actionPanel.contentView.addSubview(line)
            }
            actionPanel.contentView.addSubview(button)
            actionButtons.append(button)
        }
    }

    private func tapped(_ recognizer: UITapGestureRecognizer) { onTap?() }
    private func swiped(_ recognizer: UISwipeGestureRecognizer) { onSwipeUp?() }
    private func pressed(_ recognizer: UILongPressGestureRecognizer) {
        if recognizer.state == .began { onLongPress?() }
    }

    /// An app without an icon of its own: its initial on a blue rounded square.
    private static func placeholderIcon(for name: String) -> UIImage {
        let size = CGSize(width: iconSize, height: iconSize)
        return UIGraphicsImageRenderer(size: size).image { _ in
            UIColor.systemBlue.setFill()
            UIRectFill(CGRect(origin: .zero, size: size))
            let letter = String(name.prefix(1)).uppercased() as NSString
            let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 22, weight: .semibold), .foregroundColor: UIColor.white]
            let box = letter.size(withAttributes: attributes)
            letter.draw(at: CGPoint(x: (size.width - box.width) / 2, y: (size.height - box.height) / 2), withAttributes: attributes)
        }
    }
}
