import Foundation

/// Actions made of other actions, waits, blocks, and actions on the node's place in the tree.
extension SKAction {
    /// Runs the actions one after another.
    public class func sequence(_ actions: [SKAction]) -> SKAction {
        SKAction(duration: actions.reduce(0) { $0 + $1.duration / Double(max($1.speed, .ulpOfOne)) },
                 body: .sequence(actions.map { $0.copy() as! SKAction }),
                 reversal: { sequence(actions.reversed().map { $0.reversed() }) })
    }

    /// Runs the actions together; it ends when the longest has.
    public class func group(_ actions: [SKAction]) -> SKAction {
        SKAction(duration: actions.map { $0.duration / Double(max($0.speed, .ulpOfOne)) }.max() ?? 0,
                 body: .group(actions.map { $0.copy() as! SKAction }),
                 reversal: { group(actions.map { $0.reversed() }) })
    }

    public class func `repeat`(_ action: SKAction, count: Int) -> SKAction {
        SKAction(duration: action.duration * Double(max(0, count)), body: .repeating(action.copy() as! SKAction, count: max(0, count)),
                 reversal: { `repeat`(action.reversed(), count: count) })
    }

    public class func repeatForever(_ action: SKAction) -> SKAction {
        SKAction(duration: .infinity, body: .repeating(action.copy() as! SKAction, count: nil),
                 reversal: { repeatForever(action.reversed()) })
    }

    public class func wait(forDuration duration: TimeInterval) -> SKAction {
        SKAction(duration: duration, body: .wait(range: 0))
    }

    /// Waits `duration`, give or take half of `range`, chosen when the wait starts.
    public class func wait(forDuration duration: TimeInterval, withRange range: TimeInterval) -> SKAction {
        SKAction(duration: duration, body: .wait(range: max(0, range)))
    }

    /// Calls the block, at once.
    public class func run(_ block: @escaping () -> Void) -> SKAction {
        SKAction(duration: 0, body: .instant { _ in block() })
    }

    /// Calls the block on the queue (the main queue's work runs in the frame, as SpriteKit's does).
    public class func run(_ block: @escaping @Sendable () -> Void, queue: DispatchQueue) -> SKAction {
        SKAction(duration: 0, body: .instant { _ in
            if queue === DispatchQueue.main { block() } else { queue.async(execute: block) }
        })
    }

    /// Runs an action on the child with the given name.
    public class func run(_ action: SKAction, onChildWithName name: String) -> SKAction {
        SKAction(duration: 0, body: .onChild(action, name: name), reversal: { run(action.reversed(), onChildWithName: name) })
    }

    public class func removeFromParent() -> SKAction {
        SKAction(duration: 0, body: .instant { $0.removeFromParent() })
    }

    /// Calls the block each frame with the node and the seconds elapsed.
    public class func customAction(withDuration duration: TimeInterval,
                                 actionBlock block: @escaping (SKNode, CGFloat) -> Void) -> SKAction {
        SKAction(duration: duration, body: .interval(begin: { _ in { node, _, t in block(node, t * CGFloat(duration)) } }))
    }

    /// Plays the app's sound file (`"pop.wav"`); with `wait`, the action lasts as long as the sound.
    public class func playSoundFileNamed(_ soundFile: String, waitForCompletion wait: Bool, _ fileID: String = #fileID) -> SKAction {
        let length = wait ? SceneAudio.player(named: soundFile, caller: fileID)?.duration ?? 0 : 0
        let play: @MainActor (SKNode) -> Void = { node in
            if let player = SceneAudio.player(named: soundFile, caller: fileID) { SceneAudio.play(player, for: node) }
        }
        guard wait else { return SKAction(duration: 0, body: .instant(play)) }
        return SKAction(duration: length, body: .interval(begin: { node in
            play(node)
            return { _, _, _ in }
        }))
    }

    // MARK: Textures (sprites)

    public class func setTexture(_ texture: SKTexture) -> SKAction { setTexture(texture, resize: false) }

    public class func setTexture(_ texture: SKTexture, resize: Bool) -> SKAction {
        SKAction(duration: 0, body: .instant { node in
            guard let sprite = node as? SKSpriteNode else { return }
            sprite.texture = texture
            if resize { sprite.size = texture.size() }
        })
    }

    public class func animate(with textures: [SKTexture], timePerFrame sec: TimeInterval) -> SKAction {
        animate(with: textures, timePerFrame: sec, resize: false, restore: false)
    }

    /// Shows each texture in turn for `sec` seconds; `restore` puts the first texture back at the end.
    public class func animate(with textures: [SKTexture], timePerFrame sec: TimeInterval, resize: Bool, restore: Bool) -> SKAction {
        let count = textures.count
        return SKAction(duration: sec * Double(count), body: .interval(begin: { node in
            let original = (node as? SKSpriteNode)?.texture
            return { node, _, t in
                guard let sprite = node as? SKSpriteNode, count > 0 else { return }
                if t >= 1 && restore {
                    sprite.texture = original
                    if resize, let original { sprite.size = original.size() }
                    return
                }
                let texture = textures[min(count - 1, Int((t * CGFloat(count)).rounded(.down)))]
                if sprite.texture !== texture {
                    sprite.texture = texture
                    if resize { sprite.size = texture.size() }
                }
            }
        }), reversal: { animate(with: textures.reversed(), timePerFrame: sec, resize: resize, restore: restore) })
    }
}
