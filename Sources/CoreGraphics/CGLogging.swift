import Logging

/// CoreGraphics' diagnostics (library code never prints).
let cgLog = diagnosticsLogger(label: "OpenUIKit.CoreGraphics")
