import Foundation

/// A single-keyframe animation: from/to/by, any two of them, or one, as Apple documents.
@preconcurrency @MainActor open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any? { didSet { resolvedKind = nil } }
    open var toValue: Any? { didSet { resolvedKind = nil } }
    open var byValue: Any? { didSet { resolvedKind = nil } }
    /// The three values in the form of the property they animate (the form `resolvedKind` names),
    /// kept: an animation is sampled every frame, and reading a value out of `Any` costs more than
    /// the rest. (Three properties, not a tuple: a tuple of enums is copied by the runtime.)
    private var resolvedKind: Int?
    private var resolvedFrom: AnimValue?
    private var resolvedTo: AnimValue?
    private var resolvedBy: AnimValue?

    override var givenValues: [Any] { [fromValue, toValue, byValue].compactMap { $0 } }

    override func copyValues(to c: CAAnimation) {
        super.copyValues(to: c)
        guard let c = c as? CABasicAnimation else { return }
        c.fromValue = fromValue; c.toValue = toValue; c.byValue = byValue
    }

    /// The start and end values, resolved against the layer's current value as Apple's table says.
    func endpoints(current: AnimValue) -> (AnimValue, AnimValue) {
        let kind = current.kind
        if kind < 0 || resolvedKind != kind {
            resolvedFrom = LayerKeyPath.value(fromValue, like: current)
            resolvedTo = LayerKeyPath.value(toValue, like: current)
            resolvedBy = LayerKeyPath.value(byValue, like: current)
            resolvedKind = kind
        }
        let from = resolvedFrom, to = resolvedTo, by = resolvedBy
        switch (from, to, by) {
        case let (f?, t?, _): return (f, t)
        case let (f?, nil, b?): return (f, f.adding(b))
        case let (nil, t?, b?): return (t.subtracting(b), t)
        case let (f?, nil, nil): return (f, current)
        case let (nil, t?, nil): return (current, t)
        case let (nil, nil, b?): return (current, current.adding(b))
        default: return (current, current)
        }
    }

    override func value(at s: Sample, current: AnimValue, model: AnimValue) -> AnimValue? {
        let (a, b) = endpoints(current: isAdditive ? LayerKeyPath.zero(like: current) : model)
        var v = a.lerp(to: b, CGFloat(s.progress))
        if isCumulative && s.iteration > 0 {
            for _ in 0..<Int(s.iteration) { v = v.adding(b.subtracting(a)) }
        }
        return v
    }
}
