import Foundation
import AVFoundation

/// The root of a tree of nodes, shown by an `SKView`: its size, how it fills the view, its
/// background, camera and physics world, and the methods a game overrides for each frame.
@preconcurrency @MainActor open class SKScene: SKEffectNode {
    /// The scene's size in its own points; the view scales it by `scaleMode`.
    open var size: CGSize {
        didSet { if size != oldValue { didChangeSize(oldValue) } }
    }
    open var scaleMode: SKSceneScaleMode = .fill
    /// The point of the view the scene's origin is at: (0, 0) the bottom left, (0.5, 0.5) the centre.
    open var anchorPoint: CGPoint = .zero
    open var backgroundColor = UIColor(red: 0.15, green: 0.15, blue: 0.15, alpha: 1)
    /// Shows the scene from this node (one of the scene's descendants) when set.
    open weak var camera: SKCameraNode?
    /// The node whose position the scene's positional audio is heard from.
    open weak var listener: SKNode?
    open weak var delegate: SKSceneDelegate?
    /// The world the nodes' physics bodies move in.
    public let physicsWorld = SKPhysicsWorld()
    /// The view presenting the scene.
    public internal(set) weak var view: SKView?

    /// Set by a delegate method the delegate does not implement.
    var delegateFellThrough = false
    /// The scene's random numbers (wait ranges, particles), the same on every run.
    var random = SceneRandom()
    /// The time of the last frame, for the next frame's step.
    var lastFrameTime: TimeInterval?
    /// Sounds the scene's actions started, kept until they finish.
    var soundPlayers: [AVAudioPlayer] = []

    public init(size: CGSize) {
        self.size = size
        super.init()
        isUserInteractionEnabled = true
        physicsWorld.scene = self
        sceneDidLoad()
    }

    public override convenience init() { self.init(size: CGSize(width: 1, height: 1)) }

    public required init?(coder aDecoder: NSCoder) {
        size = CGSize(width: 1, height: 1)
        super.init(coder: aDecoder)
        isUserInteractionEnabled = true
        physicsWorld.scene = self
        sceneDidLoad()
    }

    // MARK: What a game overrides

    /// The scene was made (in code or from a file).
    open func sceneDidLoad() {}
    /// The scene is now presented by `view`.
    open func didMove(to view: SKView) {}
    /// The scene is about to stop being presented by `view`.
    open func willMove(from view: SKView) {}
    open func didChangeSize(_ oldSize: CGSize) {}
    /// The first step of each frame, before actions and physics.
    open func update(_ currentTime: TimeInterval) {}
    open func didEvaluateActions() {}
    open func didSimulatePhysics() {}
    open func didApplyConstraints() {}
    /// The last step of each frame, before the scene is drawn.
    open func didFinishUpdate() {}

    // MARK: Geometry

    /// The visible area, in scene coordinates, when the scene fills its size.
    open override var frame: CGRect {
        CGRect(x: -anchorPoint.x * size.width, y: -anchorPoint.y * size.height, width: size.width, height: size.height)
    }

    open func convertPoint(fromView point: CGPoint) -> CGPoint {
        guard let view else { return point }
        return point.applying(viewTransform(for: view.bounds.size).inverted())
    }

    open func convertPoint(toView point: CGPoint) -> CGPoint {
        guard let view else { return point }
        return point.applying(viewTransform(for: view.bounds.size))
    }

    /// From scene coordinates (y up) to a view of `viewSize` (points, y down), by the scale mode,
    /// the anchor point and the camera.
    func viewTransform(for viewSize: CGSize) -> CGAffineTransform {
        let (sx, sy) = scaleFactors(for: viewSize)
        if let camera, camera.scene === self {
            let toCamera = camera.transformToRoot.inverted()
            let toView = CGAffineTransform(a: sx, b: 0, c: 0, d: -sy, tx: viewSize.width / 2, ty: viewSize.height / 2)
            return toCamera.concatenating(toView)
        }
        let w = scaleMode == .resizeFill ? viewSize.width : size.width
        let h = scaleMode == .resizeFill ? viewSize.height : size.height
        let ox = (viewSize.width - w * sx) / 2, oy = (viewSize.height - h * sy) / 2
        return CGAffineTransform(a: sx, b: 0, c: 0, d: -sy,
                                 tx: ox + sx * anchorPoint.x * w, ty: oy + sy * (h - anchorPoint.y * h))
    }

    private func scaleFactors(for viewSize: CGSize) -> (CGFloat, CGFloat) {
        guard size.width > 0, size.height > 0, scaleMode != .resizeFill else { return (1, 1) }
        let fx = viewSize.width / size.width, fy = viewSize.height / size.height
        switch scaleMode {
        case .fill: return (fx, fy)
        case .aspectFill: return (max(fx, fy), max(fx, fy))
        case .aspectFit: return (min(fx, fy), min(fx, fy))
        case .resizeFill: return (1, 1)
        }
    }

    /// What a view of `viewSize` shows, in scene coordinates.
    func visibleRect(in viewSize: CGSize) -> CGRect {
        CGRect(origin: .zero, size: viewSize).applying(viewTransform(for: viewSize).inverted())
    }

    open override var next: UIResponder? { view?.next }
}
