/// Draws one cell of a pattern into the context it is given (Apple's is a C function pointer;
/// a Swift closure here, as a Swift caller writes it).
public typealias CGPatternDrawPatternCallback = (UnsafeMutableRawPointer?, CGContext) -> Void
public typealias CGPatternReleaseInfoCallback = (UnsafeMutableRawPointer?) -> Void

/// A pattern's callbacks: the cell's drawing, and the release of its `info`.
public struct CGPatternCallbacks {
    public var version: UInt32
    public var drawPattern: CGPatternDrawPatternCallback?
    public var releaseInfo: CGPatternReleaseInfoCallback?

    public init(version: UInt32, drawPattern: CGPatternDrawPatternCallback?, releaseInfo: CGPatternReleaseInfoCallback?) {
        self.version = version
        self.drawPattern = drawPattern
        self.releaseInfo = releaseInfo
    }
}
