import Foundation
import UIKit

extension WKWebView {
    /// An image of the page as the engine draws it now: the configuration's rectangle of the view
    /// (all of it when null), `snapshotWidth` points wide (the rectangle's width when nil), at the
    /// device's scale.
    public func takeSnapshot(with snapshotConfiguration: WKSnapshotConfiguration?, completionHandler: @escaping (UIImage?, Error?) -> Void) {
        guard let page = ensurePage() else {
            completionHandler(nil, WKError.make(.webViewInvalidated, "The WKWebView was invalidated"))
            return
        }
        let rect = snapshotConfiguration?.rect.isNull == false ? snapshotConfiguration!.rect : bounds
        let width = snapshotConfiguration?.snapshotWidth.map { CGFloat($0.doubleValue) } ?? rect.width
        let scale = self.scale
        page.snapshot { image in
            guard let image, rect.width > 0, rect.height > 0 else {
                completionHandler(nil, WKError.make(.unknown, "An unknown error occurred"))
                return
            }
            let full = UIImage(cgImage: image, scale: scale, orientation: .up)
            let size = CGSize(width: width, height: rect.height * width / rect.width)
            let format = UIGraphicsImageRendererFormat()
            format.scale = scale
            let shot = UIGraphicsImageRenderer(size: size, format: format).image { _ in
                let k = width / rect.width
                full.draw(in: CGRect(x: -rect.minX * k, y: -rect.minY * k, width: self.bounds.width * k, height: self.bounds.height * k))
            }
            completionHandler(shot, nil)
        }
    }

    /// The async form.
    public func takeSnapshot(configuration: WKSnapshotConfiguration?) async throws -> UIImage {
        try await withCheckedThrowingContinuation { (c: CheckedContinuation<SendableImage, Error>) in
            takeSnapshot(with: configuration) { image, error in
                if let image { c.resume(returning: SendableImage(image: image)) } else { c.resume(throwing: error ?? WKError(.unknown)) }
            }
        }.image
    }
}

/// An image handed across a continuation (all on the main actor).
struct SendableImage: @unchecked Sendable {
    var image: UIImage
}
