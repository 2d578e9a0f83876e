import Foundation

/// Something a node does over time: move, rotate, fade, run a block, or a sequence, group or
/// repetition of other actions. An action is a description; `SKNode.run(_:)` runs a copy of it
/// on the scene's clock (the device's), at the node's speed.
@preconcurrency @MainActor open class SKAction: NSObject, @preconcurrency NSCopying {
    /// Seconds the action takes at speed 1.
    open var duration: TimeInterval
    open var timingMode: SKActionTimingMode = .linear
    /// Applied after the timing mode; the identity unless set.
    open var timingFunction: SKActionTimingFunction = { $0 }
    /// How fast this action runs, on top of its node's speed.
    open var speed: CGFloat = 1

    let body: ActionBody
    /// The action that undoes this one; nil where SpriteKit's reverse is the action itself.
    let reversal: (() -> SKAction)?

    init(duration: TimeInterval, body: ActionBody, reversal: (() -> SKAction)? = nil) {
        self.duration = max(0, duration)
        self.body = body
        self.reversal = reversal
        super.init()
    }

    public override init() {
        duration = 0
        body = .instant { _ in }
        reversal = nil
        super.init()
    }

    public required init?(coder: NSCoder) {
        duration = 0
        body = .instant { _ in }
        reversal = nil
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = SKAction(duration: duration, body: body, reversal: reversal)
        copy.timingMode = timingMode
        copy.timingFunction = timingFunction
        copy.speed = speed
        return copy
    }

    /// The action that undoes this one, with the same duration and timing. An action that sets
    /// an absolute value ("to" actions, blocks) reverses to itself, as in SpriteKit.
    open func reversed() -> SKAction {
        guard let reversal else { return copy() as! SKAction }
        let r = reversal()
        r.duration = duration
        r.speed = speed
        switch timingMode {
        case .easeIn: r.timingMode = .easeOut
        case .easeOut: r.timingMode = .easeIn
        default: r.timingMode = timingMode
        }
        return r
    }

    /// Progress through the action (0…1 of its duration) as the timing mode and function shape it.
    func shaped(_ t: Double) -> CGFloat {
        let curve: Double
        switch timingMode {
        case .linear: curve = t
        case .easeIn: curve = Self.easeIn.evaluate(t)
        case .easeOut: curve = Self.easeOut.evaluate(t)
        case .easeInEaseOut: curve = Self.easeInOut.evaluate(t)
        }
        return CGFloat(timingFunction(Float(curve)))
    }

    private static let easeIn = CAMediaTimingFunction(name: .easeIn)
    private static let easeOut = CAMediaTimingFunction(name: .easeOut)
    private static let easeInOut = CAMediaTimingFunction(name: .easeInEaseOut)
}

/// What an action does.
enum ActionBody {
    /// Changes over the duration: `begin` reads the node's starting values and returns what
    /// moves it from one shaped progress to the next.
    case interval(begin: @MainActor (SKNode) -> @MainActor (SKNode, _ from: CGFloat, _ to: CGFloat) -> Void)
    /// Happens at once.
    case instant(@MainActor (SKNode) -> Void)
    /// Waits its duration, give or take half of `range`.
    case wait(range: TimeInterval)
    case sequence([SKAction])
    case group([SKAction])
    /// `count` nil repeats forever.
    case repeating(SKAction, count: Int?)
    /// Runs an action on the child with that name.
    case onChild(SKAction, name: String)
}
