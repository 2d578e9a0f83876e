/// Where a label's text sits across its node's position.
public enum SKLabelHorizontalAlignmentMode: Int, Sendable {
    case center = 0, left, right
}
