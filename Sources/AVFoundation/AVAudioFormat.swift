import Foundation
import CoreMedia

/// A sound's format: its sample rate, channels and encoding, as recorders' settings and players
/// describe it.
open class AVAudioFormat: NSObject {
    public let sampleRate: Double
    public let channelCount: UInt32
    public let commonFormat: AVAudioCommonFormat
    public let isInterleaved: Bool
    /// `AVFormatIDKey`'s value (`kAudioFormatLinearPCM`, `kAudioFormatMPEG4AAC` …).
    let formatID: AudioFormatID
    private let extra: [String: Any]

    /// 32-bit float, deinterleaved: the format iOS's audio engine uses.
    public convenience init?(standardFormatWithSampleRate sampleRate: Double, channels: UInt32) {
        self.init(commonFormat: .pcmFormatFloat32, sampleRate: sampleRate, channels: channels, interleaved: false)
    }

    public init?(commonFormat format: AVAudioCommonFormat, sampleRate: Double, channels: UInt32, interleaved: Bool) {
        guard sampleRate > 0, channels > 0, format != .otherFormat else { return nil }
        self.sampleRate = sampleRate
        channelCount = channels
        commonFormat = format
        isInterleaved = interleaved
        formatID = kAudioFormatLinearPCM
        extra = [:]
        super.init()
    }

    /// From a recorder's settings (`AVFormatIDKey`, `AVSampleRateKey`, `AVNumberOfChannelsKey` …);
    /// nil without a rate and channels.
    public init?(settings: [String: Any]) {
        func number(_ key: String) -> Double? { settingsNumber(settings[key]) }
        guard let rate = number(AVSampleRateKey), let channels = number(AVNumberOfChannelsKey), rate > 0, channels > 0 else { return nil }
        sampleRate = rate
        channelCount = UInt32(channels)
        formatID = number(AVFormatIDKey).map { AudioFormatID($0) } ?? kAudioFormatLinearPCM
        commonFormat = formatID == kAudioFormatLinearPCM ? .pcmFormatInt16 : .otherFormat
        isInterleaved = true
        extra = settings
        super.init()
    }

    /// The settings a recorder takes for this format.
    open var settings: [String: Any] {
        var values = extra
        values[AVFormatIDKey] = Int(formatID)
        values[AVSampleRateKey] = sampleRate
        values[AVNumberOfChannelsKey] = Int(channelCount)
        return values
    }

    open var isStandard: Bool { commonFormat == .pcmFormatFloat32 && !isInterleaved }

    open var formatDescription: CMAudioFormatDescription {
        let id = String(bytes: withUnsafeBytes(of: formatID.bigEndian) { Array($0) }, encoding: .ascii) ?? "\(formatID)"
        return CMFormatDescription(mediaType: "soun", details: ["mSampleRate": "\(sampleRate)", "mFormatID": "'\(id)'",
                                                              "mChannelsPerFrame": "\(channelCount)"])
    }

    open override var description: String {
        "<AVAudioFormat: \(channelCount) ch, \(Int(sampleRate)) Hz, \(commonFormat == .otherFormat ? "compressed" : "\(commonFormat)")>"
    }
}
