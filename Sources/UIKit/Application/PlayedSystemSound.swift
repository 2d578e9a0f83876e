import Foundation
import QuartzCore

/// A system sound an app played (`AudioServicesPlaySystemSound`), as a device records it.
public struct PlayedSystemSound: Sendable, Equatable {
    /// The sound's `SystemSoundID`: one the app created from a file, or one of iOS's own
    /// (`kSystemSoundID_Vibrate` is 4095).
    public let soundID: UInt32
    /// The file the app created the sound from; nil for iOS's own sounds.
    public let file: URL?
    /// Played with `AudioServicesPlayAlertSound` (which also vibrates on an iPhone).
    public let isAlert: Bool
    /// When it started, on the device's clock.
    public let time: CFTimeInterval
    /// How long it plays, in seconds (0 for iOS's own sounds, which Linux does not have).
    public let duration: TimeInterval
}
