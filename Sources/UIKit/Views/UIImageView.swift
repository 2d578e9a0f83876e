import Foundation
import QuartzCore

/// Shows an image as its layer's contents, placed by `contentMode`.
@preconcurrency @MainActor open class UIImageView: UIView {
    override class var isOpaqueByDefault: Bool { false }
    override var defaultAccessibility: AccessibilityDefaults {
        var a = super.defaultAccessibility
        a.label = image?.accessibilityName
        a.traits.insert(.image)
        a.role = .image
        return a
    }

    open var image: UIImage? {
        didSet {
            updateContents()
            // An animated image animates by itself, as on iOS.
            if image?.images != nil, animationImages == nil, !isAnimating { startAnimating() }
        }
    }
    open var highlightedImage: UIImage? { didSet { updateContents() } }
    /// The size, weight, scale or colours a symbol image is shown with, over the image's own
    /// configuration; resolved against the view's traits (its display scale and text size).
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? { didSet { updateContents() } }
    /// What the view shows: its image, with a symbol drawn for the view's configuration and traits.
    private var shownImage: UIImage?
    open var isHighlighted = false { didSet { updateContents() } }
    /// Frames shown in turn between `startAnimating()` and `stopAnimating()`, over
    /// `animationDuration` (0: a thirtieth of a second a frame), `animationRepeatCount` times (0: for ever).
    open var animationImages: [UIImage]?
    open var highlightedAnimationImages: [UIImage]?
    open var animationDuration: TimeInterval = 0
    open var animationRepeatCount = 0
    /// Follows the device's frames while the view animates.
    private var frameLink: CADisplayLink?
    private var animationStart: CFTimeInterval = 0
    private var shownFrame = -1

    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        updateContents()
        if image?.images != nil, !isAnimating { startAnimating() }
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
        restoreDecoded([.userInteractionEnabled], from: coder) // the file wins over the set-up above
        decodeImageView(from: coder)
    }

    override func decodeAttributes(from coder: NSCoder) {
        super.decodeAttributes(from: coder)
        decodeImageView(from: coder)
    }

    override func contentsScale(onScreenOf screenScale: CGFloat) -> CGFloat {
        layer.contents == nil ? screenScale : layer.contentsScale
    }

    private func updateContents() {
        let traits = traitCollection
        let shown = configured(((isHighlighted ? highlightedImage : nil) ?? image).map { forTraits($0, traits) })
        shownImage = shown
        // A template image takes the tint as it resolves for the view's traits.
        var contents: CGImage?
        traits.performAsCurrent { contents = rendered(shown)?.bitmap }
        if shown?.flipsForRightToLeftLayoutDirection == true, effectiveUserInterfaceLayoutDirection == .rightToLeft {
            contents = contents?.horizontallyMirrored()
        }
        // (What a resizable or vector image was drawn for: layout draws it again only at a new size.)
        renderedSize = bounds.size
        layer.contents = contents
        layer.contentsScale = shown?.scale ?? UIScreen.main.scale
        invalidateIntrinsicContentSize()
    }

    /// An asset catalog image's appearance for the view's traits (its dark image in dark mode).
    private func forTraits(_ image: UIImage, _ traits: UITraitCollection) -> UIImage {
        guard let asset = image.imageAsset else { return image }
        let chosen = asset.image(with: traits)
        return chosen.renderingMode == image.renderingMode ? chosen : chosen.withRenderingMode(image.renderingMode)
    }

    /// Light or dark changed, or the view joined a window: the asset's other image, the tint again.
    override func updateLayerColors() {
        // Only what depends on colour traits: an asset's appearances, a template's or symbol's tint.
        let images = [image, highlightedImage].compactMap { $0 }
        if images.contains(where: { $0.imageAsset != nil || $0.renderingMode == .alwaysTemplate || $0.isSymbolImage }) { updateContents() }
    }

    /// A symbol drawn with the view's preferred configuration and traits; other images as they are.
    private func configured(_ image: UIImage?) -> UIImage? {
        guard let image, image.isSymbolImage else { return image }
        let config = (preferredSymbolConfiguration ?? .unspecified).withTraitCollection(symbolTraits(image))
        return image.applyingSymbolConfiguration(config) ?? image
    }

    /// The view's traits under the image's own (an image made for other traits keeps them).
    private func symbolTraits(_ image: UIImage) -> UITraitCollection {
        guard let own = image.symbolConfiguration?.traitCollection else { return traitCollection }
        return UITraitCollection(traitsFrom: [traitCollection, own])
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        // A symbol follows the text size and the display scale.
        if image?.isSymbolImage == true || highlightedImage?.isSymbolImage == true { updateContents() }
    }

    /// What the layer shows: a template image in the tint color; a resizable one drawn at the
    /// view's size (its caps kept); else the image itself.
    private func rendered(_ image: UIImage?) -> UIImage? {
        guard var image else { return nil }
        if let sharp = vectorRedrawn(image) { image = sharp }
        if image.renderingMode == .alwaysTemplate { image = image.withTintColor(tintColor, renderingMode: .alwaysOriginal).resizing(like: image) }
        guard image.drawsInPieces, bounds.width > 0, bounds.height > 0 else { return image }
        let size = bounds.size
        return UIGraphicsImageRenderer(size: size, format: image.imageRendererFormat).image { _ in image.draw(in: CGRect(origin: .zero, size: size)) }
    }

    /// A catalog image that preserves vector data, drawn again at the size the content mode shows
    /// it (sharp, not its bitmap magnified); nil when it is shown at its own size.
    private func vectorRedrawn(_ image: UIImage) -> UIImage? {
        guard image.vectorSource != nil, bounds.width > 0, bounds.height > 0, image.size.width > 0, image.size.height > 0,
              let cg = image.vectorImage(size: contentMode.gravity.placement(of: image.size, in: bounds).size, scale: deviceScale)
        else { return nil }
        return UIImage(cgImage: cg, scale: deviceScale, orientation: .up).withRenderingMode(image.renderingMode)
    }

    private var renderedSize: CGSize = .zero

    /// A vector image is drawn for the size the mode shows it at: again when the mode changes.
    open override var contentMode: UIView.ContentMode {
        didSet { if oldValue != contentMode, image?.vectorSource != nil { updateContents() } }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        // A resizable image, or a vector one, is drawn for the view's size: again when that changes.
        if image?.drawsInPieces == true || image?.vectorSource != nil, bounds.size != renderedSize {
            updateContents()
        }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if image?.renderingMode == .alwaysTemplate { updateContents() }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { (shownImage ?? image)?.size ?? .zero }
    /// The image's alignment insets: Auto Layout aligns the image's content, not its edges.
    open override var alignmentRectInsets: UIEdgeInsets { (shownImage ?? image)?.alignmentRectInsets ?? .zero }
    open override var intrinsicContentSize: CGSize {
        (shownImage ?? image)?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    // MARK: Animating frames

    open var isAnimating: Bool { frameLink != nil }

    /// The frames being shown: the view's `animationImages`, or its animated image's.
    private var frames: [UIImage] {
        (isHighlighted ? highlightedAnimationImages : nil) ?? animationImages ?? image?.images ?? []
    }

    private var passDuration: TimeInterval {
        if animationDuration > 0 { return animationDuration }
        if animationImages == nil, let d = image?.duration, d > 0 { return d }
        return Double(frames.count) / 30
    }

    open func startAnimating() {
        guard !isAnimating, !frames.isEmpty else { return }
        animationStart = CACurrentMediaTime()
        shownFrame = -1
        let link = CADisplayLink(target: self, selector: UIImageView.showFrame)
        link.runsAppCode = { _ in false }
        link.add(to: .main, forMode: .common)
        frameLink = link
        showFrame(link)
    }

    open func stopAnimating() {
        guard let link = frameLink else { return }
        link.invalidate()
        frameLink = nil
        shownFrame = -1
        updateContents()
    }

    private func showFrame(_ link: CADisplayLink) {
        let frames = self.frames, pass = passDuration
        guard !frames.isEmpty, pass > 0 else { return stopAnimating() }
        let elapsed = max(0, CACurrentMediaTime() - animationStart)
        if animationRepeatCount > 0 && elapsed >= pass * Double(animationRepeatCount) { return stopAnimating() }
        let index = min(frames.count - 1, Int((elapsed.truncatingRemainder(dividingBy: pass) / pass) * Double(frames.count)))
        guard index != shownFrame else { return }
        shownFrame = index
        layer.contents = frames[index].cgImage
        layer.contentsScale = frames[index].scale
    }
}
