import Foundation
import UIKit

/// A camera or microphone. iOS's Simulator has none; here the device has a back and a front camera
/// that see a moving test pattern (`CameraTestPattern`), and a microphone, so that capture code runs
/// and shows something. Using one needs the user's permission (the system's prompt, with the
/// Info.plist usage description iOS requires).
@preconcurrency @MainActor open class AVCaptureDevice: NSObject {
    public struct DeviceType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let builtInWideAngleCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInWideAngleCamera")
        public static let builtInUltraWideCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInUltraWideCamera")
        public static let builtInTelephotoCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInTelephotoCamera")
        public static let builtInDualCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInDualCamera")
        public static let builtInTrueDepthCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInTrueDepthCamera")
        public static let builtInMicrophone = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInMicrophone")
    }

    public enum Position: Int, Sendable { case unspecified, back, front }

    /// The devices of some types, media and position.
    @preconcurrency @MainActor open class DiscoverySession: NSObject {
        public let devices: [AVCaptureDevice]
        public init(deviceTypes: [DeviceType], mediaType: AVMediaType?, position: Position) {
            devices = AVCaptureDevice.all.filter {
                deviceTypes.contains($0.deviceType) && (mediaType == nil || $0.hasMediaType(mediaType!))
                    && (position == .unspecified || $0.position == position)
            }
            super.init()
        }
    }

    public let uniqueID: String
    public let localizedName: String
    public let deviceType: DeviceType
    public let position: Position
    private let mediaType: AVMediaType

    private init(_ id: String, _ name: String, _ type: DeviceType, _ position: Position, _ media: AVMediaType) {
        uniqueID = id
        localizedName = name
        deviceType = type
        self.position = position
        mediaType = media
        super.init()
    }

    static let all: [AVCaptureDevice] = [
        AVCaptureDevice("com.apple.avfoundation.avcapturedevice.built-in_video:0", "Back Camera", .builtInWideAngleCamera, .back, .video),
        AVCaptureDevice("com.apple.avfoundation.avcapturedevice.built-in_video:1", "Front Camera", .builtInWideAngleCamera, .front, .video),
        AVCaptureDevice("com.apple.avfoundation.avcapturedevice.built-in_audio:0", "iPhone Microphone", .builtInMicrophone, .unspecified, .audio),
    ]

    /// The back camera for video, the microphone for audio.
    open class func `default`(for mediaType: AVMediaType) -> AVCaptureDevice? { all.first { $0.mediaType == mediaType } }

    open class func `default`(_ deviceType: DeviceType, for mediaType: AVMediaType?, position: Position) -> AVCaptureDevice? {
        DiscoverySession(deviceTypes: [deviceType], mediaType: mediaType, position: position).devices.first
    }

    open func hasMediaType(_ mediaType: AVMediaType) -> Bool { self.mediaType == mediaType }
    open var isConnected: Bool { true }
    open var hasTorch: Bool { position == .back }
    open var hasFlash: Bool { position == .back }
    open var torchMode: TorchMode = .off
    public enum TorchMode: Int, Sendable { case off, on, auto }
    open func lockForConfiguration() throws {}
    open func unlockForConfiguration() {}

    // MARK: Permission

    private static func service(_ mediaType: AVMediaType) -> (name: String, key: String, noun: String) {
        mediaType == .audio ? ("microphone", "NSMicrophoneUsageDescription", "Microphone") : ("camera", "NSCameraUsageDescription", "Camera")
    }

    open class func authorizationStatus(for mediaType: AVMediaType) -> AVAuthorizationStatus {
        switch UIKitEnvironment.current.privacy.decision(for: service(mediaType).name) {
        case true?: return .authorized
        case false?: return .denied
        case nil: return .notDetermined
        }
    }

    /// Asks once, with the system's prompt; `handler` gets the answer (at once when already given).
    open class func requestAccess(for mediaType: AVMediaType, completionHandler handler: @escaping @Sendable (Bool) -> Void) {
        let environment = UIKitEnvironment.current
        let (name, key, noun) = service(mediaType)
        environment.askPermission(name, usageKey: key, title: "“\(environment.appDisplayName)” Would Like to Access the \(noun)",
                                  answer: handler)
    }
}
