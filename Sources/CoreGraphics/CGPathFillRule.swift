/// How the inside of a path is decided.
public enum CGPathFillRule: Int, Sendable {
    case winding = 0, evenOdd = 1
}
