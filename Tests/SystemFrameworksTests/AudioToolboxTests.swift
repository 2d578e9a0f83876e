import Foundation
import Testing
import UIKit
import UIKitTesting
import AudioToolbox

// System sounds as apps play them: created from a file in the bundle, played on a tap, a
// completion when the sound is over; recorded by the Simulator on its clock.

@MainActor @Suite struct AudioToolboxTests {
    func fixture(_ name: String) throws -> URL {
        try #require(Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures"))
    }

    /// A controller that plays a chime when its button is tapped, as book chapters write one.
    final class ChimeController: UIViewController {
        var soundID: SystemSoundID = 0
        var finished = 0
        let button = UIButton(type: .system)
        var url: URL!

        override func viewDidLoad() {
            super.viewDidLoad()
            AudioServicesCreateSystemSoundID(url as CFURL, &soundID)
            button.setTitle("Chime", for: .normal)
            button.frame = CGRect(x: 100, y: 200, width: 120, height: 44)
            button.addTarget(self, action: ChimeController.play, for: .touchUpInside)
            view.addSubview(button)
        }

        func play() {
            AudioServicesPlaySystemSoundWithCompletion(soundID) { [weak self] in self?.finished += 1 }
        }
    }

    @Test func aTappedButtonPlaysTheSoundAndItsCompletionRunsWhenItEnds() throws {
        let sim = Simulator(device: .iPhone15)
        let vc = ChimeController()
        vc.url = try fixture("Chime.caf")
        sim.rootViewController = vc
        #expect(vc.soundID >= 4097, "created sounds are numbered after iOS's own")
        let start = sim.now
        sim.tap(on: vc.button)
        let played = try #require(sim.playedSystemSounds.first)
        #expect(sim.playedSystemSounds.count == 1)
        #expect(played.soundID == vc.soundID && played.file?.lastPathComponent == "Chime.caf" && !played.isAlert)
        #expect(abs(played.duration - 0.4) < 0.001, "8820 frames at 22050 Hz")
        #expect(played.time >= start)
        #expect(vc.finished == 0, "the completion waits for the sound to end")
        sim.advance(by: 0.5)
        #expect(vc.finished == 1)
    }

    @Test func soundsFromWAVAndCAFDecodeAndAlertsAndVibrationAreRecorded() throws {
        let sim = Simulator(device: .iPhone15)
        var tock: SystemSoundID = 0, chime: SystemSoundID = 0
        #expect(AudioServicesCreateSystemSoundID(try fixture("Tock.wav") as CFURL, &tock) == kAudioServicesNoError)
        #expect(AudioServicesCreateSystemSoundID(try fixture("Chime.caf") as CFURL, &chime) == kAudioServicesNoError)
        #expect(tock != chime)
        AudioServicesPlayAlertSound(tock)
        AudioServicesPlaySystemSound(kSystemSoundID_Vibrate)
        AudioServicesPlaySystemSound(1104)
        let sounds = sim.playedSystemSounds
        #expect(sounds.map(\.soundID) == [tock, kSystemSoundID_Vibrate, 1104])
        #expect(sounds[0].isAlert && abs(sounds[0].duration - 0.25) < 0.001 && sounds[0].file?.lastPathComponent == "Tock.wav")
        #expect(sounds[1].file == nil && sounds[2].duration == 0)
        // A disposed sound plays no more.
        #expect(AudioServicesDisposeSystemSoundID(tock) == kAudioServicesNoError)
        #expect(AudioServicesDisposeSystemSoundID(tock) != kAudioServicesNoError)
        AudioServicesPlaySystemSound(tock)
        #expect(sim.playedSystemSounds.count == 3)
        #expect(sim.warnings.contains { $0.contains("no system sound with ID \(tock)") })
    }

    @Test func theCRoutineCompletionRunsWithItsClientDataEachTime() throws {
        let sim = Simulator(device: .iPhone15)
        var chime: SystemSoundID = 0
        AudioServicesCreateSystemSoundID(try fixture("Chime.caf") as CFURL, &chime)
        let counter = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        defer { counter.deallocate() }
        counter.pointee = 0
        let status = AudioServicesAddSystemSoundCompletion(chime, nil, nil, { _, data in
            data?.assumingMemoryBound(to: Int.self).pointee += 1
        }, counter)
        #expect(status == kAudioServicesNoError)
        AudioServicesPlaySystemSound(chime)
        sim.advance(by: 0.3)
        #expect(counter.pointee == 0)
        sim.advance(by: 0.2)
        #expect(counter.pointee == 1)
        AudioServicesPlaySystemSound(chime)
        sim.advance(by: 0.5)
        #expect(counter.pointee == 2)
        AudioServicesRemoveSystemSoundCompletion(chime)
        AudioServicesPlaySystemSound(chime)
        sim.advance(by: 0.5)
        #expect(counter.pointee == 2)
    }

    @Test func aFileThatIsNotSoundOrIsMissingGivesAnErrorNamingIt() throws {
        let sim = Simulator(device: .iPhone15)
        var id: SystemSoundID = 0
        #expect(AudioServicesCreateSystemSoundID(try fixture("NotASound.caf") as CFURL, &id) == kAudioFileUnsupportedFileTypeError)
        #expect(id == 0)
        #expect(sim.warnings.contains { $0.contains("NotASound.caf") })
        let missing = URL(fileURLWithPath: "/nonexistent/Missing.caf")
        #expect(AudioServicesCreateSystemSoundID(missing as CFURL, &id) == kAudioFileFileNotFoundError)
        #expect(sim.warnings.contains { $0.contains("/nonexistent/Missing.caf") })
        #expect(sim.playedSystemSounds.isEmpty)
    }

    @Test func twoDevicesKeepTheirOwnSounds() throws {
        let first = Simulator(device: .iPhone15)
        var a: SystemSoundID = 0
        AudioServicesCreateSystemSoundID(try fixture("Tock.wav") as CFURL, &a)
        AudioServicesPlaySystemSound(a)
        let second = Simulator(device: .iPhone15)
        #expect(second.playedSystemSounds.isEmpty)
        #expect(first.playedSystemSounds.map(\.soundID) == [a])
    }
}
