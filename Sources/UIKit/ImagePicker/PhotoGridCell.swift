import Foundation

/// One square of the picker's grid: the photo's thumbnail, filled and cropped, read by VoiceOver
/// as Photos reads it ("Photo, June 3, 2018").
final class PhotoGridCell: UICollectionViewCell {
    static let reuseIdentifier = "PhotoGridCell"
    let imageView = UIImageView()
    private let badge = UIImageView()

    /// A tick in the corner when the photo is picked (its number in the order picked, or 0 for a
    /// plain tick); nil: not picked.
    var tick: Int? {
        didSet {
            badge.isHidden = tick == nil
            badge.image = tick.map { UIImage(systemName: $0 > 0 && $0 <= 50 ? "\($0).circle.fill" : "checkmark.circle.fill") } ?? nil
            accessibilityTraits = tick == nil ? [.image, .button] : [.image, .button, .selected]
        }
    }

    required init(frame: CGRect) {
        super.init(frame: frame)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.backgroundColor = .secondarySystemFill
        contentView.addSubview(imageView)
        badge.tintColor = .systemBlue
        badge.backgroundColor = .white
        badge.layer.cornerRadius = 11
        badge.clipsToBounds = true
        badge.isHidden = true
        contentView.addSubview(badge)
        isAccessibilityElement = true
        accessibilityTraits = [.image, .button]
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        imageView.frame = contentView.bounds
        badge.frame = CGRect(x: contentView.bounds.maxX - 26, y: contentView.bounds.maxY - 26, width: 22, height: 22)
    }

    /// Shows `asset`'s thumbnail, decoded at the cell's size in pixels (once; the asset keeps it).
    func show(_ asset: PhotoAsset, side: CGFloat, scale: CGFloat, dates: DateFormatter) {
        let pixels = (side * scale).rounded(.up)
        imageView.image = asset.thumbnail(pixelSize: CGSize(width: pixels, height: pixels))
            .map { UIImage(cgImage: $0, scale: scale, orientation: .up) }
        accessibilityLabel = "Photo, " + dates.string(from: asset.creationDate)
    }
}
