/// The bar height a background image or a position adjustment is for: regular, compact (an
/// iPhone in landscape), and each with a prompt.
public enum UIBarMetrics: Int, Sendable {
    case `default` = 0, compact = 1, defaultPrompt = 101, compactPrompt = 102
}
