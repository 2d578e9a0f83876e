import Foundation
import Testing
@testable import UIKitPort

/// `uikit-port A.xcodeproj B.xcodeproj … --output DIR`: several apps (a course's chapters) in one
/// package, built by one `swift build` (PortedAppsTests builds and runs the fixtures this way).
@Suite struct SeveralAppsPortTests {
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("several-apps-\(UUID().uuidString)/Course-Linux")

    @Test func eachAppKeepsItsOwnTargetsAndEveryDependencyIsDeclaredOnce() throws {
        defer { try? FileManager.default.removeItem(at: out.deletingLastPathComponent()) }
        let porter = Porter()
        let reports = try porter.port(projects: [project("Greeter"), project("Counter")], output: out)
        #expect(reports.map(\.project) == ["Greeter", "Counter"])
        #expect(reports.allSatisfy { $0.output == out.standardizedFileURL.path })
        let manifest = try String(contentsOf: out.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains("name: \"Course-Linux\""))
        for name in ["Greeter", "Counter"] {
            // The app's targets, word for word as its own package (written to the same place) declares them.
            let (_, own, _) = try porter.portedPackage(project: project(name), output: out)
            for target in own.targetDeclarations { #expect(manifest.contains(target), "\(name): \(target)") }
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("Sources/\(name)").path))
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("Tests/\(name)Tests").path))
        }
        #expect(manifest.components(separatedBy: ".package(path:").count == 2, "OpenUIKit once:\n\(manifest)")
        let report = try String(contentsOf: out.appendingPathComponent("PORTING-REPORT.md"), encoding: .utf8)
        #expect(report.contains("# Porting report: Greeter") && report.contains("# Porting report: Counter"))
    }

    @Test func twoAppsNeverWriteTheSameModule() throws {
        defer { try? FileManager.default.removeItem(at: out.deletingLastPathComponent()) }
        #expect(throws: PortError.writtenTwice(path: "Sources/Greeter", projects: ["Greeter", "Greeter"])) {
            try Porter().port(projects: [project("Greeter"), project("Greeter")], output: out)
        }
        #expect(!FileManager.default.fileExists(atPath: out.path), "nothing is written")
    }

    @Test func onlyOneAppOfAPackageHasUITests() throws {
        defer { try? FileManager.default.removeItem(at: out.deletingLastPathComponent()) }
        let packages = fixtures.deletingLastPathComponent().appendingPathComponent("Packages")
        #expect(throws: PortError.severalUITestApps(projects: ["Groceries", "Roster"])) {
            try Porter(packageFolders: [packages]).port(projects: [project("Groceries"), project("Roster")], output: out)
        }
    }
}
