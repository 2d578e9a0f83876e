import Foundation
import Testing
@testable import UIKitPort

extension BuildFolderSuites {
    /// The fixture projects ported by the tool, built against this checkout and run: their own
    /// XCTest tests, and a driver per app (Drivers/, added to the ported test target as a developer
    /// would add one) that launches the app from its Info.plist and uses it through the Simulator.
    ///
    /// The packages are written under `.build-ported/` and built in this checkout's own build folder,
    /// `.build/`, so the OpenUIKit they compile against is the one this test run was built from, not
    /// built again: only the apps compile. (Only with the flags `.build/` was built with, which
    /// `make test` exports as `OPENUIKIT_SWIFT_BUILD_FLAGS`: run alone with `swift test` and without
    /// them, the first app's build compiles all of OpenUIKit again, 7 minutes, and so does the next
    /// `make test`.) SwiftPM locks its build folder while `swift test` runs this
    /// suite, so their builds pass `--ignore-lock` (the suite only reads the folder meanwhile).
    /// `make test` runs the build-folder suites in a process of their own, while the other core runs the
    /// rest of the suite (a build keeps about one core busy).
    /// (A new app from the template is built and tested by `SealedModulesTests`, in the same folder.)
    @Suite(.serialized) struct PortedAppsTests {
        static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        static let work = root.appendingPathComponent(".build-ported")
        static let check = PortCheck(scratchPath: root.appendingPathComponent(".build"), ignoresLock: true)

        /// Runs `swift` with `arguments` in `dir` (as `--check` does); its exit status and everything it printed.
        func swift(_ arguments: [String], in dir: URL) throws -> (status: Int32, output: String) {
            try PortCheck.swift(arguments, in: dir)
        }

        /// Runs the tests `swift test --skip-build` would run in package `name` (built in the shared
        /// folder) as SwiftPM runs them — its test binary once for swift-testing, once for XCTest —
        /// without SwiftPM planning the whole graph again first (6 s a package).
        func runTests(of name: String, in dir: URL) throws -> (status: Int32, output: String) {
            var status: Int32 = 0, output = ""
            let binary = Self.check.scratchPath!.appendingPathComponent("debug/\(name)PackageTests.xctest")
            for arguments in [["--testing-library", "swift-testing"], []] {
                let run = try PortCheck.run(binary, arguments, in: dir, environment: ["NO_COLOR": "1"])
                // swift-testing exits 69 (EX_UNAVAILABLE) when the binary has none of its tests, as SwiftPM allows.
                let noTests = !arguments.isEmpty && run.status == 69
                status = max(status, noTests ? 0 : run.status)
                output += run.output
            }
            return (status, output)
        }

        /// Adds fixture `name`'s driver (Drivers/) to its ported test target in the package at `out`.
        func addDriver(of name: String, to out: URL) throws {
            let driver = fixtures.deletingLastPathComponent().appendingPathComponent("Drivers/\(name)Driver.swift")
            let target = out.appendingPathComponent("Tests/\(name)Tests/\(name)Driver.swift")
            let text = try Data(contentsOf: driver)
            if FileManager.default.contents(atPath: target.path) != text { try text.write(to: target) }
        }

        @Test func theCheckPutsCompilerErrorsAtTheOriginalLines() throws {
            let out = Self.work.appendingPathComponent("apps/Legacy")
            try? FileManager.default.removeItem(at: out)
            var report = try Porter(openUIKit: .path(Self.root.path)).port(project: project("Legacy"), output: out)
            let before = report.problems.count
            try Self.check.check(&report)
            #expect(report.buildSucceeded == false)
            let compiled = report.problems.filter { $0.reason.hasPrefix("does not compile") }
            #expect(report.problems.count == before + compiled.count && !compiled.isEmpty)
            // The compiler stops at the first module it cannot find: line 2 of the original AppDelegate.swift.
            #expect(compiled.contains { $0.file == "Legacy/AppDelegate.swift" && $0.line == 2 && $0.reason.contains("no such module 'CoreData'") },
                    "\(compiled)")
            let written = try String(contentsOf: out.appendingPathComponent("PORTING-REPORT.md"), encoding: .utf8)
            #expect(written.contains("## Checked") && written.contains("failed"))
        }

        /// Ports a fixture to `.build-ported/apps/<Name>-Linux`, adds its driver, and builds it (the
        /// check: the report's verdict is the build's); the package's folder.
        func portAndBuild(_ name: String, packageFolders: [URL] = []) throws -> URL {
            // Named as the tool names its output by default ("App-Linux"): a package's identity is its
            // folder's name, so an app in a folder named as this checkout's (a worktree named after the
            // app) would be one package with OpenUIKit to SwiftPM.
            let out = Self.work.appendingPathComponent("apps/\(name)-Linux")
            var report = try Porter(openUIKit: .path(Self.root.path), packageFolders: packageFolders).port(project: project(name), output: out)
            #expect(report.problems.isEmpty, "\(report.problems)")
            // The driver goes in before the check, so that the check's build (the app and its tests) is
            // the only one: a second `swift build` would plan the whole graph again and relink the tests.
            try addDriver(of: name, to: out)
            try Self.check.check(&report)
            #expect(report.buildSucceeded == true && report.problems.isEmpty, "\(report.problems)")
            return out
        }

        /// The fixture apps ported as a course's apps are, into one package (`uikit-port A.xcodeproj
        /// B.xcodeproj … --output DIR`), each with its driver; built once by the check (the reports'
        /// verdict is the build's), then every app's own tests, UI tests and driver run. Each app's
        /// targets are declared as its own package declares them; one build saves each app SwiftPM's
        /// resolving and planning (pkg-config for every system library, twice) and a test binary.
        @Test func portedAppsBuildLaunchAndAreDriven() throws {
            let out = Self.work.appendingPathComponent("apps/PortedFixtures")
            var reports = try Porter(openUIKit: .path(Self.root.path)).port(projects: fixtureNames.map(project), output: out)
            #expect(reports.map(\.project) == fixtureNames)
            for report in reports { #expect(report.problems.isEmpty, "\(report.project): \(report.problems)") }
            for name in fixtureNames { try addDriver(of: name, to: out) }
            try Self.check.check(&reports)
            for report in reports {
                #expect(report.buildSucceeded == true && report.problems.isEmpty, "\(report.project): \(report.problems)")
            }
            let run = try runTests(of: "PortedFixtures", in: out)
            #expect(run.status == 0, "swift test failed:\n\(run.output.suffix(4000))")
            #expect(run.output.contains("with 0 failures"), "the apps' own XCTest tests ran and passed")
            for name in fixtureNames {
                #expect(run.output.contains("✔ Suite \(name)Driver passed"), "\(name)'s Simulator driver ran and passed:\n\(run.output.suffix(3000))")
                if FileManager.default.fileExists(atPath: fixtures.appendingPathComponent("\(name)/\(name)UITests").path) {
                    // The project's UI test target, as Xcode has it: XCUIApplication() launches the app.
                    #expect(run.output.contains("Test Suite '\(name)UITests' passed"), "the ported UI tests ran and passed:\n\(run.output.suffix(3000))")
                }
            }
        }

        /// An iOS team's project (Xcode 15's package references): three UIKit libraries written for
        /// iOS (an Auto Layout DSL, an image loader, a table diff) found in a `--packages` folder and
        /// ported beside the app, Quick and Nimble taken as they are, Combine. The app's XCTest, Quick
        /// and UI tests run, the driver uses it, and each library's own tests run in its ported copy.
        @Test func aTeamProjectPortsWithItsSwiftPackagesAndEveryTestRuns() throws {
            let out = try portAndBuild("Roster", packageFolders: [fixtures.deletingLastPathComponent().appendingPathComponent("Packages")])

            let run = try runTests(of: "Roster", in: out)
            #expect(run.status == 0, "swift test failed:\n\(run.output.suffix(4000))")
            #expect(run.output.contains("Test Suite 'RosterSpec' passed"), "the Quick spec ran:\n\(run.output.suffix(3000))")
            #expect(run.output.contains("Test Suite 'RosterUITests' passed"), "the UI test ran:\n\(run.output.suffix(3000))")
            // XCTest as Xcode runs it: a known failure expected (and met, so logged, not failed), a
            // block's, teardown blocks, measure(metrics:) with its warm-up run, an async test.
            #expect(run.output.contains("Test Suite 'RosterViewModelTests' passed") && run.output.contains("Executed 5 tests, with 0 failures"),
                    "the XCTest suite ran:\n\(run.output.suffix(3000))")
            #expect(run.output.contains("expected failure (roles match only by their first letters (ROSTER-12)): XCTAssertEqual failed"),
                    "the expected failure was met:\n\(run.output.suffix(3000))")
            #expect(run.output.contains("measured [Clock Monotonic Time, s] average:"), "measure(metrics:) reported")
            #expect(run.output.contains("✔ Suite RosterDriver passed"), "the driver ran:\n\(run.output.suffix(3000))")

            // Every import of the app, its tests and the ported libraries is of a declared dependency,
            // so a clean build folder builds them in whatever order SwiftPM picks. (SwiftPM checks the
            // whole graph; the lines about other packages' targets are theirs.)
            let checked = try swift(["build", "--build-tests", "--explicit-target-dependency-import-check", "error"] + Self.check.buildFolderArguments, in: out)
            #expect(checked.output.contains("Build complete!") || checked.output.contains("without declaring it a dependency"),
                    "the import check ran:\n\(checked.output.suffix(2000))")
            let ours = ["Roster", "RosterTests", "RosterUITests"] + ["AnchorKit", "ImageLoader", "TableDiff"].flatMap { [$0, $0 + "Tests"] }
            let undeclared = checked.output.split(separator: "\n").filter { line in
                ours.contains { line.contains("Target \($0) imports another target") }
            }
            #expect(undeclared.isEmpty, "imports without a declared dependency: \(undeclared)")

            for library in ["AnchorKit", "ImageLoader", "TableDiff"] {
                let dir = out.appendingPathComponent("Packages/\(library)")
                let built = try swift(["build", "--build-tests"] + Self.check.buildFolderArguments, in: dir)
                #expect(built.status == 0, "\(library)'s tests build:\n\(built.output.suffix(4000))")
                let tested = try runTests(of: library, in: dir)
                #expect(tested.status == 0 && tested.output.contains("Test Suite '\(library)Tests' passed"),
                        "\(library)'s own tests:\n\(tested.output.suffix(3000))")
            }
        }
    }
}

typealias PortedAppsTests = BuildFolderSuites.PortedAppsTests
