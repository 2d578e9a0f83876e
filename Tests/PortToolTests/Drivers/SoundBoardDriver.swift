// Added to the ported SoundBoard package by PortToolTests: an AVFoundation lesson's sound board
// (Swift 4.2, Xcode 10 storyboard: six buttons in stack views, a slider, a label a Timer updates),
// launched from its Info.plist and pressed as a person presses it. The device is silent, and each
// player keeps its time on the device's clock, so the test hears the sounds by advancing the clock.
import Foundation
import UIKit
import UIKitTesting
import AVFoundation
import Testing
@testable import SoundBoard

@MainActor @Suite(.serialized) struct SoundBoardDriver {
    func launch(_ sim: Simulator) throws -> ViewController {
        let delegate = AppDelegate()
        sim.launch(delegate)
        sim.settle()
        return try #require(delegate.window?.rootViewController as? ViewController)
    }

    func shot(_ sim: Simulator, _ name: String) throws {
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_SHOTS"] {
            try sim.screenshot().write(to: URL(fileURLWithPath: dir + "/ported-soundboard-\(name).png"))
        }
    }

    /// The app's button for `sound`, found by its title on screen.
    func button(_ sim: Simulator, _ sound: String) throws -> UIButton {
        try #require(sim.view(withText: sound).flatMap { $0 as? UIButton ?? $0.superview as? UIButton }, "a button \(sound)")
    }

    func frame(_ view: UIView) -> CGRect { view.convert(view.bounds, to: nil) }

    func playing(_ vc: ViewController) -> [String] { vc.soundNames.filter { vc.players[$0]?.isPlaying == true } }

    @Test func theBoardIsAGridOfSixColouredButtons() throws {
        let sim = Simulator(device: .iPhone15)
        let vc = try launch(sim)
        #expect(vc.nowPlayingLabel.text == "Tap a sound")
        #expect(AVAudioSession.sharedInstance().category == .playback && AVAudioSession.sharedInstance().isActive)
        #expect(vc.players.count == 6 && playing(vc).isEmpty, "a player for each bundled sound, none playing")
        #expect(abs((vc.players["Bell"]?.duration ?? 0) - 1.0) < 0.001 && abs((vc.players["Chirp"]?.duration ?? 0) - 0.6) < 0.001)
        #expect(vc.players.values.allSatisfy { $0.volume == 0.8 }, "the slider's 0.8 from the storyboard")

        // Two columns, three rows, as the stack views in the storyboard say: equal buttons 16 pt apart,
        // 20 pt from the safe area's edges.
        let width = sim.screen.bounds.width
        let names = [["Bell", "Chirp"], ["Drop", "Laser"], ["Siren", "Whistle"]]
        let frames = try names.map { try $0.map { frame(try button(sim, $0)) } }
        let side = (width - 40 - 16) / 2
        for (r, row) in frames.enumerated() {
            #expect(abs(row[0].minX - 20) < 0.5 && abs(row[1].maxX - (width - 20)) < 0.5, "row \(r) spans the width: \(row)")
            #expect(abs(row[0].width - side) < 0.5 && abs(row[1].width - side) < 0.5)
            #expect(abs(row[1].minX - row[0].maxX - 16) < 0.5 && row[0].minY == row[1].minY && row[0].height == row[1].height)
            if r > 0 { #expect(abs(row[0].minY - frames[r - 1][0].maxY - 16) < 0.5, "rows 16 pt apart") }
        }
        #expect(abs(frames[2][0].maxY - frames[0][0].minY - 330) < 0.5, "the grid is 330 pt tall")
        let title = try #require(sim.view(withText: "Sound Board"))
        #expect(frames[0][0].minY > frame(title).maxY && frame(vc.nowPlayingLabel).minY > frames[2][0].maxY)
        #expect(frame(vc.volumeSlider).minY > frame(vc.nowPlayingLabel).maxY && frame(vc.stopButton).minY > frame(vc.volumeSlider).maxY)
        #expect(abs(frame(vc.stopButton).maxY - (sim.screen.bounds.height - 34 - 20)) < 0.5, "Stop and Say it sit above the home indicator")

        // Pixels: each button's colour, rounded corners showing the white behind, the title in white.
        let colours = [RGBA(r: 255, g: 59, b: 48), RGBA(r: 255, g: 149, b: 0), RGBA(r: 52, g: 199, b: 89),
                       RGBA(r: 90, g: 200, b: 250), RGBA(r: 0, g: 122, b: 255), RGBA(r: 175, g: 82, b: 222)]
        for (i, f) in frames.joined().enumerated() {
            let inside = sim.color(at: CGPoint(x: f.minX + 14, y: f.minY + 14))
            #expect(inside.isClose(to: colours[i], tolerance: 6), "\(vc.soundNames[i]) at \(f): \(inside)")
            #expect(sim.color(at: CGPoint(x: f.minX + 1, y: f.minY + 1)).isClose(to: RGBA(r: 255, g: 255, b: 255), tolerance: 6), "a rounded corner")
        }
        #expect(sim.color(at: CGPoint(x: width / 2, y: frames[0][0].maxY + 8)).isClose(to: RGBA(r: 255, g: 255, b: 255), tolerance: 2))
        try shot(sim, "board")
    }

    @Test func aSoundPlaysItsTimeOnTheLabelRestartsAndFinishes() throws {
        let sim = Simulator(device: .iPhone15)
        let vc = try launch(sim)
        let bell = try #require(vc.players["Bell"]), chirp = try #require(vc.players["Chirp"])

        sim.tap(on: try button(sim, "Bell"))
        #expect(bell.isPlaying && playing(vc) == ["Bell"])
        #expect(bell.currentTime < 0.001 && vc.nowPlayingLabel.text == "Playing Bell (0.0 s)")
        #expect(vc.timer?.isValid == true)

        // The Timer ticks every 0.1 s on the device's clock; the player's time moves with it.
        sim.advance(by: 0.55)
        #expect(abs(bell.currentTime - 0.55) < 0.005, "\(bell.currentTime)")
        #expect(vc.nowPlayingLabel.text == "Playing Bell (0.5 s)")
        sim.advance(by: 0.2)
        #expect(abs(bell.currentTime - 0.75) < 0.005 && vc.nowPlayingLabel.text == "Playing Bell (0.7 s)")
        try shot(sim, "playing-bell")

        // Pressed again: from the beginning.
        sim.tap(on: try button(sim, "Bell"))
        #expect(bell.isPlaying && bell.currentTime < 0.001 && vc.nowPlayingLabel.text == "Playing Bell (0.0 s)")
        sim.advance(by: 0.3)
        #expect(abs(bell.currentTime - 0.3) < 0.005)

        // Another sound stops the first (rewound) and takes the label.
        sim.tap(on: try button(sim, "Chirp"))
        #expect(playing(vc) == ["Chirp"] && bell.currentTime == 0)
        sim.advance(by: 0.35)
        #expect(vc.nowPlayingLabel.text == "Playing Chirp (0.3 s)")
        #expect(abs(chirp.currentTime - 0.35) < 0.005)

        // The chirp lasts 0.6 s: audioPlayerDidFinishPlaying resets the label and the timer stops.
        sim.advance(by: 0.3)
        #expect(!chirp.isPlaying && chirp.currentTime == 0 && playing(vc).isEmpty)
        #expect(vc.nowPlayingLabel.text == "Tap a sound" && vc.timer == nil)
        sim.settle()
        #expect(sim.view(withText: "Tap a sound") != nil)
        try shot(sim, "finished")
    }

    @Test func theSliderSetsTheVolumeStopStopsAndSayItSpeaksTheLabel() throws {
        let sim = Simulator(device: .iPhone15)
        let vc = try launch(sim)
        let siren = try #require(vc.players["Siren"]), whistle = try #require(vc.players["Whistle"])

        // Drag the slider's thumb from 0.8 down to about a quarter.
        let slider = vc.volumeSlider!
        let track = slider.trackRect(forBounds: slider.bounds)
        let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: slider.value)
        let from = slider.convert(CGPoint(x: thumb.midX, y: thumb.midY), to: nil)
        let to = slider.convert(CGPoint(x: track.minX + track.width * 0.25, y: thumb.midY), to: nil)
        sim.drag(from: from, to: to)
        #expect(slider.value > 0.15 && slider.value < 0.35, "\(slider.value)")
        #expect(vc.players.values.allSatisfy { $0.volume == slider.value }, "every player follows the slider")

        sim.tap(on: try button(sim, "Siren"))
        sim.advance(by: 0.5)
        #expect(siren.isPlaying && siren.volume == slider.value)
        try shot(sim, "siren-quiet")
        sim.tap(on: vc.stopButton)
        #expect(playing(vc).isEmpty && siren.currentTime == 0)
        #expect(vc.nowPlayingLabel.text == "Tap a sound" && vc.timer == nil)
        sim.advance(by: 2)
        #expect(vc.nowPlayingLabel.text == "Tap a sound", "stopped sounds do not finish later")

        // "Say it" speaks what the label says.
        final class Listener: NSObject, AVSpeechSynthesizerDelegate {
            var started: [String] = [], finished: [String] = []
            func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didStart utterance: AVSpeechUtterance) { started.append(utterance.speechString) }
            func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance) { finished.append(utterance.speechString) }
        }
        let listener = Listener()
        vc.synthesizer.delegate = listener
        sim.tap(on: try button(sim, "Whistle"))
        sim.advance(by: 0.25)
        let said = vc.nowPlayingLabel.text ?? ""
        #expect(said.hasPrefix("Playing Whistle ("))
        sim.tap(on: vc.sayItButton)
        #expect(vc.synthesizer.isSpeaking)
        sim.advance(by: 0.2)
        #expect(listener.started.count == 1 && listener.started.first?.hasPrefix("Playing Whistle (") == true, "\(listener.started)")
        #expect(whistle.isPlaying, "speaking does not stop the sound")
        sim.advance(by: 1)
        #expect(!whistle.isPlaying && vc.nowPlayingLabel.text == "Tap a sound")
        sim.advance(by: 5)
        #expect(!vc.synthesizer.isSpeaking && listener.finished == listener.started)
    }
}
