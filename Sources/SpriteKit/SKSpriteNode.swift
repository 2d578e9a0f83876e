import Foundation

/// A textured or coloured rectangle: the sprites of a game.
@preconcurrency @MainActor open class SKSpriteNode: SKNode {
    open var texture: SKTexture?
    /// The size before scaling.
    open var size: CGSize
    /// The point of the rectangle at the node's position: (0.5, 0.5) is its centre, (0, 0) its bottom left.
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    /// Drawn alone when there is no texture; otherwise blended into it by `colorBlendFactor`.
    open var color: UIColor
    open var colorBlendFactor: CGFloat = 0
    open var blendMode: SKBlendMode = .alpha
    /// The part of the texture (unit coordinates) that stretches when the sprite is scaled; the
    /// rest keeps its size (nine-part scaling).
    open var centerRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// Light maps are accepted and ignored: scenes are drawn unlit.
    open var normalTexture: SKTexture?
    open var lightingBitMask: UInt32 = 0
    open var shadowCastBitMask: UInt32 = 0
    open var shadowedBitMask: UInt32 = 0

    /// The tinted image last drawn, and what it was tinted with.
    private var tint: (source: CGImage, color: RGBAColor, factor: CGFloat, image: CGImage)?

    public init(texture: SKTexture?, color: UIColor, size: CGSize) {
        self.texture = texture
        self.color = color
        self.size = size
        super.init()
    }

    public override init() {
        color = .white
        size = .zero
        super.init()
    }

    public required init?(coder aDecoder: NSCoder) {
        color = .white
        size = .zero
        super.init(coder: aDecoder)
    }

    public convenience init(texture: SKTexture?) {
        self.init(texture: texture, color: .white, size: texture?.size() ?? .zero)
    }

    public convenience init(texture: SKTexture?, size: CGSize) {
        self.init(texture: texture, color: .white, size: size)
    }

    public convenience init(imageNamed name: String, _ fileID: String = #fileID) {
        self.init(texture: SKTexture(imageNamed: name, fileID))
    }

    public convenience init(imageNamed name: String, normalMapped generateNormalMap: Bool, _ fileID: String = #fileID) {
        self.init(texture: SKTexture(imageNamed: name, fileID))
    }

    public convenience init(color: UIColor, size: CGSize) {
        self.init(texture: nil, color: color, size: size)
    }

    /// Sets `xScale` and `yScale` so that the sprite is `size` big.
    open func scale(to size: CGSize) {
        guard self.size.width != 0, self.size.height != 0 else { return }
        xScale = size.width / self.size.width
        yScale = size.height / self.size.height
    }

    override var contentRect: CGRect {
        CGRect(x: -anchorPoint.x * size.width, y: -anchorPoint.y * size.height, width: size.width, height: size.height)
    }

    override var drawBlendMode: SKBlendMode { blendMode }

    override func drawContent(in context: CGContext, alpha: CGFloat) {
        let rect = contentRect
        guard rect.width != 0, rect.height != 0 else { return }
        guard let texture else {
            context.setAlpha(alpha)
            context.setFillColor(color.cgColor)
            context.fill(rect)
            return
        }
        var image = texture.drawnImage
        if colorBlendFactor > 0 {
            let c = RGBAColor(color)
            if let t = tint, t.source === image, t.color == c, t.factor == colorBlendFactor {
                image = t.image
            } else {
                let tinted = image.tinted(c, factor: colorBlendFactor)
                tint = (image, c, colorBlendFactor, tinted)
                image = tinted
            }
        }
        context.setAlpha(alpha)
        context.interpolationQuality = texture.filteringMode == .nearest ? .none : .default
        if centerRect != CGRect(x: 0, y: 0, width: 1, height: 1), xScale != 1 || yScale != 1 {
            drawNineParts(image, texture: texture, in: rect, context: context)
        } else {
            context.draw(image, in: rect)
        }
    }

    /// `centerRect` scaling: the corners keep their size on screen, the edges stretch one way,
    /// the centre both. The node's scale is undone for the corners.
    private func drawNineParts(_ image: CGImage, texture: SKTexture, in rect: CGRect, context: CGContext) {
        let c = centerRect
        let px = CGFloat(image.width), py = CGFloat(image.height)
        // Texture columns and rows (unit, y up), and where they land in the node's coordinates.
        let us: [CGFloat] = [0, c.minX, c.maxX, 1]
        let vs: [CGFloat] = [0, c.minY, c.maxY, 1]
        let fixedW = [c.minX, 1 - c.maxX].map { $0 * size.width / xScale }
        let fixedH = [c.minY, 1 - c.maxY].map { $0 * size.height / yScale }
        let middleW = max(0, rect.width - fixedW[0] - fixedW[1]), middleH = max(0, rect.height - fixedH[0] - fixedH[1])
        let xs = [rect.minX, rect.minX + fixedW[0], rect.minX + fixedW[0] + middleW, rect.maxX]
        let ys = [rect.minY, rect.minY + fixedH[0], rect.minY + fixedH[0] + middleH, rect.maxY]
        for i in 0..<3 {
            for j in 0..<3 {
                let part = CGRect(x: us[i] * px, y: (1 - vs[j + 1]) * py, width: (us[i + 1] - us[i]) * px, height: (vs[j + 1] - vs[j]) * py).integral
                guard part.width > 0, part.height > 0, let piece = image.cropping(to: part) else { continue }
                context.draw(piece, in: CGRect(x: xs[i], y: ys[j], width: xs[i + 1] - xs[i], height: ys[j + 1] - ys[j]))
            }
        }
    }
}
