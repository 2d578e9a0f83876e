//
//  ViewController.swift
//  SoundBoard
//
//  Created by Student on 02/10/2018.
//  Copyright © 2018 Example. All rights reserved.
//
//  Six buttons, six sounds. Each button's tag is the index of its sound in soundNames.
//

import UIKit
import AVFoundation

class ViewController: UIViewController, AVAudioPlayerDelegate {

    @IBOutlet var soundButtons: [UIButton]!
    @IBOutlet weak var nowPlayingLabel: UILabel!
    @IBOutlet weak var volumeSlider: UISlider!
    @IBOutlet weak var stopButton: UIButton!
    @IBOutlet weak var sayItButton: UIButton!

    let soundNames = ["Bell", "Chirp", "Drop", "Laser", "Siren", "Whistle"]

    // one player per sound, made once so the sounds start without a delay
    var players = [String: AVAudioPlayer]()
    var currentSound: String?
    var timer: Timer?

    let synthesizer = AVSpeechSynthesizer()

    override func viewDidLoad() {
        super.viewDidLoad()

        // play even when the ringer switch is on silent
        do {
            try AVAudioSession.sharedInstance().setCategory(.playback, mode: .default)
            try AVAudioSession.sharedInstance().setActive(true)
        } catch {
            print("Audio session error: \(error)")
        }

        for name in soundNames {
            guard let url = Bundle.main.url(forResource: name, withExtension: "wav") else {
                print("Missing sound file: \(name).wav")
                continue
            }
            do {
                let player = try AVAudioPlayer(contentsOf: url)
                player.delegate = self
                player.volume = volumeSlider.value
                player.prepareToPlay()
                players[name] = player
            } catch {
                print("Could not load \(name): \(error.localizedDescription)")
            }
        }

        for button in soundButtons {
            button.layer.cornerRadius = 12
            button.clipsToBounds = true
        }
        stopButton.layer.cornerRadius = 10
        sayItButton.layer.cornerRadius = 10

        resetLabel()
    }

    @IBAction func soundButtonPressed(_ sender: UIButton) {
        let name = soundNames[sender.tag]
        guard let player = players[name] else { return }

        // one sound at a time: pressing the same one again starts it over
        stopAllSounds()
        player.play()

        currentSound = name
        updateLabel()
        timer = Timer.scheduledTimer(timeInterval: 0.1, target: self, selector: #selector(updateLabel), userInfo: nil, repeats: true)
    }

    @IBAction func stopPressed(_ sender: UIButton) {
        stopAllSounds()
        currentSound = nil
        resetLabel()
    }

    func stopAllSounds() {
        for player in players.values {
            player.stop()
            player.currentTime = 0  // stop() doesn't rewind
        }
        timer?.invalidate()
        timer = nil
    }

    @IBAction func volumeChanged(_ sender: UISlider) {
        for player in players.values {
            player.volume = sender.value
        }
    }

    @IBAction func sayItPressed(_ sender: UIButton) {
        let utterance = AVSpeechUtterance(string: nowPlayingLabel.text ?? "")
        utterance.voice = AVSpeechSynthesisVoice(language: "en-US")
        synthesizer.speak(utterance)
    }

    @objc func updateLabel() {
        guard let name = currentSound, let player = players[name] else { return }
        nowPlayingLabel.text = "Playing \(name) (" + String(format: "%.1f", player.currentTime) + " s)"
    }

    func resetLabel() {
        nowPlayingLabel.text = "Tap a sound"
    }

    // MARK: - AVAudioPlayerDelegate

    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {
        timer?.invalidate()
        timer = nil
        currentSound = nil
        resetLabel()
    }

}
