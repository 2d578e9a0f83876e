import Foundation
import UIKit
import Photos

/// PhotosUI's photo picker, as iOS 17 shows it: a sheet with the Photos grid and the albums,
/// Cancel at the left and, when several may be picked, Add at the right. It needs no permission:
/// the app gets only what the user picks. A tap picks one photo; with a selection limit other
/// than 1, taps tick photos (numbered in order) and Add ends. Cancelling reports no results. As
/// on iOS, the app dismisses the picker in its delegate.
@preconcurrency @MainActor open class PHPickerViewController: UIViewController {
    public let configuration: PHPickerConfiguration
    open weak var delegate: (any PHPickerViewControllerDelegate)?
    private let navigation = UINavigationController()
    /// The device the picker shows the library of (the one current when it was made).
    private let device = UIKitEnvironment.current
    private var finished = false

    public init(configuration: PHPickerConfiguration) {
        self.configuration = configuration
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .pageSheet
    }

    public required init?(coder: NSCoder) { nil }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        embedNavigation(navigation, showing: makeLibraryScreen())
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if isBeingPresented { finished = false }
    }

    /// Reports `assets` once, as the delegate's results.
    private func finish(_ assets: [PhotoAsset]) {
        guard !finished else { return }
        finished = true
        let results = assets.compactMap { asset -> PHPickerResult? in
            guard let image = asset.fullImage() else { return nil }
            return PHPickerResult(itemProvider: NSItemProvider(object: image),
                                  assetIdentifier: configuration.identifiesAssets ? asset.localIdentifier : nil)
        }
        delegate?.picker(self, didFinishPicking: results)
    }
}

extension PHPickerViewController: PhotoPickingHost, PhotoPickerPresenting {
    package var library: PhotoLibrary { device.photoLibrary }
    package var showsPhotos: Bool { configuration.filter?.passesPhotos ?? true }
    package var selectionLimit: Int { configuration.selectionLimit }
    package func userTapped(_ asset: PhotoAsset) { finish([asset]) }
    package func userConfirmed(_ assets: [PhotoAsset]) { finish(assets) }
    package func userCancelled() { finish([]) }

    package func visibleThumbnail(at index: Int) -> UIView? {
        navigation.topViewController?.pickerThumbnail(at: index)
    }
}
