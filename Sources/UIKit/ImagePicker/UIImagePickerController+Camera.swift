import Foundation

extension UIImagePickerController {
    /// The camera interface's settings, kept while the source is not the camera.
    struct CameraSettings {
        var showsControls = true
        var overlayView: UIView?
        var viewTransform = CGAffineTransform.identity
        var captureMode = CameraCaptureMode.photo
        var device = CameraDevice.rear
        var flashMode = CameraFlashMode.auto
    }

    /// UIKit raises this when a camera setting is changed while the source is not the camera.
    private func requireCamera() -> Bool {
        guard sourceType == .camera else {
            UIKitRuntime.fail("Source type must be UIImagePickerControllerSourceTypeCamera")
            return false
        }
        return true
    }

    /// Whether the camera interface shows its own controls (the shutter, the flash, the switch).
    public var showsCameraControls: Bool {
        get { camera.showsControls }
        set { if requireCamera() { camera.showsControls = newValue } }
    }

    /// A view of the app's own drawn over the camera's preview.
    public var cameraOverlayView: UIView? {
        get { camera.overlayView }
        set { if requireCamera() { camera.overlayView = newValue } }
    }

    /// The transform applied to the camera's preview.
    public var cameraViewTransform: CGAffineTransform {
        get { camera.viewTransform }
        set { if requireCamera() { camera.viewTransform = newValue } }
    }

    /// Whether the camera takes stills or video.
    public var cameraCaptureMode: CameraCaptureMode {
        get { camera.captureMode }
        set { if requireCamera() { camera.captureMode = newValue } }
    }

    /// The camera in use.
    public var cameraDevice: CameraDevice {
        get { camera.device }
        set { if requireCamera() { camera.device = newValue } }
    }

    /// The flash.
    public var cameraFlashMode: CameraFlashMode {
        get { camera.flashMode }
        set { if requireCamera() { camera.flashMode = newValue } }
    }

    /// Whether the device has that camera: none here, as on Apple's Simulator.
    public class func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool { false }

    /// Whether that camera has a flash: no camera here.
    public class func isFlashAvailable(for cameraDevice: CameraDevice) -> Bool { false }

    /// The capture modes that camera offers (nil: no such camera).
    public class func availableCaptureModes(for cameraDevice: CameraDevice) -> [NSNumber]? { nil }

    /// Takes a still photo with the camera (the camera source only).
    public func takePicture() { _ = requireCamera() }

    /// Starts recording video; false when it cannot (no camera here).
    public func startVideoCapture() -> Bool { requireCamera() && false }

    /// Stops recording video.
    public func stopVideoCapture() { _ = requireCamera() }
}
