/// What a keyframe sequence gives for times outside its keyframes.
public enum SKRepeatMode: Int, Sendable {
    /// The first keyframe's value before it, the last keyframe's after it (the default).
    case clamp = 1
    /// The sequence again, from the start, after its last keyframe.
    case loop = 2
}
