import Foundation
import UIKit

/// What the lock screen and Control Center show as playing: the app's `nowPlayingInfo`
/// (`MPMediaItemPropertyTitle`, `…Artist`, `MPNowPlayingInfoPropertyElapsedPlaybackTime` …), one per device.
@preconcurrency @MainActor open class MPNowPlayingInfoCenter: NSObject {
    open var nowPlayingInfo: [String: Any]?
    open var playbackState: MPNowPlayingPlaybackState = .unknown

    override init() { super.init() }

    open class func `default`() -> MPNowPlayingInfoCenter {
        UIKitEnvironment.current.service(MPNowPlayingInfoCenter.self) { _ in MPNowPlayingInfoCenter() }
    }
}

public enum MPNowPlayingPlaybackState: UInt, Sendable { case unknown, playing, paused, stopped, interrupted }

public let MPMediaItemPropertyTitle = "title"
public let MPMediaItemPropertyArtist = "artist"
public let MPMediaItemPropertyAlbumTitle = "albumTitle"
public let MPMediaItemPropertyPlaybackDuration = "playbackDuration"
public let MPMediaItemPropertyArtwork = "artwork"
public let MPNowPlayingInfoPropertyElapsedPlaybackTime = "MPNowPlayingInfoPropertyElapsedPlaybackTime"
public let MPNowPlayingInfoPropertyPlaybackRate = "MPNowPlayingInfoPropertyPlaybackRate"
public let MPNowPlayingInfoPropertyDefaultPlaybackRate = "MPNowPlayingInfoPropertyDefaultPlaybackRate"
