// CoreGraphics re-exports Foundation's geometry (CGFloat, CGPoint, CGSize, CGRect),
// as Apple's module does.
@_exported import Foundation
