import Foundation
import SwiftParser
import Testing
@testable import UIKitPort

/// Localized resources ported as Xcode builds them: `.lproj` variants kept in their folders, a
/// Base storyboard found by name, and string catalogs compiled into `.strings` and `.stringsdict`.
@Suite struct LocalizationPortTests {
    func catalog(_ json: String, file: String = "Phrases.xcstrings") throws -> StringCatalog {
        try StringCatalog(data: Data(json.utf8), file: file)
    }

    @Test func thePhrasebooksLocalizationsLandWhereBundleLooks() throws {
        let out = temporaryFolder("phrasebook")
        defer { try? FileManager.default.removeItem(at: out) }
        let report = try Porter().port(project: project("Phrasebook"), output: out)
        #expect(report.problems.isEmpty, "\(report.problems)")
        let files = snapshotTree(out.appendingPathComponent("Sources/Phrasebook/Resources"))
        for path in ["Main.storyboard", "LaunchScreen.storyboard", "Info.plist",
                     "en.lproj/Localizable.strings", "cs.lproj/Localizable.strings", "ru.lproj/Localizable.strings",
                     "en.lproj/Localizable.stringsdict", "cs.lproj/Localizable.stringsdict", "ru.lproj/Localizable.stringsdict",
                     "cs.lproj/Main.strings", "ru.lproj/Main.strings",
                     "en.lproj/Phrases.strings", "en.lproj/Phrases.stringsdict", "cs.lproj/Phrases.stringsdict", "ru.lproj/Phrases.strings"] {
            #expect(files[path] != nil, "\(path) in \(files.keys.sorted())")
        }
        #expect(files["Phrases.xcstrings"] == nil && files["Localizable.strings"] == nil)
        #expect(report.count(.stringCatalog) == 1)
        let cs = String(decoding: try #require(files["cs.lproj/Phrases.stringsdict"]), as: UTF8.self)
        #expect(cs.contains("<key>few</key>\n\t\t\t<string>%lld soubory</string>") && cs.contains("<string>%#@value@</string>"), "\(cs)")
        let strings = String(decoding: try #require(files["cs.lproj/Phrases.strings"]), as: UTF8.self)
        #expect(strings.contains("\"title\" = \"Konverzace\";"))
        #expect(report.description.contains("String catalog (.xcstrings)"))
    }

    @Test func aBrokenCatalogIsReportedAndTheRestPorted() throws {
        let copy = temporaryFolder("phrasebook-broken")
        defer { try? FileManager.default.removeItem(at: copy) }
        try FileManager.default.removeItem(at: copy)
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent("Phrasebook"), to: copy)
        try Data("{ \"sourceLanguage\": \"en\", \"strings\": { \"a\": [1] } }".utf8)
            .write(to: copy.appendingPathComponent("Phrasebook/Phrases.xcstrings"))
        let out = temporaryFolder("phrasebook-broken-out")
        defer { try? FileManager.default.removeItem(at: out) }
        let report = try Porter().port(project: copy.appendingPathComponent("Phrasebook.xcodeproj"), output: out)
        #expect(report.problems.map(\.description).contains { $0.contains("Phrasebook/Phrases.xcstrings") && $0.contains("the entry for \"a\" is not an object") },
                "\(report.problems)")
        let files = snapshotTree(out.appendingPathComponent("Sources/Phrasebook/Resources"))
        #expect(files["cs.lproj/Localizable.stringsdict"] != nil && files["Main.storyboard"] != nil, "the other resources are ported")
        #expect(report.count(.stringCatalog) == 0)
    }

    @Test func catalogsCompileAsXcodeCompilesThem() throws {
        let c = try catalog("""
        { "sourceLanguage": "en", "version": "1.0", "strings": {
          "Untranslated key": {},
          "Done": { "shouldTranslate": false },
          "%lld items in %lld boxes": { "localizations": {
            "en": { "stringUnit": { "state": "translated", "value": "%#@items@ in %#@boxes@" },
                    "substitutions": {
                      "items": { "argNum": 1, "formatSpecifier": "lld", "variations": { "plural": {
                        "one": { "stringUnit": { "state": "translated", "value": "%arg item" } },
                        "other": { "stringUnit": { "state": "translated", "value": "%arg items" } } } } },
                      "boxes": { "argNum": 2, "formatSpecifier": "lld", "variations": { "plural": {
                        "one": { "stringUnit": { "state": "translated", "value": "%arg box" } },
                        "other": { "stringUnit": { "state": "translated", "value": "%arg boxes" } } } } } } } } },
          "Tap \\"Go\\"": { "localizations": { "de": { "variations": { "device": {
            "iphone": { "stringUnit": { "state": "translated", "value": "Tippe auf „Los“" } },
            "other": { "stringUnit": { "state": "translated", "value": "Klicke" } } } } } } }
        } }
        """)
        let files = c.compiled()
        let en = String(decoding: try #require(files["en.lproj/Phrases.strings"]), as: UTF8.self)
        #expect(en.contains("\"Untranslated key\" = \"Untranslated key\";") && en.contains("\"Done\" = \"Done\";"))
        #expect(en.contains("\"Tap \\\"Go\\\"\" = \"Tap \\\"Go\\\"\";"), "\(en)")
        let de = String(decoding: try #require(files["de.lproj/Phrases.strings"]), as: UTF8.self)
        #expect(de.contains("= \"Tippe auf „Los“\";"), "the iPhone's variation")
        let dict = String(decoding: try #require(files["en.lproj/Phrases.stringsdict"]), as: UTF8.self)
        #expect(dict.contains("<string>%#@items@ in %#@boxes@</string>") && dict.contains("<string>%2$lld boxes</string>"), "\(dict)")
        let plist = try PropertyListSerialization.propertyList(from: try #require(files["en.lproj/Phrases.stringsdict"]), format: nil) as? [String: Any]
        #expect(plist?["%lld items in %lld boxes"] != nil, "a valid property list")
        #expect(c.compiled() == files, "the same bytes every time")
    }

    @Test func malformedCatalogsNameTheirProblem() {
        func problem(_ json: String) -> String? {
            do { _ = try catalog(json); return nil } catch { return "\(error)" }
        }
        #expect(problem("{ not json")?.hasPrefix("Phrases.xcstrings: not JSON") == true)
        #expect(problem("{ \"strings\": {} }") == "Phrases.xcstrings: no \"sourceLanguage\"")
        #expect(problem("""
            { "sourceLanguage": "en", "strings": { "%lld x": { "localizations": { "en": { "variations": { "plural": {
              "one": { "stringUnit": { "value": "%lld x" } } } } } } } } }
            """) == "Phrases.xcstrings: \"%lld x\" (en): the plural variations have no \"other\"")
        #expect(problem("""
            { "sourceLanguage": "en", "strings": { "k": { "localizations": { "en": { "variations": { "width": {} } } } } } }
            """) == "Phrases.xcstrings: \"k\" (en): variations other than plural or device (width)")
    }

    @Test func localizedFilesKeepTheirFolders() {
        #expect(Porter.resourcePath(of: URL(fileURLWithPath: "/p/App/cs.lproj/Localizable.strings")) == "cs.lproj/Localizable.strings")
        #expect(Porter.resourcePath(of: URL(fileURLWithPath: "/p/App/Base.lproj/Main.storyboard")) == "Main.storyboard")
        #expect(Porter.resourcePath(of: URL(fileURLWithPath: "/p/App/Base.lproj/Localizable.strings")) == "Base.lproj/Localizable.strings")
        #expect(Porter.resourcePath(of: URL(fileURLWithPath: "/p/App/en.lproj")) == "en.lproj")
        #expect(Porter.resourcePath(of: URL(fileURLWithPath: "/p/App/Assets.xcassets")) == "Assets.xcassets")
    }

    @Test func filesThatLocalizeImportFoundationThroughUIKit() {
        var problems: [PortProblem] = []
        func port(_ source: String) -> (String, Int) {
            let tree = Parser.parse(source: source)
            var index = ModuleIndex()
            index.add(tree)
            let rewriter = SourceRewriter(index: index, tree: tree, original: source, file: "App.swift")
            let text = rewriter.rewrite(tree).description
            problems = rewriter.problems
            return (text, rewriter.counts[.localizationImport] ?? 0)
        }
        let both = port("// Header\n\nimport Foundation\nimport UIKit\n\nlet s = NSLocalizedString(\"k\", comment: \"\")\n")
        #expect(both.0 == "// Header\n\nimport UIKit\n\nlet s = NSLocalizedString(\"k\", comment: \"\")\n" && both.1 == 1, "\(both.0)")
        let alone = port("import Foundation\n\nstruct Fruit { var name: String { String(localized: \"Apple\") } }\n")
        #expect(alone.0.hasPrefix("import UIKit\n\nstruct Fruit") && alone.1 == 1, "\(alone.0)")
        let test = port("import XCTest\n\nfinal class T: XCTestCase {\n    func testIt() {\n        XCTAssertEqual(NSLocalizedString(\"k\", comment: \"\"), \"K\")\n        _ = Locale.preferredLanguages\n    }\n}\n")
        #expect(problems.map(\.reason) == ["preferredLanguages is both Foundation's and UIKit's in a file that imports XCTest (which brings Foundation by name)"])
        #expect(test.0.contains("XCTAssertEqual(UIKit.NSLocalizedString(\"k\", comment: \"\"), \"K\")") && test.1 == 1, "\(test.0)")
        let untouched = port("import Foundation\nimport UIKit\n\nlet n = 1\n")
        #expect(untouched.0 == "import Foundation\nimport UIKit\n\nlet n = 1\n" && untouched.1 == 0)
    }
}
