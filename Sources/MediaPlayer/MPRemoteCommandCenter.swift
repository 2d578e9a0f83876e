import Foundation
import UIKit

/// The system's playback controls for the app, one set per device.
@preconcurrency @MainActor open class MPRemoteCommandCenter: NSObject {
    public let playCommand = MPRemoteCommand()
    public let pauseCommand = MPRemoteCommand()
    public let stopCommand = MPRemoteCommand()
    public let togglePlayPauseCommand = MPRemoteCommand()
    public let nextTrackCommand = MPRemoteCommand()
    public let previousTrackCommand = MPRemoteCommand()
    public let seekForwardCommand = MPRemoteCommand()
    public let seekBackwardCommand = MPRemoteCommand()
    public let skipForwardCommand = MPSkipIntervalCommand()
    public let skipBackwardCommand = MPSkipIntervalCommand()
    public let changePlaybackPositionCommand = MPChangePlaybackPositionCommand()
    public let changePlaybackRateCommand = MPChangePlaybackRateCommand()
    public let likeCommand = MPFeedbackCommand()
    public let dislikeCommand = MPFeedbackCommand()
    public let bookmarkCommand = MPFeedbackCommand()
    public let changeRepeatModeCommand = MPRemoteCommand()
    public let changeShuffleModeCommand = MPRemoteCommand()
    public let enableLanguageOptionCommand = MPRemoteCommand()
    public let disableLanguageOptionCommand = MPRemoteCommand()

    override init() { super.init() }

    /// The device's center.
    open class func shared() -> MPRemoteCommandCenter {
        UIKitEnvironment.current.service(MPRemoteCommandCenter.self) { _ in MPRemoteCommandCenter() }
    }
}
