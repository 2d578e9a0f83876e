// UIKit re-exports Foundation, CoreGraphics and QuartzCore, as Apple's does.
@_exported import Foundation
@_exported import CoreGraphics
@_exported import QuartzCore
