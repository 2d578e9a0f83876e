@_exported import CoreGraphics
@_exported import Foundation

/// Seconds, as Core Foundation counts them (Foundation on Linux does not export it).
public typealias CFTimeInterval = Double
