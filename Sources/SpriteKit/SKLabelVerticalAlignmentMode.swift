/// Where a label's text sits up and down from its node's position.
public enum SKLabelVerticalAlignmentMode: Int, Sendable {
    case baseline = 0, center, top, bottom
}
