import Foundation
import SwiftSyntax

extension Porter {
    /// Quick's specs make their examples at run time, and Xcode lists them through the Objective-C
    /// runtime; XCTest on Linux finds a test case only by the `test` methods in its source. Each
    /// spec gets one, in a file of its own, that runs its examples in order (with their `beforeEach`
    /// and `afterEach`), so their failures are the test's, at their lines.
    func addQuickSpecRunner(for files: [SourceFileSyntax], index: ModuleIndex, into tree: inout OutputTree,
                            folder: String, report: inout PortReport) {
        var specs: [String] = []
        for file in files {
            for item in ExtensionOverrideHoister.topLevelItems(file) {
                guard let c = item.item.as(ClassDeclSyntax.self) else { continue }
                let name = c.name.text
                if index.superclass[name] == "QuickSpec" || index.inherits(name, from: ["QuickSpec"]) { specs.append(name) }
            }
        }
        guard !specs.isEmpty else { return }
        var text = """
        // Written by uikit-port: XCTest on Linux finds tests by their `test` methods, which Quick
        // makes at run time on iOS; each spec runs its examples in one test. Port again rather than
        // edit this file by hand.
        import XCTest
        import Quick

        """
        for spec in specs.sorted() {
            text += """

            extension \(spec) {
                func testQuickExamples() throws {
                    for (_, example) in Self.allTests { try example(self)() }
                }
            }

            """
            report.rules[PortRule.quickSpecs.rawValue, default: 0] += 1
        }
        tree.add("\(folder)/UIKitPortQuickSpecs.swift", Data(text.utf8))
    }
}
