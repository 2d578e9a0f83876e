import Foundation
@_spi(OpenUIKit) import QuartzCore

/// Shows an image as its layer's contents, placed by `contentMode`.
@MainActor open class UIImageView: UIView {
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
        layer.contents = shown?.cgImage
        layer.contentsScale = shown?.scale ?? UIScreen.main.scale
        invalidateIntrinsicContentSize()
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }
    open override var intrinsicContentSize: CGSize { image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
}
