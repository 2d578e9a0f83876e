import Foundation
import Testing
import UIKit
import UIKitTesting
import AVFoundation

// A "read it to me" screen as courses write one: a button speaks the text field's words, and each
// word is highlighted as the synthesizer reaches it.

@MainActor @Suite struct AVSpeechSynthesizerTests {
    final class ReaderController: UIViewController, AVSpeechSynthesizerDelegate {
        let synthesizer = AVSpeechSynthesizer()
        let label = UILabel()
        var heard: [String] = []
        var spokenWords: [String] = []
        var times: [TimeInterval] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            label.frame = CGRect(x: 20, y: 200, width: 350, height: 40)
            label.text = "Hello world, how are you?"
            view.addSubview(label)
            synthesizer.delegate = self
        }
        func read() {
            let utterance = AVSpeechUtterance(string: label.text!)
            utterance.voice = AVSpeechSynthesisVoice(language: "en-US")
            synthesizer.speak(utterance)
        }
        func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didStart utterance: AVSpeechUtterance) {
            heard.append("start")
            times.append(CACurrentMediaTime())
        }
        func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, willSpeakRangeOfSpeechString characterRange: NSRange, utterance: AVSpeechUtterance) {
            let word = (utterance.speechString as NSString).substring(with: characterRange)
            spokenWords.append(word)
            times.append(CACurrentMediaTime())
            let text = NSMutableAttributedString(string: utterance.speechString)
            text.addAttribute(.backgroundColor, value: UIColor.yellow, range: characterRange)
            label.attributedText = text
        }
        func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance) {
            heard.append("finish")
            times.append(CACurrentMediaTime())
        }
        func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didPause utterance: AVSpeechUtterance) { heard.append("pause") }
        func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didContinue utterance: AVSpeechUtterance) { heard.append("continue") }
        func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didCancel utterance: AVSpeechUtterance) { heard.append("cancel") }
    }

    @Test func eachWordIsReachedOnTheClockAndTheLastOneFinishes() throws {
        let sim = Simulator(device: .iPhone15)
        let reader = ReaderController()
        sim.rootViewController = reader
        sim.settle()
        let voice = try #require(AVSpeechSynthesisVoice(language: "en-US"))
        #expect(voice.language == "en-US" && AVSpeechSynthesisVoice.speechVoices().count > 50)
        #expect(AVSpeechSynthesisVoice(language: "fr-FR")?.language.hasPrefix("fr") == true)

        reader.read()
        sim.advance(by: 0.05)
        #expect(reader.heard == ["start"] && reader.synthesizer.isSpeaking)
        #expect(reader.spokenWords == ["Hello"], "the first word starts with the speech")
        sim.advance(by: 0.5)
        #expect(reader.spokenWords == ["Hello", "world"])
        // The highlighted word is drawn: yellow behind "world", not behind "Hello".
        let yellow = stride(from: 20, to: 200, by: 1).filter { x in
            let c = sim.color(at: CGPoint(x: CGFloat(x), y: 212))
            return c.r > 240 && c.g > 240 && c.b < 30
        }
        #expect(!yellow.isEmpty && yellow.first! > 60 && yellow.last! < 120, "yellow behind “world” only: \(yellow.first ?? -1)…\(yellow.last ?? -1)")
        sim.advance(by: 2)
        #expect(reader.spokenWords == ["Hello", "world", "how", "are", "you"])
        #expect(reader.heard == ["start", "finish"] && !reader.synthesizer.isSpeaking)
        let spoken = try #require(reader.times.last) - reader.times[0]
        #expect(spoken > 1 && spoken < 2, "a short sentence takes about a second and a half at the default rate: \(spoken)")
        // Faster is shorter.
        let fast = AVSpeechUtterance(string: "Hello world, how are you?")
        fast.rate = AVSpeechUtteranceMaximumSpeechRate
        reader.times = []
        reader.heard = []
        reader.synthesizer.speak(fast)
        sim.advance(by: 2)
        #expect(reader.heard == ["start", "finish"])
        #expect(try #require(reader.times.last) - reader.times[0] < spoken * 0.6)
    }

    @Test func pausingContinuingAndStopping() throws {
        let sim = Simulator(device: .iPhone15)
        let reader = ReaderController()
        sim.rootViewController = reader
        sim.settle()
        reader.read()
        sim.advance(by: 0.1)
        #expect(reader.synthesizer.pauseSpeaking(at: .immediate))
        #expect(reader.synthesizer.isPaused && reader.heard == ["start", "pause"])
        sim.advance(by: 3)
        #expect(reader.spokenWords == ["Hello"], "paused, no word is reached")
        #expect(reader.synthesizer.continueSpeaking())
        sim.advance(by: 0.5)
        #expect(reader.spokenWords == ["Hello", "world"])
        reader.synthesizer.speak(AVSpeechUtterance(string: "And another"))
        #expect(reader.synthesizer.stopSpeaking(at: .immediate))
        sim.advance(by: 3)
        #expect(reader.heard == ["start", "pause", "continue", "cancel"], "stopping cancels the one spoken and drops the queue")
        #expect(!reader.synthesizer.isSpeaking)
    }
}
