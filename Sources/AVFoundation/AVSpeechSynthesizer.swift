import Foundation
import UIKit

/// Speaks utterances one after another, in eSpeak NG's voices: the delegate hears `didStart`, then
/// `willSpeakRangeOfSpeechString` as each word begins, then `didFinish`, on the device's clock (a
/// Simulator's, as the test advances it). A live app hears the voice through SDL; a Simulator is silent.
@preconcurrency @MainActor open class AVSpeechSynthesizer: NSObject {
    open weak var delegate: (any AVSpeechSynthesizerDelegate)?
    open private(set) var isSpeaking = false
    open private(set) var isPaused = false
    open var usesApplicationAudioSession = true
    open var mixToTelephonyUplink = false

    private let environment: UIKitEnvironment
    private var queue: [AVSpeechUtterance] = []
    /// The utterance being spoken, its sound and words, and how far into it the voice is.
    private var current: (utterance: AVSpeechUtterance, audio: PCMAudio, words: [SpeechEngine.Word])?
    private var elapsed: TimeInterval = 0
    private var anchor: TimeInterval = 0
    private var work: [Int] = []
    private var voice: Int?

    public override init() {
        environment = UIKitEnvironment.current
        super.init()
    }

    /// Adds `utterance` to the queue; it is spoken after those before it.
    open func speak(_ utterance: AVSpeechUtterance) {
        queue.append(utterance)
        isSpeaking = true
        if current == nil, !isPaused { environment.scheduleSystemWork(after: utterance.preUtteranceDelay, ambient: true) { [weak self] in self?.startNext() } }
    }

    /// Stops and empties the queue: the delegate hears `didCancel` for the one being spoken.
    @discardableResult
    open func stopSpeaking(at boundary: AVSpeechBoundary) -> Bool {
        guard isSpeaking else { return false }
        halt()
        queue = []
        isSpeaking = false
        isPaused = false
        if let spoken = current?.utterance {
            current = nil
            delegate?.speechSynthesizer(self, didCancel: spoken)
        }
        return true
    }

    @discardableResult
    open func pauseSpeaking(at boundary: AVSpeechBoundary) -> Bool {
        guard let current, !isPaused else { return false }
        if boundary == .word, let next = current.words.first(where: { $0.time > position }) {
            work.append(environment.scheduleSystemWork(after: next.time - position, ambient: true) { [weak self] in self?.pauseNow() })
            return true
        }
        pauseNow()
        return true
    }

    @discardableResult
    open func continueSpeaking() -> Bool {
        guard isPaused else { return false }
        isPaused = false
        guard let current else { startNext(); return true }
        delegate?.speechSynthesizer(self, didContinue: current.utterance)
        play(from: elapsed)
        return true
    }

    // MARK: Speaking

    private var position: TimeInterval { isPaused || current == nil ? elapsed : elapsed + environment.clock.now - anchor }

    private func startNext() {
        guard current == nil, !isPaused else { return }
        guard !queue.isEmpty else { isSpeaking = false; return }
        let utterance = queue.removeFirst()
        let language = utterance.voice?.language ?? AVSpeechSynthesisVoice.currentLanguageCode()
        guard let speech = SpeechEngine.synthesize(utterance.speechString, language: language, wordsPerMinute: utterance.wordsPerMinute,
                                                   pitch: Int(50 * min(max(utterance.pitchMultiplier, 0.5), 2)),
                                                   volume: utterance.volume) else {
            isSpeaking = false
            return
        }
        current = (utterance, speech.audio, speech.words)
        delegate?.speechSynthesizer(self, didStart: utterance)
        play(from: 0)
    }

    /// The voice from `start` seconds in, with each later word and the end on the clock.
    private func play(from start: TimeInterval) {
        guard let current else { return }
        elapsed = start
        anchor = environment.clock.now
        if let voice { environment.backend.stopVoice(voice) }
        voice = environment.backend.startVoice(current.audio, from: start, volume: current.utterance.volume)
        for word in current.words where word.time >= start {
            work.append(environment.scheduleSystemWork(after: word.time - start, ambient: true) { [weak self] in
                guard let self, let spoken = self.current?.utterance else { return }
                self.delegate?.speechSynthesizer(self, willSpeakRangeOfSpeechString: word.range, utterance: spoken)
            })
        }
        work.append(environment.scheduleSystemWork(after: current.audio.duration - start, ambient: true) { [weak self] in self?.finish() })
    }

    private func finish() {
        guard let spoken = current?.utterance else { return }
        halt()
        current = nil
        delegate?.speechSynthesizer(self, didFinish: spoken)
        if queue.isEmpty {
            isSpeaking = false
        } else {
            let delay = spoken.postUtteranceDelay + queue[0].preUtteranceDelay
            environment.scheduleSystemWork(after: delay, ambient: true) { [weak self] in self?.startNext() }
        }
    }

    private func pauseNow() {
        guard let current, !isPaused else { return }
        elapsed = position
        halt()
        isPaused = true
        delegate?.speechSynthesizer(self, didPause: current.utterance)
    }

    private func halt() {
        for id in work { environment.cancelSystemWork(id) }
        work = []
        if let voice { environment.backend.stopVoice(voice) }
        voice = nil
    }
}
