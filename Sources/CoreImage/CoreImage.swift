// Core Image works on Core Graphics' types (CGRect, CGAffineTransform, CGImage), as Apple's does.
@_exported import CoreGraphics
@_exported import Foundation
import Logging

/// Core Image's diagnostics (an unknown filter name, a parameter of the wrong type): swift-log, never print.
let ciLog = Logger(label: "CoreImage")
