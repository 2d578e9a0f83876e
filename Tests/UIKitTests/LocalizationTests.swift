import Testing
import UIKit
import UIKitTesting

/// Localized text as iOS apps read it: `.lproj` tables and `.stringsdict` plurals chosen by the
/// device's languages, iOS 15's `String(localized:)` and `AttributedString(localized:)` with
/// grammar agreement, and the language and region a Simulator is set to. (UIKit's localization
/// API takes Foundation's place where Foundation comes through UIKit: no `import Foundation` here.)
@MainActor
@Suite(.serialized) struct LocalizationTests {
    /// A bundle folder laid out as a ported app's resource bundle: `Resources/<lang>.lproj/<file>`.
    func bundle(_ files: [String: String], info: String? = nil) throws -> Bundle {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent("Resources/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return try #require(Bundle(path: root.path))
    }

    func pluralEntry(_ key: String, _ forms: [String: String], spec: String = "d") -> String {
        let body = forms.sorted { $0.key < $1.key }.map { "<key>\($0.key)</key><string>\($0.value)</string>" }.joined()
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>\(key)</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
        <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>\(spec)</string>\(body)</dict></dict></dict></plist>
        """
    }

    var phrasebook: Bundle {
        get throws {
            try bundle([
                "en.lproj/Localizable.strings": "/* a comment */\n\"hello\" = \"Hello\";\n// another\n\"quote\" = \"She said \\\"hi\\\"\\n\";\n",
                "cs.lproj/Localizable.strings": "\"hello\" = \"Ahoj\";\n",
                "Base.lproj/Localizable.strings": "\"only.base\" = \"From Base\";\n",
                "en.lproj/Menu.strings": "\"open\" = \"Open…\";\n",
                "en.lproj/Localizable.stringsdict": pluralEntry("%d apples", ["one": "%d apple", "other": "%d apples", "zero": "No apples"]),
                "cs.lproj/Localizable.stringsdict": pluralEntry("%d apples", ["one": "%d jablko", "few": "%d jablka", "many": "%d jablka", "other": "%d jablek"]),
                "ru.lproj/Localizable.stringsdict": pluralEntry("%d apples", ["one": "%d яблоко", "few": "%d яблока", "many": "%d яблок", "other": "%d яблока"]),
                "en.lproj/Localizable.strings.bak": "ignored",
                "cs.lproj/Items.strings": "\"%lld items\" = \"Položek: %lld\";\n\"%@ has %lld items\" = \"%2$lld položek má %1$@\";\n",
            ])
        }
    }

    @Test func tablesFollowTheDevicesLanguage() throws {
        let b = try phrasebook
        let sim = Simulator()
        #expect(sim.preferredLanguages == ["en-US"] && Locale.preferredLanguages == ["en-US"])
        #expect(NSLocalizedString("hello", bundle: b, comment: "") == "Hello")
        #expect(NSLocalizedString("quote", bundle: b, comment: "") == "She said \"hi\"\n")
        #expect(NSLocalizedString("open", tableName: "Menu", bundle: b, comment: "") == "Open…")
        #expect(NSLocalizedString("missing", bundle: b, value: "Fallback", comment: "") == "Fallback")
        #expect(NSLocalizedString("missing", bundle: b, comment: "") == "missing")
        #expect(NSLocalizedString("only.base", bundle: b, comment: "") == "From Base")
        #expect(b.localizations.sorted() == ["Base", "cs", "en", "ru"])
        #expect(b.preferredLocalizations == ["en"])

        sim.preferredLanguages = ["cs-CZ", "en"]
        #expect(Locale.preferredLanguages == ["cs-CZ", "en"])
        #expect(b.preferredLocalizations == ["cs"])
        #expect(NSLocalizedString("hello", bundle: b, comment: "") == "Ahoj")
        #expect(b.localizedString(forKey: "quote", value: nil, table: nil) == "She said \"hi\"\n", "a key cs lacks: the development language's")
        #expect(Bundle.preferredLocalizations(from: ["en", "cs", "de"], forPreferences: ["de-AT", "cs"]) == ["de", "cs"])
    }

    @Test func theMainBundlesTablesAreOnlyTheAppsOwnPackages() {
        // A build folder shared by several apps holds each one's bundles: the main bundle's tables
        // are the running app's package's, never another app's of the same names.
        let folder = ["Shop_Shop.resources", "Shop_ShopKit.resources", "Inflection_Inflection.resources",
                      "VariableWidth_VariableWidth.resources", "OpenUIKit_UIKit.resources", "Shop.swiftmodule"]
        #expect(ResourceBundleOrder(executable: "Shop").ownPackages(folder) == ["Shop_Shop.resources", "Shop_ShopKit.resources"])
        #expect(ResourceBundleOrder(executable: "Inflection").ownPackages(folder) == ["Inflection_Inflection.resources"])
        // A package's tests read that package's bundles; an app named otherwise than its package, its package's.
        #expect(ResourceBundleOrder(executable: "ShopPackageTests.xctest").ownPackages(folder) == ["Shop_Shop.resources", "Shop_ShopKit.resources"])
        #expect(ResourceBundleOrder(executable: "ShopKit").ownPackages(folder) == ["Shop_ShopKit.resources", "Shop_Shop.resources"])
        #expect(ResourceBundleOrder(executable: "Other").ownPackages(folder).isEmpty)
    }

    @Test func widthVariantsFitTheLabelAsTheDeviceTurns() throws {
        let b = try bundle(["Base.lproj/Localizable.stringsdict": """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>Greeting</key><dict><key>NSStringVariableWidthRuleType</key><dict>
            <key>100</key><string>Howdy</string><key>200</key><string>Hello world!</string>
            <key>300</key><string>Greetings, People of Earth!</string><key>400</key><string>Good day to all of you!</string>
            </dict></dict></dict></plist>
            """])
        let s = NSLocalizedString("Greeting", bundle: b, comment: "") as NSString
        #expect(s as String == "Good day to all of you!", "before a width is asked for, the widest")
        // Apple's rules: the variant for the width; else the next smaller width's; else the smallest's.
        #expect(s.variantFittingPresentationWidth(200) == "Hello world!")
        #expect(s.variantFittingPresentationWidth(299) == "Hello world!")
        #expect(s.variantFittingPresentationWidth(50) == "Howdy")
        #expect(s.variantFittingPresentationWidth(1000) == "Good day to all of you!")
        #expect(("Plain" as NSString).variantFittingPresentationWidth(10) == "Plain")

        // As Programming iOS's example uses it: the label's width chooses its text at each layout.
        let sim = Simulator(device: .iPhone15)
        let vc = ConstrainedController()
        let label = UILabel()
        vc.build = { root in
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
            NSLayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                                         label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
                                         label.topAnchor.constraint(equalTo: root.topAnchor, constant: 100)])
        }
        vc.layout = { label.text = s.variantFittingPresentationWidth(Int(label.bounds.width)) }
        sim.rootViewController = vc
        sim.settle()
        #expect(label.bounds.width > 300 && label.bounds.width < 400 && label.text == "Greetings, People of Earth!", "\(label.bounds)")
        sim.rotate(to: .landscapeLeft)
        sim.settle()
        #expect(label.bounds.width > 400 && label.text == "Good day to all of you!", "\(label.bounds)")
        #expect(sim.view(withText: "Good day to all of you!") === label)
    }

    @Test func pluralsFollowCLDRRules() throws {
        let b = try phrasebook
        let sim = Simulator()
        func apples(_ n: Int) -> String {
            String.localizedStringWithFormat(NSLocalizedString("%d apples", bundle: b, comment: ""), n)
        }
        #expect([0, 1, 2, 5].map(apples) == ["No apples", "1 apple", "2 apples", "5 apples"])
        sim.preferredLanguages = ["cs"]
        #expect([1, 2, 4, 5, 22].map(apples) == ["1 jablko", "2 jablka", "4 jablka", "5 jablek", "22 jablek"])
        sim.preferredLanguages = ["ru"]
        #expect([1, 2, 5, 11, 21, 22, 25, 111].map(apples) == ["1 яблоко", "2 яблока", "5 яблок", "11 яблок", "21 яблоко", "22 яблока", "25 яблок", "111 яблок"])
        #expect(String.localizedStringWithFormat("%d of %@", 3, "ten") == "3 of ten", "other formats as Foundation's")
    }

    @Test func pluralCategories() {
        let cs = [1.0, 2, 3, 4, 5, 0, 1.5].map { PluralCategory.of($0, language: "cs").rawValue }
        #expect(cs == ["one", "few", "few", "few", "other", "other", "many"])
        let ru = [1.0, 21, 2, 24, 12, 5, 11, 0, 1.5].map { PluralCategory.of($0, language: "ru-RU").rawValue }
        #expect(ru == ["one", "one", "few", "few", "many", "many", "many", "many", "other"])
        let pl = [1.0, 2, 5, 22, 12].map { PluralCategory.of($0, language: "pl").rawValue }
        #expect(pl == ["one", "few", "many", "few", "many"])
        #expect(PluralCategory.of(1, language: "en") == .one && PluralCategory.of(1.5, language: "en") == .other)
        #expect(PluralCategory.of(0, language: "fr") == .one && PluralCategory.of(3, language: "ja") == .other)
    }

    @Test func aMalformedStringsFileKeepsWhatCameBeforeAndNamesTheLine() throws {
        let file = StringsFile(data: Data("\"a\" = \"A\";\n\"b\" = \"B\"\n\"c\" = \"C\";\n".utf8), file: "x.strings")
        #expect(file.entries == ["a": "A"])
        #expect(file.error == LocalizationFileError(file: "x.strings", line: 3, problem: "expected \";\" after the value of \"b\""))
        let open = StringsFile(data: Data("\"a\" = \"A;\n".utf8), file: "y.strings")
        #expect(open.error?.description == "y.strings:1: the value of \"a\" is not closed with a quote")
        let utf16 = StringsFile(data: Data([0xFF, 0xFE]) + "\"k\" = \"v\";".data(using: .utf16LittleEndian)!, file: "z.strings")
        #expect(utf16.entries == ["k": "v"] && utf16.error == nil)
        let dict = StringsDictFile(data: Data(pluralEntry("%d x", ["one": "%d x"]).utf8), file: "w.stringsdict")
        #expect(dict.entries.isEmpty && dict.error?.description == "w.stringsdict: \"%d x\": the variable \"n\" has no \"other\" form")

        // In a bundle: the broken table gives what it can, the other tables all they have.
        let b = try bundle(["en.lproj/Localizable.strings": "\"good\" = \"Good\";\n\"bad\" = ;\n",
                            "en.lproj/Other.strings": "\"fine\" = \"Fine\";\n"])
        _ = Simulator()
        #expect(NSLocalizedString("good", bundle: b, comment: "") == "Good")
        #expect(NSLocalizedString("bad", bundle: b, comment: "") == "bad")
        #expect(NSLocalizedString("fine", tableName: "Other", bundle: b, comment: "") == "Fine")
    }

    @Test func stringLocalizedUsesXcodesKeysForInterpolations() throws {
        let b = try phrasebook
        let sim = Simulator()
        let count = 3
        #expect(String(localized: "\(count) items", table: "Items", bundle: b) == "3 items", "no English table: the literal")
        #expect(String(localized: "hello", bundle: b) == "Hello")
        sim.preferredLanguages = ["cs"]
        #expect(String(localized: "\(count) items", table: "Items", bundle: b) == "Položek: 3")
        #expect(String(localized: "\("Eva") has \(count) items", table: "Items", bundle: b) == "3 položek má Eva", "positional arguments")
        #expect(String(localized: "greeting", defaultValue: "Hi \(count)", bundle: b) == "Hi 3")
        let value: String.LocalizationValue = "\(count) items and 100%"
        #expect(value.description == "%lld items and 100%%")
        let resource = LocalizedStringResource("hello", bundle: .atURL(b.bundleURL))
        #expect(String(localized: resource) == "Ahoj")
        var english = resource
        english.locale = Locale(identifier: "en_US")
        #expect(String(localized: english) == "Hello", "the resource's locale chooses the language")
        let literal: LocalizedStringResource = "plain key"
        #expect(literal.key == "plain key" && String(localized: literal) == "plain key")
    }

    @Test func attributedStringsInflectAndReadMarkdown() throws {
        _ = Simulator()
        func text(_ s: AttributedString) -> String { String(s.characters) }
        for (n, expected) in [(1, "1 apple"), (2, "2 apples"), (0, "0 apples")] {
            #expect(text(AttributedString(localized: "^[\(n) apple](inflect: true)")) == expected)
        }
        #expect(text(AttributedString(localized: "^[\(2) child](inflect: true) and ^[\(1) people](inflect: true)")) == "2 children and 1 person")
        #expect(text(AttributedString(localized: "^[\(3) \("file")](inflect: true)")) == "3 files")
        let key: StringLocalizationKey = "You have ^[\(10) \("apple")](inflect: true)."
        #expect(text(AttributedString(localized: key)) == "You have 10 apples.", "the iOS 15 beta name of the key type")
        #expect(text(AttributedString(localized: "^[\(5) box](inflect: true), ^[\(2) city](inflect: true), ^[\(4) sheep](inflect: true)")) == "5 boxes, 2 cities, 4 sheep")
        #expect(text(AttributedString(localized: "^[\(1) Bus](inflect: true)")) == "1 Bus")
        #expect(text(AttributedString(localized: "^[mouse](morphology: { number: \"plural\" })")) == "mice")
        let bold = AttributedString(localized: "Buy **\(3) pears**")
        #expect(text(bold) == "Buy 3 pears")
        #expect(bold.runs.contains { $0.inlinePresentationIntent == .stronglyEmphasized && String(bold[$0.range].characters) == "3 pears" })
        let plain = AttributedString(localized: "Name: \("*not bold*")")
        #expect(text(plain) == "Name: *not bold*" && plain.runs.allSatisfy { $0.inlinePresentationIntent == nil }, "values are text, not markup")
        let marked = AttributedString(localized: "\("a") and \("b")", options: .applyReplacementIndexAttribute)
        #expect(text(marked) == "a and b")
        #expect(marked.runs.compactMap { $0.replacementIndex } == [0, 1])
    }

    @Test func eachDeviceKeepsItsOwnLanguageAndRegion() throws {
        let b = try phrasebook
        let czech = Simulator()
        czech.preferredLanguages = ["cs-CZ"]
        czech.region = "CZ"
        #expect(LocalizedStringResource("x").locale.identifier == "cs_CZ", "the device's locale, as .current")
        nonisolated(unsafe) var changed = 0
        let observer = NotificationCenter.default.addObserver(forName: NSLocale.currentLocaleDidChangeNotification, object: nil, queue: nil) { _ in
            changed += 1
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        let english = Simulator()
        english.region = "GB"
        #expect(changed == 1 && LocalizedStringResource("x").locale.identifier == "en_GB" && Locale.preferredLanguages == ["en-US"])
        #expect(NSLocalizedString("hello", bundle: b, comment: "") == "Hello")
        czech.runFrame()
        #expect(Locale.preferredLanguages == ["cs-CZ"] && NSLocalizedString("hello", bundle: b, comment: "") == "Ahoj")
        #expect(String.localizedStringWithFormat("%.1f", 2.5) == "2,5", "Czech writes a decimal comma")
        english.runFrame()
        #expect(String.localizedStringWithFormat("%.1f", 2.5) == "2.5")
    }

    @Test func desktopLanguagesForALiveApp() {
        let env = DeviceLocale.fromEnvironment(["LANGUAGE": "cs:en_GB", "LANG": "cs_CZ.UTF-8"])
        #expect(env.preferredLanguages == ["cs", "en-GB"] && env.region == "CZ" && env.localeIdentifier == "cs_CZ")
        #expect(DeviceLocale.fromEnvironment(["LANG": "C.UTF-8"]) == DeviceLocale())
        #expect(DeviceLocale.fromEnvironment(["LC_ALL": "ru_RU.UTF-8"]).preferredLanguages == ["ru-RU"])
    }
}
