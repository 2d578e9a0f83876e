import Testing
import Foundation
import UIKit
import UIKitTesting

/// A profile screen as iOS books write it: an image view, and a button that presents the photo
/// library; the chosen (or cropped) photo goes into the image view.
final class ProfilePhotoController: UIViewController, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
    let imageView = UIImageView(frame: CGRect(x: 40, y: 120, width: 200, height: 200))
    var allowsEditing = false
    var picked: [UIImagePickerController.InfoKey: Any]?
    var cancelled = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        view.addSubview(imageView)
    }

    func addPhoto() {
        let picker = UIImagePickerController()
        picker.sourceType = .photoLibrary
        picker.allowsEditing = allowsEditing
        picker.delegate = self
        present(picker, animated: true)
    }

    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
        picked = info
        imageView.image = (info[.editedImage] ?? info[.originalImage]) as? UIImage
        picker.dismiss(animated: true)
    }

    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        cancelled += 1
        picker.dismiss(animated: true)
    }
}

/// A delegate that implements neither method: the picker dismisses itself, as iOS's does.
final class SilentPickerDelegate: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {}

/// A solid image, `size` pixels.
@MainActor func solidImage(_ color: UIColor, _ size: CGSize = CGSize(width: 400, height: 300)) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    return UIGraphicsImageRenderer(size: size, format: format).image { context in
        color.setFill()
        context.fill(CGRect(origin: .zero, size: size))
    }
}

@MainActor
@Suite(.serialized) struct ImagePickerTests {
    func present(_ images: [UIImage]?, editing: Bool = false, device: Simulator.Device = .iPhone15) -> (Simulator, ProfilePhotoController) {
        let sim = Simulator(device: device)
        if let images { sim.setPhotoLibrary(images) }
        let vc = ProfilePhotoController()
        vc.allowsEditing = editing
        sim.rootViewController = vc
        vc.addPhoto()
        sim.settle()
        return (sim, vc)
    }

    @Test func tappingAThumbnailHandsThePhotoToTheDelegate() throws {
        let (sim, vc) = present([solidImage(.red), solidImage(.green), solidImage(.blue)])
        saveShot(sim, "image-picker-three")
        let picker = try #require(vc.presentedViewController as? UIImagePickerController)
        #expect(picker.modalPresentationStyle == .automatic || picker.modalPresentationStyle == .pageSheet)
        #expect(sim.view(withText: "Cancel") != nil && sim.view(withText: "Photos") != nil && sim.view(withText: "Albums") != nil)
        let green = try #require(sim.photoThumbnail(at: 1))
        #expect(sim.color(at: green.convert(CGPoint(x: green.bounds.midX, y: green.bounds.midY), to: nil)).isClose(to: RGBA(r: 0, g: 255, b: 0)))
        #expect(sim.tapPhoto(at: 1))
        #expect(vc.presentedViewController == nil, "the delegate dismissed the picker")
        let info = try #require(vc.picked)
        #expect(info[.mediaType] as? String == "public.image")
        let original = try #require(info[.originalImage] as? UIImage)
        #expect(original.size == CGSize(width: 400, height: 300))
        #expect(info[.editedImage] == nil && info[.cropRect] == nil && info[.phAsset] == nil)
        let url = try #require(info[.imageURL] as? URL)
        #expect(url.pathExtension == "jpeg" && FileManager.default.fileExists(atPath: url.path))
        // What the app shows now: the green photo, in its image view.
        let centre = vc.imageView.convert(CGPoint(x: 100, y: 100), to: nil)
        #expect(sim.color(at: centre).isClose(to: RGBA(r: 0, g: 255, b: 0)), "\(sim.color(at: centre))")
        #expect(vc.cancelled == 0)
    }

    @Test func cancelTellsTheDelegateAndWithoutOneThePickerGoesAway() throws {
        let (sim, vc) = present([solidImage(.red)])
        sim.tap(on: try #require(sim.view(withText: "Cancel")))
        sim.settle()
        #expect(vc.cancelled == 1 && vc.picked == nil && vc.presentedViewController == nil)

        // A delegate that implements neither method: Cancel, or a photo, dismisses the picker.
        let silent = SilentPickerDelegate()
        for action in ["cancel", "choose"] {
            let picker = UIImagePickerController()
            picker.delegate = silent
            vc.present(picker, animated: true)
            sim.settle()
            #expect(vc.presentedViewController === picker)
            if action == "cancel" { sim.tap(on: try #require(sim.view(withText: "Cancel"))); sim.settle() } else { #expect(sim.tapPhoto(at: 0)) }
            #expect(vc.presentedViewController == nil, "\(action) without a delegate method")
        }
        #expect(vc.cancelled == 1 && vc.picked == nil)
    }

    @Test func allowsEditingCropsASquareTheUserMoves() throws {
        // 600×300: the left half red, the right half blue.
        let size = CGSize(width: 600, height: 300)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let halves = UIGraphicsImageRenderer(size: size, format: format).image { context in
            UIColor.red.setFill(); context.fill(CGRect(x: 0, y: 0, width: 300, height: 300))
            UIColor.blue.setFill(); context.fill(CGRect(x: 300, y: 0, width: 300, height: 300))
        }
        let (sim, vc) = present([halves], editing: true)
        #expect(sim.tapPhoto(at: 0))
        saveShot(sim, "image-picker-move-and-scale")
        #expect(sim.view(withText: "Move and Scale") != nil && vc.presentedViewController != nil)
        // Choose as it opens: the middle square.
        sim.tap(on: try #require(sim.view(withText: "Choose")))
        sim.settle()
        var info = try #require(vc.picked)
        #expect((info[.cropRect] as? NSValue)?.cgRectValue == CGRect(x: 150, y: 0, width: 300, height: 300))
        let edited = try #require(info[.editedImage] as? UIImage)
        #expect(edited.size == CGSize(width: 300, height: 300))
        #expect((info[.originalImage] as? UIImage)?.size == size)

        // Again, dragging the photo right as far as it goes: the square holds the red half.
        vc.picked = nil
        vc.addPhoto()
        sim.settle()
        #expect(sim.tapPhoto(at: 0))
        let mid = CGPoint(x: sim.screen.bounds.midX, y: sim.screen.bounds.midY)
        sim.drag(from: mid, to: CGPoint(x: mid.x + 250, y: mid.y), duration: 0.5)
        sim.settle()
        sim.tap(on: try #require(sim.view(withText: "Choose")))
        sim.settle()
        info = try #require(vc.picked)
        #expect((info[.cropRect] as? NSValue)?.cgRectValue == CGRect(x: 0, y: 0, width: 300, height: 300))
        let centre = vc.imageView.convert(CGPoint(x: 100, y: 100), to: nil)
        #expect(sim.color(at: centre).isClose(to: RGBA(r: 255, g: 0, b: 0)), "\(sim.color(at: centre))")
        let corner = vc.imageView.convert(CGPoint(x: 190, y: 10), to: nil)
        #expect(sim.color(at: corner).isClose(to: RGBA(r: 255, g: 0, b: 0)), "red to the square's right edge")
    }

    @Test func cancelOnTheCropScreenGoesBackToTheGrid() throws {
        let (sim, vc) = present([solidImage(.red), solidImage(.blue)], editing: true)
        #expect(sim.tapPhoto(at: 1))
        sim.tap(on: try #require(sim.view(withText: "Cancel")))
        sim.settle()
        #expect(sim.view(withText: "Move and Scale") == nil && sim.photoThumbnail(at: 0) != nil)
        #expect(vc.cancelled == 0 && vc.presentedViewController != nil)
    }

    @Test func aPickerPresentedAgainStartsAtTheGrid() throws {
        let (sim, vc) = present([solidImage(.red)], editing: true)
        let picker = try #require(vc.presentedViewController as? UIImagePickerController)
        #expect(sim.tapPhoto(at: 0))
        sim.tap(on: try #require(sim.view(withText: "Choose")))
        sim.settle()
        #expect(vc.picked != nil && vc.presentedViewController == nil)
        vc.picked = nil
        vc.present(picker, animated: true)
        sim.settle()
        #expect(sim.view(withText: "Move and Scale") == nil && sim.photoThumbnail(at: 0) != nil)
        #expect(sim.tapPhoto(at: 0))
        sim.tap(on: try #require(sim.view(withText: "Choose")))
        sim.settle()
        #expect(vc.picked != nil, "the same picker chooses again")
    }

    @Test func theCameraIsNotAvailableOnTheSimulator() {
        let sim = Simulator()
        _ = sim
        #expect(!UIImagePickerController.isSourceTypeAvailable(.camera))
        #expect(UIImagePickerController.isSourceTypeAvailable(.photoLibrary) && UIImagePickerController.isSourceTypeAvailable(.savedPhotosAlbum))
        #expect(UIImagePickerController.availableMediaTypes(for: .camera) == nil)
        #expect(UIImagePickerController.availableMediaTypes(for: .photoLibrary)?.contains("public.image") == true)
        #expect(!UIImagePickerController.isCameraDeviceAvailable(.rear) && !UIImagePickerController.isCameraDeviceAvailable(.front))
        var failures: [String] = []
        UIKitRuntime.failureHandler = { failures.append($0) }
        defer { UIKitRuntime.failureHandler = nil }
        let picker = UIImagePickerController()
        #expect(picker.mediaTypes == ["public.image"] && !picker.allowsEditing && picker.sourceType == .photoLibrary)
        picker.sourceType = .camera
        #expect(failures == ["Source type 1 not available"])
        #expect(picker.sourceType == .photoLibrary)
        picker.cameraDevice = .front
        #expect(failures.last == "Source type must be UIImagePickerControllerSourceTypeCamera")
    }

    @Test func aNewDeviceHoldsTheSamplePhotosInFourColumns() throws {
        let (sim, _) = present(nil)
        saveShot(sim, "image-picker-samples")
        #expect(sim.photoLibraryCount == 6)
        let cells = try (0..<6).map { try #require(sim.photoThumbnail(at: $0)) }
        let frames = cells.map { $0.convert($0.bounds, to: nil) }
        // Four to a row, two points apart, as wide as the screen.
        #expect(frames[0].minY == frames[3].minY && frames[4].minY > frames[0].maxY)
        #expect(abs(frames[1].minX - frames[0].maxX - 2) < 1 && frames[3].maxX > sim.screen.bounds.width - 2)
        #expect(frames[0].width == frames[0].height && frames[0].width > 90)
        // Each thumbnail shows its photo: a picture, not one colour.
        for frame in frames {
            let a = sim.color(at: CGPoint(x: frame.minX + 10, y: frame.minY + 10))
            let b = sim.color(at: CGPoint(x: frame.maxX - 10, y: frame.maxY - 10))
            let c = sim.color(at: CGPoint(x: frame.midX, y: frame.midY))
            #expect(!(a.isClose(to: b) && b.isClose(to: c)), "a photo at \(frame)")
        }
        // Choosing one hands over the whole photo.
        let vc = try #require(sim.rootViewController as? ProfilePhotoController)
        #expect(sim.tapPhoto(at: 0))
        let photo = try #require(vc.picked?[.originalImage] as? UIImage)
        #expect(photo.size.width > 1000 && photo.size.height > 1000)
    }

    @Test func theAlbumsListOpensAnAlbum() throws {
        let (sim, vc) = present([solidImage(.red), solidImage(.green)])
        sim.tap(on: try #require(sim.view(withText: "Albums")))
        sim.settle()
        saveShot(sim, "image-picker-albums")
        #expect(sim.view(withText: "Recents") != nil && sim.view(withText: "Favorites") != nil)
        #expect(sim.photoThumbnail(at: 0) == nil, "the list covers the grid")
        sim.tap(on: try #require(sim.view(withText: "Recents")))
        sim.settle()
        #expect(sim.tapPhoto(at: 0))
        #expect((vc.picked?[.originalImage] as? UIImage)?.size == CGSize(width: 400, height: 300))
    }

    @Test func savedPhotosAndEachDevicesOwnLibrary() throws {
        let (sim, vc) = present([solidImage(.red)])
        let other = Simulator()
        #expect(other.photoLibraryCount == 6, "another device keeps the sample photos")
        other.setPhotoLibrary([])
        #expect(sim.photoLibraryCount == 1)
        vc.presentedViewController?.dismiss(animated: false)
        sim.settle()
        sim.runFrame()
        UIImageWriteToSavedPhotosAlbum(solidImage(.blue), nil, nil, nil)
        #expect(sim.photoLibraryCount == 2 && other.photoLibraryCount == 0)
        let picker = UIImagePickerController()
        picker.sourceType = .savedPhotosAlbum
        picker.delegate = vc
        #expect((picker as UINavigationController).delegate === vc)
        vc.present(picker, animated: true)
        sim.settle()
        #expect(sim.tapPhoto(at: 1))
        let centre = vc.imageView.convert(CGPoint(x: 100, y: 100), to: nil)
        #expect(sim.color(at: centre).isClose(to: RGBA(r: 0, g: 0, b: 255)))
    }

    @Test func anEmptyLibrarySaysSo() throws {
        let (sim, _) = present([])
        #expect(sim.view(withText: "No Photos or Videos") != nil && sim.photoThumbnail(at: 0) == nil)
    }

    @Test func onAnIPadTheSheetHasMoreColumns() throws {
        let (sim, vc) = present(nil, device: .iPadPro11)
        saveShot(sim, "image-picker-ipad")
        let frames = try (0..<6).map { i in try #require(sim.photoThumbnail(at: i)).convert(CGRect(x: 0, y: 0, width: 1, height: 1), to: nil) }
        #expect(frames[4].minY == frames[0].minY && frames[5].minY > frames[0].minY, "five columns in the iPad's sheet")
        #expect(sim.tapPhoto(at: 5))
        #expect(vc.picked?[.originalImage] is UIImage)
    }
}
