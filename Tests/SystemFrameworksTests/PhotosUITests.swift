import Testing
import UIKit
import UIKitTesting
import Photos
import PhotosUI

// PHPickerViewController as iOS 14+ books use it: present, pick, load the UIImage from the item
// provider, dismiss; several photos ticked and added; the library's permission alert.

@MainActor @Suite struct PhotosUITests {
    final class GalleryController: UIViewController, PHPickerViewControllerDelegate {
        let imageView = UIImageView(frame: CGRect(x: 40, y: 120, width: 200, height: 200))
        var images: [UIImage] = []
        var results: [PHPickerResult]?
        var limit = 1

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            view.addSubview(imageView)
        }

        func pick() {
            var configuration = PHPickerConfiguration()
            configuration.filter = .images
            configuration.selectionLimit = limit
            let picker = PHPickerViewController(configuration: configuration)
            picker.delegate = self
            present(picker, animated: true)
        }

        func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
            self.results = results
            picker.dismiss(animated: true)
            for result in results where result.itemProvider.canLoadObject(ofClass: UIImage.self) {
                result.itemProvider.loadObject(ofClass: UIImage.self) { object, _ in
                    DispatchQueue.main.async {
                        guard let image = object as? UIImage else { return }
                        self.images.append(image)
                        self.imageView.image = image
                    }
                }
            }
        }
    }

    static func solid(_ color: UIColor) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 300, height: 300), format: format).image { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 300, height: 300))
        }
    }

    @Test func aPhotoIsPickedLoadedAndShown() throws {
        let sim = Simulator(device: .iPhone15)
        sim.setPhotoLibrary([Self.solid(.red), Self.solid(.green), Self.solid(.blue)])
        let vc = GalleryController()
        sim.rootViewController = vc
        vc.pick()
        sim.settle()
        #expect(sim.view(withText: "Photos") != nil && sim.view(withText: "Cancel") != nil)
        #expect(sim.tapPhoto(at: 1))
        sim.settle()
        #expect(vc.results?.count == 1 && vc.results?.first?.assetIdentifier == nil)
        #expect(vc.presentedViewController == nil, "the app dismissed it")
        #expect(vc.images.count == 1)
        let middle = sim.color(at: CGPoint(x: 140, y: 220))
        #expect(middle.g > 200 && middle.r < 50 && middle.b < 50, "the green photo is shown: \(middle)")

        vc.pick()
        sim.settle()
        sim.tap(on: try #require(sim.view(withText: "Cancel")))
        sim.settle()
        #expect(vc.results?.isEmpty == true && vc.presentedViewController == nil, "cancel reports no results")
    }

    @Test func severalPhotosAreTickedInOrderAndAdded() throws {
        let sim = Simulator(device: .iPhone15)
        sim.setPhotoLibrary([Self.solid(.red), Self.solid(.green), Self.solid(.blue)])
        let vc = GalleryController()
        vc.limit = 2
        sim.rootViewController = vc
        vc.pick()
        sim.settle()
        let add = try #require(sim.view(withText: "Add") as? UIControl ?? sim.view(withText: "Add")?.superview as? UIControl)
        #expect(!add.isEnabled, "nothing ticked yet")
        #expect(sim.tapPhoto(at: 2) && sim.tapPhoto(at: 0) && sim.tapPhoto(at: 1))
        #expect(vc.results == nil, "ticking does not finish; the third is over the limit")
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_SHOTS"] {
            try sim.screenshot().write(to: URL(fileURLWithPath: dir + "/phpicker-ticked.png"))
        }
        sim.tap(on: try #require(sim.view(withText: "Add")))
        sim.settle()
        #expect(vc.results?.count == 2)
        #expect(vc.images.map { $0.size } == [CGSize(width: 300, height: 300), CGSize(width: 300, height: 300)])
    }

    @Test func theLibrarysPermissionIsAskedFor() throws {
        let sim = Simulator(device: .iPhone15)
        #expect(PHPhotoLibrary.authorizationStatus(for: .readWrite) == .notDetermined)
        var status: PHAuthorizationStatus?
        PHPhotoLibrary.requestAuthorization(for: .readWrite) { status = $0 }
        let alert = try #require(sim.systemAlert)
        #expect(alert.title.hasSuffix("” Would Like to Access Your Photos"))
        #expect(alert.buttons == ["Limit Access…", "Allow Full Access", "Don't Allow"])
        #expect(sim.answerSystemAlert("Allow Full Access"))
        #expect(status == .authorized && PHPhotoLibrary.authorizationStatus(for: .addOnly) == .authorized)
    }
}
