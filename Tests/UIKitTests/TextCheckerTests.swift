import Testing
import UIKit
import UIKitTesting

/// Spelling as a word game checks it (the Word Scramble of many courses): a word typed into a text
/// field is looked up with UITextChecker when Return is pressed.
@MainActor @Suite struct TextCheckerTests {
    final class WordGame: UIViewController, UITextFieldDelegate {
        let field = UITextField(frame: CGRect(x: 20, y: 120, width: 300, height: 40))
        let verdict = UILabel(frame: CGRect(x: 20, y: 180, width: 300, height: 30))

        override func viewDidLoad() {
            view.backgroundColor = .white
            field.borderStyle = .roundedRect
            field.delegate = self
            view.addSubview(field)
            view.addSubview(verdict)
        }

        func isReal(_ word: String) -> Bool {
            let checker = UITextChecker()
            let range = NSRange(location: 0, length: word.utf16.count)
            let misspelled = checker.rangeOfMisspelledWord(in: word, range: range, startingAt: 0, wrap: false, language: "en")
            return misspelled.location == NSNotFound
        }

        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            let word = textField.text ?? ""
            verdict.text = isReal(word) ? "\(word): a word" : "\(word): not a word"
            textField.text = ""
            return true
        }
    }

    @Test func aTypedWordIsCheckedWhenReturnIsPressed() throws {
        let sim = Simulator(device: .iPhone15)
        let game = WordGame()
        sim.rootViewController = game
        sim.settle()
        sim.tap(on: game.field)
        sim.type("planet\n")
        #expect(game.verdict.text == "planet: a word")
        sim.type("plnaet\n")
        #expect(game.verdict.text == "plnaet: not a word")
        // Capitalised and possessive forms are words; a proper noun is one only capitalised.
        #expect(game.isReal("Planet") && game.isReal("planet's") && game.isReal("Paris") && !game.isReal("xqzt"))
        // A word the user taught the device is a word for every checker on it, and not on another device.
        UITextChecker.learnWord("plnaet")
        #expect(UITextChecker.hasLearnedWord("plnaet"))
        sim.type("plnaet\n")
        #expect(game.verdict.text == "plnaet: a word")
        let other = Simulator(device: .iPhone15)
        other.rootViewController = UIViewController()
        #expect(!UITextChecker.hasLearnedWord("plnaet"))
        sim.rootViewController = game
        UITextChecker.unlearnWord("plnaet")
        #expect(!game.isReal("plnaet"))
    }

    @Test func misspellingsAreFoundInOrderAndGuessed() {
        _ = Simulator(device: .iPhone15)
        let checker = UITextChecker()
        let text = "Teh quick brwn fox don't jump, 42 times."
        let all = NSRange(location: 0, length: text.utf16.count)
        let first = checker.rangeOfMisspelledWord(in: text, range: all, startingAt: 0, wrap: false, language: "en_US")
        #expect(first == NSRange(location: 0, length: 3))
        #expect(checker.guesses(forWordRange: first, in: text, language: "en_US")?.contains("The") == true)
        let second = checker.rangeOfMisspelledWord(in: text, range: all, startingAt: 4, wrap: false, language: "en_US")
        #expect(second == NSRange(location: 10, length: 4))
        #expect(checker.guesses(forWordRange: second, in: text, language: "en_US")?.contains("brown") == true)
        // Nothing after "brwn" (numbers and contractions are fine); wrapping comes back to "Teh".
        #expect(checker.rangeOfMisspelledWord(in: text, range: all, startingAt: 15, wrap: false, language: "en").location == NSNotFound)
        #expect(checker.rangeOfMisspelledWord(in: text, range: all, startingAt: 15, wrap: true, language: "en") == first)
        // An ignored word is passed over by this checker only.
        checker.ignoreWord("Teh")
        #expect(checker.ignoredWords == ["Teh"])
        #expect(checker.rangeOfMisspelledWord(in: text, range: all, startingAt: 0, wrap: false, language: "en") == second)
        #expect(UITextChecker().rangeOfMisspelledWord(in: text, range: all, startingAt: 0, wrap: false, language: "en") == first)
        // Completions of a partial word, in its case.
        let completions = checker.completions(forPartialWordRange: NSRange(location: 0, length: 4), in: "plan", language: "en") ?? []
        #expect(completions.contains("planet") && completions.contains("plane") && completions.allSatisfy { $0.hasPrefix("plan") })
        #expect(checker.completions(forPartialWordRange: NSRange(location: 0, length: 4), in: "Plan", language: "en")?.contains("Planet") == true)
        #expect(UITextChecker.availableLanguages.contains("en_US"))
        // No dictionary for a language: nothing is reported misspelled, and there are no guesses.
        #expect(checker.rangeOfMisspelledWord(in: "xqzt", range: NSRange(location: 0, length: 4), startingAt: 0, wrap: false, language: "tlh").location == NSNotFound)
        #expect(checker.guesses(forWordRange: NSRange(location: 0, length: 4), in: "xqzt", language: "tlh") == nil)
    }
}
