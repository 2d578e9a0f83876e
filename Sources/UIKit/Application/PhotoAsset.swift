import Foundation
import CoreGraphics

/// One photo in a device's library: a file (the sample photos, or what a test adds) or an image a
/// test or the app supplied. It decodes its thumbnail once, at the size asked for and through
/// libjpeg's DCT reductions for a JPEG, and its full image only when the photo is chosen.
@preconcurrency @MainActor package final class PhotoAsset {
    package enum Source {
        case file(URL)
        case image(UIImage)
    }

    /// As Photos names an asset: a UUID, then "/L0/001".
    package let localIdentifier: String
    package let creationDate: Date
    package let source: Source
    /// Whether the user marked it a favourite (the Favorites album).
    package var isFavorite = false
    /// Thumbnails made so far, by their size in pixels (the grid's and the albums list's).
    private var thumbnails: [Int: CGImage] = [:]
    /// The photo's own size in pixels, once its file has been read.
    package private(set) var pixelSize: CGSize?

    package init(source: Source, creationDate: Date, identifier: UUID = UUID()) {
        self.source = source
        self.creationDate = creationDate
        localIdentifier = identifier.uuidString + "/L0/001"
        if case .image(let image) = source, let cg = image.cgImage {
            pixelSize = CGSize(width: cg.width, height: cg.height)
        }
    }

    /// The file's uniform type ("public.jpeg", "public.png"); an image in memory is written as a JPEG.
    package var uniformTypeIdentifier: String {
        guard case .file(let url) = source else { return "public.jpeg" }
        switch url.pathExtension.lowercased() {
        case "png": return "public.png"
        case "heic", "heif": return "public.heic"
        case "gif": return "public.gif"
        default: return "public.jpeg"
        }
    }

    /// The filename extension Photos gives the asset's file ("JPG", "PNG").
    package var fileExtension: String {
        switch uniformTypeIdentifier {
        case "public.png": return "PNG"
        case "public.heic": return "HEIC"
        case "public.gif": return "GIF"
        default: return "JPG"
        }
    }

    /// A thumbnail exactly `pixelSize` (filled, cropped about the centre), made once for each size.
    package func thumbnail(pixelSize size: CGSize) -> CGImage? {
        let key = Int(size.width) << 20 | Int(size.height)
        if let made = thumbnails[key] { return made }
        let made: CGImage?
        switch source {
        case .file(let url):
            do {
                let data = try Data(contentsOf: url)
                let result = try CGImage.thumbnail(of: data, name: url.path, filling: size)
                pixelSize = result.fullSize
                made = result.image
            } catch {
                uikitLog.error("The photo library cannot read \(url.path): \(error)")
                made = nil
            }
        case .image(let image):
            made = image.cgImage?.thumbnail(filling: size)
        }
        if let made { thumbnails[key] = made }
        return made
    }

    /// The whole photo, decoded now (the picker asks once, when it is chosen).
    package func fullImage() -> UIImage? {
        switch source {
        case .file(let url):
            guard let image = UIImage(contentsOfFile: url.path) else {
                uikitLog.error("The photo library cannot read \(url.path)")
                return nil
            }
            if let cg = image.cgImage { pixelSize = CGSize(width: cg.width, height: cg.height) }
            return image
        case .image(let image):
            return image
        }
    }

    /// The photo's bytes as a file holds them (for `UIImagePickerController.InfoKey.imageURL`).
    package func fileData(of image: UIImage) -> Data? {
        if case .file(let url) = source, let data = try? Data(contentsOf: url) { return data }
        return image.jpegData(compressionQuality: 0.9)
    }
}
