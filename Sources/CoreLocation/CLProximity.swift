/// How near a beacon is.
public enum CLProximity: Int, Sendable {
    case unknown = 0, immediate, near, far
}
