import Logging
import CoreGraphics

/// Core Animation's diagnostics (library code never prints).
let qcLog = diagnosticsLogger(label: "OpenUIKit.QuartzCore")
