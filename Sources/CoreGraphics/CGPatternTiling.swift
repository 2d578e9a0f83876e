/// How a pattern's cells are placed on the device's pixels (all alike here: cells are drawn once
/// at the context's scale and repeated exactly `xStep` and `yStep` apart).
public enum CGPatternTiling: Int32, Sendable {
    case noDistortion, constantSpacingMinimalDistortion, constantSpacing
}
