public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let center = CALayerContentsGravity("center")
    public static let top = CALayerContentsGravity("top")
    public static let bottom = CALayerContentsGravity("bottom")
    public static let left = CALayerContentsGravity("left")
    public static let right = CALayerContentsGravity("right")
    public static let topLeft = CALayerContentsGravity("topLeft")
    public static let topRight = CALayerContentsGravity("topRight")
    public static let bottomLeft = CALayerContentsGravity("bottomLeft")
    public static let bottomRight = CALayerContentsGravity("bottomRight")
    public static let resize = CALayerContentsGravity("resize")
    public static let resizeAspect = CALayerContentsGravity("resizeAspect")
    public static let resizeAspectFill = CALayerContentsGravity("resizeAspectFill")
}
