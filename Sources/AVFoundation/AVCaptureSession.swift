import Foundation
import CoreGraphics
import UIKit

/// Joins inputs (a camera) to outputs (photos, a preview layer). Running, it delivers the camera's
/// frames at 30 a second on the device's clock: the test pattern, or black while the user has not
/// allowed the camera, as iOS delivers.
@preconcurrency @MainActor open class AVCaptureSession: NSObject {
    public struct Preset: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let photo = Preset(rawValue: "AVCaptureSessionPresetPhoto")
        public static let high = Preset(rawValue: "AVCaptureSessionPresetHigh")
        public static let medium = Preset(rawValue: "AVCaptureSessionPresetMedium")
        public static let low = Preset(rawValue: "AVCaptureSessionPresetLow")
        public static let vga640x480 = Preset(rawValue: "AVCaptureSessionPreset640x480")
        public static let hd1280x720 = Preset(rawValue: "AVCaptureSessionPreset1280x720")
        public static let hd1920x1080 = Preset(rawValue: "AVCaptureSessionPreset1920x1080")
    }

    nonisolated public static let didStartRunningNotification = Notification.Name("AVCaptureSessionDidStartRunningNotification")
    nonisolated public static let didStopRunningNotification = Notification.Name("AVCaptureSessionDidStopRunningNotification")

    open var sessionPreset: Preset = .high
    open private(set) var inputs: [AVCaptureInput] = []
    open private(set) var outputs: [AVCaptureOutput] = []
    open private(set) var isRunning = false
    let environment: UIKitEnvironment
    private var frameWork: Int?
    private var previews: [WeakPreview] = []
    private struct WeakPreview { weak var layer: AVCaptureVideoPreviewLayer? }

    public override init() {
        environment = UIKitEnvironment.current
        super.init()
    }

    open func beginConfiguration() {}
    open func commitConfiguration() {}
    open func canSetSessionPreset(_ preset: Preset) -> Bool { true }

    open func canAddInput(_ input: AVCaptureInput) -> Bool { !inputs.contains(input) }
    open func addInput(_ input: AVCaptureInput) {
        guard canAddInput(input) else { return }
        inputs.append(input)
        showFrame()
    }
    open func removeInput(_ input: AVCaptureInput) {
        inputs.removeAll { $0 === input }
        showFrame()
    }

    open func canAddOutput(_ output: AVCaptureOutput) -> Bool { !outputs.contains(output) && output.session == nil }
    open func addOutput(_ output: AVCaptureOutput) {
        guard canAddOutput(output) else { return }
        outputs.append(output)
        output.session = self
    }
    open func removeOutput(_ output: AVCaptureOutput) {
        outputs.removeAll { $0 === output }
        output.session = nil
    }

    /// Starts the camera's frames (iOS apps call this off the main thread; here it returns at once).
    open func startRunning() {
        guard !isRunning else { return }
        isRunning = true
        NotificationCenter.default.post(name: Self.didStartRunningNotification, object: self)
        tick()
    }

    open func stopRunning() {
        guard isRunning else { return }
        isRunning = false
        if let frameWork { environment.cancelSystemWork(frameWork) }
        frameWork = nil
        NotificationCenter.default.post(name: Self.didStopRunningNotification, object: self)
    }

    /// The camera the session's inputs name, if any.
    private var camera: AVCaptureDevice? {
        inputs.lazy.compactMap { ($0 as? AVCaptureDeviceInput)?.device }.first { $0.hasMediaType(.video) }
    }

    /// The frame the camera sees now: the pattern, or black without the user's permission.
    func currentFrame() -> CGImage? {
        guard let camera else { return nil }
        let allowed = environment.privacy.decision(for: "camera") == true
        let screen = environment.screen.bounds
        let portrait = screen.height >= screen.width
        return allowed ? CameraTestPattern.frame(at: environment.clock.now, mirrored: camera.position == .front, portrait: portrait)
            : CameraTestPattern.black(portrait: portrait)
    }

    func attach(_ layer: AVCaptureVideoPreviewLayer) {
        previews.removeAll { $0.layer == nil || $0.layer === layer }
        previews.append(WeakPreview(layer: layer))
        layer.show(isRunning ? currentFrame() : nil)
    }

    private func showFrame() {
        let frame = isRunning ? currentFrame() : nil
        for preview in previews { preview.layer?.show(frame) }
    }

    /// One frame, then the next a thirtieth of a second later. Ambient: a camera runs until
    /// stopped, and `settle` does not wait for it.
    private func tick() {
        guard isRunning else { return }
        showFrame()
        frameWork = environment.scheduleSystemWork(after: 1.0 / 30, ambient: true) { [weak self] in self?.tick() }
    }
}
