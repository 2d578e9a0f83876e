import Foundation
import Testing
@testable import UIKitPort

extension BuildFolderSuites {
    /// OpenUIKit's C libraries (Cairo, Pango, SDL2 …) are sealed inside its modules: a module that
    /// imports `UIKit` or `CoreGraphics` needs none of their module maps, and a build's result does not
    /// depend on the order SwiftPM builds modules in.
    ///
    /// The test builds two packages in this checkout's build folder (`.build/`, as `PortedAppsTests`
    /// builds its apps, so OpenUIKit is not compiled again): a new app from the template (`make new-app`:
    /// OpenUIKit and swift-snapshot-testing, and an `assertSnapshot(of:as: .image(on: .iPhone13))` test),
    /// and `Packages/ThirdPartyLayout`, a UIKit library as they are published — no dependency on any
    /// UIKit package, so SwiftPM gives it no module-map flags, and it imports UIKit and CoreGraphics (and
    /// QuartzCore, UIKitTesting and UIKitSnapshotTesting) because the build has them.
    /// It changes what is built in the folder (swift-snapshot-testing, twice), so no other build may use
    /// the folder meanwhile: `BuildFolderSuites` runs it and `PortedAppsTests` one after the other.
    @Suite(.serialized) struct SealedModulesTests {
        static let work = PortedAppsTests.work.appendingPathComponent("sealed")
        static let scratch = PortedAppsTests.root.appendingPathComponent(".build")
        static let library = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Packages/ThirdPartyLayout")

        /// Both orders. First swift-snapshot-testing is compiled as in a clean build that reaches it
        /// before UIKit: its objects are removed, and it is compiled while the folder has no `UIKit`
        /// module (the module file is moved aside, and back unchanged, so nothing else is rebuilt);
        /// its `canImport(UIKit)` is false, and the app's tests and the library build after it. Then it
        /// is compiled again with `UIKit` there: it compiles its `canImport(UIKit)` branch against it
        /// (the build that once failed with "missing required modules"), and the app's tests and the
        /// library build and pass again.
        @Test func packagesBuildWhicheverOrderSwiftPMTakes() throws {
            let app = try freshApp()
            try forgetSnapshotTestingAndTheLibrary()
            try withoutUIKit { try swift(["build", "--target", "SnapshotTesting"], in: app) }
            #expect(snapshotTestingImports("UIKit") == false,
                    "built before UIKit, swift-snapshot-testing does not see it (canImport(UIKit) is false)")
            try testApp(app)
            try buildLibrary()
            try expectSnapshotTestingUsesNothingOfOpenUIKit()

            try forgetSnapshotTestingAndTheLibrary()
            try swift(["build", "--target", "UIKitSnapshotTesting"], in: app)
            #expect(snapshotTestingImports("UIKit") == true,
                    "built after UIKit, swift-snapshot-testing sees it (canImport(UIKit) is true) and imports it")
            try testApp(app)
            try buildLibrary()
            try expectSnapshotTestingUsesNothingOfOpenUIKit()
        }

        // MARK: Steps

        /// Writes the app from the template (depending on this checkout), afresh.
        func freshApp() throws -> URL {
            try? FileManager.default.removeItem(at: Self.work)
            let app = Self.work.appendingPathComponent("Hello")
            _ = try AppTemplate().write(name: "Hello", to: app, openUIKit: .path(PortedAppsTests.root.path))
            return app
        }

        /// The build folder's debug products (SwiftPM's `debug` link to the host triple's folder).
        static var debug: URL { scratch.appendingPathComponent("debug").resolvingSymlinksInPath() }

        /// swift-snapshot-testing's and the library's objects and modules are removed: both compile
        /// again, and the library's compiler invocation is seen again.
        func forgetSnapshotTestingAndTheLibrary() throws {
            for built in ["SnapshotTesting.build", "Modules/SnapshotTesting.swiftmodule",
                          "ThirdPartyLayout.build", "Modules/ThirdPartyLayout.swiftmodule"] {
                let url = Self.debug.appendingPathComponent(built)
                if FileManager.default.fileExists(atPath: url.path) { try FileManager.default.removeItem(at: url) }
            }
        }

        /// Runs `body` while the build folder has no `UIKit` module, as a clean build has none until it
        /// compiles UIKit. The module is moved aside and back (a rename keeps its file as it was, so no
        /// build sees it changed), whatever `body` does.
        func withoutUIKit(_ body: () throws -> Void) throws {
            let module = Self.debug.appendingPathComponent("Modules/UIKit.swiftmodule")
            let aside = Self.debug.appendingPathComponent("Modules/UIKit.swiftmodule.aside")
            try #require(FileManager.default.fileExists(atPath: module.path), "OpenUIKit's UIKit is built in \(Self.debug.path)")
            try FileManager.default.moveItem(at: module, to: aside)
            defer { try? FileManager.default.moveItem(at: aside, to: module) }
            try body()
        }

        /// Builds the library (verbosely, to read the compiler's arguments): it compiles against
        /// OpenUIKit's UIKit and CoreGraphics, and (where the build has them, as both tests arrange)
        /// QuartzCore, UIKitTesting and UIKitSnapshotTesting; no module map of OpenUIKit's reached its compiler.
        func buildLibrary() throws {
            let out = try swift(["build", "-v"], in: Self.library)
            let compiles = out.split(separator: "\n").filter { $0.contains("-module-name ThirdPartyLayout") }
            #expect(!compiles.isEmpty, "the verbose build shows the library's compiler invocation:\n\(out.suffix(3000))")
            #expect(!compiles.contains { $0.contains("-fmodule-map-file") }, "the library was given module-map flags")
            func imported(by file: String) -> String {
                let d = Self.debug.appendingPathComponent("ThirdPartyLayout.build/\(file).d")
                return (try? String(contentsOf: d, encoding: .utf8)) ?? ""
            }
            let pinning = imported(by: "Pinning"), snapshots = imported(by: "LayoutSnapshots")
            #expect(pinning.contains("Modules/UIKit.swiftmodule") && pinning.contains("Modules/CoreGraphics.swiftmodule"),
                    "the library compiled its canImport(UIKit) branch against OpenUIKit's modules")
            for module in ["QuartzCore", "UIKitTesting", "UIKitSnapshotTesting"] {
                #expect(snapshots.contains("Modules/\(module).swiftmodule"), "the library imported \(module)")
            }
        }

        /// Builds the app and its tests and runs them: the Simulator test and the snapshot test pass.
        func testApp(_ app: URL) throws {
            try swift(["build", "--build-tests"], in: app)
            let run = try swift(["test", "--skip-build"], in: app)
            #expect(run.contains("✔ Test tappingTheButtonCounts() passed") && run.contains("✔ Test theFirstScreen() passed"),
                    "the app's tests, the snapshot against the template's reference image among them:\n\(run.suffix(3000))")
        }

        /// Whether swift-snapshot-testing's `AssertSnapshot.swift` (the file with `#if canImport(UIKit)`)
        /// was compiled with `module` imported, from the compiler's dependency file.
        func snapshotTestingImports(_ module: String) -> Bool? {
            let file = Self.debug.appendingPathComponent("SnapshotTesting.build/AssertSnapshot.d")
            return (try? String(contentsOf: file, encoding: .utf8)).map { $0.contains("Modules/\(module).swiftmodule") }
        }

        /// swift-snapshot-testing's own UIKit strategies are `#if os(iOS) || os(tvOS)`, so whether it
        /// sees UIKit changes only an import: its code references no symbol of OpenUIKit's modules.
        func expectSnapshotTestingUsesNothingOfOpenUIKit() throws {
            let folder = Self.debug.appendingPathComponent("SnapshotTesting.build")
            let objects = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".o") }
            #expect(objects.count > 10, "swift-snapshot-testing's objects are there")
            let nm = Process()
            nm.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            nm.arguments = ["nm", "--undefined-only"] + objects.map { folder.appendingPathComponent($0).path }
            let pipe = Pipe()
            nm.standardOutput = pipe
            try nm.run()
            let symbols = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            nm.waitUntilExit()
            #expect(nm.terminationStatus == 0 && symbols.contains("$s10Foundation"), "nm read the objects")
            let ours = symbols.split(separator: "\n").filter {
                ["$s5UIKit", "$s10QuartzCore", "$s12CoreGraphics"].contains(where: $0.contains)
            }
            #expect(ours.isEmpty, "swift-snapshot-testing's code uses OpenUIKit: \(ours.prefix(5))")
        }

        /// Runs `swift arguments` in `dir` with the build folder (past the lock of the `swift test` that
        /// runs this); requires it to succeed, and returns its output.
        /// Root packages take turns in one scratch folder, and SwiftPM can take the last one's cached
        /// build plan for the next (it built the app again when asked for the library), so builds plan afresh.
        @discardableResult
        func swift(_ arguments: [String], in dir: URL) throws -> String {
            let fresh = arguments.first == "build" ? ["--disable-build-manifest-caching"] : []
            let (status, output) = try PortCheck.swift(arguments + fresh + ["--scratch-path", Self.scratch.path, "--ignore-lock"], in: dir)
            try #require(status == 0, "swift \(arguments.joined(separator: " ")) in \(dir.lastPathComponent) failed:\n\(output.suffix(4000))")
            return output
        }
    }
}

typealias SealedModulesTests = BuildFolderSuites.SealedModulesTests
