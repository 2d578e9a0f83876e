/// How a scene of one size fills a view of another.
public enum SKSceneScaleMode: Int, Sendable {
    /// Stretched to the view, each axis on its own.
    case fill = 0
    /// Scaled evenly until the view is covered; the overflow is cut off.
    case aspectFill
    /// Scaled evenly until it fits; the view's background shows beside it.
    case aspectFit
    /// The scene takes the view's size.
    case resizeFill
}
