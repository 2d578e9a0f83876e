import Logging

/// CoreGraphics' diagnostics (library code never prints).
let cgLog = Logger(label: "OpenUIKit.CoreGraphics")
