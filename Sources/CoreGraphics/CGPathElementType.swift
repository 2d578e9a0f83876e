/// The kind of one element of a path.
public enum CGPathElementType: Int32, Sendable {
    case moveToPoint = 0, addLineToPoint = 1, addQuadCurveToPoint = 2, addCurveToPoint = 3, closeSubpath = 4
}
