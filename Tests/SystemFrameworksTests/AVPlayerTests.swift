import Foundation
import Testing
import UIKit
import UIKitTesting
import AVFoundation
import AVKit

// A movie as courses show one: an AVPlayerLayer in a view, or the system's AVPlayerViewController.
// colors.mp4 is 3 s of H.264 at 30 frames a second, 160×90: red, then green, then blue, a second each.

@MainActor @Suite struct AVPlayerTests {
    /// A screen with the movie in a 320×180 layer under a title.
    final class MovieController: UIViewController {
        let url: URL
        var player: AVPlayer!
        var playerLayer: AVPlayerLayer!
        var ended = 0
        init(url: URL) {
            self.url = url
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError() }
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            player = AVPlayer(url: url)
            playerLayer = AVPlayerLayer(player: player)
            playerLayer.frame = CGRect(x: 20, y: 120, width: 320, height: 180)
            playerLayer.backgroundColor = UIColor.black.cgColor
            view.layer.addSublayer(playerLayer)
            NotificationCenter.default.addObserver(forName: .AVPlayerItemDidPlayToEndTime, object: player.currentItem, queue: .main) { [weak self] _ in
                MainActor.assumeIsolated { self?.ended += 1 }
            }
        }
    }

    /// The picture's colour at the middle of the layer: red, green or blue as the movie has it (H.264
    /// keeps colours to within a few levels).
    func colour(_ sim: Simulator, at point: CGPoint = CGPoint(x: 180, y: 210)) -> String {
        let c = sim.color(at: point)
        func near(_ r: Int, _ g: Int, _ b: Int) -> Bool { abs(Int(c.r) - r) <= 8 && abs(Int(c.g) - g) <= 8 && abs(Int(c.b) - b) <= 8 }
        return near(255, 0, 0) ? "red" : near(0, 255, 0) ? "green" : near(0, 0, 255) ? "blue" : "\(c)"
    }

    @Test func aVideosFirstFrameIsInPixelsAndPlaybackFollowsTheClock() throws {
        let sim = Simulator(device: .iPhone15)
        let screen = MovieController(url: try fixtureURL("colors.mp4"))
        sim.rootViewController = screen
        sim.settle()
        let item = try #require(screen.player.currentItem)
        #expect(item.status == .readyToPlay && item.duration.seconds == 3)
        #expect(item.presentationSize == CGSize(width: 160, height: 90))
        #expect(screen.playerLayer.isReadyForDisplay)
        #expect(colour(sim) == "red", "the first frame shows before playing")
        // Aspect-fit: 160×90 fills the 320×180 layer exactly, so its corners are the picture's too.
        #expect(colour(sim, at: CGPoint(x: 22, y: 122)) == "red")

        var times: [Double] = []
        let token = screen.player.addPeriodicTimeObserver(forInterval: CMTime(seconds: 0.5, preferredTimescale: 600), queue: .main) { t in
            MainActor.assumeIsolated { times.append(t.seconds) }
        }
        screen.player.play()
        #expect(screen.player.timeControlStatus == .playing && screen.player.rate == 1)
        sim.advance(by: 1.5)
        #expect(abs(screen.player.currentTime().seconds - 1.5) < 0.02)
        #expect(colour(sim) == "green", "a second and a half in, the second colour")
        #expect(times.first == 0 && times.contains { abs($0 - 1.0) < 0.02 }, "\(times)")

        screen.player.pause()
        sim.advance(by: 1)
        #expect(abs(screen.player.currentTime().seconds - 1.5) < 0.02, "paused, time stands still")
        screen.player.seek(to: CMTime(seconds: 2.5, preferredTimescale: 600))
        sim.runFrame()
        #expect(colour(sim) == "blue", "a seek shows the frame there")

        screen.player.play()
        sim.advance(by: 1)
        #expect(screen.ended == 1, "the item posted that it played to its end")
        #expect(screen.player.timeControlStatus == .paused && screen.player.rate == 0)
        #expect(screen.player.currentTime().seconds == 3)
        #expect(colour(sim) == "blue", "the last frame stays")
        screen.player.removeTimeObserver(token)
    }

    @Test func aMissingMovieFailsWithIOSsError() {
        let sim = Simulator(device: .iPhone15)
        _ = sim
        let player = AVPlayer(url: URL(fileURLWithPath: "/nonexistent/movie.mp4"))
        sim.settle()
        #expect(player.status == .failed)
        let error = player.currentItem?.error as NSError?
        #expect(error?.domain == NSURLErrorDomain && error?.code == NSURLErrorFileDoesNotExist)
        player.play()
        #expect(player.timeControlStatus == .waitingToPlayAtSpecifiedRate || player.timeControlStatus == .paused)
    }

    @Test func thePlayerScreenPlaysFromItsControlsAndHidesThem() throws {
        let sim = Simulator(device: .iPhone15)
        let root = UIViewController()
        root.view.backgroundColor = .white
        sim.rootViewController = root
        sim.settle()
        let movie = AVPlayerViewController()
        movie.player = AVPlayer(url: try fixtureURL("colors.mp4"))
        movie.modalPresentationStyle = .fullScreen
        root.present(movie, animated: true)
        sim.settle()
        let bounds = sim.screen.bounds
        // 393 points wide, 16:9: the picture is 221 points high, centred; black above and below.
        // The controls dim the picture by a quarter while they show.
        let dimmed = sim.color(at: CGPoint(x: bounds.midX + 150, y: bounds.midY + 80))
        #expect(abs(Int(dimmed.r) - 191) <= 2 && dimmed.g < 8 && dimmed.b < 8, "the first frame, aspect-fit, dimmed: \(dimmed)")
        #expect(sim.color(at: CGPoint(x: 4, y: bounds.midY - 120)) == RGBA(r: 0, g: 0, b: 0), "black above the picture")
        try sim.screenshot().write(to: URL(fileURLWithPath: "/tmp/avplayer-paused.png"))
        #expect(sim.view(withText: "0:00") != nil && sim.view(withText: "-0:03") != nil, "the elapsed and remaining times")

        // At half speed the movie lasts 6 s: long enough to see the controls fade while it plays.
        movie.player?.defaultRate = 0.5
        sim.tap(on: try #require(sim.view(withText: "Play")))
        #expect(movie.player?.timeControlStatus == .playing && movie.player?.rate == 0.5)
        sim.advance(by: 2.4)
        try sim.screenshot().write(to: URL(fileURLWithPath: "/tmp/avplayer-playing.png"))
        #expect(sim.color(at: CGPoint(x: bounds.midX + 150, y: bounds.midY + 80)).g > 180, "1.2 s in: green, dimmed")
        #expect(sim.view(withText: "Pause") != nil && sim.view(withText: "0:01") != nil)
        sim.advance(by: 1)
        #expect(sim.view(withText: "Pause") == nil, "3 s into playback the controls have faded")
        #expect(movie.prefersStatusBarHidden && movie.preferredStatusBarStyle == .lightContent, "and the status bar with them")
        #expect(colour(sim, at: CGPoint(x: bounds.midX + 150, y: bounds.midY + 80)) == "green", "and the picture is not dimmed")
        try sim.screenshot().write(to: URL(fileURLWithPath: "/tmp/avplayer-faded.png"))

        sim.tap(on: movie.view)
        sim.settle()
        sim.tap(on: try #require(sim.view(withText: "Close"), "a tap on the picture brings the controls back"))
        sim.settle()
        #expect(root.presentedViewController == nil && movie.player?.timeControlStatus == .paused)

        // Played by the app itself, the controls stay for 3 s of playback too.
        let again = AVPlayerViewController()
        again.player = AVPlayer(url: try fixtureURL("colors.mp4"))
        again.modalPresentationStyle = .fullScreen
        root.present(again, animated: true)
        sim.settle()
        again.player?.defaultRate = 0.5
        again.player?.play()
        sim.advance(by: 2)
        #expect(sim.view(withText: "Pause") != nil, "2 s into playback the controls still show")
        sim.advance(by: 1.5)
        #expect(sim.view(withText: "Pause") == nil, "3.5 s in they have faded")
    }
}
