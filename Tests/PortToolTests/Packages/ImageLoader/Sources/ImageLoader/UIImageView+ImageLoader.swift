#if canImport(UIKit)
import UIKit

public enum ImageLoaderError: Error, Equatable {
    case notAnImage(URL)
    case cancelled
}

private var taskKey: UInt8 = 0
private var urlKey: UInt8 = 0

/// The task loading an image view's image, kept on the view.
final class ImageTask {
    let url: URL
    private(set) var isCancelled = false
    init(url: URL) { self.url = url }
    func cancel() { isCancelled = true }
}

public extension UIImageView {
    /// The URL whose image this view shows or is loading.
    var il_imageURL: URL? {
        get { objc_getAssociatedObject(self, &urlKey) as? URL }
        set { objc_setAssociatedObject(self, &urlKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }

    private var il_task: ImageTask? {
        get { objc_getAssociatedObject(self, &taskKey) as? ImageTask }
        set { objc_setAssociatedObject(self, &taskKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }

    /// Shows the image at `url`: from the cache at once, else the placeholder until it has loaded
    /// (on a background queue; the image is set on the main queue). A later call cancels this one.
    func il_setImage(with url: URL?, placeholder: UIImage? = nil,
                     completion: ((Result<UIImage, ImageLoaderError>) -> Void)? = nil) {
        il_task?.cancel()
        il_imageURL = url
        guard let url = url else { image = placeholder; return }
        if let cached = ImageCache.shared.image(for: url) {
            image = cached
            completion?(.success(cached))
            return
        }
        image = placeholder
        let task = ImageTask(url: url)
        il_task = task
        DispatchQueue.global(qos: .userInitiated).async {
            let loaded = (try? Data(contentsOf: url)).flatMap { UIImage(data: $0) }
            DispatchQueue.main.async { [weak self] in
                guard !task.isCancelled else { completion?(.failure(.cancelled)); return }
                guard let image = loaded else { completion?(.failure(.notAnImage(url))); return }
                ImageCache.shared.store(image, for: url)
                self?.image = image
                completion?(.success(image))
            }
        }
    }

    /// Stops loading; the view keeps what it shows.
    func il_cancelLoading() {
        il_task?.cancel()
        il_task = nil
    }
}
#endif
