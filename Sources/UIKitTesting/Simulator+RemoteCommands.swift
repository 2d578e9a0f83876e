import Foundation
import UIKit
import MediaPlayer

/// The system's playback controls, as a person uses them on the lock screen, in Control Center or
/// with headphones' buttons.
extension Simulator {
    /// A control the system sends the app.
    public enum RemoteCommand: Sendable {
        case play, pause, stop, togglePlayPause, nextTrack, previousTrack, like, dislike, bookmark
        case skipForward(TimeInterval), skipBackward(TimeInterval), changePlaybackPosition(TimeInterval)
    }

    /// Sends `command` to the app's handlers: the last handler's status, or nil when the command is
    /// disabled or has none (the system would not show it).
    @discardableResult
    public func sendRemoteCommand(_ command: RemoteCommand) -> MPRemoteCommandHandlerStatus? {
        use()
        let center = MPRemoteCommandCenter.shared(), now = environment.clock.now
        let status: MPRemoteCommandHandlerStatus?
        switch command {
        case .play: status = center.playCommand.deliver(at: now)
        case .pause: status = center.pauseCommand.deliver(at: now)
        case .stop: status = center.stopCommand.deliver(at: now)
        case .togglePlayPause: status = center.togglePlayPauseCommand.deliver(at: now)
        case .nextTrack: status = center.nextTrackCommand.deliver(at: now)
        case .previousTrack: status = center.previousTrackCommand.deliver(at: now)
        case .like: status = center.likeCommand.deliver(at: now)
        case .dislike: status = center.dislikeCommand.deliver(at: now)
        case .bookmark: status = center.bookmarkCommand.deliver(at: now)
        case .skipForward(let s): status = center.skipForwardCommand.deliver(at: now, interval: s)
        case .skipBackward(let s): status = center.skipBackwardCommand.deliver(at: now, interval: s)
        case .changePlaybackPosition(let t): status = center.changePlaybackPositionCommand.deliver(at: now, position: t)
        }
        runFrame()
        return status
    }

    /// What the lock screen shows as playing (the app's `MPNowPlayingInfoCenter.default().nowPlayingInfo`).
    public var nowPlayingInfo: [String: Any]? {
        use()
        return MPNowPlayingInfoCenter.default().nowPlayingInfo
    }
}
