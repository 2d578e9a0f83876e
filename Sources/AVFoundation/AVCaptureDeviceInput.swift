import Foundation
import UIKit

/// A camera or microphone as a session's input. Made before the user has answered, it asks them
/// (the system's prompt, as iOS asks on first use); refused, it throws iOS's error.
@preconcurrency @MainActor open class AVCaptureDeviceInput: AVCaptureInput {
    public let device: AVCaptureDevice

    public init(device: AVCaptureDevice) throws {
        self.device = device
        let media: AVMediaType = device.hasMediaType(.audio) ? .audio : .video
        switch AVCaptureDevice.authorizationStatus(for: media) {
        case .denied, .restricted:
            throw NSError(domain: AVFoundationErrorDomain, code: -11852,
                          userInfo: [NSLocalizedDescriptionKey: "Cannot use \(device.localizedName)",
                                     NSLocalizedFailureReasonErrorKey: "This app is not authorized to use \(device.localizedName)."])
        case .notDetermined:
            AVCaptureDevice.requestAccess(for: media) { _ in }
        case .authorized:
            break
        }
        super.init()
    }
}
