import Foundation
import SwiftParser
import SwiftSyntax

/// Turns an Xcode project into a SwiftPM package that builds against OpenUIKit: the app's Swift
/// sources rewritten by the porting guide's rules, its resources copied, its unit tests as a test
/// target, and a report. The original project is only read; porting twice writes the same files.
public struct Porter: Sendable {
    /// How the written package finds OpenUIKit.
    public enum Dependency: Sendable, Equatable {
        /// A checkout on disk (written relative to the package when it can be).
        case path(String)
        /// A git URL, from a version.
        case url(String, from: String)

        /// SwiftPM's identity for the package: its last path component, lowercased.
        var identity: String {
            switch self {
            case .path(let p): return URL(fileURLWithPath: p).standardizedFileURL.lastPathComponent.lowercased()
            case .url(let s, _):
                let last = s.split(separator: "/").last.map(String.init) ?? s
                return (last.hasSuffix(".git") ? String(last.dropLast(4)) : last).lowercased()
            }
        }

        /// As a package at `out` writes it: by a path relative to `out` (so the package can move with
        /// its checkout), or by URL.
        func relative(from out: URL) -> Dependency {
            guard case .path(let p) = self else { return self }
            return .path(Porter.relativePath(from: out, to: URL(fileURLWithPath: p).standardizedFileURL))
        }

        var packageLine: String {
            switch self {
            case .path(let p): return ".package(path: \"\(p)\")"
            case let .url(s, version): return ".package(url: \"\(s)\", from: \"\(version)\")"
            }
        }
    }

    /// OpenUIKit as the written packages depend on it.
    public var openUIKit: Dependency
    /// Folders of clones the project's Swift packages are looked for in first (`--packages`),
    /// each named as its repository is.
    public var packageFolders: [URL] = []

    /// The OpenUIKit checkout this tool was built from.
    public static var thisCheckout: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    public init(openUIKit: Dependency = .path(Porter.thisCheckout.path), packageFolders: [URL] = []) {
        self.openUIKit = openUIKit
        self.packageFolders = packageFolders
    }

    /// Where a project's package goes unless told: beside the project, `<Name>-Linux`.
    public static func defaultOutput(for project: URL) -> URL {
        let name = project.deletingPathExtension().lastPathComponent
        return project.deletingLastPathComponent().appendingPathComponent("\(name)-Linux")
    }

    /// Ports `project` (an `.xcodeproj`) into `output` and returns the report (also written as
    /// `PORTING-REPORT.md`). Throws `PortError` when the project cannot be read at all.
    public func port(project projectURL: URL, output: URL? = nil) throws -> PortReport {
        var (report, manifest, tree) = try portedPackage(project: projectURL, output: output)
        tree.add("Package.swift", Data(manifest.text.utf8))
        tree.add("PORTING-REPORT.md", Data(report.description.utf8))
        try tree.write(to: URL(fileURLWithPath: report.output))
        return report
    }

    /// A project's package as `port(project:output:)` writes it, held in memory: its report, its
    /// manifest, and every other file.
    func portedPackage(project projectURL: URL, output: URL?) throws -> (PortReport, PackageManifest, OutputTree) {
        var project = try XcodeProject(contentsOf: projectURL)
        guard let app = project.application else { throw PortError.noApplicationTarget(path: project.url.lastPathComponent) }
        let out = (output ?? Self.defaultOutput(for: project.url)).standardizedFileURL
        let projectDir = project.url.deletingLastPathComponent().standardizedFileURL
        if out.path == projectDir.path || project.url.path.hasPrefix(out.path + "/") {
            throw PortError.outputInsideProject(output: out.path)
        }
        var report = PortReport(project: project.name, output: out.path)
        addThirdPartyDependencies(to: &project, report: &report)
        report.deviceFamily = app.buildSettings["TARGETED_DEVICE_FAMILY"] ?? "1"
        var tree = OutputTree()
        let tests = project.unitTests
        let uiTests = project.uiTests

        // One index over the app and its tests: a test's #selector may name the app's methods.
        var index = ModuleIndex()
        // The app's classes alone: the functions that make them from a class value live in the app.
        var appIndex = ModuleIndex()
        let appSources = Set(app.sources)
        var parsed: [URL: (text: String, tree: SourceFileSyntax)] = [:]
        let swiftSources = (app.sources + (tests?.sources ?? []) + (uiTests?.sources ?? [])).filter { $0.pathExtension == "swift" }
        var texts: [URL: String] = [:]
        for url in swiftSources { texts[url] = try Self.read(url, in: projectDir) }
        // Each file is parsed once, and again only if the steps below change its text.
        let trees = texts.mapValues { Parser.parse(source: $0) }
        // Overrides in extensions go into the class declarations first: every later rule sees them there.
        let hoisting = ExtensionOverrideHoister.hoist(texts, trees: trees)
        texts.merge(hoisting.texts) { $1 }
        ExtensionOverrideHoister.record(hoisting.moves, shown: { Self.relative($0, to: projectDir) },
                                        rules: &report.rules, notes: &report.notes, problems: &report.problems)
        // UIWebView, which iOS no longer has, becomes WKWebView where the meaning is the same.
        let webViews = WebViewMigration.migrate(texts)
        texts.merge(webViews.texts) { $1 }
        for note in webViews.notes {
            let file = Self.relative(note.file, to: projectDir)
            if note.isProblem {
                report.problems.append(PortProblem(file: file, line: note.line, reason: note.text, advice: note.advice))
            } else {
                report.rules[PortRule.webViewMigration.rawValue, default: 0] += 1
                report.notes.append("\(file):\(note.line): \(note.text)")
            }
        }
        for url in swiftSources {
            let text = texts[url]!
            let tree = hoisting.texts[url] == nil && webViews.texts[url] == nil ? trees[url]! : Parser.parse(source: text)
            parsed[url] = (text, tree)
            index.add(tree)
            if appSources.contains(url) { appIndex.add(tree) }
        }
        var classValueFamilies = Set<ClassValueFactory.Family>()
        var frameworks = Set<String>()

        let usesSQLite = bridgesSQLiteOnly(app, projectDir: projectDir)
        reportProjectProblems(project, app: app, bridgesSQLiteOnly: usesSQLite, into: &report, relativeTo: projectDir)
        var usesSnapshots = false
        var unitTestsUseXCTestExtras = false
        if let version = app.buildSettings["SWIFT_VERSION"], version.hasPrefix("3") || version.hasPrefix("4") {
            // Swift 6.x compiles Swift 4.2 and 5 modes only: the package is Swift 5 with the 4.2 renames.
            report.rules[PortRule.swiftLanguageMode.rawValue, default: 0] += 1
        }
        if usesSQLite {
            report.rules[PortRule.sqliteBridgingHeader.rawValue, default: 0] += 1
            tree.add("Sources/CSQLite/module.modulemap", Data("""
            module CSQLite [system] {
                header "shim.h"
                link "sqlite3"
                export *
            }

            """.utf8))
            tree.add("Sources/CSQLite/shim.h", Data("#include <sqlite3.h>\n".utf8))
        }
        // The app's resource bundle is its main bundle (resources under Resources/, the Info.plist
        // there): the app's `Bundle.main` becomes `Bundle.module` when it has one.
        let plist = try infoPlist(for: app, projectDir: projectDir)
        let appHasResources = !app.resources.isEmpty || plist != nil
        func rewrite(_ target: XcodeTarget, into folder: String, isApp: Bool, isUITest: Bool = false) {
            let base = Self.commonFolder(target.sources.filter { $0.pathExtension == "swift" })
            for url in target.sources where url.pathExtension == "swift" {
                guard let (original, source) = parsed[url] else { continue }
                let name = Self.relative(url, to: projectDir)
                let rewriter = SourceRewriter(index: index, tree: source, original: original, file: name)
                rewriter.rewritesMainBundle = isApp && appHasResources
                rewriter.isUITest = isUITest
                rewriter.isApp = isApp
                let version = target.buildSettings["SWIFT_VERSION"] ?? app.buildSettings["SWIFT_VERSION"] ?? ""
                rewriter.rewritesStringCharacters = !(version.hasPrefix("5") || version.hasPrefix("6"))
                var result = rewriter.rewrite(source).description
                if usesSQLite { result = Self.importingSQLite(result) }
                for (rule, n) in rewriter.counts { report.rules[rule.rawValue, default: 0] += n }
                report.problems += rewriter.problems
                classValueFamilies.formUnion(rewriter.classValueFamilies)
                frameworks.formUnion(rewriter.importedFrameworks)
                if result != original { report.rewrittenFiles.append(name) } else { report.unchangedFiles.append(name) }
                if !isApp && !isUITest && rewriter.usesXCTestExtras { unitTestsUseXCTestExtras = true }
                if source.statements.contains(where: { $0.item.as(ImportDeclSyntax.self)?.path.sourceText == "SnapshotTesting" }) {
                    usesSnapshots = true
                }
                let written = "\(folder)/\(Self.relative(url, to: base))"
                tree.add(written, Data(result.utf8))
                report.sourceMap[written] = SourceMapping(original: name, originalText: original, portedText: result)
            }
        }
        let module = app.moduleName
        rewrite(app, into: "Sources/\(module)", isApp: true)

        // Resources: each file or bundle (an asset catalog, a localized folder) under Resources/. A
        // localized file keeps its `<lang>.lproj` folder, where Bundle looks for it; a Base storyboard
        // or xib is found by name, beside the others. String catalogs are compiled as Xcode does.
        var resourceNames = Set<String>()
        for url in app.resources {
            let name = Self.resourcePath(of: url)
            guard resourceNames.insert(name).inserted else { continue }
            // A resource the project lists but the folder lacks is reported, and the rest ported, as Xcode builds what it can.
            guard FileManager.default.fileExists(atPath: url.path) else {
                report.problems.append(PortProblem(file: Self.relative(url, to: projectDir), line: 0,
                                                   reason: "the project lists this resource but it is not on disk",
                                                   advice: "add the file to the project folder, or remove it from the project; the app is ported without it"))
                continue
            }
            report.resources.append(Self.relative(url, to: projectDir))
            if url.pathExtension == "xcstrings" {
                compileStringCatalog(url, into: &tree, module: module, projectDir: projectDir, report: &report)
                continue
            }
            try tree.addCopy(of: url, at: "Sources/\(module)/Resources/\(name)", shownAs: Self.relative(url, to: projectDir))
        }
        if let plist {
            tree.add("Sources/\(module)/Resources/Info.plist", plist)
            resourceNames.insert("Info.plist")
        }

        var testModule: String?
        if let tests, tests.sources.contains(where: { $0.pathExtension == "swift" }) {
            testModule = tests.moduleName == module ? module + "Tests" : tests.moduleName
            rewrite(tests, into: "Tests/\(testModule!)", isApp: false)
            addQuickSpecRunner(for: tests.sources.compactMap { parsed[$0]?.tree }, index: index,
                               into: &tree, folder: "Tests/\(testModule!)", report: &report)
        }
        // A UI test target: its tests as Xcode has them, and the app they launch registered with
        // XCUIAutomation by a file of its own (Xcode's Target Application setting).
        var uiTestModule: String?
        if let uiTests, uiTests.sources.contains(where: { $0.pathExtension == "swift" }) {
            var name = uiTests.moduleName
            if name == module || name == testModule { name += "UI" }
            uiTestModule = name
            rewrite(uiTests, into: "Tests/\(name)", isApp: false, isUITest: true)
            let delegate = appDelegateClass(in: app.sources.compactMap { parsed[$0]?.tree })
            if delegate == nil {
                report.problems.append(PortProblem(file: Self.relative(project.url.appendingPathComponent("project.pbxproj"), to: projectDir), line: 0,
                                                   reason: "UI test target \(uiTests.name): no class of the app conforms to UIApplicationDelegate",
                                                   advice: "name the app delegate in Tests/\(name)/UIKitPortUITestApp.swift"))
            }
            let plistURL = plist == nil ? "nil" : "Bundle.module.bundleURL.appendingPathComponent(\"Resources/Info.plist\")"
            tree.add("Tests/\(name)/UIKitPortUITestApp.swift", Data("""
            // Written by uikit-port: the app \(uiTests.name) launches (Xcode's Target Application).
            // XCUIAutomation calls this once, before the first XCUIApplication launches; the tests are
            // as Xcode has them. Port again rather than edit this file by hand.
            import Foundation
            import XCUIAutomation
            @testable import \(module)

            @_cdecl("openuikit_register_ui_test_apps")
            public func registerAppForUITests() {
                MainActor.assumeIsolated {
                    XCUIApplication.registerApp(delegate: \(delegate ?? "AppDelegate").self, bundleIdentifier: "\(bundleIdentifier(of: app))",
                                                infoPlist: \(plistURL))
                }
            }

            """.utf8))
            report.rules[PortRule.uiTestApp.rawValue, default: 0] += 1
        }
        if !classValueFamilies.isEmpty {
            tree.add("Sources/\(module)/UIKitPortClassValues.swift",
                              Data(ClassValueFactory.source(for: classValueFamilies, index: appIndex,
                                                   named: ClassValueFactory.typeNames(in: appSources.compactMap { parsed[$0]?.0 })).utf8))
        }
        report.executable = module
        let packages = try portPackages(of: project, to: out, into: &tree, report: &report)
        let manifest = PackageManifest(name: project.name, module: module, openUIKit: openUIKit.relative(from: out),
                                       identity: openUIKit.identity,
                                       hasResources: !resourceNames.isEmpty, testModule: testModule, uiTestModule: uiTestModule,
                                       usesSnapshotTesting: usesSnapshots, usesSQLite: usesSQLite,
                                       frameworks: frameworks.sorted(), packageLines: packages.lines,
                                       appProducts: packages.products(of: project.application),
                                       testProducts: packages.products(of: project.unitTests),
                                       testsUseXCUIAutomation: unitTestsUseXCTestExtras,
                                       uiTestProducts: packages.products(of: project.uiTests))
        report.rewrittenFiles.sort()
        report.unchangedFiles.sort()
        report.problems.sort { ($0.file, $0.line) < ($1.file, $1.line) }
        return (report, manifest, tree)
    }

    /// The Info.plist: the target's own with Xcode's build settings filled in, or one made from
    /// its `INFOPLIST_KEY_*` settings when Xcode generates it.
    func infoPlist(for app: XcodeTarget, projectDir: URL) throws -> Data? {
        let settings = buildSettingValues(of: app)
        // Xcode writes the deployment target into the built app's Info.plist; UIDevice.systemVersion reads it.
        let minimumOS = app.buildSettings["IPHONEOS_DEPLOYMENT_TARGET"].map { "\t<key>MinimumOSVersion</key>\n\t<string>\($0)</string>\n" }
        if let url = app.infoPlist, FileManager.default.fileExists(atPath: url.path) {
            var text = Self.expand(try Self.read(url, in: projectDir), settings)
            if let minimumOS, !text.contains("<key>MinimumOSVersion</key>"), let dict = text.range(of: "<dict>") {
                text.insert(contentsOf: "\n" + minimumOS.dropLast(), at: dict.upperBound)
            }
            return Data(text.utf8)
        }
        guard !app.generatedInfoKeys.isEmpty else { return nil }
        var body = minimumOS ?? ""
        for (key, value) in app.generatedInfoKeys.sorted(by: { $0.key < $1.key }) {
            body += "\t<key>\(key)</key>\n\t<string>\(value)</string>\n"
        }
        return Self.plistDictionary(body)
    }

    /// An XML property list whose top-level dictionary holds `body` (its keys and values, one a
    /// line), as Xcode writes one.
    static func plistDictionary(_ body: String) -> Data {
        Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \(body)</dict>
        </plist>

        """.utf8)
    }

    /// The build settings an Info.plist names, as Xcode fills them in for the app.
    func buildSettingValues(of app: XcodeTarget) -> [String: String] {
        var settings = ["PRODUCT_MODULE_NAME": app.moduleName, "EXECUTABLE_NAME": app.moduleName,
                        "PRODUCT_NAME": app.moduleName, "TARGET_NAME": app.name,
                        "DEVELOPMENT_LANGUAGE": "en", "PRODUCT_BUNDLE_PACKAGE_TYPE": "APPL",
                        "MARKETING_VERSION": app.buildSettings["MARKETING_VERSION"] ?? "1.0",
                        "CURRENT_PROJECT_VERSION": app.buildSettings["CURRENT_PROJECT_VERSION"] ?? "1"]
        // An identifier is often written from the product name (`com.example.$(PRODUCT_NAME:rfc1034identifier)`).
        settings["PRODUCT_BUNDLE_IDENTIFIER"] = Self.expand(app.buildSettings["PRODUCT_BUNDLE_IDENTIFIER"] ?? "org.openuikit.\(app.moduleName)", settings)
        return settings
    }

    /// The app's bundle identifier, as its Info.plist has it.
    func bundleIdentifier(of app: XcodeTarget) -> String {
        buildSettingValues(of: app)["PRODUCT_BUNDLE_IDENTIFIER"]!
    }

    /// `text` with Xcode's `$(NAME)`, `${NAME}` and `$(NAME:rfc1034identifier)` references filled in.
    static func expand(_ text: String, _ settings: [String: String]) -> String {
        var text = text
        for (key, value) in settings {
            for form in ["$(\(key))", "${\(key)}", "$(\(key):rfc1034identifier)"] {
                text = text.replacingOccurrences(of: form, with: value)
            }
        }
        return text
    }

    /// The app's delegate class: the class conforming to `UIApplicationDelegate` (the one marked
    /// `@main` or `@UIApplicationMain` when there are several), or an extension's conformance.
    func appDelegateClass(in files: [SourceFileSyntax]) -> String? {
        var found: [(name: String, isMain: Bool)] = []
        for file in files {
            for item in file.statements {
                let conforms = { (clause: InheritanceClauseSyntax?) in
                    clause?.inheritedTypes.contains { $0.type.trimmedDescription.hasSuffix("UIApplicationDelegate") } == true
                }
                if let c = item.item.as(ClassDeclSyntax.self), conforms(c.inheritanceClause) {
                    let isMain = c.attributes.contains { $0.trimmedDescription == "@main" || $0.trimmedDescription == "@UIApplicationMain" }
                    found.append((c.name.text, isMain))
                } else if let e = item.item.as(ExtensionDeclSyntax.self), conforms(e.inheritanceClause) {
                    found.append((e.extendedType.trimmedDescription, false))
                }
            }
        }
        return (found.first { $0.isMain } ?? found.first)?.name
    }

    func reportProjectProblems(_ project: XcodeProject, app: XcodeTarget, bridgesSQLiteOnly sqliteOnly: Bool,
                               into report: inout PortReport, relativeTo dir: URL) {
        let file = Self.relative(project.url.appendingPathComponent("project.pbxproj"), to: dir)
        if let header = app.buildSettings["SWIFT_OBJC_BRIDGING_HEADER"], !header.isEmpty, !sqliteOnly {
            report.problems.append(PortProblem(file: file, line: 0, reason: "the target has an Objective-C bridging header (\(header)); Swift on Linux cannot import Objective-C",
                                               advice: "port that code to Swift, or wrap plain C code as a SwiftPM C target"))
        }
        for url in app.sources where ["m", "mm", "h", "c", "cpp"].contains(url.pathExtension) {
            report.problems.append(PortProblem(file: Self.relative(url, to: dir), line: 0, reason: "a \(url.pathExtension) source file is not Swift and was not ported",
                                               advice: "port it to Swift, or put C code in a SwiftPM C target"))
        }
        for url in app.resources where ["xib", "storyboard"].contains(url.pathExtension) {
            // Xcode 4 and earlier wrote Interface Builder files as keyed archives, which OpenUIKit does not read.
            guard let handle = try? FileHandle(forReadingFrom: url), let head = try? handle.read(upToCount: 512) else { continue }
            if String(decoding: head, as: UTF8.self).contains("<archive") {
                report.problems.append(PortProblem(file: Self.relative(url, to: dir), line: 2,
                                                   reason: "an archive-format Interface Builder file (Xcode 4 and earlier), which OpenUIKit does not read",
                                                   advice: "open it in Xcode and save it, which converts it to the document format (3.0)"))
            }
        }
        for t in project.targets where t.kind == .uiTests && t.name != project.uiTests?.name {
            report.problems.append(PortProblem(file: file, line: 0, reason: "UI test target \(t.name) was not ported: a package gets the app's first UI test target",
                                               advice: "add its files to the ported UI test target"))
        }
    }

    /// Whether the target's bridging header only imports SQLite's C API (`#import <sqlite3.h>`): the
    /// package then depends on the system's SQLite through a SwiftPM system library target.
    func bridgesSQLiteOnly(_ app: XcodeTarget, projectDir: URL) -> Bool {
        guard let header = app.buildSettings["SWIFT_OBJC_BRIDGING_HEADER"], !header.isEmpty else { return false }
        let path = header.replacingOccurrences(of: "$(SRCROOT)/", with: "").replacingOccurrences(of: "${SRCROOT}/", with: "")
        guard let text = try? String(contentsOf: projectDir.appendingPathComponent(path), encoding: .utf8) else { return false }
        // Comments out, then every remaining line must be an import of sqlite3.h.
        let uncommented = text.replacingOccurrences(of: #"/\*[\s\S]*?\*/"#, with: "", options: .regularExpression)
        let lines = uncommented.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("//") }
        return !lines.isEmpty && lines.allSatisfy { line in
            (line.hasPrefix("#import") || line.hasPrefix("#include")) && (line.contains("<sqlite3.h>") || line.contains("\"sqlite3.h\""))
        }
    }

    /// `import CSQLite` after a file's first import, where the file uses SQLite's C API (the
    /// bridging header made it visible everywhere; a module must be imported).
    static func importingSQLite(_ text: String) -> String {
        guard text.contains("sqlite3"), !text.contains("import CSQLite") else { return text }
        guard let range = text.range(of: #"(?m)^import [A-Za-z_.]+\n"#, options: .regularExpression) else { return "import CSQLite\n" + text }
        return text.replacingCharacters(in: range, with: text[range] + "import CSQLite\n")
    }

    // MARK: Paths

    static func read(_ url: URL, in dir: URL) throws -> String {
        do { return try String(contentsOf: url, encoding: .utf8) } catch {
            throw PortError.unreadable(path: relative(url, to: dir), reason: "the project lists it but it is not on disk")
        }
    }

    /// `url`'s path from `dir` (both already standardized, as the project's paths are).
    static func relative(_ url: URL, to dir: URL) -> String {
        let p = url.path, d = dir.path
        return p.hasPrefix(d + "/") ? String(p.dropFirst(d.count + 1)) : p
    }

    static func commonFolder(_ urls: [URL]) -> URL {
        guard var common = urls.first?.deletingLastPathComponent().pathComponents else {
            return URL(fileURLWithPath: "/")
        }
        for url in urls.dropFirst() {
            let parts = url.deletingLastPathComponent().pathComponents
            common = Array(zip(common, parts).prefix { $0 == $1 }.map(\.0))
        }
        return URL(fileURLWithPath: NSString.path(withComponents: common))
    }

    static func relativePath(from dir: URL, to target: URL) -> String {
        let a = dir.standardizedFileURL.pathComponents, b = target.standardizedFileURL.pathComponents
        let shared = zip(a, b).prefix { $0 == $1 }.count
        guard shared > 1 else { return target.path }
        let up = Array(repeating: "..", count: a.count - shared)
        let rest = Array(b[shared...])
        let parts = up + rest
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }
}
