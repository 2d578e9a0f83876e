import Foundation

// What the audio session tells the app: interruptions (a call, an alarm; `Simulator.beginAudioInterruption`),
// route changes, and the hint that another app's audio has started. The notification names and
// keys are iOS's strings, which a Simulator posts without naming AVFoundation.
extension AVAudioSession {
    nonisolated public static let interruptionNotification = Notification.Name("AVAudioSessionInterruptionNotification")
    nonisolated public static let routeChangeNotification = Notification.Name("AVAudioSessionRouteChangeNotification")
    nonisolated public static let silenceSecondaryAudioHintNotification = Notification.Name("AVAudioSessionSilenceSecondaryAudioHintNotification")
    nonisolated public static let mediaServicesWereResetNotification = Notification.Name("AVAudioSessionMediaServicesWereResetNotification")
    nonisolated public static let mediaServicesWereLostNotification = Notification.Name("AVAudioSessionMediaServicesWereLostNotification")

    public enum InterruptionType: UInt, Sendable { case began = 1, ended = 0 }

    public struct InterruptionOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let shouldResume = InterruptionOptions(rawValue: 1)
    }

    public enum InterruptionReason: UInt, Sendable { case `default` = 0, appWasSuspended, builtInMicMuted }

    public enum SilenceSecondaryAudioHintType: UInt, Sendable { case begin = 1, end = 0 }

    public enum RouteChangeReason: UInt, Sendable {
        case unknown = 0, newDeviceAvailable, oldDeviceUnavailable, categoryChange, override, wakeFromSleep = 6,
             noSuitableRouteForCategory, routeConfigurationChange
    }

    public enum PromptStyle: UInt, Sendable { case none = 0x6E6F_6E65, short = 0x73686F72, normal = 0x6E726D6C }

    /// The categories this device offers (all of them).
    public var availableCategories: [Category] { [.ambient, .soloAmbient, .playback, .record, .playAndRecord, .multiRoute] }
    public var availableModes: [Mode] { [.default, .voiceChat, .gameChat, .videoRecording, .measurement, .moviePlayback, .videoChat, .spokenAudio] }
    /// How navigation apps should speak prompts (normal: no call or Siri is in progress).
    public var promptStyle: PromptStyle { .normal }
}

public let AVAudioSessionInterruptionTypeKey = "AVAudioSessionInterruptionTypeKey"
public let AVAudioSessionInterruptionOptionKey = "AVAudioSessionInterruptionOptionKey"
public let AVAudioSessionInterruptionReasonKey = "AVAudioSessionInterruptionReasonKey"
public let AVAudioSessionSilenceSecondaryAudioHintTypeKey = "AVAudioSessionSilenceSecondaryAudioHintTypeKey"
public let AVAudioSessionRouteChangeReasonKey = "AVAudioSessionRouteChangeReasonKey"
public let AVAudioSessionRouteChangePreviousRouteKey = "AVAudioSessionRouteChangePreviousRouteKey"
