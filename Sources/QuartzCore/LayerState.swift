import Foundation
import CoreGraphics

/// Every animatable property of a layer: the model layer holds one, and a
/// presentation is the same struct with running animations applied.
struct LayerState {
    var bounds = CGRect.zero
    var position = CGPoint.zero
    var zPosition: CGFloat = 0
    var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    var anchorPointZ: CGFloat = 0
    var transform = CATransform3DIdentity
    var sublayerTransform = CATransform3DIdentity
    var opacity: Float = 1
    var isHidden = false
    var masksToBounds = false
    var backgroundColor: CGColor? = nil
    var cornerRadius: CGFloat = 0
    var borderWidth: CGFloat = 0
    var borderColor: CGColor? = CGColor.black
    var shadowColor: CGColor? = CGColor.black
    var shadowOpacity: Float = 0
    var shadowOffset = CGSize(width: 0, height: -3)
    var shadowRadius: CGFloat = 3
    var shadowPath: CGPath? = nil
    var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// A subclass's own animatable properties (a shape layer's path, stroke end, colours…), by key,
    /// seeded with their defaults when the layer is made: animations and key-value coding reach them
    /// as they reach the properties above.
    var custom: [String: AnimValue] = [:]

    /// Layer space → superlayer space: position + T·(p − anchor), the anchor in bounds coordinates.
    var affineToSuperlayer: CGAffineTransform {
        let ax = bounds.minX + anchorPoint.x * bounds.width
        let ay = bounds.minY + anchorPoint.y * bounds.height
        return CGAffineTransform(translationX: -ax, y: -ay)
            .concatenating(CATransform3DGetAffineTransform(transform))
            .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
    }

    /// The frame as Apple defines it: the bounding box of the bounds in the superlayer.
    var frame: CGRect {
        CGRect(origin: bounds.origin, size: bounds.size).applying(affineToSuperlayer)
    }
}

extension LayerState {
    /// Whether everything but the subclass's own properties is the same: where and how the layer is
    /// shown, its background, border and shadow.
    func sameAppearance(as o: LayerState) -> Bool {
        bounds == o.bounds && position == o.position && zPosition == o.zPosition && anchorPoint == o.anchorPoint
            && transform == o.transform && sublayerTransform == o.sublayerTransform && opacity == o.opacity
            && isHidden == o.isHidden && masksToBounds == o.masksToBounds && backgroundColor == o.backgroundColor
            && cornerRadius == o.cornerRadius && borderWidth == o.borderWidth && borderColor == o.borderColor
            && shadowOpacity == o.shadowOpacity && shadowOffset == o.shadowOffset && shadowRadius == o.shadowRadius
            && shadowColor == o.shadowColor && shadowPath == o.shadowPath && contentsRect == o.contentsRect
    }

    /// Whether the subclass's own property `key` has the same value in both.
    func sameCustom(_ key: String, as o: LayerState) -> Bool {
        switch (custom[key], o.custom[key]) {
        case (.scalar(let a)?, .scalar(let b)?): return a == b
        case (.color(let a)?, .color(let b)?): return a == b
        case (.path(let a)?, .path(let b)?): return a === b || a == b
        case (nil, nil): return true
        default: return false
        }
    }

    /// A subclass's own property (`custom`) in the shape it has; nil when it is unset or of another shape.
    func customScalar(_ key: String) -> CGFloat? { if case .scalar(let x) = custom[key] { return x }; return nil }
    func customPoint(_ key: String) -> CGPoint? { if case .point(let p) = custom[key] { return p }; return nil }
    func customColor(_ key: String) -> CGColor? { if case .color(let c) = custom[key] { return c }; return nil }
    func customPath(_ key: String) -> CGPath? { if case .path(let p) = custom[key] { return p }; return nil }
    func customList(_ key: String) -> [AnimValue]? { if case .list(let l) = custom[key] { return l }; return nil }
    func customTransform(_ key: String) -> CATransform3D? { if case .transform(let t) = custom[key] { return t }; return nil }
}

/// A value an animation moves between.
enum AnimValue {
    case scalar(CGFloat)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case color(CGColor?)
    case transform(CATransform3D)
    case bool(Bool)
    case path(CGPath?)
    /// A list of values (a gradient's colours or locations): animated element by element.
    case list([AnimValue])

    /// Which case this is, for values read in its form to be kept; -1 for a list, whose form is
    /// its elements' too.
    var kind: Int {
        switch self {
        case .scalar: 0
        case .point: 1
        case .size: 2
        case .rect: 3
        case .color: 4
        case .transform: 5
        case .bool: 6
        case .path: 7
        case .list: -1
        }
    }

    func lerp(to b: AnimValue, _ t: CGFloat) -> AnimValue {
        func l(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * t }
        switch (self, b) {
        case (.scalar(let x), .scalar(let y)): return .scalar(l(x, y))
        case (.point(let x), .point(let y)): return .point(CGPoint(x: l(x.x, y.x), y: l(x.y, y.y)))
        case (.size(let x), .size(let y)): return .size(CGSize(width: l(x.width, y.width), height: l(x.height, y.height)))
        case (.rect(let x), .rect(let y)):
            return .rect(CGRect(x: l(x.minX, y.minX), y: l(x.minY, y.minY), width: l(x.width, y.width), height: l(x.height, y.height)))
        case (.color(let x), .color(let y)):
            let a = (x ?? CGColor.clear).rgba, c = (y ?? CGColor.clear).rgba
            // Interpolate premultiplied so a fade from clear does not pass through black.
            let pa = l(a.a, c.a)
            func ch(_ u: CGFloat, _ v: CGFloat) -> CGFloat { pa == 0 ? 0 : l(u * a.a, v * c.a) / pa }
            return .color(CGColor(red: ch(a.r, c.r), green: ch(a.g, c.g), blue: ch(a.b, c.b), alpha: pa))
        case (.transform(let x), .transform(let y)): return .transform(AnimValue.interpolate(x, y, t))
        case (.list(let x), .list(let y)) where x.count == y.count:
            return .list(zip(x, y).map { $0.lerp(to: $1, t) })
        case (.path(let x?), .path(let y?)):
            if let p = CGPath.interpolate(x, y, t) { return .path(p) }
            return t < 0.5 ? self : b
        default: return t < 0.5 ? self : b
        }
    }

    func adding(_ b: AnimValue) -> AnimValue {
        switch (self, b) {
        case (.scalar(let x), .scalar(let y)): return .scalar(x + y)
        case (.point(let x), .point(let y)): return .point(CGPoint(x: x.x + y.x, y: x.y + y.y))
        case (.size(let x), .size(let y)): return .size(CGSize(width: x.width + y.width, height: x.height + y.height))
        case (.rect(let x), .rect(let y)):
            return .rect(CGRect(x: x.minX + y.minX, y: x.minY + y.minY, width: x.width + y.width, height: x.height + y.height))
        case (.transform(let x), .transform(let y)): return .transform(CATransform3DConcat(y, x))
        case (.list(let x), .list(let y)) where x.count == y.count: return .list(zip(x, y).map { $0.adding($1) })
        default: return b
        }
    }

    func subtracting(_ b: AnimValue) -> AnimValue {
        switch (self, b) {
        case (.scalar(let x), .scalar(let y)): return .scalar(x - y)
        case (.point(let x), .point(let y)): return .point(CGPoint(x: x.x - y.x, y: x.y - y.y))
        case (.size(let x), .size(let y)): return .size(CGSize(width: x.width - y.width, height: x.height - y.height))
        case (.rect(let x), .rect(let y)):
            return .rect(CGRect(x: x.minX - y.minX, y: x.minY - y.minY, width: x.width - y.width, height: x.height - y.height))
        case (.transform(let x), .transform(let y)): return .transform(CATransform3DConcat(x, CATransform3DInvert(y)))
        case (.list(let x), .list(let y)) where x.count == y.count: return .list(zip(x, y).map { $0.subtracting($1) })
        default: return self
        }
    }

    /// Euclidean size of a difference, for paced keyframes.
    var magnitude: CGFloat {
        switch self {
        case .scalar(let x): return abs(x)
        case .point(let p): return hypot(p.x, p.y)
        case .size(let s): return hypot(s.width, s.height)
        case .rect(let r): return hypot(hypot(r.minX, r.minY), hypot(r.width, r.height))
        default: return 1
        }
    }

    /// Affine transforms interpolate by decomposition (translation, rotation, scale), as Core Animation does.
    static func interpolate(_ a: CATransform3D, _ b: CATransform3D, _ t: CGFloat) -> CATransform3D {
        guard CATransform3DIsAffine(a), CATransform3DIsAffine(b) else {
            let x = a.rows, y = b.rows
            return CATransform3D(rows: (0..<4).map { i in (0..<4).map { j in x[i][j] + (y[i][j] - x[i][j]) * t } })
        }
        let da = Decomposed(CATransform3DGetAffineTransform(a)), db = Decomposed(CATransform3DGetAffineTransform(b))
        var dr = db.rotation - da.rotation
        if dr > .pi { dr -= 2 * .pi } else if dr < -.pi { dr += 2 * .pi }
        // A full turn animated explicitly (e.g. 0 → 2π via transform.rotation) is not shortened here:
        // those go through the scalar key path instead.
        let d = Decomposed(tx: da.tx + (db.tx - da.tx) * t, ty: da.ty + (db.ty - da.ty) * t,
                           sx: da.sx + (db.sx - da.sx) * t, sy: da.sy + (db.sy - da.sy) * t,
                           rotation: da.rotation + dr * t, shear: da.shear + (db.shear - da.shear) * t)
        return CATransform3DMakeAffineTransform(d.affine)
    }

    /// An affine transform as scale · shear · rotation · translation.
    struct Decomposed {
        var tx: CGFloat, ty: CGFloat, sx: CGFloat, sy: CGFloat, rotation: CGFloat, shear: CGFloat

        init(tx: CGFloat, ty: CGFloat, sx: CGFloat, sy: CGFloat, rotation: CGFloat, shear: CGFloat) {
            self.tx = tx; self.ty = ty; self.sx = sx; self.sy = sy; self.rotation = rotation; self.shear = shear
        }

        init(_ m: CGAffineTransform) {
            tx = m.tx; ty = m.ty
            sx = hypot(m.a, m.b)
            rotation = sx == 0 ? 0 : atan2(m.b, m.a)
            let det = m.a * m.d - m.b * m.c
            sy = sx == 0 ? hypot(m.c, m.d) : det / sx
            // Shear: the part of the second row along the first, in rotated space.
            shear = sx == 0 || sy == 0 ? 0 : (m.a * m.c + m.b * m.d) / (sx * sy)
        }

        var affine: CGAffineTransform {
            let c = cos(rotation), s = sin(rotation)
            // Rows: (sx, 0) and (shear*sy, sy), then rotated, then translated.
            let a = sx * c, b = sx * s
            let cc = shear * sy * c - sy * s, d = shear * sy * s + sy * c
            return CGAffineTransform(a: a, b: b, c: cc, d: d, tx: tx, ty: ty)
        }
    }
}

/// The key paths Core Animation can animate, read and written on a LayerState.
enum LayerKeyPath {
    typealias Accessor = (get: (LayerState) -> AnimValue, set: (inout LayerState, AnimValue) -> Void)

    static func scalar(_ v: AnimValue) -> CGFloat { if case .scalar(let x) = v { return x }; return 0 }
    static func point(_ v: AnimValue) -> CGPoint { if case .point(let x) = v { return x }; return .zero }
    static func size(_ v: AnimValue) -> CGSize { if case .size(let x) = v { return x }; return .zero }

    static func transformPart(_ key: String) -> Accessor {
        func parts(_ s: LayerState) -> AnimValue.Decomposed { .init(CATransform3DGetAffineTransform(s.transform)) }
        func write(_ s: inout LayerState, _ change: (inout AnimValue.Decomposed) -> Void) {
            var d = parts(s)
            change(&d)
            s.transform = CATransform3DMakeAffineTransform(d.affine)
        }
        switch key {
        case "scale": return ({ .scalar((parts($0).sx + parts($0).sy) / 2) }, { s, v in write(&s) { $0.sx = scalar(v); $0.sy = scalar(v) } })
        case "scale.x": return ({ .scalar(parts($0).sx) }, { s, v in write(&s) { $0.sx = scalar(v) } })
        case "scale.y": return ({ .scalar(parts($0).sy) }, { s, v in write(&s) { $0.sy = scalar(v) } })
        case "rotation.x", "rotation.y":
            // A turn about a horizontal or vertical axis (a card flip): read from, and written as, a
            // rotation about that axis alone, keeping the translation.
            let aboutY = key == "rotation.y"
            return ({ s in .scalar(aboutY ? atan2(s.transform.m31, s.transform.m11) : atan2(s.transform.m23, s.transform.m22)) },
                    { s, v in
                        var t = CATransform3DMakeRotation(scalar(v), aboutY ? 0 : 1, aboutY ? 1 : 0, 0)
                        t.m41 = s.transform.m41; t.m42 = s.transform.m42; t.m43 = s.transform.m43
                        s.transform = t
                    })
        case "rotation", "rotation.z": return ({ .scalar(parts($0).rotation) }, { s, v in write(&s) { $0.rotation = scalar(v) } })
        case "translation": return ({ .size(CGSize(width: parts($0).tx, height: parts($0).ty)) },
                                    { s, v in write(&s) { $0.tx = size(v).width; $0.ty = size(v).height } })
        case "translation.x": return ({ .scalar(parts($0).tx) }, { s, v in write(&s) { $0.tx = scalar(v) } })
        case "translation.y": return ({ .scalar(parts($0).ty) }, { s, v in write(&s) { $0.ty = scalar(v) } })
        default: return ({ .transform($0.transform) }, { s, v in if case .transform(let t) = v { s.transform = t } })
        }
    }

    /// The accessor for `keyPath` on a layer whose model state is `state`: a property every layer has,
    /// or one of the layer's own (`LayerState.custom`).
    static func accessor(_ keyPath: String, in state: LayerState) -> Accessor? {
        if let a = accessor(keyPath) { return a }
        guard state.custom[keyPath] != nil else { return nil }
        return ({ $0.custom[keyPath] ?? .scalar(0) }, { $0.custom[keyPath] = $1 })
    }

    static func accessor(_ keyPath: String) -> Accessor? {
        switch keyPath {
        case "position": return ({ .point($0.position) }, { $0.position = point($1) })
        case "position.x": return ({ .scalar($0.position.x) }, { $0.position.x = scalar($1) })
        case "position.y": return ({ .scalar($0.position.y) }, { $0.position.y = scalar($1) })
        case "bounds": return ({ .rect($0.bounds) }, { if case .rect(let r) = $1 { $0.bounds = r } })
        case "bounds.size": return ({ .size($0.bounds.size) }, { $0.bounds.size = size($1) })
        case "bounds.size.width": return ({ .scalar($0.bounds.width) }, { $0.bounds.size.width = scalar($1) })
        case "bounds.size.height": return ({ .scalar($0.bounds.height) }, { $0.bounds.size.height = scalar($1) })
        case "bounds.origin": return ({ .point($0.bounds.origin) }, { $0.bounds.origin = point($1) })
        case "bounds.origin.x": return ({ .scalar($0.bounds.minX) }, { $0.bounds.origin.x = scalar($1) })
        case "bounds.origin.y": return ({ .scalar($0.bounds.minY) }, { $0.bounds.origin.y = scalar($1) })
        case "anchorPoint": return ({ .point($0.anchorPoint) }, { $0.anchorPoint = point($1) })
        case "zPosition": return ({ .scalar($0.zPosition) }, { $0.zPosition = scalar($1) })
        case "opacity": return ({ .scalar(CGFloat($0.opacity)) }, { $0.opacity = Float(scalar($1)) })
        case "hidden": return ({ .bool($0.isHidden) }, { if case .bool(let b) = $1 { $0.isHidden = b } })
        case "masksToBounds": return ({ .bool($0.masksToBounds) }, { if case .bool(let b) = $1 { $0.masksToBounds = b } })
        case "backgroundColor": return ({ .color($0.backgroundColor) }, { if case .color(let c) = $1 { $0.backgroundColor = c } })
        case "borderColor": return ({ .color($0.borderColor) }, { if case .color(let c) = $1 { $0.borderColor = c } })
        case "shadowColor": return ({ .color($0.shadowColor) }, { if case .color(let c) = $1 { $0.shadowColor = c } })
        case "borderWidth": return ({ .scalar($0.borderWidth) }, { $0.borderWidth = scalar($1) })
        case "cornerRadius": return ({ .scalar($0.cornerRadius) }, { $0.cornerRadius = scalar($1) })
        case "shadowOpacity": return ({ .scalar(CGFloat($0.shadowOpacity)) }, { $0.shadowOpacity = Float(scalar($1)) })
        case "shadowRadius": return ({ .scalar($0.shadowRadius) }, { $0.shadowRadius = scalar($1) })
        case "shadowOffset": return ({ .size($0.shadowOffset) }, { $0.shadowOffset = size($1) })
        case "shadowPath": return ({ .path($0.shadowPath) }, { if case .path(let p) = $1 { $0.shadowPath = p } })
        case "contentsRect": return ({ .rect($0.contentsRect) }, { if case .rect(let r) = $1 { $0.contentsRect = r } })
        case "sublayerTransform": return ({ .transform($0.sublayerTransform) }, { if case .transform(let t) = $1 { $0.sublayerTransform = t } })
        case "transform": return transformPart("")
        default:
            if keyPath.hasPrefix("transform.") { return transformPart(String(keyPath.dropFirst("transform.".count))) }
            return nil
        }
    }

    /// Reads a value given to an animation (`fromValue`, `values`…) in the shape the key path has.
    static func value(_ any: Any?, like template: AnimValue) -> AnimValue? {
        guard let any else { return nil }
        if let v = any as? AnimValue { return v }
        switch template {
        case .scalar:
            if let x = any as? CGFloat { return .scalar(x) }
            if let x = any as? Double { return .scalar(CGFloat(x)) }
            if let x = any as? Float { return .scalar(CGFloat(x)) }
            if let x = any as? Int { return .scalar(CGFloat(x)) }
            if let x = any as? NSNumber { return .scalar(CGFloat(x.doubleValue)) }
        case .point:
            if let p = any as? CGPoint { return .point(p) }
            if let v = any as? NSValue { return .point(v.pointValue) }
        case .size:
            if let s = any as? CGSize { return .size(s) }
            if let v = any as? NSValue { return .size(v.sizeValue) }
        case .rect:
            if let r = any as? CGRect { return .rect(r) }
            if let v = any as? NSValue { return .rect(v.rectValue) }
        case .color:
            if let c = any as? CGColor { return .color(c) }
        case .transform:
            if let t = any as? CATransform3D { return .transform(t) }
            if let t = any as? CGAffineTransform { return .transform(CATransform3DMakeAffineTransform(t)) }
        case .bool:
            if let b = any as? Bool { return .bool(b) }
        case .path:
            if let p = any as? CGPath { return .path(p) }
        case .list(let items):
            // Each element in the shape of the list's first (colours, numbers); an empty list takes any.
            guard let array = any as? [Any] else { return nil }
            let like = items.first
            var out: [AnimValue] = []
            for element in array {
                if let like {
                    guard let v = value(element, like: like) else { return nil }
                    out.append(v)
                } else if let c = element as? CGColor {
                    out.append(.color(c))
                } else if let v = value(element, like: .scalar(0)) {
                    out.append(v)
                } else {
                    return nil
                }
            }
            return .list(out)
        }
        return nil
    }
}


extension LayerKeyPath {
    /// The additive identity for a value's shape.
    static func zero(like v: AnimValue) -> AnimValue {
        switch v {
        case .scalar: return .scalar(0)
        case .point: return .point(.zero)
        case .size: return .size(.zero)
        case .rect: return .rect(.zero)
        case .transform: return .transform(CATransform3DIdentity)
        default: return v
        }
    }
}
