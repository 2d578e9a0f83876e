import Foundation
import UIKit

/// How the app uses audio (its category, mode and options), whether its session is active, and the
/// microphone permission: the app's one session, `sharedInstance()`. On Linux the category changes
/// nothing audible; it is kept and reported, as apps read it back.
@preconcurrency @MainActor open class AVAudioSession: NSObject {
    private static let shared = AVAudioSession()

    /// The app's audio session.
    open class func sharedInstance() -> AVAudioSession { shared }

    open private(set) var category: Category = .soloAmbient
    open private(set) var mode: Mode = .default
    open private(set) var categoryOptions: CategoryOptions = []
    open private(set) var isActive = false
    open var isOtherAudioPlaying: Bool { false }
    open var secondaryAudioShouldBeSilencedHint: Bool { false }
    /// The system's output volume (the side buttons' setting), 0 to 1.
    open var outputVolume: Float { 0.5 }
    open var sampleRate: Double { 48_000 }
    open private(set) var preferredSampleRate: Double = 0
    open var outputLatency: TimeInterval { 0.005 }
    open var ioBufferDuration: TimeInterval { 0.023 }

    open func setCategory(_ category: Category) throws { self.category = category }
    open func setCategory(_ category: Category, options: CategoryOptions = []) throws {
        self.category = category
        categoryOptions = options
    }
    open func setCategory(_ category: Category, mode: Mode, options: CategoryOptions = []) throws {
        self.category = category
        self.mode = mode
        categoryOptions = options
    }
    open func setMode(_ mode: Mode) throws { self.mode = mode }
    open func setActive(_ active: Bool) throws { isActive = active }
    open func setActive(_ active: Bool, options: SetActiveOptions = []) throws { isActive = active }
    open func setPreferredSampleRate(_ sampleRate: Double) throws { preferredSampleRate = sampleRate }

    // MARK: The microphone

    /// Whether the user let the app record.
    open var recordPermission: RecordPermission {
        switch UIKitEnvironment.current.privacy.decision(for: "microphone") {
        case true?: .granted
        case false?: .denied
        case nil: .undetermined
        }
    }

    /// Asks the user, once, to let the app use the microphone ("“App” Would Like to Access the
    /// Microphone" with Info.plist's `NSMicrophoneUsageDescription`; without it, iOS's crash).
    open func requestRecordPermission(_ response: @escaping (Bool) -> Void) {
        let environment = UIKitEnvironment.current
        environment.askPermission("microphone", usageKey: "NSMicrophoneUsageDescription",
                                  title: "“\(environment.appDisplayName)” Would Like to Access the Microphone", answer: response)
    }

    // MARK: Types

    /// What the app's audio is for.
    /// The route now: the microphone in while the category records, the speaker out (the receiver
    /// for play-and-record).
    open var currentRoute: AVAudioSessionRouteDescription {
        let records = category == .record || category == .playAndRecord
        let microphone = AVAudioSessionPortDescription(.builtInMic, "iPhone Microphone", "Built-In Microphone")
        let output = category == .playAndRecord ? AVAudioSessionPortDescription(.builtInReceiver, "Receiver", "Built-In Receiver")
            : AVAudioSessionPortDescription(.builtInSpeaker, "Speaker", "Built-In Speaker")
        return AVAudioSessionRouteDescription(inputs: records ? [microphone] : [], outputs: category == .record ? [] : [output])
    }

    open var availableInputs: [AVAudioSessionPortDescription]? { [AVAudioSessionPortDescription(.builtInMic, "iPhone Microphone", "Built-In Microphone")] }

    /// A kind of audio port.
    public struct Port: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let builtInMic = Port(rawValue: "MicrophoneBuiltIn")
        public static let builtInSpeaker = Port(rawValue: "Speaker")
        public static let builtInReceiver = Port(rawValue: "Receiver")
        public static let headphones = Port(rawValue: "Headphones")
        public static let bluetoothA2DP = Port(rawValue: "BluetoothA2DPOutput")
    }

    public struct Category: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
        public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
        public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
        public static let record = Category(rawValue: "AVAudioSessionCategoryRecord")
        public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
        public static let multiRoute = Category(rawValue: "AVAudioSessionCategoryMultiRoute")
    }

    /// A specialisation of the category.
    public struct Mode: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
        public static let voiceChat = Mode(rawValue: "AVAudioSessionModeVoiceChat")
        public static let gameChat = Mode(rawValue: "AVAudioSessionModeGameChat")
        public static let videoRecording = Mode(rawValue: "AVAudioSessionModeVideoRecording")
        public static let measurement = Mode(rawValue: "AVAudioSessionModeMeasurement")
        public static let moviePlayback = Mode(rawValue: "AVAudioSessionModeMoviePlayback")
        public static let videoChat = Mode(rawValue: "AVAudioSessionModeVideoChat")
        public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
        public static let voicePrompt = Mode(rawValue: "AVAudioSessionModeVoicePrompt")
    }

    public struct CategoryOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let mixWithOthers = CategoryOptions(rawValue: 0x1)
        public static let duckOthers = CategoryOptions(rawValue: 0x2)
        public static let allowBluetooth = CategoryOptions(rawValue: 0x4)
        public static let defaultToSpeaker = CategoryOptions(rawValue: 0x8)
        public static let interruptSpokenAudioAndMixWithOthers = CategoryOptions(rawValue: 0x11)
        public static let allowBluetoothA2DP = CategoryOptions(rawValue: 0x20)
        public static let allowAirPlay = CategoryOptions(rawValue: 0x40)
        public static let overrideMutedMicrophoneInterruption = CategoryOptions(rawValue: 0x80)
    }

    public struct SetActiveOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
    }

    public enum RecordPermission: UInt, Sendable {
        case undetermined = 1970168948 // 'undt'
        case denied = 1684369017 // 'deny'
        case granted = 1735552628 // 'grnt'
    }
}
