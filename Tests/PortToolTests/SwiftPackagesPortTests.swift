import Foundation
import Testing
import SwiftParser
@testable import UIKitPort

/// An iOS team's project with Swift packages: references read from the project file, found in a
/// `--packages` folder or among what git reaches, iOS libraries ported into the output, the rest
/// named as they are, and what cannot be found reported with the command that fetches it.
@Suite struct SwiftPackagesPortTests {
    static let packages = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Packages")

    @Test func packageReferencesAndProductsAreReadAsXcode15WritesThem() throws {
        let p = try XcodeProject(contentsOf: project("Roster"))
        #expect(p.packages.map(\.repositoryName) == ["AnchorKit", "ImageLoader", "TableDiff", "Quick", "Nimble"])
        #expect(p.packages.first?.location == .remote(url: "https://github.com/example/AnchorKit.git", requirement: .upToNextMajor(from: "1.0.0")))
        #expect(p.application?.packageProducts.map(\.product) == ["AnchorKit", "ImageLoader", "TableDiff"])
        #expect(p.unitTests?.packageProducts.map(\.product) == ["Quick", "Nimble"])
        #expect(p.uiTests?.name == "RosterUITests")
    }

    @Test func everyRequirementKindIsRead() throws {
        let text = try String(contentsOf: project("Roster").appendingPathComponent("project.pbxproj"), encoding: .utf8)
        let kinds = [("kind = upToNextMajorVersion;\n\t\t\t\tminimumVersion = 1.0.0;", SwiftPackageReference.Requirement.upToNextMajor(from: "1.0.0"), "from: \"1.0.0\""),
                     ("kind = upToNextMinorVersion;\n\t\t\t\tminimumVersion = 1.2.0;", .upToNextMinor(from: "1.2.0"), ".upToNextMinor(from: \"1.2.0\")"),
                     ("kind = exactVersion;\n\t\t\t\tversion = 1.2.3;", .exact("1.2.3"), "exact: \"1.2.3\""),
                     ("kind = versionRange;\n\t\t\t\tminimumVersion = 1.0.0;\n\t\t\t\tmaximumVersion = 3.0.0;", .range(from: "1.0.0", to: "3.0.0"), "\"1.0.0\"..<\"3.0.0\""),
                     ("kind = branch;\n\t\t\t\tbranch = main;", .branch("main"), "branch: \"main\"")]
        for (rule, requirement, manifest) in kinds {
            let dir = temporaryFolder("requirement")
            let proj = dir.appendingPathComponent("Roster.xcodeproj")
            try FileManager.default.createDirectory(at: proj, withIntermediateDirectories: true)
            try text.replacingOccurrences(of: "kind = upToNextMajorVersion;\n\t\t\t\tminimumVersion = 1.0.0;", with: rule)
                .write(to: proj.appendingPathComponent("project.pbxproj"), atomically: true, encoding: .utf8)
            let p = try XcodeProject(contentsOf: proj)
            guard case .remote(_, let read)? = p.packages.first?.location else { Issue.record("no remote reference"); continue }
            #expect(read == requirement)
            #expect(read.manifestText == manifest)
        }
        #expect(SwiftPackageReference.Requirement.upToNextMajor(from: "13.0.0").admits(SemanticVersion("13.8.0")!))
        #expect(!SwiftPackageReference.Requirement.upToNextMajor(from: "13.0.0").admits(SemanticVersion("14.0.0")!))
        #expect(!SwiftPackageReference.Requirement.upToNextMinor(from: "1.2.0").admits(SemanticVersion("1.3.0")!))
    }

    @Test func iOSLibrariesArePortedAndTheRestNamedAsTheyAre() throws {
        let out = temporaryFolder("roster")
        defer { try? FileManager.default.removeItem(at: out) }
        let report = try Porter(openUIKit: .path("/opt/OpenUIKit"), packageFolders: [Self.packages]).port(project: project("Roster"), output: out)
        #expect(report.problems.isEmpty, "\(report.problems)")
        #expect(report.packages.map(\.name) == ["AnchorKit", "ImageLoader", "TableDiff", "Quick", "Nimble"])
        for name in ["AnchorKit", "ImageLoader", "TableDiff"] {
            let outcome = try #require(report.packages.first { $0.name == name })
            guard case .ported(let folder, let why, _) = outcome.use else { Issue.record("\(name): \(outcome)"); continue }
            #expect(folder == "Packages/\(name)")
            #expect(why == "its sources import UIKit")
        }
        #expect(report.packages.first { $0.name == "Quick" }?.use == .asIs(".package(url: \"https://github.com/Quick/Quick.git\", from: \"7.0.0\")"),
                "Quick builds on Linux: named as the project names it, SwiftPM fetches it")
        let manifest = try String(contentsOf: out.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains(".package(path: \"Packages/AnchorKit\"),"))
        #expect(manifest.contains(".package(url: \"https://github.com/Quick/Nimble.git\", from: \"13.0.0\"),"))
        #expect(manifest.contains(".product(name: \"AnchorKit\", package: \"AnchorKit\")"))
        #expect(manifest.contains(".product(name: \"Quick\", package: \"Quick\")"))
        #expect(manifest.contains(".product(name: \"OpenUIKitCombine\", package: \"openuikit\")"), "import Combine")

        // The library's copy: its manifest depends on OpenUIKit, each UIKit target on its products.
        let library = try String(contentsOf: out.appendingPathComponent("Packages/AnchorKit/Package.swift"), encoding: .utf8)
        #expect(library.contains(".package(path: \"../../../../opt/OpenUIKit\")") || library.contains(".package(path: \"/opt/OpenUIKit\")"), "\(library)")
        #expect(library.contains(".target(name: \"AnchorKit\", dependencies: [.product(name: \"UIKit\", package: \"openuikit\")], path: \"Sources\")"), "\(library)")
        #expect(library.contains(".testTarget(name: \"AnchorKitTests\", dependencies: [\"AnchorKit\", .product(name: \"UIKit\", package: \"openuikit\"), .product(name: \"UIKitTesting\", package: \"openuikit\")], path: \"Tests\")"), "\(library)")
        // Its sources by the app's rules: the iOS branch is the one built; the description override moved in.
        let aliases = try String(contentsOf: out.appendingPathComponent("Packages/AnchorKit/Sources/Typealiases.swift"), encoding: .utf8)
        #expect(aliases.hasPrefix("#if os(Linux) || os(tvOS)\nimport UIKit"))
        let constraint = try String(contentsOf: out.appendingPathComponent("Packages/AnchorKit/Sources/LayoutConstraint.swift"), encoding: .utf8)
        #expect(constraint.contains("public override var description: String {"), "moved into the class with the extension's access")
        #expect(report.count(.extensionOverride) >= 1 && report.count(.platformCondition) >= 3)
        let written = try String(contentsOf: out.appendingPathComponent("PORTING-REPORT.md"), encoding: .utf8)
        #expect(written.contains("## Swift packages (5)"))
        #expect(written.contains("- AnchorKit (https://github.com/example/AnchorKit.git, from 1.0.0, up to the next major version): written for iOS (its sources import UIKit): ported into Packages/AnchorKit"))
        // A library's XCTest made async waits with `await fulfillment`; Quick's spec gets a test method.
        let loaderTests = try String(contentsOf: out.appendingPathComponent("Packages/ImageLoader/Tests/ImageLoaderTests/ImageLoaderTests.swift"), encoding: .utf8)
        #expect(loaderTests.contains("        await fulfillment(of: [loaded], timeout: 10)\n") && !loaderTests.contains("wait(for:"))
        let quick = try String(contentsOf: out.appendingPathComponent("Tests/RosterTests/UIKitPortQuickSpecs.swift"), encoding: .utf8)
        #expect(quick.contains("extension RosterSpec {\n    func testQuickExamples() throws {"))
        // The app's own `import Combine`.
        let model = try String(contentsOf: out.appendingPathComponent("Sources/Roster/RosterViewModel.swift"), encoding: .utf8)
        #expect(model.contains("import OpenUIKitCombine\n") && !model.contains("import Combine\n"))
        // XCTest API Linux's lacks: the file imports XCUIAutomation, the test target depends on it,
        // and the class that expects failures hands them to XCTExpectFailure.
        let tests = try String(contentsOf: out.appendingPathComponent("Tests/RosterTests/RosterViewModelTests.swift"), encoding: .utf8)
        #expect(tests.hasPrefix("import XCTest\nimport UIKit\nimport XCUIAutomation\n"), "\(tests.prefix(200))")
        #expect(tests.contains("""
                // uikit-port: XCTExpectFailure sees the failures Linux's XCTest records (Apple's does this itself).
                override func invokeTest() { ExpectedFailures.run(self) { super.invokeTest() } }
                override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
                    if ExpectedFailures.absorbs(description, inFile: filePath, atLine: lineNumber) { return }
                    super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
                }
            }
            """), "\(tests.suffix(700))")
        #expect(report.count(.expectedFailures) == 1 && report.count(.xctestExtrasImport) == 1)
        let testTarget = try #require(manifest.range(of: "name: \"RosterTests\"").map { manifest[$0.lowerBound...] })
        #expect(testTarget.prefix(600).contains(".product(name: \"XCUIAutomation\", package: \"openuikit\")"), "\(testTarget.prefix(600))")
        let appTarget = manifest.components(separatedBy: ".executableTarget(")[1].components(separatedBy: ".testTarget(")[0]
        #expect(!appTarget.contains("XCUIAutomation"), "the app itself does not link XCTest's side: \(appTarget)")
    }

    /// A package in a folder beside the project (File › Add Local…, `XCLocalSwiftPackageReference`):
    /// found where the project says, without `--packages`, and ported as a remote one is.
    @Test func aLocalPackageReferenceIsPortedFromItsFolder() throws {
        let dir = temporaryFolder("local")
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent("Roster"), to: dir.appendingPathComponent("Roster"))
        try FileManager.default.copyItem(at: Self.packages.appendingPathComponent("TableDiff"), to: dir.appendingPathComponent("Modules/TableDiff"))
        let proj = dir.appendingPathComponent("Roster/Roster.xcodeproj")
        let file = proj.appendingPathComponent("project.pbxproj")
        let text = try String(contentsOf: file, encoding: .utf8)
        let remote = """
            /* XCRemoteSwiftPackageReference "TableDiff" */ = {
            \t\t\tisa = XCRemoteSwiftPackageReference;
            \t\t\trepositoryURL = "https://github.com/example/TableDiff.git";
            \t\t\trequirement = {
            \t\t\t\tkind = upToNextMajorVersion;
            \t\t\t\tminimumVersion = 1.0.0;
            \t\t\t};
            """
        #expect(text.contains(remote))
        try text.replacingOccurrences(of: remote, with: """
            /* XCLocalSwiftPackageReference "../Modules/TableDiff" */ = {
            \t\t\tisa = XCLocalSwiftPackageReference;
            \t\t\trelativePath = ../Modules/TableDiff;
            """).write(to: file, atomically: true, encoding: .utf8)

        let out = dir.appendingPathComponent("Roster-Linux")
        let report = try Porter(openUIKit: .path("/opt/OpenUIKit"), packageFolders: [Self.packages]).port(project: proj, output: out)
        #expect(report.problems.isEmpty, "\(report.problems)")
        let outcome = try #require(report.packages.first { $0.name == "TableDiff" })
        #expect(outcome.reference == "the folder \(dir.appendingPathComponent("Modules/TableDiff").standardizedFileURL.path)")
        guard case .ported(let folder, _, _) = outcome.use else { Issue.record("\(outcome)"); return }
        #expect(folder == "Packages/TableDiff")
        let manifest = try String(contentsOf: out.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains(".package(path: \"Packages/TableDiff\"),") && manifest.contains(".product(name: \"TableDiff\", package: \"TableDiff\")"))
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("Packages/TableDiff/Tests").path), "its tests come along")
    }

    @Test func aPackageThatCannotBeFoundIsReportedWithTheCommandThatFetchesIt() throws {
        let dir = temporaryFolder("missing")
        defer { try? FileManager.default.removeItem(at: dir) }
        let text = try String(contentsOf: project("Roster").appendingPathComponent("project.pbxproj"), encoding: .utf8)
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent("Roster"), to: dir.appendingPathComponent("Roster"))
        let proj = dir.appendingPathComponent("Roster/Roster.xcodeproj")
        try FileManager.default.removeItem(at: proj.appendingPathComponent("project.pbxproj"))
        try text.replacingOccurrences(of: "https://github.com/example/TableDiff.git", with: "https://example.invalid/acme/Analytics.git")
            .write(to: proj.appendingPathComponent("project.pbxproj"), atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("out")
        let report = try Porter(openUIKit: .path("/opt/OpenUIKit"), packageFolders: [Self.packages]).port(project: proj, output: out)
        let missing = try #require(report.packages.first { $0.name == "Analytics" })
        guard case .missing(let reason, let command) = missing.use else { Issue.record("\(missing)"); return }
        #expect(reason.contains("git cannot reach https://example.invalid/acme/Analytics.git"), "\(reason)")
        #expect(command.hasPrefix("git clone --branch 1.0.0 https://example.invalid/acme/Analytics.git ") && command.hasSuffix("/Analytics"), "\(command)")
        #expect(report.problems.contains { $0.reason.contains("the Swift package Analytics") })
        #expect(report.packages.count == 5, "the rest is ported all the same")
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("Packages/AnchorKit/Package.swift").path))
        let written = try String(contentsOf: out.appendingPathComponent("PORTING-REPORT.md"), encoding: .utf8)
        #expect(written.contains("- Analytics (https://example.invalid/acme/Analytics.git, from 1.0.0, up to the next major version): NOT FOUND: "))
        let manifest = try String(contentsOf: out.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(!manifest.contains("Analytics"), "its products are left out")
    }

    @Test func platformConditionsMeanUIKitIsHere() {
        let source = """
        #if os(iOS) || os(tvOS)
        import UIKit
        #elseif os(macOS)
        import AppKit
        #endif
        #if !os(iOS)
        let headless = true
        #endif
        #if canImport(Combine)
        import Combine
        #endif
        """
        let tree = Parser.parse(source: source)
        var index = ModuleIndex()
        index.add(tree)
        let rewriter = SourceRewriter(index: index, tree: tree, original: source, file: "A.swift")
        let out = rewriter.rewrite(tree).description
        #expect(out == """
        #if os(Linux) || os(tvOS)
        import UIKit
        #elseif os(macOS)
        import AppKit
        #endif
        #if !os(Linux)
        let headless = true
        #endif
        #if canImport(OpenUIKitCombine)
        import OpenUIKitCombine
        #endif
        """)
        #expect(rewriter.counts[.platformCondition] == 3 && rewriter.counts[.combineImport] == 1)
    }

    @Test func aLibraryManifestGainsOpenUIKitWhereverItsTargetsAre() {
        let manifest = """
        // swift-tools-version:5.1
        import PackageDescription
        let package = Package(
            name: "Lib",
            products: [.library(name: "Lib", targets: ["Lib"])],
            targets: [
                .target(name: "Lib", dependencies: ["Core"]),
                .target(name: "Core"),
                .testTarget(name: "LibTests", dependencies: ["Lib"]),
            ]
        )
        """
        let editor = LibraryManifestEditor(text: manifest)
        #expect(editor.targets.map(\.path) == ["Sources/Lib", "Sources/Core", "Tests/LibTests"])
        let edited = editor.edited(packageLine: ".package(path: \"../OpenUIKit\")") { target in
            target.name == "Core" ? [] : [".product(name: \"UIKit\", package: \"openuikit\")"]
        }
        #expect(edited == """
        // swift-tools-version:5.5
        import PackageDescription
        let package = Package(
            name: "Lib",
            products: [.library(name: "Lib", targets: ["Lib"])],
            dependencies: [.package(path: "../OpenUIKit")],
            targets: [
                .target(name: "Lib", dependencies: ["Core", .product(name: "UIKit", package: "openuikit")]),
                .target(name: "Core"),
                .testTarget(name: "LibTests", dependencies: ["Lib", .product(name: "UIKit", package: "openuikit")]),
            ]
        )
        """)
    }
}

extension SwiftPackagesPortTests {
    @Test func podsAndCarthageBecomePackagesOrAreReported() throws {
        let dir = temporaryFolder("pods")
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent("Greeter"), to: dir.appendingPathComponent("Greeter"))
        try """
        platform :ios, '13.0'
        use_frameworks!

        target 'Greeter' do
          pod 'Quick', '~> 7.0'
          pod 'FancyCharts', '1.2'   # no Swift package
          target 'GreeterTests' do
            inherit! :search_paths
            pod 'Nimble', '~> 13.8.0'
          end
        end
        """.write(to: dir.appendingPathComponent("Greeter/Podfile"), atomically: true, encoding: .utf8)
        try "github \"Quick/Quick\" ~> 7.1\n".write(to: dir.appendingPathComponent("Greeter/Cartfile.private"), atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("out")
        let report = try Porter(openUIKit: .path("/opt/OpenUIKit")).port(project: dir.appendingPathComponent("Greeter/Greeter.xcodeproj"), output: out)
        #expect(report.packages.map(\.name) == ["FancyCharts", "Quick", "Nimble"], "one reference per repository: \(report.packages)")
        #expect(report.problems.contains { $0.file == "Podfile" && $0.line == 6 && $0.reason.contains("FancyCharts") })
        let manifest = try String(contentsOf: out.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains(".package(url: \"https://github.com/Quick/Quick.git\", from: \"7.0.0\")"))
        #expect(manifest.contains(".package(url: \"https://github.com/Quick/Nimble.git\", .upToNextMinor(from: \"13.8.0\"))"))
        #expect(ThirdPartyDependencies.requirement("~> 5.0") == .upToNextMajor(from: "5.0.0"))
        #expect(ThirdPartyDependencies.requirement("= 1.2") == .exact("1.2.0"))
    }
}
