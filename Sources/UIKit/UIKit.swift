// UIKit re-exports Foundation, CoreGraphics and QuartzCore, as Apple's does.
@_exported import Foundation
@_exported import CoreGraphics
@_exported import QuartzCore
// iOS's Foundation includes URLSession and URLRequest; on Linux they are FoundationNetworking's.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
