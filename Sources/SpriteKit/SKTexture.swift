import Foundation

/// An image a sprite draws: from the app's images, a Core Graphics image, raw pixels, or a part
/// of another texture (an atlas's frame).
@preconcurrency @MainActor open class SKTexture: NSObject, @preconcurrency NSCopying {
    /// The whole image the texture is cut from, and its scale (pixels per point).
    let image: CGImage
    let scale: CGFloat
    /// The part of `image` in unit coordinates, origin at the bottom left, as SpriteKit's.
    let rect: CGRect
    /// The part of the image drawn, cut once.
    private var cut: CGImage?
    open var filteringMode: SKTextureFilteringMode = .linear
    open var usesMipmaps = false

    init(image: CGImage, scale: CGFloat, rect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1)) {
        self.image = image
        self.scale = max(scale, 1)
        self.rect = rect
        super.init()
    }

    /// The app's image of that name (asset catalogs, @2x/@3x files), as `UIImage(named:)` finds
    /// it; a missing image logs SpriteKit's error and gives its placeholder.
    public convenience init(imageNamed name: String, _ fileID: String = #fileID) {
        if let ui = UIImage(named: name, in: nil, compatibleWith: nil, fileID), let cg = ui.cgImage {
            self.init(image: cg, scale: ui.scale)
        } else {
            spriteLog.error("SKTexture: Error loading image resource: \"\(name)\"")
            self.init(image: SKTexture.placeholder, scale: 1)
        }
    }

    public convenience init(image: UIImage) {
        self.init(image: image.cgImage ?? SKTexture.placeholder, scale: image.cgImage == nil ? 1 : image.scale)
    }

    public convenience init(cgImage: CGImage) { self.init(image: cgImage, scale: 1) }

    /// `rect`, in unit coordinates of `texture` (origin at the bottom left), as a texture of its own.
    public convenience init(rect: CGRect, in texture: SKTexture) {
        let r = CGRect(x: texture.rect.minX + rect.minX * texture.rect.width,
                       y: texture.rect.minY + rect.minY * texture.rect.height,
                       width: rect.width * texture.rect.width, height: rect.height * texture.rect.height)
        self.init(image: texture.image, scale: texture.scale, rect: r)
        filteringMode = texture.filteringMode
    }

    /// Premultiplied RGBA pixels, the first row at the bottom, as SpriteKit's.
    public convenience init(data pixelData: Data, size: CGSize) {
        self.init(data: pixelData, size: size, flipped: false)
    }

    public convenience init(data pixelData: Data, size: CGSize, flipped: Bool) {
        let w = Int(size.width), h = Int(size.height)
        var rows = [UInt8](repeating: 0, count: max(0, w * h * 4))
        pixelData.withUnsafeBytes { raw in
            let src = raw.bindMemory(to: UInt8.self)
            for y in 0..<h {
                // SpriteKit's rows go up; an image's go down (flipped data is already top-first).
                let from = (flipped ? y : h - 1 - y) * w * 4
                for i in 0..<(w * 4) where from + i < src.count { rows[y * w * 4 + i] = src[from + i] }
            }
        }
        let image = CGImage.fromPremultipliedRGBA(rows, width: w, height: h) ?? SKTexture.placeholder
        self.init(image: image, scale: 1)
    }

    public required init?(coder: NSCoder) { return nil }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = SKTexture(image: image, scale: scale, rect: rect)
        copy.filteringMode = filteringMode
        return copy
    }

    /// The size in points.
    open func size() -> CGSize {
        CGSize(width: CGFloat(image.width) * rect.width / scale, height: CGFloat(image.height) * rect.height / scale)
    }

    /// The part of the image this texture shows, in unit coordinates.
    open func textureRect() -> CGRect { rect }

    /// The texture's pixels as an image.
    open func cgImage() -> CGImage { drawnImage }

    open func preload(completionHandler: @escaping () -> Void) { completionHandler() }

    open class func preload(_ textures: [SKTexture], withCompletionHandler completionHandler: @escaping () -> Void) {
        completionHandler()
    }

    /// What a sprite draws: the cut-out part of the image.
    var drawnImage: CGImage {
        if let cut { return cut }
        let w = CGFloat(image.width), h = CGFloat(image.height)
        let pixels = CGRect(x: rect.minX * w, y: (1 - rect.maxY) * h, width: rect.width * w, height: rect.height * h).integral
        let result = rect == CGRect(x: 0, y: 0, width: 1, height: 1) ? image : (image.cropping(to: pixels) ?? image)
        cut = result
        return result
    }

    /// SpriteKit's missing-image texture: a red cross on white, 128 points square.
    static let placeholder: CGImage = {
        let side = 128
        var px = [UInt8](repeating: 255, count: side * side * 4)
        for i in 0..<side {
            for d in -3...3 {
                for (x, y) in [(i + d, i), (side - 1 - i + d, i)] where x >= 0 && x < side {
                    let o = (y * side + x) * 4
                    px[o] = 255; px[o + 1] = 0; px[o + 2] = 0; px[o + 3] = 255
                }
            }
        }
        return CGImage.fromPremultipliedRGBA(px, width: side, height: side)!
    }()
}
