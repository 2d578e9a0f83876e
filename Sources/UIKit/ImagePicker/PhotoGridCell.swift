import Foundation

/// One square of the picker's grid: the photo's thumbnail, filled and cropped, read by VoiceOver
/// as Photos reads it ("Photo, June 3, 2018").
final class PhotoGridCell: UICollectionViewCell {
    static let reuseIdentifier = "PhotoGridCell"
    let imageView = UIImageView()

    required init(frame: CGRect) {
        super.init(frame: frame)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.backgroundColor = .secondarySystemFill
        contentView.addSubview(imageView)
        isAccessibilityElement = true
        accessibilityTraits = [.image, .button]
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        imageView.frame = contentView.bounds
    }

    /// Shows `asset`'s thumbnail, decoded at the cell's size in pixels (once; the asset keeps it).
    func show(_ asset: PhotoAsset, side: CGFloat, scale: CGFloat, dates: DateFormatter) {
        let pixels = (side * scale).rounded(.up)
        imageView.image = asset.thumbnail(pixelSize: CGSize(width: pixels, height: pixels))
            .map { UIImage(cgImage: $0, scale: scale, orientation: .up) }
        accessibilityLabel = "Photo, " + dates.string(from: asset.creationDate)
    }
}
