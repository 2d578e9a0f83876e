import Foundation

/// The view that shows a scene: it runs the scene's frames on its device's display link and
/// draws it, passes touches to the nodes under them, and goes from scene to scene with transitions.
@preconcurrency @MainActor open class SKView: UIView {
    public private(set) var scene: SKScene?
    /// Stops the scene's frames (and so its actions and physics).
    open var isPaused = false
    open var showsFPS = false { didSet { setNeedsDisplay() } }
    open var showsNodeCount = false { didSet { setNeedsDisplay() } }
    open var showsDrawCount = false { didSet { setNeedsDisplay() } }
    open var showsQuadCount = false
    open var showsPhysics = false { didSet { setNeedsDisplay() } }
    open var showsFields = false
    /// Nodes of equal height may be drawn in any order when set; here they keep tree order.
    open var ignoresSiblingOrder = false
    open var shouldCullNonVisibleNodes = true
    open var allowsTransparency = false
    open var isAsynchronous = true
    /// The display's rate (60) or less.
    open var preferredFramesPerSecond = 60 { didSet { link?.preferredFramesPerSecond = linkRate } }

    var link: CADisplayLink?
    var transition: (from: SKScene, effect: SKTransition, start: TimeInterval?)?
    /// The node each touch went to when it began.
    var touchTargets: [ObjectIdentifier: SKNode] = [:]
    /// What the overlay says: nodes drawn, and frames per second over the last second.
    var drawnNodeCount = 0
    var frameTimes: [TimeInterval] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isMultipleTouchEnabled = true
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isMultipleTouchEnabled = true
    }

    /// Shows `scene` at once: the old scene hears `willMove(from:)`, the new `didMove(to:)`.
    open func presentScene(_ scene: SKScene?) {
        transition = nil
        replaceScene(with: scene)
        setNeedsDisplay()
    }

    /// Goes to `scene` by `transition`; the new scene is told `didMove(to:)` at once.
    open func presentScene(_ scene: SKScene, transition: SKTransition) {
        guard let old = self.scene, old !== scene, transition.duration > 0 else {
            presentScene(scene)
            return
        }
        replaceScene(with: scene)
        self.transition = (old, transition, nil)
        setNeedsDisplay()
    }

    private func replaceScene(with new: SKScene?) {
        if let old = scene, old !== new {
            old.willMove(from: self)
            old.view = nil
        }
        touchTargets.removeAll()
        scene = new
        guard let new else { updateLink(); return }
        if let previous = new.view, previous !== self { previous.presentScene(nil) }
        new.view = self
        new.lastFrameTime = nil
        if new.scaleMode == .resizeFill, bounds.size != .zero { new.size = bounds.size }
        new.didMove(to: self)
        updateLink()
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        updateLink()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if let scene, scene.scaleMode == .resizeFill, scene.size != bounds.size { scene.size = bounds.size }
        setNeedsDisplay()
    }

    /// The display link runs while a scene is shown in a window.
    private func updateLink() {
        if window != nil, scene != nil {
            guard link == nil else { return }
            let l = CADisplayLink(target: FrameTarget(self), selector: FrameTarget.tick)
            l.preferredFramesPerSecond = linkRate
            l.add(to: .main, forMode: .common)
            link = l
        } else {
            link?.invalidate()
            link = nil
        }
    }

    /// The display link's rate: 0 (every frame of the device) unless the game asks for fewer.
    private var linkRate: Int { preferredFramesPerSecond >= 60 ? 0 : preferredFramesPerSecond }

    /// One frame: the scene's update, actions and physics (not while paused or while a
    /// transition holds it), then a redraw.
    func frame(at time: TimeInterval) {
        guard !isPaused, let scene else { return }
        if frameTimes.last != time { frameTimes.append(time) }
        frameTimes.removeAll { $0 < time - 1 }
        if var t = transition {
            if t.start == nil { t.start = time; transition = t }
            if time - (t.start ?? time) >= t.effect.duration {
                transition = nil
                t.from.lastFrameTime = nil
            } else {
                if !t.effect.pausesOutgoingScene { t.from.runFrame(at: time) }
                if !t.effect.pausesIncomingScene { scene.runFrame(at: time) }
                setNeedsDisplay()
                return
            }
        }
        scene.runFrame(at: time)
        setNeedsDisplay()
    }

    open override func draw(_ rect: CGRect) { drawScene(rect) }

    // Touches go to the scene's nodes (SKView+Touches).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if scene == nil { super.touchesBegan(touches, with: event) } else { sceneTouchesBegan(touches, with: event) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if scene == nil { super.touchesMoved(touches, with: event) } else { sceneTouchesMoved(touches, with: event) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if scene == nil { super.touchesEnded(touches, with: event) } else { sceneTouchesEnded(touches, with: event) }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if scene == nil { super.touchesCancelled(touches, with: event) } else { sceneTouchesCancelled(touches, with: event) }
    }

    // MARK: Conversions

    /// A point of the view in the scene's coordinates.
    open func convert(_ point: CGPoint, to scene: SKScene) -> CGPoint {
        point.applying(scene.viewTransform(for: bounds.size).inverted())
    }

    /// A point of the scene in the view's coordinates.
    open func convert(_ point: CGPoint, from scene: SKScene) -> CGPoint {
        point.applying(scene.viewTransform(for: bounds.size))
    }
}

/// The display link's target: holds the view weakly, so a view off screen is not kept alive.
@MainActor final class FrameTarget {
    weak var view: SKView?
    init(_ view: SKView) { self.view = view }
    func tick(_ link: CADisplayLink) { view?.frame(at: link.timestamp) }
}
