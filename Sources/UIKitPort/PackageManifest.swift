/// The `Package.swift` of a ported app: the app as an executable target with its resources,
/// its unit tests as a test target, OpenUIKit (and swift-snapshot-testing when the tests use it).
struct PackageManifest {
    var name: String
    var module: String
    var openUIKit: Porter.Dependency
    /// SwiftPM's name for the OpenUIKit package (from its absolute path or URL).
    var identity: String
    var hasResources: Bool
    var testModule: String?
    /// The UI test target (XCUITest), which depends on XCUIAutomation.
    var uiTestModule: String? = nil
    var usesSnapshotTesting: Bool
    /// The app's bridging header imported SQLite: a system library target gives its module.
    var usesSQLite = false
    /// OpenUIKit's other frameworks the app or its tests import (AudioToolbox, os …), by module name.
    var frameworks: [String] = []
    /// The project's Swift packages (`.package(…)` lines), and the products each target links.
    var packageLines: [String] = []
    var appProducts: [String] = []
    var testProducts: [String] = []
    /// The unit tests use Apple's XCTest API that XCUIAutomation provides (`XCTExpectFailure` …).
    var testsUseXCUIAutomation = false
    var uiTestProducts: [String] = []

    /// The package's dependencies, a `.package(…)` line each.
    var dependencyLines: [String] {
        var deps = ["        \(openUIKit.packageLine),"] + packageLines.map { "        \($0)," }
        if usesSnapshotTesting {
            deps.append("        .package(url: \"https://github.com/pointfreeco/swift-snapshot-testing\", from: \"1.19.0\"),")
        }
        return deps
    }

    /// The package's targets, a declaration each.
    var targetDeclarations: [String] {
        let pkg = identity
        let frameworkProducts = frameworks.map { ".product(name: \"\($0)\", package: \"\(pkg)\")" }
        let appDeps = [".product(name: \"UIKit\", package: \"\(pkg)\")"] + frameworkProducts + (usesSQLite ? ["\"CSQLite\""] : []) + appProducts
        var targets = ["""
                .executableTarget(
                    name: "\(module)",
                    dependencies: [\(appDeps.joined(separator: ", "))],
                    path: "Sources/\(module)",\(hasResources ? "\n            resources: [.copy(\"Resources\")]," : "")
                    swiftSettings: [.swiftLanguageMode(.v5)]),
        """]
        if usesSQLite {
            targets.append("""
                    .systemLibrary(name: "CSQLite", path: "Sources/CSQLite", pkgConfig: "sqlite3",
                                   providers: [.apt(["libsqlite3-dev"])]),
            """)
        }
        if let testModule {
            var testDeps = ["\"\(module)\"", ".product(name: \"UIKit\", package: \"\(pkg)\")",
                            ".product(name: \"UIKitTesting\", package: \"\(pkg)\")"] + frameworkProducts + testProducts
            if testsUseXCUIAutomation { testDeps.append(".product(name: \"XCUIAutomation\", package: \"\(pkg)\")") }
            if usesSnapshotTesting {
                testDeps += [".product(name: \"UIKitSnapshotTesting\", package: \"\(pkg)\")",
                             ".product(name: \"SnapshotTesting\", package: \"swift-snapshot-testing\")"]
            }
            targets.append("""
                    .testTarget(
                        name: "\(testModule)",
                        dependencies: [\(testDeps.joined(separator: ",\n                           "))],
                        path: "Tests/\(testModule)",
                        swiftSettings: [.swiftLanguageMode(.v5)]),
            """)
        }
        if let uiTestModule {
            let testDeps = ["\"\(module)\"", ".product(name: \"UIKit\", package: \"\(pkg)\")",
                            ".product(name: \"XCUIAutomation\", package: \"\(pkg)\")"] + frameworkProducts + uiTestProducts
            targets.append("""
                    .testTarget(
                        name: "\(uiTestModule)",
                        dependencies: [\(testDeps.joined(separator: ",\n                           "))],
                        path: "Tests/\(uiTestModule)",
                        swiftSettings: [.swiftLanguageMode(.v5)]),
            """)
        }
        return targets
    }

    var text: String {
        Self.text(name: name, header: """
            // Written by uikit-port from \(name).xcodeproj; port again rather than edit this file by hand.
            // `swift run \(module)` opens the app in a window; `swift test` runs its tests headless.
            """, dependencies: dependencyLines, targets: targetDeclarations)
    }

    /// One package holding several ported apps (`uikit-port A.xcodeproj B.xcodeproj --output DIR`):
    /// each app's targets declared as its own package declares them, the dependencies once each.
    static func combined(name: String, _ manifests: [PackageManifest]) -> String {
        func once(_ lines: [String]) -> [String] {
            var seen = Set<String>()
            return lines.filter { seen.insert($0).inserted }
        }
        let projects = manifests.map { "\($0.name).xcodeproj" }.joined(separator: ", ")
        let apps = manifests.map(\.module).joined(separator: ", ")
        return text(name: name, header: """
            // Written by uikit-port from \(projects); port again rather than edit this file by hand.
            // `swift run <app>` (\(apps)) opens an app in a window; `swift test` runs all their tests headless.
            """, dependencies: once(manifests.flatMap(\.dependencyLines)), targets: once(manifests.flatMap(\.targetDeclarations)))
    }

    private static func text(name: String, header: String, dependencies: [String], targets: [String]) -> String {
        """
        // swift-tools-version:6.1
        \(header)
        import PackageDescription

        let package = Package(
            name: "\(name)",
            dependencies: [
        \(dependencies.joined(separator: "\n"))
            ],
            targets: [
        \(targets.joined(separator: "\n"))
            ]
        )

        """
    }
}
