import Foundation
import SnapshotTesting
import UIKit

extension Diffing where Value == UIImage {
    /// A pixel-diffing strategy for images that requires a 100 % match.
    public static var image: Diffing { .image() }

    /// A pixel-diffing strategy for images, as on iOS.
    ///
    /// - Parameters:
    ///   - precision: The fraction of pixels that must match.
    ///   - perceptualPrecision: How closely a pixel must match to count (CIE94 ΔE); 0.98–0.99 is
    ///     about the precision of the human eye.
    ///   - scale: The scale of the reference image on disk (default: read as the snapshot's).
    /// On a mismatch the reference, the new image and their difference are written as PNGs to
    /// `SNAPSHOT_ARTIFACTS` (or the temporary folder), and the message says where.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Diffing {
        let toData: (UIImage) -> Data = { $0.pngData() ?? Data() }
        return .diff(
            toData: toData,
            fromData: { UIImage(data: $0, scale: scale ?? 1) ?? UIImage() }
        ) { old, new in
            guard let message = ImageComparison.compare(old, new, precision: precision, perceptualPrecision: perceptualPrecision)
            else { return nil }
            var attachments: [DiffAttachment] = [.data(toData(old), name: "reference.png"), .data(toData(new), name: "failure.png")]
            if let difference = ImageComparison.difference(old, new) {
                attachments.append(.data(toData(difference), name: "difference.png"))
            }
            let written = writeArtifacts(attachments)
            return (written.map { "\(message)\n\nReference, failure and difference written to \($0)" } ?? message, attachments)
        }
    }

    /// Linux test runners show no attachments: the PNGs go to a folder of their own.
    static func writeArtifacts(_ attachments: [DiffAttachment]) -> String? {
        let base = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()
        let dir = URL(fileURLWithPath: base).appendingPathComponent("UIKitSnapshotTesting-\(UUID().uuidString.prefix(8))")
        do {
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            for case let .data(data, name) in attachments { try data.write(to: dir.appendingPathComponent(name)) }
            return dir.path
        } catch {
            return nil
        }
    }
}

extension Snapshotting where Value == UIImage, Format == UIImage {
    /// Images compared pixel by pixel.
    public static var image: Snapshotting { .image() }

    /// Images compared with a precision (see `Diffing.image(precision:perceptualPrecision:scale:)`).
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Snapshotting {
        .init(pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale))
    }
}
