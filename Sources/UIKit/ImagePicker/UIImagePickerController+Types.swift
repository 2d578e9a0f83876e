import Foundation

extension UIImagePickerController {
    /// Where the picker takes its media from.
    public enum SourceType: Int, Sendable {
        /// The whole library: its photos, and its albums.
        case photoLibrary = 0
        /// The camera, on a device that has one (neither Apple's Simulator nor OpenUIKit's devices do).
        case camera = 1
        /// The Camera Roll alone; since iOS 14 the same interface as `photoLibrary`.
        case savedPhotosAlbum = 2
    }

    /// Which camera the camera interface uses.
    public enum CameraDevice: Int, Sendable {
        case rear = 0
        case front = 1
    }

    /// The camera's flash.
    public enum CameraFlashMode: Int, Sendable {
        case off = -1
        case auto = 0
        case on = 1
    }

    /// Whether the camera takes stills or video.
    public enum CameraCaptureMode: Int, Sendable {
        case photo = 0
        case video = 1
    }

    /// The quality of recorded or transcoded video.
    public enum QualityType: Int, Sendable {
        case typeHigh = 0
        case typeMedium = 1
        case typeLow = 2
        case type640x480 = 3
        case typeIFrame1280x720 = 4
        case typeIFrame960x540 = 5
    }

    /// Whether a chosen image is converted to JPEG (`compatible`) or handed over as stored (iOS 11).
    public enum ImageURLExportPreset: Int, Sendable {
        case compatible = 0
        case current = 1
    }
}
