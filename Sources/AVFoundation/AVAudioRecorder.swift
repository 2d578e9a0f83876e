import Foundation
import UIKit
import AudioToolbox

/// Records what the device's microphone hears into a file: AAC in an `.m4a` (FFmpeg's encoder) or
/// 16-bit PCM in a `.caf`, `.wav` or `.aiff` (libsndfile), as the settings and the file's extension
/// say. The microphone hears silence, or what a test plays into it
/// (`Simulator.playIntoMicrophone`); without the user's permission it records silence, as iOS does.
/// Time is the device's: `currentTime` moves as a Simulator's clock is advanced.
@preconcurrency @MainActor open class AVAudioRecorder: NSObject {
    public let url: URL
    public let settings: [String: Any]
    open weak var delegate: (any AVAudioRecorderDelegate)?
    open private(set) var isRecording = false
    open var isMeteringEnabled = false

    private let environment: UIKitEnvironment
    private let sampleRate: Int
    private let channels: Int
    private let compressed: Bool
    private let bitRate: Int
    /// The spans of device time recorded so far, and the start of the one being recorded.
    private var spans: [(from: TimeInterval, to: TimeInterval)] = []
    private var recordingSince: TimeInterval?
    private var stopWork: Int?
    private var meters: (average: Float, peak: Float) = (-160, -160)

    public init(url: URL, settings: [String: Any]) throws {
        self.url = url
        self.settings = settings
        environment = UIKitEnvironment.current
        func number(_ key: String) -> Double? { settingsNumber(settings[key]) }
        sampleRate = Int(number(AVSampleRateKey) ?? 44_100)
        channels = Int(number(AVNumberOfChannelsKey) ?? 2)
        let format = number(AVFormatIDKey).map { AudioFormatID($0) }
        let ext = url.pathExtension.lowercased()
        compressed = format.map { $0 != kAudioFormatLinearPCM } ?? ["m4a", "mp4", "aac"].contains(ext)
        bitRate = Int(number(AVEncoderBitRateKey) ?? Double(64_000 * max(1, channels)))
        super.init()
        guard (8_000...192_000).contains(sampleRate), (1...8).contains(channels),
              FileManager.default.fileExists(atPath: url.deletingLastPathComponent().path) else {
            // iOS's 'fmt?': the settings or the place are not something it can record.
            throw NSError(domain: NSOSStatusErrorDomain, code: 1_718_449_215)
        }
    }

    public convenience init(url: URL, format: AVAudioFormat) throws { try self.init(url: url, settings: format.settings) }

    /// The format it records in.
    open var format: AVAudioFormat { AVAudioFormat(settings: settings) ?? AVAudioFormat(settings: [AVSampleRateKey: sampleRate, AVNumberOfChannelsKey: channels])! }

    /// Seconds recorded (0 once stopped).
    open var currentTime: TimeInterval {
        spans.reduce(0) { $0 + $1.to - $1.from } + (recordingSince.map { environment.clock.now - $0 } ?? 0)
    }

    open var deviceCurrentTime: TimeInterval { environment.clock.now }

    /// Makes the file (empty), as iOS does; true when it could.
    @discardableResult
    open func prepareToRecord() -> Bool { FileManager.default.createFile(atPath: url.path, contents: Data()) }

    @discardableResult
    open func record() -> Bool {
        guard !isRecording else { return true }
        guard prepareToRecord() || FileManager.default.fileExists(atPath: url.path) else { return false }
        isRecording = true
        recordingSince = environment.clock.now
        return true
    }

    @discardableResult
    open func record(atTime time: TimeInterval) -> Bool {
        environment.scheduleSystemWork(after: max(0, time - deviceCurrentTime), ambient: true) { [weak self] in self?.record() }
        return true
    }

    /// Records for `duration` seconds, then stops (the delegate hears it finished).
    @discardableResult
    open func record(forDuration duration: TimeInterval) -> Bool {
        guard record() else { return false }
        stopWork = environment.scheduleSystemWork(after: duration, ambient: true) { [weak self] in
            self?.stopWork = nil
            self?.stop()
        }
        return true
    }

    @discardableResult
    open func record(atTime time: TimeInterval, forDuration duration: TimeInterval) -> Bool {
        environment.scheduleSystemWork(after: max(0, time - deviceCurrentTime), ambient: true) { [weak self] in
            self?.record(forDuration: duration)
        }
        return true
    }

    open func pause() {
        guard let since = recordingSince else { return }
        spans.append((since, environment.clock.now))
        recordingSince = nil
        isRecording = false
    }

    /// Stops and writes the file; the delegate hears whether it was written.
    open func stop() {
        if let stopWork { environment.cancelSystemWork(stopWork) }
        stopWork = nil
        pause()
        guard !spans.isEmpty else { return }
        let heard = heardSound()
        spans = []
        do {
            if compressed { try AudioEncoding.writeAAC(heard, to: url, bitRate: bitRate) } else { try SoundFile.write(heard, to: url) }
            delegate?.audioRecorderDidFinishRecording(self, successfully: true)
        } catch {
            avLog.error("AVAudioRecorder: \(error)")
            delegate?.audioRecorderEncodeErrorDidOccur(self, error: error)
            delegate?.audioRecorderDidFinishRecording(self, successfully: false)
        }
    }

    @discardableResult
    open func deleteRecording() -> Bool {
        guard !isRecording else { return false }
        return (try? FileManager.default.removeItem(at: url)) != nil
    }

    /// What the microphone heard over the recorded spans (silence without the user's permission).
    private func heardSound() -> PCMAudio {
        let allowed = environment.privacy.decision(for: "microphone") == true
        let microphone = DeviceMicrophone.of(environment)
        let samples = spans.flatMap { span in
            allowed ? microphone.samples(from: span.from, to: span.to, rate: sampleRate, channels: channels)
                : [Float](repeating: 0, count: Int(((span.to - span.from) * Double(sampleRate)).rounded()) * channels)
        }
        return PCMAudio(samples: samples, channels: channels, sampleRate: sampleRate)
    }

    // MARK: Meters

    /// Measures the last 50 ms the microphone heard, for `averagePower` and `peakPower`.
    open func updateMeters() {
        guard isMeteringEnabled, isRecording else { meters = (-160, -160); return }
        let now = environment.clock.now
        let allowed = environment.privacy.decision(for: "microphone") == true
        let recent = allowed ? DeviceMicrophone.of(environment).samples(from: now - 0.05, to: now, rate: sampleRate, channels: 1) : []
        let rms = recent.isEmpty ? 0 : (recent.reduce(0) { $0 + $1 * $1 } / Float(recent.count)).squareRoot()
        let peak = recent.map(abs).max() ?? 0
        meters = (Self.decibels(rms), Self.decibels(peak))
    }

    open func averagePower(forChannel channelNumber: Int) -> Float { meters.average }
    open func peakPower(forChannel channelNumber: Int) -> Float { meters.peak }

    private static func decibels(_ level: Float) -> Float { level > 0 ? max(-160, 20 * log10(level)) : -160 }
}
