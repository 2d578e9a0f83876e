import Foundation

/// A file shown with a notification (an image, a sound, a film).
open class UNNotificationAttachment: NSObject, @unchecked Sendable {
    public let identifier: String
    public let url: URL
    public let type: String

    /// An attachment of a file that exists; iOS's error (`UNError.attachmentInvalidURL`) otherwise.
    public init(identifier: String, url URL: URL, options: [AnyHashable: Any]? = nil) throws {
        guard URL.isFileURL, FileManager.default.fileExists(atPath: URL.path) else {
            throw UNError(.attachmentInvalidURL)
        }
        self.identifier = identifier
        url = URL
        let ext = URL.pathExtension.lowercased()
        type = ["png": "public.png", "jpg": "public.jpeg", "jpeg": "public.jpeg", "gif": "com.compuserve.gif",
                "mp3": "public.mp3", "wav": "com.microsoft.waveform-audio", "mp4": "public.mpeg-4", "mov": "com.apple.quicktime-movie"][ext] ?? "public.data"
    }
}
