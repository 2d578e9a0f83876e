import Foundation

/// The large content viewer's panel: a rounded square of thick material in the middle of the
/// window, the item's image enlarged above its title in a large font, tinted as the label colour.
@MainActor final class LargeContentView: UIView {
    private let material = UIVisualEffectView(effect: UIBlurEffect(style: .systemThickMaterial))
    /// A grey over the material, so the panel reads over a white screen as iOS's does.
    private let shade = UIView()
    private let imageView = UIImageView()
    let titleLabel = UILabel()
    /// The panel's side and the image's, in points (Apple publishes no figure; these match the
    /// viewer's look on iOS 17 at the accessibility sizes closely enough to read as it).
    static let side: CGFloat = 180
    static let imageSide: CGFloat = 80

    init(in window: UIWindow) {
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        layer.cornerRadius = 24
        layer.masksToBounds = true
        material.frame = bounds
        material.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(material)
        shade.frame = bounds
        shade.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        shade.backgroundColor = UIColor.systemGray5.withAlphaComponent(0.85)
        addSubview(shade)
        imageView.contentMode = .scaleAspectFit
        imageView.tintColor = .label
        titleLabel.font = .systemFont(ofSize: 28, weight: .regular)
        titleLabel.textColor = .label
        titleLabel.textAlignment = .center
        titleLabel.adjustsFontSizeToFitWidth = true
        titleLabel.minimumScaleFactor = 0.5
        addSubview(imageView)
        addSubview(titleLabel)
        window.addSubview(self)
    }

    required init?(coder: NSCoder) { nil }

    /// Shows `item` (nothing in the panel when there is none under the finger).
    func show(_ item: (any UILargeContentViewerItem)?) {
        guard let window = superview else { return }
        let side = Self.side, imageSide = Self.imageSide
        let image = item?.largeContentImage
        imageView.image = image?.renderingMode == .alwaysOriginal ? image : image?.withRenderingMode(.alwaysTemplate)
        titleLabel.text = item?.largeContentTitle
        let hasImage = image != nil, hasTitle = !(titleLabel.text ?? "").isEmpty
        let width = min(window.bounds.width - 40, max(side, hasImage ? side : (titleLabel.intrinsicContentSize.width + 48)))
        frame = CGRect(x: (window.bounds.width - width) / 2, y: (window.bounds.height - side) / 2, width: width, height: side)
        var imageRect = CGRect(x: (width - imageSide) / 2, y: hasTitle ? 28 : (side - imageSide) / 2, width: imageSide, height: imageSide)
        if let image, !(item?.scalesLargeContentImage ?? false) {
            // Not scaled: the image at its own size, never larger than the image area.
            let s = CGSize(width: min(image.size.width, imageSide), height: min(image.size.height, imageSide))
            imageRect = CGRect(x: (width - s.width) / 2, y: imageRect.midY - s.height / 2, width: s.width, height: s.height)
        }
        imageView.frame = imageRect.inset(by: item?.largeContentImageInsets ?? .zero)
        imageView.isHidden = !hasImage
        titleLabel.frame = hasImage ? CGRect(x: 12, y: side - 60, width: width - 24, height: 40)
                                    : CGRect(x: 12, y: (side - 40) / 2, width: width - 24, height: 40)
        window.bringSubviewToFront(self)
    }
}
