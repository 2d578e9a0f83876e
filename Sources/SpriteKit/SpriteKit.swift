// SpriteKit, as iOS has it: `import SpriteKit` brings UIKit with it (an SKView is a UIView, a
// scene's touches are UITouches, its colours UIColors).
@_exported import UIKit
import Logging

/// The colour type SpriteKit's API names on every platform.
public typealias SKColor = UIColor

/// SpriteKit's log.
let spriteLog = Logger(label: "SpriteKit")
