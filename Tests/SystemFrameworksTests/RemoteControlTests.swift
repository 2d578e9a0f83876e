import Foundation
import Testing
import UIKit
import UIKitTesting
import AVFoundation
import MediaPlayer

// A music player as Programming iOS's remote-control example is: lock-screen controls
// (MPRemoteCommandCenter) play and pause it, the lock screen shows what plays, and a phone call
// interrupts it.

@MainActor @Suite struct RemoteControlTests {
    final class PlayerController: UIViewController {
        var player: AVAudioPlayer!
        var heard: [String] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            player = try? AVAudioPlayer(contentsOf: try! AVFoundationTests.tone(seconds: 5))
            try? AVAudioSession.sharedInstance().setCategory(.playback, mode: .default)
            let center = MPRemoteCommandCenter.shared()
            center.togglePlayPauseCommand.addTarget(self, action: PlayerController.toggle)
            center.pauseCommand.addTarget { [unowned self] _ in self.player.pause(); return .success }
            center.likeCommand.isEnabled = false
            MPNowPlayingInfoCenter.default().nowPlayingInfo = [MPMediaItemPropertyTitle: "A Tone", MPMediaItemPropertyArtist: "The Tests"]
            NotificationCenter.default.addObserver(forName: AVAudioSession.interruptionNotification, object: nil, queue: nil) { [weak self] n in
                let type = AVAudioSession.InterruptionType(rawValue: n.userInfo![AVAudioSessionInterruptionTypeKey] as! UInt)!
                let resume = (n.userInfo?[AVAudioSessionInterruptionOptionKey] as? UInt).map { AVAudioSession.InterruptionOptions(rawValue: $0) }
                MainActor.assumeIsolated {
                    self?.heard.append(type == .began ? "began" : "ended\(resume?.contains(.shouldResume) == true ? ", resume" : "")")
                    if type == .ended, resume?.contains(.shouldResume) == true { self?.player.play() }
                }
            }
        }
        func toggle(_ event: MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus {
            if player.isPlaying { player.pause() } else { player.play() }
            return .success
        }
    }

    @Test func lockScreenControlsAndACallReachThePlayer() throws {
        let sim = Simulator(device: .iPhone15)
        let screen = PlayerController()
        sim.rootViewController = screen
        sim.settle()
        #expect(sim.nowPlayingInfo?[MPMediaItemPropertyTitle] as? String == "A Tone")
        #expect(sim.sendRemoteCommand(.togglePlayPause) == .success && screen.player.isPlaying)
        sim.advance(by: 1)
        #expect(sim.sendRemoteCommand(.pause) == .success && !screen.player.isPlaying)
        #expect(sim.sendRemoteCommand(.like) == nil, "a disabled command is not sent")
        #expect(sim.sendRemoteCommand(.nextTrack) == nil, "nor one without a handler")

        screen.player.play()
        sim.advance(by: 0.5)
        sim.beginAudioInterruption()
        #expect(!screen.player.isPlaying && abs(screen.player.currentTime - 1.5) < 0.02, "a call pauses the player")
        sim.advance(by: 2)
        sim.endAudioInterruption(shouldResume: true)
        #expect(screen.heard == ["began", "ended, resume"] && screen.player.isPlaying)
        #expect(AVAudioSession.sharedInstance().availableCategories.contains(.ambient))
    }
}
