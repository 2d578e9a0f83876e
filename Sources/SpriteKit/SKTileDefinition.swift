import Foundation

/// One kind of tile: its image (or images, animated), size, turn and flips.
@preconcurrency @MainActor open class SKTileDefinition: NSObject {
    open var textures: [SKTexture]
    open var normalTextures: [SKTexture] = []
    open var size: CGSize
    /// Seconds each of `textures` shows, when there are several.
    open var timePerFrame: CGFloat = 0
    open var name: String?
    open var userData: NSMutableDictionary?
    open var rotation: SKTileDefinitionRotation = .rotation0
    open var flipVertically = false
    open var flipHorizontally = false
    open var placementWeight = 1

    public override init() {
        textures = []
        size = .zero
        super.init()
    }

    public convenience init(texture: SKTexture) { self.init(texture: texture, size: texture.size()) }

    public init(texture: SKTexture, size: CGSize) {
        textures = [texture]
        self.size = size
        super.init()
    }

    public init(textures: [SKTexture], size: CGSize, timePerFrame: CGFloat) {
        self.textures = textures
        self.size = size
        self.timePerFrame = timePerFrame
        super.init()
    }

    /// The texture showing at `time` seconds.
    func texture(at time: TimeInterval) -> SKTexture? {
        guard textures.count > 1, timePerFrame > 0 else { return textures.first }
        return textures[Int(time / Double(timePerFrame)) % textures.count]
    }
}
