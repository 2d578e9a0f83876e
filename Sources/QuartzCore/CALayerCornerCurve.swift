public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let circular = CALayerCornerCurve("circular")
    public static let continuous = CALayerCornerCurve("continuous")
}
