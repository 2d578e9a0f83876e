import Foundation

/// An animation of one key path of a layer.
@preconcurrency @MainActor open class CAPropertyAnimation: CAAnimation {
    open var keyPath: String?
    open var isAdditive = false
    open var isCumulative = false
    /// Makes transforms of the numbers the animation moves between (animations of `transform`).
    open var valueFunction: CAValueFunction?

    /// The values the animation was given (from, to, by; its key frames), for a value function's shape.
    var givenValues: [Any] { [] }

    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override func copyValues(to c: CAAnimation) {
        super.copyValues(to: c)
        guard let c = c as? CAPropertyAnimation else { return }
        c.keyPath = keyPath; c.isAdditive = isAdditive; c.isCumulative = isCumulative; c.valueFunction = valueFunction
    }

    /// Computes this animation's value at `s`, given the key path's current value.
    func value(at s: Sample, current: AnimValue, model: AnimValue) -> AnimValue? { nil }

    override func apply(_ s: Sample, to state: inout LayerState, model: LayerState) {
        guard let keyPath, let acc = LayerKeyPath.accessor(keyPath, in: model) else { return }
        if let function = valueFunction {
            // Numbers animated, then made a transform, which replaces the layer's.
            let start = function.identity(vector: givenValues.contains { $0 is [Any] })
            guard let v = value(at: s, current: start, model: start) else { return }
            acc.set(&state, .transform(function.transform(v)))
            return
        }
        let current = acc.get(state)
        guard var v = value(at: s, current: current, model: acc.get(model)) else { return }
        if isAdditive { v = current.adding(v) }
        acc.set(&state, v)
    }
}
