import Foundation
import SwiftParser
import Testing
@testable import UIKitPort

/// UIWebView, which iOS no longer has, ported to WKWebView: a book's browser screen
/// (Fixtures/WebViewMigration) comes out as `SystemFrameworksTests/PortedBrowserViewController.swift`,
/// which that suite compiles against OpenUIKit's WebKit and drives.
@Suite struct WebViewMigrationTests {
    static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    @Test func aBooksUIWebViewScreenBecomesAWKWebViewScreen() throws {
        let input = Self.here.appendingPathComponent("Fixtures/WebViewMigration/BrowserViewController.swift")
        let text = try String(contentsOf: input, encoding: .utf8)
        let result = WebViewMigration.migrate([input: text])
        let migrated = try #require(result.texts[input])
        // Then the port's other rules, as `uikit-port` runs them.
        let tree = Parser.parse(source: migrated)
        var index = ModuleIndex()
        index.add(tree)
        let ported = SourceRewriter(index: index, tree: tree, original: migrated, file: "BrowserViewController.swift").rewrite(tree).description
        let expected = try String(contentsOf: Self.here.deletingLastPathComponent()
            .appendingPathComponent("SystemFrameworksTests/PortedBrowserViewController.swift"), encoding: .utf8)
        // The compiled copy begins with a comment saying where it comes from.
        let body = expected.components(separatedBy: "\n").drop { $0.hasPrefix("//") }.joined(separator: "\n")
        if ported != body { try? ported.write(toFile: NSTemporaryDirectory() + "PortedBrowserViewController.swift", atomically: true, encoding: .utf8) }
        #expect(ported == body, "the port writes (and \(NSTemporaryDirectory())PortedBrowserViewController.swift has):\n\(ported)")
        #expect(!ported.contains(": UIWebView") && ported.contains("import WebKit"))
        let done = result.notes.filter { !$0.isProblem }.map(\.text)
        #expect(done.count == 5, "\(done)")
        #expect(result.notes.allSatisfy { !$0.isProblem })
    }

    @Test func whatHasNoSameMeaningIsReported() {
        let url = URL(fileURLWithPath: "/tmp/App.swift")
        let text = "import UIKit\nclass C { let web = UIWebView()\n func f() -> String? { web.stringByEvaluatingJavaScript(from: \"document.title\") } }\n"
        let result = WebViewMigration.migrate([url: text])
        #expect(result.texts[url]?.contains("let web = WKWebView()") == true)
        let problem = result.notes.first { $0.isProblem }
        #expect(problem?.line == 3 && problem?.text.contains("evaluateJavaScript") == true)
    }
}
