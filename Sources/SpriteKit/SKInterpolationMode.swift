/// How a keyframe sequence finds the values between its keyframes.
public enum SKInterpolationMode: Int, Sendable {
    /// A straight line from one keyframe to the next (the default).
    case linear = 1
    /// A smooth curve through the keyframes.
    case spline = 2
    /// The last keyframe's value, until the next keyframe.
    case step = 3
}
