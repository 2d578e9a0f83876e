import Logging
import CoreGraphics

/// UIKit's diagnostics (library code never prints).
let uikitLog = diagnosticsLogger(label: "OpenUIKit.UIKit")
