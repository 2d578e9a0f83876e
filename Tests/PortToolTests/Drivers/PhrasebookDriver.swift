// Added to the ported Phrasebook package by PortToolTests: the app launched in English, Czech
// and Russian as a person sets the device's language in Settings (iOS relaunches the app), and
// its labels read and looked at through UIKitTesting's Simulator.
import UIKit
import UIKitTesting
import Testing
@testable import Phrasebook

@MainActor @Suite(.serialized) struct PhrasebookDriver {
    /// A device set to `languages` with the app launched on it, and the app's screen.
    func launch(_ languages: [String], region: String, device: Simulator.Device = .iPhone15) throws -> (Simulator, PhrasebookViewController) {
        let sim = Simulator(device: device)
        sim.preferredLanguages = languages
        sim.region = region
        sim.launch(AppDelegate())
        sim.settle()
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        let window = try #require((scene.delegate as? SceneDelegate)?.window)
        let vc = try #require(window.rootViewController as? PhrasebookViewController)
        return (sim, vc)
    }

    /// Taps "add" until the basket holds `count` apples.
    func fill(_ sim: Simulator, _ vc: PhrasebookViewController, to count: Int) {
        while vc.apples < count { sim.tap(on: vc.addButton) }
        sim.settle()
    }

    /// How many of the label's pixels on screen are darker than its background: its drawn text.
    func inkPixels(_ sim: Simulator, _ label: UILabel) -> Int {
        let frame = label.convert(label.bounds, to: nil)
        var ink = 0
        for x in stride(from: frame.minX, to: frame.maxX, by: 1) {
            for y in stride(from: frame.minY, to: frame.maxY, by: 1) where sim.color(at: CGPoint(x: x, y: y)).r < 160 {
                ink += 1
            }
        }
        return ink
    }

    @Test func englishPluralsAndGrammarAgreement() throws {
        let (sim, vc) = try launch(["en-US"], region: "US")
        #expect(Locale.preferredLanguages == ["en-US"] && Bundle.main.preferredLocalizations == ["en"])
        #expect(vc.greetingLabel.text == "Hello!")
        #expect(vc.titleLabel.text == "Learn a language", "the Base storyboard as written")
        #expect(vc.applesLabel.text == "1 apple" && vc.filesLabel.text == "1 file")
        #expect(vc.basketLabel.text == "1 apple in the basket", "inflect: true agrees with 1")
        #expect(vc.navigationItem.title == "Phrasebook", "the catalog's LocalizedStringResource")
        let oneApple = inkPixels(sim, vc.applesLabel)
        #expect(oneApple > 0, "the label's text is drawn")

        fill(sim, vc, to: 3)
        #expect(vc.applesLabel.text == "3 apples" && sim.view(withText: "3 apples") != nil)
        #expect(vc.filesLabel.text == "3 files")
        #expect(vc.basketLabel.text == "3 apples in the basket", "inflect: true agrees with 3")
        let shown = AttributedString(try #require(vc.basketLabel.attributedText))
        #expect(shown.runs.contains { $0.inlinePresentationIntent == .stronglyEmphasized && String(shown[$0.range].characters) == "basket" },
                "**basket** is strong")
        #expect(inkPixels(sim, vc.applesLabel) > oneApple, "\"3 apples\" draws more than \"1 apple\"")
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_SHOTS"] {
            try sim.screenshot().write(to: URL(fileURLWithPath: dir + "/ported-phrasebook-en.png"))
        }
    }

    @Test func czechTakesItsFewAndManyForms() throws {
        let (sim, vc) = try launch(["cs-CZ", "en-US"], region: "CZ")
        #expect(Locale.preferredLanguages.first == "cs-CZ" && LocalizedStringResource("title").locale.identifier == "cs_CZ")
        #expect(Bundle.main.preferredLocalizations == ["cs"])
        #expect(vc.greetingLabel.text == "Dobrý den!")
        #expect(vc.titleLabel.text == "Učte se jazyk", "cs.lproj/Main.strings translates the storyboard's label")
        #expect(vc.addButton.title(for: .normal) == "Přidat jablko", "… and the button's normal title")
        #expect(vc.applesLabel.text == "1 jablko" && vc.filesLabel.text == "1 soubor")
        #expect(vc.navigationItem.title == "Konverzace")
        fill(sim, vc, to: 3)
        #expect(vc.applesLabel.text == "3 jablka" && vc.filesLabel.text == "3 soubory", "Czech's few (2–4)")
        #expect(vc.basketLabel.text == "V košíku: 3")
        fill(sim, vc, to: 5)
        #expect(vc.applesLabel.text == "5 jablek" && vc.filesLabel.text == "5 souborů", "Czech's other (5 and more)")
        #expect(sim.view(withText: "5 jablek") != nil && inkPixels(sim, vc.applesLabel) > 0)
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_SHOTS"] {
            try sim.screenshot().write(to: URL(fileURLWithPath: dir + "/ported-phrasebook-cs.png"))
        }
    }

    @Test func russianOneFewAndMany() throws {
        let (sim, vc) = try launch(["ru"], region: "RU")
        #expect(vc.greetingLabel.text == "Здравствуйте!" && vc.titleLabel.text == "Учите язык")
        fill(sim, vc, to: 2)
        #expect(vc.applesLabel.text == "2 яблока" && vc.filesLabel.text == "2 файла")
        fill(sim, vc, to: 5)
        #expect(vc.applesLabel.text == "5 яблок" && vc.filesLabel.text == "5 файлов")
        fill(sim, vc, to: 21)
        #expect(vc.applesLabel.text == "21 яблоко" && vc.filesLabel.text == "21 файл", "21 is Russian's one")
    }

    @Test func aLanguageTheAppLacksFallsBackToTheDevelopmentLanguage() throws {
        let (_, vc) = try launch(["fr-FR"], region: "FR")
        #expect(Bundle.main.preferredLocalizations == ["en"])
        #expect(vc.greetingLabel.text == "Hello!" && vc.applesLabel.text == "1 apple")
    }

    @Test func mottoSpellingAndTripFollowTheScreenAndTheDictionary() throws {
        let (sim, vc) = try launch(["en-US"], region: "US")
        // The motto's variant for the label's width: 361 points on an iPhone 15 (the 300 one); an
        // iPad's is wider than 500 (the longest).
        #expect(vc.mottoLabel.text == "Speak like a local", "\(vc.mottoLabel.bounds.width)")
        #expect(vc.tripLabel.text == "1h 12m")
        sim.tap(on: vc.wordField)
        sim.type("travel\n")
        #expect(vc.spellingLabel.text == "travel ✓")
        sim.tap(on: vc.wordField)
        vc.wordField.text = ""
        sim.type("trvel\n")
        #expect(vc.spellingLabel.text?.hasPrefix("trvel? Try ") == true, "\(vc.spellingLabel.text ?? "")")
        #expect(sim.view(withText: vc.spellingLabel.text ?? "") === vc.spellingLabel)
    }

    @Test func theMottoIsLongerOnAnIPad() throws {
        let (_, vc) = try launch(["en-US"], region: "US", device: .iPadPro11)
        #expect(vc.mottoLabel.bounds.width > 500 && vc.mottoLabel.text == "Speak like a local, wherever you travel",
                "\(vc.mottoLabel.bounds.width)")
    }
}
