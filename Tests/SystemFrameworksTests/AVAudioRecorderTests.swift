import Foundation
import Testing
import UIKit
import UIKitTesting
import AVFoundation

// A voice memo screen as courses write one: record into Documents/recording.m4a (AAC, 12 kHz, mono,
// high quality), stop, then play it back with AVAudioPlayer.

@MainActor @Suite struct AVAudioRecorderTests {
    func documents(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("memo-\(UUID().uuidString)-\(name)")
    }

    @Test func aMemoRecordsWhatTheMicrophoneHearsAndPlaysBack() throws {
        let sim = Simulator(device: .iPhone15)
        sim.grantPermission(.microphone)
        let file = documents("recording.m4a")
        defer { try? FileManager.default.removeItem(at: file) }
        let settings: [String: Any] = [AVFormatIDKey: Int(kAudioFormatMPEG4AAC), AVSampleRateKey: 12_000,
                                       AVNumberOfChannelsKey: 1, AVEncoderAudioQualityKey: AVAudioQuality.high.rawValue]
        final class Finish: AVAudioRecorderDelegate { var finished: [Bool] = [] 
            func audioRecorderDidFinishRecording(_ recorder: AVAudioRecorder, successfully flag: Bool) { finished.append(flag) } }
        let heard = Finish()
        let recorder = try AVAudioRecorder(url: file, settings: settings)
        recorder.delegate = heard
        recorder.isMeteringEnabled = true
        try sim.playIntoMicrophone(try AVFoundationTests.tone(seconds: 1))
        #expect(recorder.record())
        sim.advance(by: 0.5)
        #expect(recorder.isRecording && abs(recorder.currentTime - 0.5) < 0.02)
        recorder.updateMeters()
        let loud = recorder.averagePower(forChannel: 0)
        #expect(loud > -12 && loud < -6, "a tone at half of full scale is about -9 dB: \(loud)")
        recorder.pause()
        sim.advance(by: 1)
        #expect(abs(recorder.currentTime - 0.5) < 0.02, "paused, nothing is recorded")
        recorder.record()
        sim.advance(by: 0.5)
        recorder.stop()
        #expect(heard.finished == [true] && !recorder.isRecording)

        // A second of recording: half a second of the tone, then half a second of the silence after it.
        let player = try AVAudioPlayer(contentsOf: file)
        #expect(abs(player.duration - 1) < 0.15, "\(player.duration)")
        #expect(player.numberOfChannels == 1 && player.format.sampleRate == 12_000)
        player.isMeteringEnabled = true
        player.play()
        sim.advance(by: 0.3)
        player.updateMeters()
        #expect(player.averagePower(forChannel: 0) > -14, "the tone is in the file: \(player.averagePower(forChannel: 0))")
        sim.advance(by: 0.5)
        player.updateMeters()
        #expect(player.averagePower(forChannel: 0) < -40, "then the silence")
        #expect(recorder.deleteRecording() && !FileManager.default.fileExists(atPath: file.path))
    }

    @Test func withoutPermissionItRecordsSilenceAndPCMGoesToACAFFile() throws {
        let sim = Simulator(device: .iPhone15)
        sim.revokePermission(.microphone)
        let file = documents("take.caf")
        defer { try? FileManager.default.removeItem(at: file) }
        try sim.playIntoMicrophone(try AVFoundationTests.tone(seconds: 1))
        let recorder = try AVAudioRecorder(url: file, settings: [AVFormatIDKey: kAudioFormatLinearPCM, AVSampleRateKey: 22_050.0,
                                                                 AVNumberOfChannelsKey: 2])
        #expect(recorder.record(forDuration: 0.5))
        sim.advance(by: 0.6)
        #expect(!recorder.isRecording, "it stopped by itself")
        let player = try AVAudioPlayer(contentsOf: file)
        #expect(abs(player.duration - 0.5) < 0.01 && player.numberOfChannels == 2)
        player.isMeteringEnabled = true
        player.play()
        sim.advance(by: 0.2)
        player.updateMeters()
        #expect(player.averagePower(forChannel: 0) <= -100, "silence: the user did not allow the microphone")
        #expect(throws: (any Error).self) { try AVAudioRecorder(url: URL(fileURLWithPath: "/nonexistent/x.m4a"), settings: [:]) }
    }
}
