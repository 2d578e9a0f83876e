import Testing
import UIKit
import UIKitTesting
import AVFoundation

// A sound board as courses write one: a button plays a tune with AVAudioPlayer, a timer shows how
// far it has played; pause, loop, finish, meters, and the microphone's permission.

@MainActor @Suite struct AVFoundationTests {
    /// A WAV file of `seconds` of a 440 Hz tone at half of full scale (16-bit, mono, 22.05 kHz).
    static func tone(seconds: Double) throws -> URL {
        let rate = 22_050, frames = Int(Double(rate) * seconds)
        var data = Data()
        func put<T: FixedWidthInteger>(_ v: T) { withUnsafeBytes(of: v.littleEndian) { data.append(contentsOf: $0) } }
        data.append(contentsOf: Array("RIFF".utf8)); put(UInt32(36 + frames * 2)); data.append(contentsOf: Array("WAVEfmt ".utf8))
        put(UInt32(16)); put(UInt16(1)); put(UInt16(1)); put(UInt32(rate)); put(UInt32(rate * 2)); put(UInt16(2)); put(UInt16(16))
        data.append(contentsOf: Array("data".utf8)); put(UInt32(frames * 2))
        for i in 0..<frames { put(Int16(16_383 * sin(2 * .pi * 440 * Double(i) / Double(rate)))) }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tone-\(UUID().uuidString).wav")
        try data.write(to: url)
        return url
    }

    final class SoundBoardController: UIViewController, AVAudioPlayerDelegate {
        var player: AVAudioPlayer!
        let button = UIButton(type: .system)
        let timeLabel = UILabel()
        var finished: [Bool] = []
        var timer: Timer?

        override func viewDidLoad() {
            super.viewDidLoad()
            button.setTitle("Play", for: .normal)
            button.frame = CGRect(x: 100, y: 300, width: 200, height: 44)
            button.addTarget(self, action: SoundBoardController.toggle, for: .touchUpInside)
            timeLabel.frame = CGRect(x: 20, y: 200, width: 300, height: 30)
            view.addSubview(button)
            view.addSubview(timeLabel)
            try? AVAudioSession.sharedInstance().setCategory(.playback, mode: .default, options: [])
            player.delegate = self
            player.prepareToPlay()
        }

        func toggle() {
            if player.isPlaying {
                player.pause()
                button.setTitle("Play", for: .normal)
                timer?.invalidate()
            } else {
                player.play()
                button.setTitle("Pause", for: .normal)
                timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { [weak self] _ in
                    MainActor.assumeIsolated { self?.showTime() }
                }
            }
        }

        func showTime() { timeLabel.text = String(format: "%.1f / %.1f", player.currentTime, player.duration) }

        func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {
            finished.append(flag)
            timer?.invalidate()
            button.setTitle("Play", for: .normal)
            showTime()
        }
    }

    @Test func aTunesTimeAdvancesWithTheClockPausesAndFinishes() throws {
        let sim = Simulator(device: .iPhone15)
        let vc = SoundBoardController()
        vc.player = try AVAudioPlayer(contentsOf: Self.tone(seconds: 3))
        sim.rootViewController = vc
        #expect(abs(vc.player.duration - 3) < 0.001 && vc.player.numberOfChannels == 1)
        #expect(AVAudioSession.sharedInstance().category == .playback)
        sim.tap(on: vc.button)
        #expect(vc.player.isPlaying)
        sim.advance(by: 1.0)
        #expect(vc.timeLabel.text == "1.0 / 3.0", "\(vc.timeLabel.text ?? "")")
        sim.tap(on: vc.button)
        let paused = vc.player.currentTime
        sim.advance(by: 5)
        #expect(!vc.player.isPlaying && vc.player.currentTime == paused, "paused: time stands still")
        sim.tap(on: vc.button)
        sim.advance(by: 3 - paused + 0.05)
        #expect(vc.finished == [true] && !vc.player.isPlaying)
        #expect(vc.player.currentTime == 0 && vc.timeLabel.text == "0.0 / 3.0", "finished: back at the start, as on iOS")
    }

    @Test func loopsRateMetersAndStoppingKeepsTheTime() throws {
        let sim = Simulator(device: .iPhone15)
        let player = try AVAudioPlayer(contentsOf: Self.tone(seconds: 1))
        player.numberOfLoops = 2
        player.isMeteringEnabled = true
        player.play()
        sim.advance(by: 2.5)
        #expect(player.isPlaying && abs(player.currentTime - 0.5) < 0.02, "third time round: \(player.currentTime)")
        player.updateMeters()
        // A sine at half of full scale: peak -6 dBFS, average (RMS) -9 dBFS.
        #expect(abs(player.peakPower(forChannel: 0) + 6.02) < 0.2 && abs(player.averagePower(forChannel: 0) + 9.03) < 0.2,
                "\(player.peakPower(forChannel: 0)) \(player.averagePower(forChannel: 0))")
        sim.advance(by: 0.6)
        #expect(!player.isPlaying)

        player.enableRate = true
        player.rate = 2
        player.numberOfLoops = 0
        player.play()
        sim.advance(by: 0.25)
        #expect(abs(player.currentTime - 0.5) < 0.02)
        player.stop()
        #expect(abs(player.currentTime - 0.5) < 0.02, "stop() does not rewind, as on iOS")

        #expect(throws: (any Error).self) { try AVAudioPlayer(contentsOf: URL(fileURLWithPath: "/nonexistent.caf")) }
        do { _ = try AVAudioPlayer(data: Data("not a sound".utf8)) } catch {
            #expect((error as NSError).domain == NSOSStatusErrorDomain && (error as NSError).code == 1_954_115_647)
        }
    }

    @Test func theMicrophoneIsAskedFor() throws {
        let sim = Simulator(device: .iPhone15)
        var answer: Bool?
        AVAudioSession.sharedInstance().requestRecordPermission { answer = $0 }
        let alert = try #require(sim.systemAlert)
        #expect(alert.title.hasSuffix("” Would Like to Access the Microphone") && alert.buttons == ["Don't Allow", "OK"])
        #expect(sim.answerSystemAlert("OK"))
        #expect(answer == true && AVAudioSession.sharedInstance().recordPermission == .granted)
    }
}
