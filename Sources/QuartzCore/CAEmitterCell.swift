import Foundation
import CoreGraphics

/// What an emitter layer emits: each second `birthRate` particles showing `contents`, each living
/// `lifetime` ± `lifetimeRange` seconds, leaving at `velocity` ± `velocityRange` points a second in
/// the direction `emissionLongitude` (0 to the right, −π/2 up) give or take half `emissionRange`,
/// accelerated, growing by `scaleSpeed`, turning by `spin`, and changing colour by the speeds.
@preconcurrency @MainActor open class CAEmitterCell: NSObject, CAMediaTiming {
    open var name: String?
    open var isEnabled = true
    open var birthRate: Float = 0
    open var lifetime: Float = 0
    open var lifetimeRange: Float = 0
    open var emissionLatitude: CGFloat = 0
    open var emissionLongitude: CGFloat = 0
    open var emissionRange: CGFloat = 0
    open var velocity: CGFloat = 0
    open var velocityRange: CGFloat = 0
    open var xAcceleration: CGFloat = 0
    open var yAcceleration: CGFloat = 0
    open var zAcceleration: CGFloat = 0
    open var scale: CGFloat = 1
    open var scaleRange: CGFloat = 0
    open var scaleSpeed: CGFloat = 0
    open var spin: CGFloat = 0
    open var spinRange: CGFloat = 0
    open var color: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
    open var redRange: Float = 0, greenRange: Float = 0, blueRange: Float = 0, alphaRange: Float = 0
    open var redSpeed: Float = 0, greenSpeed: Float = 0, blueSpeed: Float = 0, alphaSpeed: Float = 0
    /// A `CGImage`.
    open var contents: Any?
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    open var contentsScale: CGFloat = 1
    open var minificationFilter = "linear", magnificationFilter = "linear"
    open var minificationFilterBias: Float = 0
    /// Sub-cells: each particle of this cell emits them from where it is, at angles from its
    /// heading, with its scale and colour; their `beginTime` and `duration` count from its birth.
    open var emitterCells: [CAEmitterCell]?
    open var style: [AnyHashable: Any]?

    // CAMediaTiming: a cell emits from `beginTime` for `duration` (0: for ever) of its layer's time.
    open var beginTime: CFTimeInterval = 0
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed

    public required override init() { super.init() }

    public class func emitterCell() -> Self { Self() }

    /// Values set by key for properties it has, or kept for any other key.
    private var keyedValues: [String: Any] = [:]

    open func setValue(_ value: Any?, forKey key: String) {
        let n = (value as? NSNumber)?.doubleValue ?? (value as? Double) ?? (value as? CGFloat).map(Double.init) ?? (value as? Float).map(Double.init)
        switch key {
        case "birthRate" where n != nil: birthRate = Float(n!)
        case "lifetime" where n != nil: lifetime = Float(n!)
        case "velocity" where n != nil: velocity = CGFloat(n!)
        case "scale" where n != nil: scale = CGFloat(n!)
        case "isEnabled", "enabled": isEnabled = (value as? Bool) ?? (n.map { $0 != 0 } ?? isEnabled)
        default: keyedValues[key] = value
        }
    }

    open func value(forKey key: String) -> Any? {
        switch key {
        case "birthRate": return NSNumber(value: birthRate)
        case "lifetime": return NSNumber(value: lifetime)
        case "velocity": return NSNumber(value: Double(velocity))
        case "scale": return NSNumber(value: Double(scale))
        case "name": return name
        default: return keyedValues[key]
        }
    }
}

/// `NSObject`'s key-value coding asks an emitter cell for its keys through this hook.
extension CAEmitterCell: CustomKeyValueCoding {}
