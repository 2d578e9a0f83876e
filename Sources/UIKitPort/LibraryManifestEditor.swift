import Foundation
import SwiftParser
import SwiftSyntax

/// Edits a library package's `Package.swift` so that it builds against OpenUIKit: OpenUIKit among
/// its dependencies, and its products on each target whose sources use them. The rest of the
/// manifest is kept as written (it is Swift: only the calls are found and added to).
struct LibraryManifestEditor {
    /// One target as the manifest declares it.
    struct Target {
        var name: String
        var isTest: Bool
        /// Its sources' folder, relative to the package (`path:`, or SwiftPM's default).
        var path: String
    }

    let text: String
    let tree: SourceFileSyntax

    init(text: String) {
        self.text = text
        tree = Parser.parse(source: text)
    }

    /// Every `.target`, `.executableTarget` and `.testTarget` call with a literal name.
    var targets: [Target] {
        calls.compactMap { call -> Target? in
            guard let kind = Self.targetKind(call), let name = Self.stringArgument(call, "name") else { return nil }
            let isTest = kind == "testTarget"
            return Target(name: name, isTest: isTest, path: Self.stringArgument(call, "path") ?? "\(isTest ? "Tests" : "Sources")/\(name)")
        }
    }

    /// The manifest with `packageLine` added to the package's dependencies and `products(target)`
    /// (each a `.product(…)` expression) added to each target's.
    func edited(packageLine: String, products: (Target) -> [String]) -> String {
        var edits: [(at: Int, text: String)] = []
        let byName = Dictionary(targets.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        for call in calls {
            if call.calledExpression.trimmedDescription == "Package" {
                edits.append(Self.appending(packageLine, to: "dependencies", in: call, before: ["targets", "swiftLanguageVersions", "swiftLanguageModes", "cLanguageStandard", "cxxLanguageStandard"]))
            } else if Self.targetKind(call) != nil, let name = Self.stringArgument(call, "name"), let target = byName[name] {
                let added = products(target)
                guard !added.isEmpty else { continue }
                edits.append(Self.appending(added.joined(separator: ", "), to: "dependencies", in: call, after: "name"))
            }
        }
        var bytes = Array(text.utf8)
        for e in edits.sorted(by: { $0.at > $1.at }) { bytes.insert(contentsOf: Array(e.text.utf8), at: e.at) }
        var out = String(decoding: bytes, as: UTF8.self)
        // `.product(name:package:)` needs tools 5.2; older manifests are raised to 5.5.
        if let range = out.range(of: #"^// swift-tools-version:\s*([0-9.]+)"#, options: .regularExpression) {
            let version = out[range].split(separator: ":").last.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
            if let v = SemanticVersion(version), v < SemanticVersion("5.2")! {
                out.replaceSubrange(range, with: "// swift-tools-version:5.5")
            }
        }
        return out
    }

    private var calls: [FunctionCallExprSyntax] {
        final class Collector: SyntaxVisitor {
            var calls: [FunctionCallExprSyntax] = []
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind { calls.append(node); return .visitChildren }
        }
        let c = Collector(viewMode: .sourceAccurate)
        c.walk(tree)
        return c.calls
    }

    static func targetKind(_ call: FunctionCallExprSyntax) -> String? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil else { return nil }
        let name = member.declName.baseName.text
        return ["target", "executableTarget", "testTarget"].contains(name) ? name : nil
    }

    static func stringArgument(_ call: FunctionCallExprSyntax, _ label: String) -> String? {
        guard let arg = call.arguments.first(where: { $0.label?.text == label }),
              let literal = arg.expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
              let segment = literal.segments.first?.as(StringSegmentSyntax.self) else { return nil }
        return segment.content.text
    }

    /// Where and what to insert so that the array argument `label` gains `element`: at the end of
    /// the array when there is one, else a new argument after `after` (or before the first of `before`).
    static func appending(_ element: String, to label: String, in call: FunctionCallExprSyntax,
                          after: String? = nil, before: [String] = []) -> (at: Int, text: String) {
        if let arg = call.arguments.first(where: { $0.label?.text == label }) {
            if let array = arg.expression.as(ArrayExprSyntax.self) {
                let hasElements = !array.elements.isEmpty
                let trailingComma = array.elements.last?.trailingComma != nil
                let at = array.elements.last?.endPositionBeforeTrailingTrivia.utf8Offset ?? array.leftSquare.endPosition.utf8Offset
                if !hasElements { return (at, element) }
                return trailingComma ? (at, " \(element),") : (at, ", \(element)")
            }
            // An expression (`dependencies: deps`): add to it.
            return (arg.expression.endPositionBeforeTrailingTrivia.utf8Offset, " + [\(element)]")
        }
        let args = Array(call.arguments)
        if let after, let i = args.firstIndex(where: { $0.label?.text == after }) {
            return (args[i].expression.endPositionBeforeTrailingTrivia.utf8Offset, ", \(label): [\(element)]")
        }
        if let i = args.firstIndex(where: { before.contains($0.label?.text ?? "") }) {
            return (args[i].positionAfterSkippingLeadingTrivia.utf8Offset, "\(label): [\(element)],\n    ")
        }
        if let last = args.last {
            return (last.expression.endPositionBeforeTrailingTrivia.utf8Offset, ", \(label): [\(element)]")
        }
        return (call.leftParen.map { $0.endPosition.utf8Offset } ?? call.endPosition.utf8Offset, "\(label): [\(element)]")
    }
}
