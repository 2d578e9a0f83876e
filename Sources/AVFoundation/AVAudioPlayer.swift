import Foundation
import UIKit
import AudioToolbox

/// Plays a sound file or data: play, pause, stop, loops, volume, rate, the time played, meters. A
/// live app hears it through SDL (each player a voice of its own); a Simulator is silent and
/// keeps the player's time on its virtual clock, so `currentTime` advances as the test advances.
@preconcurrency @MainActor open class AVAudioPlayer: NSObject {
    private let audio: PCMAudio
    private let environment: UIKitEnvironment
    public let url: URL?
    public let data: Data?
    open weak var delegate: (any AVAudioPlayerDelegate)?
    /// How many times to play again after the first (-1: until stopped).
    open var numberOfLoops = 0
    open var volume: Float = 1 { didSet { if isPlaying { restartVoice() } } }
    open var pan: Float = 0
    /// Whether `rate` applies (set before `prepareToPlay`, as on iOS).
    open var enableRate = false
    /// 0.5 to 2: slower or faster playback, when `enableRate` is on.
    open var rate: Float = 1
    open var isMeteringEnabled = false
    open private(set) var isPlaying = false

    /// Seconds into the sound at `anchor` (the device's time it was last started or moved at).
    private var playhead: TimeInterval = 0
    private var anchor: TimeInterval = 0
    private var loopsLeft = 0
    private var endWork: Int?
    private var startWork: Int?
    private var voice: Int?
    private var meters: (average: [Float], peak: [Float]) = ([], [])
    private var interruptions: (any NSObjectProtocol)?

    /// A player for a sound file (CAF, WAV, AIFF, FLAC, Ogg, MP3; AAC and ALAC in M4A); throws iOS's `NSOSStatusErrorDomain`
    /// error when the file is missing or is not sound.
    public init(contentsOf url: URL) throws {
        self.url = url
        data = nil
        environment = UIKitEnvironment.current
        audio = try AVAudioPlayer.decode(url)
        super.init()
        pausesWhenInterrupted()
    }

    public convenience init(contentsOf url: URL, fileTypeHint utiString: String?) throws {
        try self.init(contentsOf: url)
    }

    /// A player for sound file data in memory.
    public init(data: Data) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("AVAudioPlayer-\(UUID().uuidString)")
        try data.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        url = nil
        self.data = data
        environment = UIKitEnvironment.current
        audio = try AVAudioPlayer.decode(file)
        super.init()
        pausesWhenInterrupted()
    }

    public convenience init(data: Data, fileTypeHint utiString: String?) throws { try self.init(data: data) }

    private static func decode(_ url: URL) throws -> PCMAudio {
        guard FileManager.default.fileExists(atPath: url.path) else {
            avLog.error("AVAudioPlayer: no file at \(url.path)")
            throw NSError(domain: NSOSStatusErrorDomain, code: 2_003_334_207) // 'wht?': file not found
        }
        do { return try SoundFile.read(url) } catch {
            // AAC and the other compressed formats iOS records (.m4a): FFmpeg.
            if let decoded = try? AudioEncoding.read(url) { return decoded }
            avLog.error("AVAudioPlayer: \(error)")
            throw NSError(domain: NSOSStatusErrorDomain, code: 1_954_115_647) // 'typ?': not a sound file
        }
    }

    /// A call or an alarm on the player's device pauses it, as iOS pauses players when their
    /// session is interrupted (the app plays again, if it wants to, when the interruption ends).
    private func pausesWhenInterrupted() {
        interruptions = NotificationCenter.default.addObserver(forName: AVAudioSession.interruptionNotification, object: nil,
                                                               queue: nil) { [weak self] (note: Notification) in
            let began = (note.userInfo?[AVAudioSessionInterruptionTypeKey] as? UInt) == AVAudioSession.InterruptionType.began.rawValue
            MainActor.assumeIsolated {
                guard let self, began, UIKitEnvironment.current === self.environment else { return }
                self.pause()
            }
        }
    }

    // MARK: What it plays

    /// Seconds the sound lasts.
    open var duration: TimeInterval { audio.duration }
    open var numberOfChannels: Int { audio.channels }
    open var format: AVAudioFormat {
        AVAudioFormat(commonFormat: .pcmFormatFloat32, sampleRate: Double(audio.sampleRate), channels: UInt32(audio.channels), interleaved: true)!
    }
    /// The device's audio clock, which `play(atTime:)` is measured on.
    open var deviceCurrentTime: TimeInterval { environment.clock.now }

    private var speed: Double { enableRate ? Double(min(max(rate, 0.5), 2)) : 1 }

    /// Where in the sound the player is, in seconds; setting it moves there (playing or not).
    open var currentTime: TimeInterval {
        get { isPlaying ? min(duration, playhead + (environment.clock.now - anchor) * speed) : playhead }
        set {
            let playing = isPlaying
            if playing { halt() }
            playhead = min(max(newValue, 0), duration)
            if playing { _ = play() }
        }
    }

    // MARK: Playing

    /// Decodes ahead (already done: the file is read whole when the player is made).
    @discardableResult
    open func prepareToPlay() -> Bool { true }

    /// Plays from `currentTime`; true when it plays.
    @discardableResult
    open func play() -> Bool {
        if isPlaying { return true }
        if let startWork { environment.cancelSystemWork(startWork) }
        startWork = nil
        if playhead >= duration { playhead = 0 }
        loopsLeft = loopsLeft == 0 ? numberOfLoops : loopsLeft
        isPlaying = true
        anchor = environment.clock.now
        restartVoice()
        scheduleEnd()
        return true
    }

    /// Plays starting at `time` of `deviceCurrentTime`.
    @discardableResult
    open func play(atTime time: TimeInterval) -> Bool {
        let delay = time - deviceCurrentTime
        guard delay > 0 else { return play() }
        startWork = environment.scheduleSystemWork(after: delay, ambient: true) { [weak self] in
            self?.startWork = nil
            self?.play()
        }
        return true
    }

    /// Stops where it is; `play()` goes on from there.
    open func pause() {
        guard isPlaying else { return }
        playhead = currentTime
        halt()
    }

    /// Stops, keeping `currentTime` (iOS does not rewind on `stop()`; set `currentTime = 0` to).
    open func stop() {
        if let startWork { environment.cancelSystemWork(startWork) }
        startWork = nil
        pause()
        loopsLeft = 0
    }

    /// Turns the volume to `volume` over `duration` seconds (here at once, at the end).
    open func setVolume(_ volume: Float, fadeDuration duration: TimeInterval) {
        environment.scheduleSystemWork(after: duration, ambient: true) { [weak self] in self?.volume = volume }
    }

    private func halt() {
        isPlaying = false
        if let endWork { environment.cancelSystemWork(endWork) }
        endWork = nil
        if let voice { environment.backend.stopVoice(voice) }
        voice = nil
    }

    private func restartVoice() {
        if let voice { environment.backend.stopVoice(voice) }
        voice = environment.backend.startVoice(audio, from: currentTime, volume: volume)
    }

    /// The end of the sound on the device's clock: loop, or finish and tell the delegate. Ambient:
    /// a song keeps time, `settle` does not wait for it.
    private func scheduleEnd() {
        let remaining = (duration - playhead) / speed
        endWork = environment.scheduleSystemWork(after: remaining, ambient: true) { [weak self] in
            guard let self, self.isPlaying else { return }
            self.endWork = nil
            if self.loopsLeft != 0 {
                if self.loopsLeft > 0 { self.loopsLeft -= 1 }
                self.playhead = 0
                self.anchor = self.environment.clock.now
                self.restartVoice()
                self.scheduleEnd()
            } else {
                self.halt()
                self.playhead = 0
                self.delegate?.audioPlayerDidFinishPlaying(self, successfully: true)
            }
        }
    }

    // MARK: Meters

    /// Measures the sound around `currentTime` (the last 50 ms), for `averagePower` and `peakPower`.
    open func updateMeters() {
        guard isMeteringEnabled else { return }
        let window = max(1, audio.sampleRate / 20)
        let end = min(audio.samples.count / audio.channels, Int(currentTime * Double(audio.sampleRate)))
        let start = max(0, end - window)
        var average: [Float] = [], peak: [Float] = []
        for channel in 0..<audio.channels {
            var sum: Float = 0, top: Float = 0
            for frame in start..<max(start, end) {
                let v = abs(audio.samples[frame * audio.channels + channel])
                sum += v * v
                top = max(top, v)
            }
            let rms = end > start ? (sum / Float(end - start)).squareRoot() : 0
            average.append(Self.decibels(isPlaying ? rms : 0))
            peak.append(Self.decibels(isPlaying ? top : 0))
        }
        meters = (average, peak)
    }

    /// Decibels of full scale, -160 for silence, as iOS's meters read.
    open func averagePower(forChannel channelNumber: Int) -> Float {
        meters.average.indices.contains(channelNumber) ? meters.average[channelNumber] : -160
    }

    open func peakPower(forChannel channelNumber: Int) -> Float {
        meters.peak.indices.contains(channelNumber) ? meters.peak[channelNumber] : -160
    }

    private static func decibels(_ amplitude: Float) -> Float {
        amplitude > 0 ? max(-160, 20 * log10(amplitude)) : -160
    }

    isolated deinit {
        if let voice { environment.backend.stopVoice(voice) }
        if let interruptions { NotificationCenter.default.removeObserver(interruptions) }
    }
}

let avLog = diagnosticsLogger(label: "OpenUIKit.AVFoundation")
