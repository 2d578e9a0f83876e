import Foundation

/// How `SKView.presentScene(_:transition:)` goes from one scene to the next.
@preconcurrency @MainActor open class SKTransition: NSObject {
    enum Kind {
        case crossFade
        case fade(RGBAColor)
        case push(SKTransitionDirection)
        case moveIn(SKTransitionDirection)
        case reveal(SKTransitionDirection)
        case doorsOpen(horizontal: Bool)
        case doorsClose(horizontal: Bool)
        case doorway
        case flip(horizontal: Bool)
    }

    let kind: Kind
    let duration: TimeInterval
    /// Whether the incoming scene's frames wait until the transition ends (they do by default).
    open var pausesIncomingScene = true
    open var pausesOutgoingScene = true

    init(kind: Kind, duration: TimeInterval) {
        self.kind = kind
        self.duration = max(0, duration)
        super.init()
    }

    open class func crossFade(withDuration sec: TimeInterval) -> SKTransition { SKTransition(kind: .crossFade, duration: sec) }
    /// Fades to black, then into the new scene.
    open class func fade(withDuration sec: TimeInterval) -> SKTransition { fade(with: .black, duration: sec) }
    open class func fade(with color: UIColor, duration sec: TimeInterval) -> SKTransition {
        SKTransition(kind: .fade(RGBAColor(color)), duration: sec)
    }
    open class func push(with direction: SKTransitionDirection, duration sec: TimeInterval) -> SKTransition {
        SKTransition(kind: .push(direction), duration: sec)
    }
    open class func moveIn(with direction: SKTransitionDirection, duration sec: TimeInterval) -> SKTransition {
        SKTransition(kind: .moveIn(direction), duration: sec)
    }
    open class func reveal(with direction: SKTransitionDirection, duration sec: TimeInterval) -> SKTransition {
        SKTransition(kind: .reveal(direction), duration: sec)
    }
    open class func doorsOpenHorizontal(withDuration sec: TimeInterval) -> SKTransition { SKTransition(kind: .doorsOpen(horizontal: true), duration: sec) }
    open class func doorsOpenVertical(withDuration sec: TimeInterval) -> SKTransition { SKTransition(kind: .doorsOpen(horizontal: false), duration: sec) }
    open class func doorsCloseHorizontal(withDuration sec: TimeInterval) -> SKTransition { SKTransition(kind: .doorsClose(horizontal: true), duration: sec) }
    open class func doorsCloseVertical(withDuration sec: TimeInterval) -> SKTransition { SKTransition(kind: .doorsClose(horizontal: false), duration: sec) }
    open class func doorway(withDuration sec: TimeInterval) -> SKTransition { SKTransition(kind: .doorway, duration: sec) }
    open class func flipHorizontal(withDuration sec: TimeInterval) -> SKTransition { SKTransition(kind: .flip(horizontal: true), duration: sec) }
    open class func flipVertical(withDuration sec: TimeInterval) -> SKTransition { SKTransition(kind: .flip(horizontal: false), duration: sec) }
}
