import Foundation
import CoreGraphics

/// Key-value coding as Core Animation supports it without an Objective-C runtime: the animatable
/// properties and their parts by key path (read as iOS boxes them: numbers as `NSNumber`, points,
/// sizes and rects as `NSValue`), a few plain properties, and any other key kept on the layer.
extension CALayer {
    /// `sublayers.NAME.rest`: the first sublayer named NAME and the rest of the path, as Core
    /// Animation reads key paths (in animations and key-value coding alike).
    func namedSublayer(in keyPath: String?) -> (layer: CALayer, rest: String)? {
        guard let keyPath, keyPath.hasPrefix("sublayers.") else { return nil }
        let parts = keyPath.split(separator: ".", maxSplits: 2).map(String.init)
        guard parts.count == 3, let layer = sublayers?.first(where: { $0.name == parts[1] }) else { return nil }
        return (layer, parts[2])
    }

    func keyValue(forKeyPath keyPath: String) -> Any? {
        if let (layer, rest) = namedSublayer(in: keyPath) { return layer.keyValue(forKeyPath: rest) }
        if let accessor = LayerKeyPath.accessor(keyPath, in: state) { return Self.boxed(accessor.get(state)) }
        switch keyPath {
        case "name": return name
        case "contents": return contents
        case "frame": return NSValue(rect: frame)
        case "contentsScale": return NSNumber(value: Double(contentsScale))
        default: return keyedValues[keyPath] ?? type(of: self).defaultValue(forKey: keyPath)
        }
    }

    func setKeyValue(_ value: Any?, forKeyPath keyPath: String) {
        if let (layer, rest) = namedSublayer(in: keyPath) { return layer.setKeyValue(value, forKeyPath: rest) }
        if let accessor = LayerKeyPath.accessor(keyPath, in: state) {
            guard let v = LayerKeyPath.value(value, like: accessor.get(state)) else {
                qcLog.error("CALayer setValue(_:forKeyPath:) for \"\(keyPath)\": \(String(describing: value)) is not a value of that property's type; ignored")
                return
            }
            var changed = state
            accessor.set(&changed, v)
            assignRoot(of: keyPath, from: changed)
            return
        }
        switch keyPath {
        case "name": name = value as? String
        case "contents": contents = value
        case "frame":
            if let r = LayerKeyPath.value(value, like: .rect(.zero)), case .rect(let rect) = r { frame = rect }
        default: keyedValues[keyPath] = value
        }
    }

    /// Sets the property a key path starts with through its setter, so the change is drawn and its
    /// implicit action runs as if the app had set the property.
    private func assignRoot(of keyPath: String, from s: LayerState) {
        switch keyPath.prefix(while: { $0 != "." }) {
        case "position": position = s.position
        case "bounds": bounds = s.bounds
        case "anchorPoint": anchorPoint = s.anchorPoint
        case "zPosition": zPosition = s.zPosition
        case "opacity": opacity = s.opacity
        case "hidden": isHidden = s.isHidden
        case "masksToBounds": masksToBounds = s.masksToBounds
        case "backgroundColor": backgroundColor = s.backgroundColor
        case "borderColor": borderColor = s.borderColor
        case "shadowColor": shadowColor = s.shadowColor
        case "borderWidth": borderWidth = s.borderWidth
        case "cornerRadius": cornerRadius = s.cornerRadius
        case "shadowOpacity": shadowOpacity = s.shadowOpacity
        case "shadowRadius": shadowRadius = s.shadowRadius
        case "shadowOffset": shadowOffset = s.shadowOffset
        case "shadowPath": shadowPath = s.shadowPath
        case "contentsRect": contentsRect = s.contentsRect
        case "sublayerTransform": sublayerTransform = s.sublayerTransform
        case "transform": transform = s.transform
        default:
            if let value = s.custom[keyPath] {
                // A subclass's own property: changed as its setter changes it, with its action.
                change(keyPath) { $0.custom[keyPath] = value }
            } else {
                state = s
            }
        }
    }

    static func boxed(_ v: AnimValue) -> Any? {
        switch v {
        case .scalar(let x): return NSNumber(value: Double(x))
        case .point(let p): return NSValue(point: p)
        case .size(let s): return NSValue(size: s)
        case .rect(let r): return NSValue(rect: r)
        case .color(let c): return c
        case .transform(let t): return t
        case .bool(let b): return NSNumber(value: b)
        case .path(let p): return p
        case .list(let items): return items.map { boxed($0) as Any }
        }
    }
}

/// `NSObject`'s key-value coding (UIKit's) asks a layer through this hook, so a layer seen as an
/// `NSObject` answers as one seen as a `CALayer`.
extension CALayer: CustomKeyPathCoding {}
