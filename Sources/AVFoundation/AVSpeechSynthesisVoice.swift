import Foundation

/// A voice of the speech synthesizer: here eSpeak NG's voices (Debian's espeak-ng-data), one per
/// language, named by BCP 47 codes as iOS names its voices' languages (`en-US`, `fr-FR`, `de`).
@preconcurrency @MainActor open class AVSpeechSynthesisVoice: NSObject {
    public let identifier: String
    public let name: String
    public let language: String
    public let quality: AVSpeechSynthesisVoiceQuality = .default

    init(_ voice: SpeechEngine.Voice) {
        identifier = voice.identifier
        name = voice.name
        language = voice.language
        super.init()
    }

    /// The voice for `languageCode` (`"en-US"`; a bare `"fr"` finds a French one); nil when there is
    /// none. With no code, the voice of the user's language.
    public convenience init?(language languageCode: String?) {
        let code = languageCode ?? AVSpeechSynthesisVoice.currentLanguageCode()
        let voices = SpeechEngine.voices
        guard let voice = voices.first(where: { $0.language.caseInsensitiveCompare(code) == .orderedSame })
                ?? voices.first(where: { $0.language.lowercased().hasPrefix(code.prefix(2).lowercased()) }) else { return nil }
        self.init(voice)
    }

    public convenience init?(identifier: String) {
        guard let voice = SpeechEngine.voices.first(where: { $0.identifier == identifier }) else { return nil }
        self.init(voice)
    }

    open class func speechVoices() -> [AVSpeechSynthesisVoice] { SpeechEngine.voices.map(AVSpeechSynthesisVoice.init) }

    /// The user's language as a voice's code (`en-US`).
    open class func currentLanguageCode() -> String {
        let locale = Locale.current
        let language = locale.language.languageCode?.identifier ?? "en"
        return locale.region.map { "\(language)-\($0.identifier)" } ?? language
    }
}
