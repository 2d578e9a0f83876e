/// How a node's pixels combine with what is drawn under it.
public enum SKBlendMode: Int, Sendable {
    /// Over, by the node's alpha (the default).
    case alpha = 0
    case add, subtract, multiply, multiplyX2, screen
    /// The node's pixels replace what is under them.
    case replace
    case multiplyAlpha
}

extension SKBlendMode {
    /// The Core Graphics blend that draws it. Subtract and the doubled multiply have no Cairo
    /// operator: difference and multiply are the nearest.
    var cgBlendMode: CGBlendMode {
        switch self {
        case .alpha: return .normal
        case .add: return .plusLighter
        case .subtract: return .difference
        case .multiply, .multiplyX2, .multiplyAlpha: return .multiply
        case .screen: return .screen
        case .replace: return .copy
        }
    }
}
