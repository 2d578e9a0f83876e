import Foundation
import Testing
import UIKit
import UIKitTesting
import AVFoundation

// A camera screen as courses write one: a capture session with the back camera, its preview filling
// the screen, and a shutter button that takes a photo into an image view.

@MainActor @Suite struct AVCaptureTests {
    final class CameraController: UIViewController, AVCapturePhotoCaptureDelegate {
        let session = AVCaptureSession()
        let output = AVCapturePhotoOutput()
        var preview: AVCaptureVideoPreviewLayer!
        let photoView = UIImageView()
        var failure: Error?
        var heard: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .black
            preview = AVCaptureVideoPreviewLayer(session: session)
            preview.videoGravity = .resizeAspectFill
            preview.frame = view.bounds
            view.layer.addSublayer(preview)
            photoView.frame = CGRect(x: 20, y: 700, width: 80, height: 60)
            view.addSubview(photoView)
            guard let camera = AVCaptureDevice.default(for: .video) else { return }
            do {
                let input = try AVCaptureDeviceInput(device: camera)
                if session.canAddInput(input) { session.addInput(input) }
            } catch { failure = error }
            if session.canAddOutput(output) { session.addOutput(output) }
            session.startRunning()
        }
        func shutter() { output.capturePhoto(with: AVCapturePhotoSettings(), delegate: self) }
        func photoOutput(_ output: AVCapturePhotoOutput, willCapturePhotoFor resolvedSettings: AVCapturePhotoSettings) { heard.append("will") }
        func photoOutput(_ output: AVCapturePhotoOutput, didFinishProcessingPhoto photo: AVCapturePhoto, error: Error?) {
            heard.append("did")
            photoView.image = photo.fileDataRepresentation().flatMap(UIImage.init(data:))
        }
    }

    @Test func theCameraAsksThenShowsAMovingTestPattern() throws {
        let sim = Simulator(device: .iPhone15)
        let camera = CameraController()
        sim.rootViewController = camera
        let alert = try #require(sim.systemAlert, "the first use asks")
        #expect(alert.title.hasSuffix("” Would Like to Access the Camera") && alert.buttons == ["Don't Allow", "OK"])
        #expect(AVCaptureDevice.authorizationStatus(for: .video) == .notDetermined)
        #expect(sim.color(at: CGPoint(x: 60, y: 300)) == RGBA(r: 0, g: 0, b: 0), "black until the user allows it")
        #expect(sim.answerSystemAlert("OK"))
        #expect(AVCaptureDevice.authorizationStatus(for: .video) == .authorized && camera.session.isRunning)
        sim.advance(by: 0.1)
        // 480×640 upright, filled into 393×852 (aspect-fill): the bars run across, cropped at the sides.
        let screen = sim.screen.bounds
        let middle = sim.color(at: CGPoint(x: screen.midX, y: screen.midY - 100))
        #expect(middle == RGBA(r: 0, g: 191, b: 0), "the middle bar is green: \(middle)")
        let right = sim.color(at: CGPoint(x: screen.maxX - 20, y: screen.midY - 100))
        #expect(right.r > 180 && right.g < 10 && right.b < 10, "red towards the right: \(right)")
        try sim.screenshot().write(to: URL(fileURLWithPath: "/tmp/camera-pattern.png"))

        let before = sim.screenshotImage().pngData()
        sim.advance(by: 0.5)
        #expect(sim.screenshotImage().pngData() != before, "the pattern moves")

        camera.shutter()
        #expect(camera.heard == ["will"])
        sim.settle()
        #expect(camera.heard == ["will", "did"])
        let photo = try #require(camera.photoView.image)
        #expect(photo.size == CGSize(width: 480, height: 640), "upright, as the phone is held")
        camera.session.stopRunning()
        let still = sim.screenshotImage().pngData()
        sim.advance(by: 0.5)
        #expect(sim.screenshotImage().pngData() == still, "stopped, the preview stands still")
    }

    @Test func aRefusedCameraThrowsIOSsErrorAndTheFrontOneIsMirrored() throws {
        let sim = Simulator(device: .iPhone15)
        sim.revokePermission(.camera)
        let camera = CameraController()
        sim.rootViewController = camera
        sim.settle()
        #expect(sim.systemAlert == nil)
        let error = try #require(camera.failure as NSError?)
        #expect(error.domain == AVFoundationErrorDomain && error.code == -11852)

        sim.grantPermission(.camera)
        let front = try #require(AVCaptureDevice.default(.builtInWideAngleCamera, for: .video, position: .front))
        #expect(front.localizedName == "Front Camera")
        let devices = AVCaptureDevice.DiscoverySession(deviceTypes: [.builtInWideAngleCamera], mediaType: .video, position: .unspecified).devices
        #expect(devices.map(\.localizedName) == ["Back Camera", "Front Camera"])
        let session = AVCaptureSession()
        session.addInput(try AVCaptureDeviceInput(device: front))
        let layer = AVCaptureVideoPreviewLayer(session: session)
        layer.frame = CGRect(x: 0, y: 100, width: 240, height: 320)
        camera.view.layer.addSublayer(layer)
        session.startRunning()
        sim.runFrame()
        let left = sim.color(at: CGPoint(x: 20, y: 150))
        #expect(left.b > 180 && left.r < 10 && left.g < 10, "mirrored: blue on the left: \(left)")
    }
}
