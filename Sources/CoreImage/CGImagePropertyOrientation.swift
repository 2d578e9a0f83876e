import Foundation

/// ImageIO's orientation of stored image data (EXIF's values), which `CIImage.oriented(_:)` takes.
public enum CGImagePropertyOrientation: UInt32, Sendable {
    case up = 1, upMirrored, down, downMirrored, leftMirrored, right, rightMirrored, left
}
