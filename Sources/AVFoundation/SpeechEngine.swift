import Foundation
import UIKit
@_implementationOnly import CEspeak

/// Speech from eSpeak NG, synthesized whole and at once (its synchronous mode): the samples and
/// the time each word starts, so a synthesizer can play them and tell its delegate on the device's
/// clock. eSpeak NG keeps one engine per process: this is it (a static, listed in Architecture.md).
@MainActor enum SpeechEngine {
    struct Word {
        /// Characters of the spoken string (UTF-16, as `NSRange`s count).
        let range: NSRange
        let time: TimeInterval
    }

    struct Voice {
        let identifier: String
        let name: String
        /// BCP 47 (`en-US`), as iOS names voices' languages.
        let language: String
    }

    private static var sampleRate: Int32 = 0
    nonisolated(unsafe) private static var samples: [Int16] = []
    nonisolated(unsafe) private static var words: [(position: Int32, length: Int32, ms: Int32)] = []

    /// Starts the engine the first time; false when its data is missing.
    private static func start() -> Bool {
        if sampleRate > 0 { return true }
        let rate = espeak_Initialize(AUDIO_OUTPUT_SYNCHRONOUS, 0, nil, Int32(espeakINITIALIZE_DONT_EXIT))
        guard rate > 0 else {
            avLog.error("AVSpeechSynthesizer: eSpeak NG did not start (is espeak-ng-data installed?)")
            return false
        }
        sampleRate = rate
        espeak_SetSynthCallback { wave, count, event in
            if let wave, count > 0 { SpeechEngine.samples.append(contentsOf: UnsafeBufferPointer(start: wave, count: Int(count))) }
            var e = event
            while let current = e, current.pointee.type != espeakEVENT_LIST_TERMINATED {
                if current.pointee.type == espeakEVENT_WORD {
                    SpeechEngine.words.append((current.pointee.text_position, current.pointee.length, current.pointee.audio_position))
                }
                e = current + 1
            }
            return 0
        }
        return true
    }

    /// The voices eSpeak NG has, by language.
    static var voices: [Voice] {
        guard start(), let list = espeak_ListVoices(nil) else { return [] }
        var found: [Voice] = []
        var i = 0
        while let voice = list[i] {
            i += 1
            // `languages` is a priority byte, a name, a zero … : the first name is the voice's language.
            guard let languages = voice.pointee.languages, let name = voice.pointee.name else { continue }
            let code = String(cString: languages + 1)
            let parts = code.split(separator: "-")
            let language = parts.count > 1 ? "\(parts[0])-\(parts[1].uppercased())" : code
            found.append(Voice(identifier: "org.espeak-ng.voice.\(code)", name: String(cString: name), language: language))
        }
        return found
    }

    /// `text` spoken by the voice for `language` at `wordsPerMinute` and `pitch` (0–100, 50 normal).
    static func synthesize(_ text: String, language: String, wordsPerMinute: Int, pitch: Int, volume: Float)
        -> (audio: PCMAudio, words: [Word])? {
        guard start() else { return nil }
        let code = language.lowercased()
        if espeak_SetVoiceByName(code) != EE_OK, espeak_SetVoiceByName(String(code.prefix(2))) != EE_OK {
            _ = espeak_SetVoiceByName("en-us")
        }
        espeak_SetParameter(espeakRATE, Int32(wordsPerMinute), 0)
        espeak_SetParameter(espeakPITCH, Int32(pitch), 0)
        espeak_SetParameter(espeakVOLUME, Int32(max(0, min(1, volume)) * 100), 0)
        samples = []
        words = []
        let bytes = Array(text.utf8CString)
        bytes.withUnsafeBytes { raw in
            _ = espeak_Synth(raw.baseAddress, raw.count, 0, POS_CHARACTER, 0, UInt32(espeakCHARS_UTF8), nil, nil)
        }
        espeak_Synchronize()
        let scalars = Array(text.unicodeScalars)
        func utf16Offset(ofScalar index: Int) -> Int {
            scalars.prefix(max(0, min(index, scalars.count))).reduce(0) { $0 + $1.utf16.count }
        }
        // eSpeak counts characters (scalars) from 1.
        let spoken = words.map { w in
            let start = utf16Offset(ofScalar: Int(w.position) - 1)
            return Word(range: NSRange(location: start, length: utf16Offset(ofScalar: Int(w.position - 1 + w.length)) - start),
                        time: Double(w.ms) / 1000)
        }
        let audio = PCMAudio(samples: samples.map { Float($0) / 32_768 }, channels: 1, sampleRate: Int(sampleRate))
        return (audio, spoken)
    }
}
