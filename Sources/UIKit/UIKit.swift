// UIKit re-exports Foundation, CoreGraphics, QuartzCore and CoreImage, as Apple's does.
@_exported import Foundation
@_exported import CoreGraphics
@_exported import QuartzCore
// UIKit imports Core Image on iOS: CIImage and CIFilter come with `import UIKit`.
@_exported import CoreImage
// iOS's Foundation includes URLSession and URLRequest; on Linux they are FoundationNetworking's.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
