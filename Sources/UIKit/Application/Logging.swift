import Logging

/// UIKit's diagnostics (library code never prints).
let uikitLog = Logger(label: "OpenUIKit.UIKit")
