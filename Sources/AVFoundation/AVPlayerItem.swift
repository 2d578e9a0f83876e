import Foundation
import CoreGraphics
import CoreMedia

/// What a player plays: an asset and where in it the player is. Its `status` becomes
/// `.readyToPlay` (or `.failed`, with `error`) once a player has loaded it, a moment after, as on iOS.
@preconcurrency @MainActor open class AVPlayerItem: NSObject {
    public enum Status: Int, Sendable { case unknown, readyToPlay, failed }

    /// Posted (object: the item) when its player reaches its end.
    nonisolated public static let didPlayToEndTimeNotification = Notification.Name("AVPlayerItemDidPlayToEndTimeNotification")
    nonisolated public static let failedToPlayToEndTimeNotification = Notification.Name("AVPlayerItemFailedToPlayToEndTimeNotification")

    public let asset: AVAsset
    open private(set) var status: Status = .unknown
    open private(set) var error: Error?
    /// The player it is the current item of.
    weak var player: AVPlayer?

    public init(asset: AVAsset) {
        self.asset = asset
        super.init()
    }

    public convenience init(url URL: URL) { self.init(asset: AVURLAsset(url: URL)) }

    /// `.indefinite` until the item is ready, as iOS reports it.
    open var duration: CMTime { status == .readyToPlay ? asset.duration : .indefinite }
    open var presentationSize: CGSize {
        guard status == .readyToPlay, case .success(let video) = asset.file else { return .zero }
        return video.size
    }

    open func currentTime() -> CMTime { player?.currentItem === self ? player!.currentTime() : .zero }

    open func seek(to time: CMTime, completionHandler: ((Bool) -> Void)? = nil) {
        if player?.currentItem === self { player?.seek(to: time, completionHandler: completionHandler ?? { _ in }) }
    }

    /// Opens the asset's file: ready, or failed with the error.
    func load() {
        guard status == .unknown else { return }
        switch asset.file {
        case .success: status = .readyToPlay
        case .failure(let e):
            error = e
            status = .failed
        }
    }

    var seconds: TimeInterval { (try? asset.file.get())?.duration ?? 0 }
    func image(at time: TimeInterval) -> CGImage? { (try? asset.file.get())?.image(at: time) }
}

extension Notification.Name {
    /// `Notification.Name.AVPlayerItemDidPlayToEndTime`, as Swift 4.2 code names it.
    public static let AVPlayerItemDidPlayToEndTime = AVPlayerItem.didPlayToEndTimeNotification
}
