import Foundation
import SwiftParser
import SwiftSyntax

/// Ports a Swift package written for iOS (a UIKit library an app depends on) into a copy under
/// the app's package: its sources by the same rules as the app's, its manifest depending on
/// OpenUIKit so that `import UIKit` resolves however SwiftPM orders the build, and its tests
/// ported too, so `swift test` in the copy runs them.
struct LibraryPorter {
    /// OpenUIKit as the copy's manifest names it (relative to the copy).
    var openUIKit: Porter.Dependency
    /// SwiftPM's identity for the OpenUIKit package.
    var identity: String

    /// What the port of one library did.
    struct Result {
        var rewritten: [String] = []
        var rules: [String: Int] = [:]
        var problems: [PortProblem] = []
        var notes: [String] = []
        var sourceMap: [String: SourceMapping] = [:]
    }

    /// Folders and files a package's copy leaves out: its clone's own state and build products.
    static let skipped: Set<String> = [".git", ".build", ".swiftpm", "Package.resolved", ".DS_Store"]

    /// Why a package counts as written for iOS, or nil when it builds on Linux as it is.
    static func writtenForIOS(_ dir: URL) -> String? {
        let frameworks = ["UIKit"] + SystemFramework.provided.sorted()
        // (Combine alone does not make a package iOS's: on Linux such packages use OpenCombine themselves.)
        let importPattern = #"(?m)^\s*(@[A-Za-z_]+\s+)*import\s+(class\s+|struct\s+|enum\s+|protocol\s+|func\s+|var\s+|let\s+|typealias\s+)?([A-Za-z_]+)"#
        let regex = try! NSRegularExpression(pattern: importPattern)
        for file in swiftFiles(in: dir) where !file.lastPathComponent.hasPrefix("Package") {
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            let ns = text as NSString
            for m in regex.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
                let module = ns.substring(with: m.range(at: 3))
                if frameworks.contains(module) { return "its sources import \(module)" }
            }
        }
        if let manifest = try? String(contentsOf: dir.appendingPathComponent("Package.swift"), encoding: .utf8),
           let platforms = manifest.range(of: #"platforms:\s*\[[^\]]*\]"#, options: .regularExpression) {
            let list = manifest[platforms]
            let apple = [".iOS", ".tvOS", ".watchOS", ".visionOS", ".macCatalyst"]
            if apple.contains(where: list.contains), !list.contains(".macOS") {
                return "its manifest lists only iOS-family platforms"
            }
        }
        return nil
    }

    static func swiftFiles(in dir: URL) -> [URL] {
        guard let e = FileManager.default.enumerator(at: dir, includingPropertiesForKeys: [.isDirectoryKey]) else { return [] }
        var out: [URL] = []
        for case let url as URL in e {
            if skipped.contains(url.lastPathComponent) { e.skipDescendants(); continue }
            if url.pathExtension == "swift" { out.append(url.standardizedFileURL) }
        }
        return out.sorted { $0.path < $1.path }
    }

    /// Copies the package at `source` into `tree` under `prefix` (`Packages/Name`), ported.
    /// `shownAs` names its files in the report (`Name/Sources/…`).
    func port(_ source: URL, into tree: inout OutputTree, at prefix: String, shownAs name: String) throws -> Result {
        var result = Result()
        let source = source.standardizedFileURL
        let base = source.path
        func relative(_ url: URL) -> String { String(url.standardizedFileURL.path.dropFirst(base.count + 1)) }

        // The files other than Swift, as they are (the Swift sources and manifests are ported below).
        guard let e = FileManager.default.enumerator(at: source, includingPropertiesForKeys: [.isDirectoryKey]) else {
            throw PortError.unreadable(path: source.path, reason: "the package's folder cannot be read")
        }
        for case let url as URL in e {
            if Self.skipped.contains(url.lastPathComponent) { e.skipDescendants(); continue }
            if url.pathExtension == "swift" || (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true { continue }
            tree.add("\(prefix)/\(relative(url))", try Data(contentsOf: url))
        }

        let swift = Self.swiftFiles(in: source)
        let manifests = swift.filter { $0.deletingLastPathComponent().path == base && $0.lastPathComponent.hasPrefix("Package") }
        let sources = swift.filter { !manifests.contains($0) }
        var originals: [URL: String] = [:]
        for url in sources { originals[url] = try Porter.read(url, in: source) }
        var texts = originals
        let hoisting = ExtensionOverrideHoister.hoist(texts)
        texts.merge(hoisting.texts) { $1 }
        ExtensionOverrideHoister.record(hoisting.moves, shown: { "\(name)/\(relative($0))" },
                                        rules: &result.rules, notes: &result.notes, problems: &result.problems)
        var index = ModuleIndex()
        var parsed: [URL: SourceFileSyntax] = [:]
        for url in sources {
            let tree = Parser.parse(source: texts[url]!)
            parsed[url] = tree
            index.add(tree)
        }
        // What each file imports of OpenUIKit, for its target's dependencies.
        var imports: [URL: Set<String>] = [:]
        for url in sources {
            let shown = "\(name)/\(relative(url))"
            let rewriter = SourceRewriter(index: index, tree: parsed[url]!, original: texts[url]!, file: shown)
            rewriter.isApp = false
            rewriter.rewritesStringCharacters = false
            let text = rewriter.rewrite(parsed[url]!).description
            for (rule, n) in rewriter.counts { result.rules[rule.rawValue, default: 0] += n }
            result.problems += rewriter.problems
            let written = "\(prefix)/\(relative(url))"
            tree.add(written, Data(text.utf8))
            let originalText = originals[url]!
            if text != originalText { result.rewritten.append(shown) }
            result.sourceMap[written] = SourceMapping(original: shown, originalText: originalText, portedText: text)
            imports[url] = Self.openUIKitImports(in: parsed[url]!).union(rewriter.importedFrameworks)
                .union(rewriter.counts[.xctestExtrasImport] != nil ? ["XCUIAutomation"] : [])
        }

        let packageLine = openUIKit.packageLine
        for manifest in manifests {
            let editor = LibraryManifestEditor(text: try Porter.read(manifest, in: source))
            let edited = editor.edited(packageLine: packageLine) { target in
                let folder = source.appendingPathComponent(target.path).standardizedFileURL.path + "/"
                let used = sources.filter { $0.path.hasPrefix(folder) }.reduce(into: Set<String>()) { $0.formUnion(imports[$1] ?? []) }
                guard !used.isEmpty || target.isTest else { return [] }
                var products = ["UIKit"] + used.subtracting(["UIKit"]).sorted()
                if target.isTest { products.append("UIKitTesting") }
                return products.map { ".product(name: \"\($0)\", package: \"\(identity)\")" }
            }
            tree.add("\(prefix)/\(manifest.lastPathComponent)", Data(edited.utf8))
            result.rewritten.append("\(name)/\(manifest.lastPathComponent)")
        }
        return result
    }

    /// The modules of OpenUIKit a file imports (UIKit, or a framework it provides), also those
    /// imported under `#if canImport(UIKit)`.
    static func openUIKitImports(in file: SourceFileSyntax) -> Set<String> {
        final class Imports: SyntaxVisitor {
            var modules = Set<String>()
            override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
                guard let module = node.path.first?.name.text else { return .skipChildren }
                if module == "UIKit" || SystemFramework.provided.contains(module) { modules.insert(module) }
                if let served = SystemFramework.renamed[module] { modules.insert(served) }
                return .skipChildren
            }
        }
        let v = Imports(viewMode: .sourceAccurate)
        v.walk(file)
        return v.modules
    }
}
