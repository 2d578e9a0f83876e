import Foundation
@_spi(OpenUIKit) import QuartzCore

/// Shows an image as its layer's contents, placed by `contentMode`.
@preconcurrency @MainActor open class UIImageView: UIView {
    open var image: UIImage? { didSet { updateContents() } }
    open var highlightedImage: UIImage? { didSet { updateContents() } }
    open var isHighlighted = false { didSet { updateContents() } }
    open var animationImages: [UIImage]?
    open var animationDuration: TimeInterval = 0
    open var animationRepeatCount = 0

    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        updateContents()
    }

    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    private func updateContents() {
        let shown = (isHighlighted ? highlightedImage : nil) ?? image
        layer.contents = rendered(shown)?.cgImage
        layer.contentsScale = shown?.scale ?? UIScreen.main.scale
        invalidateIntrinsicContentSize()
    }

    /// What the layer shows: a template image in the tint color; a resizable one drawn at the
    /// view's size (its caps kept); else the image itself.
    private func rendered(_ image: UIImage?) -> UIImage? {
        guard var image else { return nil }
        if image.renderingMode == .alwaysTemplate { image = image.withTintColor(tintColor, renderingMode: .alwaysOriginal).resizing(like: image) }
        guard image.drawsInPieces, bounds.width > 0, bounds.height > 0 else { return image }
        let size = bounds.size
        return UIGraphicsImageRenderer(size: size, format: image.imageRendererFormat).image { _ in image.draw(in: CGRect(origin: .zero, size: size)) }
    }

    private var renderedSize: CGSize = .zero

    open override func layoutSubviews() {
        super.layoutSubviews()
        // A resizable image is drawn for the view's size: again when that changes.
        if image?.drawsInPieces == true, bounds.size != renderedSize {
            renderedSize = bounds.size
            updateContents()
        }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if image?.renderingMode == .alwaysTemplate { updateContents() }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }
    open override var intrinsicContentSize: CGSize { image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
}
