import Foundation
import CoreMedia

/// A movie or sound, as AVFoundation models one: its duration and tracks. Made with
/// `AVAsset(url:)` or `AVURLAsset(url:)`; a file that is missing or cannot be read has no tracks
/// and a zero duration (an `AVPlayerItem` of it fails, with the error iOS gives).
open class AVAsset: NSObject {
    public convenience init(url URL: URL) { self.init(asset: URL) }
    /// Made as an `AVURLAsset` (Swift cannot return a subclass from a convenience initializer, so the
    /// base class keeps the URL's decoder itself).
    init(asset url: URL) {
        storedURL = url
        super.init()
    }

    let storedURL: URL?
    private var opened: Result<VideoFile, NSError>?

    /// The decoder of the asset's file.
    var file: Result<VideoFile, NSError> {
        if let opened { return opened }
        let result: Result<VideoFile, NSError>
        if let url = storedURL, FileManager.default.fileExists(atPath: url.path) {
            do { result = .success(try VideoFile(url: url)) } catch {
                avLog.error("AVAsset: \(error)")
                result = .failure(NSError(domain: AVFoundationErrorDomain, code: -11828,
                                          userInfo: [NSLocalizedDescriptionKey: "Cannot Open",
                                                     NSLocalizedFailureReasonErrorKey: "This media format is not supported."]))
            }
        } else {
            result = .failure(NSError(domain: NSURLErrorDomain, code: NSURLErrorFileDoesNotExist,
                                      userInfo: [NSLocalizedDescriptionKey: "The requested URL was not found on this server."]))
        }
        opened = result
        return result
    }

    open var duration: CMTime {
        guard case .success(let video) = file else { return .zero }
        return CMTime(seconds: video.duration, preferredTimescale: 600)
    }

    open var tracks: [AVAssetTrack] {
        guard case .success(let video) = file else { return [] }
        let range = CMTimeRange(start: .zero, duration: duration)
        var tracks = [AVAssetTrack(mediaType: .video, naturalSize: video.size, nominalFrameRate: Float(video.frameRate),
                                   timeRange: range, trackID: 1)]
        if video.hasAudio {
            tracks.append(AVAssetTrack(mediaType: .audio, naturalSize: .zero, nominalFrameRate: 0, timeRange: range, trackID: 2))
        }
        return tracks
    }

    open func tracks(withMediaType mediaType: AVMediaType) -> [AVAssetTrack] { tracks.filter { $0.mediaType == mediaType } }

    open var isPlayable: Bool { (try? file.get()) != nil }
    open var isReadable: Bool { isPlayable }
}

/// The error domain of AVFoundation's own errors.
public let AVFoundationErrorDomain = "AVFoundationErrorDomain"
