import Foundation

/// The system interface for choosing a photo from the device's library (or, on a device with a
/// camera, taking one): a navigation controller whose first screen is the "Photos" grid, with a
/// Cancel button and the library's albums, presented modally (a page sheet since iOS 13). With
/// `allowsEditing` the chosen photo goes through the "Move and Scale" square crop first. The
/// delegate hears the choice, or the cancel, and dismisses the picker.
@preconcurrency @MainActor open class UIImagePickerController: UINavigationController {
    /// The picker's delegate: it must also be a `UINavigationControllerDelegate`, as on iOS.
    open var delegate: (UIImagePickerControllerDelegate & UINavigationControllerDelegate)? {
        get { navigationDelegate as? (UIImagePickerControllerDelegate & UINavigationControllerDelegate) }
        set { navigationDelegate = newValue }
    }

    /// Where the media come from; `.photoLibrary` by default. Setting a source the device does not
    /// have (`.camera` here, as on Apple's Simulator) raises UIKit's exception: "Source type 1 not available".
    open var sourceType: SourceType = .photoLibrary {
        didSet {
            guard UIImagePickerController.isSourceTypeAvailable(sourceType) else {
                UIKitRuntime.fail("Source type \(sourceType.rawValue) not available")
                sourceType = oldValue
                return
            }
            if sourceType != oldValue { showLibrary() }
        }
    }

    /// The uniform type identifiers the picker offers; images only ("public.image") by default.
    open var mediaTypes: [String] = ["public.image"] {
        didSet {
            if mediaTypes.isEmpty { UIKitRuntime.fail("No available types for source \(sourceType.rawValue)") }
        }
    }

    /// Whether a chosen photo is cropped to a square ("Move and Scale") before the delegate gets it,
    /// with `.editedImage` and `.cropRect`. False by default.
    open var allowsEditing = false

    /// The iOS 2 name of `allowsEditing`.
    @available(iOS, deprecated: 3.1, renamed: "allowsEditing")
    open var allowsImageEditing: Bool {
        get { allowsEditing }
        set { allowsEditing = newValue }
    }

    /// The longest video the picker records or trims to, in seconds (ten minutes).
    open var videoMaximumDuration: TimeInterval = 600
    /// The quality video is recorded or transcoded at.
    open var videoQuality: QualityType = .typeMedium
    /// How a chosen video is exported (an AVAssetExportSession preset name).
    open var videoExportPreset = "AVAssetExportPresetPassthrough"
    /// Whether a chosen image's file (`.imageURL`) is converted to JPEG or kept as stored (iOS 11).
    open var imageExportPreset: ImageURLExportPreset = .compatible

    /// Camera settings, stored here; they take effect on a device with a camera.
    var camera = CameraSettings()
    private var finished = false

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        showLibrary()
    }

    /// As `init()`: the picker's own screens come first; `rootViewController` is not shown.
    public override init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        showLibrary()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        showLibrary()
    }

    // MARK: What the device has

    /// Whether the device can supply `sourceType`: the library always; a camera never (neither
    /// Apple's Simulator nor a desktop window has one).
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool {
        sourceType != .camera
    }

    /// The media types `sourceType` can offer, or nil when it is not available.
    open class func availableMediaTypes(for sourceType: SourceType) -> [String]? {
        isSourceTypeAvailable(sourceType) ? ["public.image", "public.movie"] : nil
    }

    // MARK: Choosing

    /// Shows the library's screens: the Photos grid, with the albums beside it.
    private func showLibrary() {
        setViewControllers([PhotoGridViewController(picker: self, album: .recents, isRoot: true)], animated: false)
    }

    /// The photo library of the device the picker is on.
    package var library: PhotoLibrary { responderEnvironment.photoLibrary }
    package var showsPhotos: Bool { mediaTypes.contains("public.image") }

    /// The user tapped `asset` in a grid: crop it first when editing is allowed, else it is chosen.
    package func userTapped(_ asset: PhotoAsset) {
        guard let image = asset.fullImage() else { return }
        if allowsEditing {
            pushViewController(PhotoCropViewController(picker: self, asset: asset, image: image), animated: true)
        } else {
            finish(asset: asset, original: image, edit: nil)
        }
    }

    /// Hands the choice to the delegate, which dismisses the picker (or the picker does, without one).
    func finish(asset: PhotoAsset, original: UIImage, edit: (image: UIImage, cropRect: CGRect)?) {
        guard !finished else { return }
        finished = true
        var info: [InfoKey: Any] = [.mediaType: "public.image", .originalImage: original]
        if let url = writeImageFile(asset: asset, image: original) { info[.imageURL] = url }
        let id = asset.localIdentifier.prefix { $0 != "/" }
        info[InfoKey(rawValue: "UIImagePickerControllerReferenceURL")] =
            URL(string: "assets-library://asset/asset.\(asset.fileExtension)?id=\(id)&ext=\(asset.fileExtension)")
        if let edit {
            info[.editedImage] = edit.image
            info[.cropRect] = NSValue(cgRect: edit.cropRect)
        }
        if let delegate {
            delegate.imagePickerController(self, didFinishPickingMediaWithInfo: info)
        } else {
            dismissItself()
        }
    }

    /// The Cancel button.
    package func userCancelled() {
        guard !finished else { return }
        finished = true
        if let delegate { delegate.imagePickerControllerDidCancel(self) } else { dismissItself() }
    }

    /// What iOS does when the delegate does not answer: the picker goes away.
    func dismissItself() {
        (presentingViewController ?? self).dismiss(animated: true)
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // Presented again: a new choice, from the grid.
        if isBeingPresented {
            finished = false
            if viewControllers.count > 1 { popToRootViewController(animated: false) }
        }
    }

    /// A copy of the chosen photo's file in the app's temporary folder, as iOS 11 hands one over.
    private func writeImageFile(asset: PhotoAsset, image: UIImage) -> URL? {
        let tmp = (responderEnvironment.libraryDirectory?.deletingLastPathComponent().appendingPathComponent("tmp"))
            ?? FileManager.default.temporaryDirectory
        let keepsFormat = imageExportPreset == .current
        let ext = keepsFormat && asset.uniformTypeIdentifier == "public.png" ? "png" : "jpeg"
        let url = tmp.appendingPathComponent(UUID().uuidString).appendingPathExtension(ext)
        guard let data = keepsFormat || asset.uniformTypeIdentifier == "public.jpeg"
                ? asset.fileData(of: image) : image.jpegData(compressionQuality: 0.9) else { return nil }
        do {
            try FileManager.default.createDirectory(at: tmp, withIntermediateDirectories: true)
            try data.write(to: url)
            return url
        } catch {
            uikitLog.error("The image picker cannot write \(url.path): \(error)")
            return nil
        }
    }
}

extension UIImagePickerController: PhotoPickingHost, PhotoPickerPresenting {
    /// The thumbnail of the `index`th photo (0: the oldest) of the album the picker's grid shows,
    /// scrolled into view and laid out, as a person scrolls to a photo before tapping it; nil when
    /// no grid is on top (the Albums list, the crop screen) or there is no such photo.
    package func visibleThumbnail(at index: Int) -> UIView? {
        guard let grid = topViewController as? PhotoGridViewController else { return nil }
        return grid.thumbnail(at: index)
    }
}
