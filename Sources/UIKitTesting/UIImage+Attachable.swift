import Foundation
import Testing
import UIKit

/// A `UIImage` attached as PNG. UIImage is an open class, which Swift cannot make `Attachable`
/// directly (the protocol uses `Self` in `Attachment<Self>`), so attachments wrap it — the same
/// shape as Swift Testing's image attachments on Apple's platforms:
/// `Attachment.record(sim.screenshotImage(), named: "home")`.
public struct AttachablePNGImage: AttachableWrapper, @unchecked Sendable {
    public let wrappedValue: UIImage

    public init(_ image: UIImage) { wrappedValue = image }

    public var estimatedAttachmentByteCount: Int? { nil }

    public func withUnsafeBytes<R>(for attachment: borrowing Attachment<AttachablePNGImage>,
                                   _ body: (UnsafeRawBufferPointer) throws -> R) throws -> R {
        guard let png = wrappedValue.pngData() else { throw SnapshotError.encodingFailed }
        return try png.withUnsafeBytes(body)
    }

    public func preferredName(for attachment: borrowing Attachment<AttachablePNGImage>, basedOn suggestedName: String) -> String {
        suggestedName.hasSuffix(".png") ? suggestedName : suggestedName + ".png"
    }
}

extension Attachment where AttachableValue == AttachablePNGImage {
    public init(_ image: UIImage, named preferredName: String? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
        self.init(AttachablePNGImage(image), named: preferredName, sourceLocation: sourceLocation)
    }

    public static func record(_ image: UIImage, named preferredName: String? = nil,
                              sourceLocation: SourceLocation = #_sourceLocation) {
        Self.record(Attachment(image, named: preferredName, sourceLocation: sourceLocation), sourceLocation: sourceLocation)
    }
}
