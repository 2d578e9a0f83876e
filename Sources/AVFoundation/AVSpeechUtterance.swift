import Foundation

/// iOS's speech rates: 0 slowest, 1 fastest, 0.5 the default.
public let AVSpeechUtteranceMinimumSpeechRate: Float = 0
public let AVSpeechUtteranceMaximumSpeechRate: Float = 1
public let AVSpeechUtteranceDefaultSpeechRate: Float = 0.5
/// An attributed string's key for a word's pronunciation in IPA (eSpeak NG reads the words as written).
public let AVSpeechSynthesisIPANotationAttribute = "AVSpeechSynthesisIPANotationAttribute"
/// The macOS voice "Alex": not an iOS voice that is there by default, so `AVSpeechSynthesisVoice(identifier:)` gives nil, as on a device without it.
public let AVSpeechSynthesisVoiceIdentifierAlex = "com.apple.speech.voice.Alex"

/// Text to speak, with its voice, rate, pitch, volume and pauses.
@preconcurrency @MainActor open class AVSpeechUtterance: NSObject {
    public let speechString: String
    public let attributedSpeechString: NSAttributedString
    open var voice: AVSpeechSynthesisVoice?
    open var rate: Float = AVSpeechUtteranceDefaultSpeechRate
    /// 0.5 to 2.
    open var pitchMultiplier: Float = 1
    open var volume: Float = 1
    open var preUtteranceDelay: TimeInterval = 0
    open var postUtteranceDelay: TimeInterval = 0
    open var prefersAssistiveTechnologySettings = false

    public init(string: String) {
        speechString = string
        attributedSpeechString = NSAttributedString(string: string)
        super.init()
    }

    public init(attributedString: NSAttributedString) {
        speechString = attributedString.string
        attributedSpeechString = attributedString
        super.init()
    }

    /// eSpeak NG's words per minute for `rate`: 0.5 is its normal 175, 0 its slowest and 1 its fastest.
    var wordsPerMinute: Int {
        let r = Double(min(max(rate, AVSpeechUtteranceMinimumSpeechRate), AVSpeechUtteranceMaximumSpeechRate))
        return Int(r <= 0.5 ? 80 + 95 * r / 0.5 : 175 + 275 * (r - 0.5) / 0.5)
    }
}
