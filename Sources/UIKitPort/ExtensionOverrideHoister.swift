import Foundation
import SwiftParser
import SwiftSyntax

/// Swift without the Objective-C runtime overrides members only in a class's own declaration, and
/// lets no subclass override what an extension declares. iOS code does both (`extension
/// MasterViewController { override func tableView(…) }`), so before the sources are rewritten the
/// port moves such members out of the extensions into the class's declaration in the app (the
/// same module): an `override` in an extension of the app's class, and an extension member that
/// a subclass in the app overrides. An `override` in an extension of a class the app does not
/// declare (UIKit's) cannot be moved: it is left out (`#if false`) and reported.
struct ExtensionOverrideHoister {
    /// A member moved or left out: the file it was in and its line, for the report.
    struct Move {
        var file: URL
        var line: Int
        var type: String
        var name: String
        var movedTo: URL?
    }

    /// What a move means for the report: a note (and the rule counted) for a member moved, a
    /// problem for one left out. `shown` names a file as the report does.
    static func record(_ moves: [Move], shown: (URL) -> String, rules: inout [String: Int],
                       notes: inout [String], problems: inout [PortProblem]) {
        for move in moves {
            let file = shown(move.file)
            if let to = move.movedTo {
                rules[PortRule.extensionOverride.rawValue, default: 0] += 1
                notes.append("\(file):\(move.line): \(move.type).\(move.name) moved from an extension into the class (in \(shown(to)))")
            } else {
                problems.append(PortProblem(file: file, line: move.line,
                    reason: "\(move.name) overrides \(move.type)'s member from an extension, which only the Objective-C runtime allows; left out (#if false)",
                    advice: "override it in a subclass of \(move.type) instead"))
            }
        }
    }

    private struct Edit {
        var start: Int, end: Int, text: String
    }

    /// The files' texts after the moves (only changed files), and what was moved.
    static func hoist(_ texts: [URL: String], trees parsed: [URL: SourceFileSyntax] = [:]) -> (texts: [URL: String], moves: [Move]) {
        var trees = parsed
        for (url, text) in texts where trees[url] == nil { trees[url] = Parser.parse(source: text) }
        // The app's classes: where each is declared, its superclass, what its subclasses override.
        var declared: [String: (url: URL, body: MemberBlockSyntax)] = [:]
        var superclass: [String: String] = [:]
        var overridden: [String: Set<String>] = [:]   // class → keys of members its declaration overrides
        for (url, tree) in trees.sorted(by: { $0.key.path < $1.key.path }) {
            for item in topLevelItems(tree) {
                guard let c = item.item.as(ClassDeclSyntax.self) else { continue }
                let name = c.name.text
                if declared[name] == nil { declared[name] = (url, c.memberBlock) }
                if let first = c.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription { superclass[name] = first }
                for m in c.memberBlock.members where isOverride(m.decl) {
                    if let key = key(of: m.decl) { overridden[name, default: []].insert(key) }
                }
            }
        }
        func subclassesOverride(_ type: String, _ key: String) -> Bool {
            overridden.contains { sub, keys in
                guard keys.contains(key) else { return false }
                var t = superclass[sub]
                var seen = Set<String>()
                while let c = t, seen.insert(c).inserted { if c == type { return true }; t = superclass[c] }
                return false
            }
        }
        var edits: [URL: [Edit]] = [:]
        var hoisted: [String: [String]] = [:]   // class → member texts to add
        var moves: [Move] = []
        for (url, tree) in trees.sorted(by: { $0.key.path < $1.key.path }) {
            // (Lines are worked out for a file that has a member to move.)
            lazy var converter = SourceLocationConverter(fileName: url.path, tree: tree)
            for item in topLevelItems(tree) {
                guard let ext = item.item.as(ExtensionDeclSyntax.self) else { continue }
                let type = ext.extendedType.trimmedDescription
                for m in ext.memberBlock.members {
                    guard let key = key(of: m.decl) else { continue }
                    let line = m.decl.startLocation(converter: converter).line
                    let start = m.position.utf8Offset, end = m.endPosition.utf8Offset
                    if declared[type] != nil {
                        guard isOverride(m.decl) || subclassesOverride(type, key) else { continue }
                        // `public extension Cell { override var description … }`: the member keeps the
                        // extension's access once it is in the class.
                        hoisted[type, default: []].append(withAccess(of: ext, m))
                        edits[url, default: []].append(Edit(start: start, end: end, text: ""))
                        moves.append(Move(file: url, line: line, type: type, name: key, movedTo: declared[type]!.url))
                        if declared[type]!.url != url {
                            edits[url, default: []] += widening(privateDeclarationsUsed(by: m, in: tree, extension: ext))
                        }
                    } else if isOverride(m.decl) {
                        let text = m.description
                        let indent = String(text.prefix { $0 == "\n" || $0 == " " || $0 == "\t" })
                        edits[url, default: []].append(Edit(start: start, end: end,
                                                            text: "\(indent)#if false // uikit-port: overrides \(type) from an extension\(text)\n#endif"))
                        moves.append(Move(file: url, line: line, type: type, name: key, movedTo: nil))
                    }
                }
            }
        }
        for (type, members) in hoisted {
            let (url, body) = declared[type]!
            let at = body.rightBrace.position.utf8Offset
            let text = "\n" + members.map { $0.hasPrefix("\n") ? $0 : "\n" + $0 }.joined() + "\n"
            edits[url, default: []].append(Edit(start: at, end: at, text: text))
        }
        var out: [URL: String] = [:]
        for (url, list) in edits {
            var bytes = Array(texts[url]!.utf8)
            // A helper two moved members use is widened once.
            var seen = Set<[Int]>()
            for e in list.sorted(by: { $0.start > $1.start }) where e.start == e.end || seen.insert([e.start, e.end]).inserted {
                bytes.replaceSubrange(e.start..<e.end, with: Array(e.text.utf8))
            }
            out[url] = String(decoding: bytes, as: UTF8.self)
        }
        return (out, moves)
    }

    /// The file-private declarations of `tree` (its top-level ones and the extension's own members)
    /// whose names the member uses: once the member is in another file, they must be visible there.
    /// (SnapKit's `description`, moved from Debugging.swift, calls that file's private helpers.)
    static func privateDeclarationsUsed(by member: MemberBlockItemSyntax, in tree: SourceFileSyntax,
                                        extension ext: ExtensionDeclSyntax) -> [DeclModifierSyntax] {
        let used = Set(member.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
            if case .identifier(let name) = token.tokenKind { return name }
            return nil
        })
        let candidates = topLevelItems(tree).compactMap { $0.item.as(DeclSyntax.self) } + ext.memberBlock.members.map(\.decl)
        return candidates.compactMap { decl -> DeclModifierSyntax? in
            guard decl.id != member.decl.id,
                  let modifier = decl.asProtocol(WithModifiersSyntax.self)?.modifiers.first(where: {
                      ($0.name.text == "private" || $0.name.text == "fileprivate") && $0.detail == nil }),
                  !names(of: decl).isDisjoint(with: used) else { return nil }
            return modifier
        }
    }

    /// Edits that drop each modifier (the declaration becomes internal: visible in the module).
    private static func widening(_ modifiers: [DeclModifierSyntax]) -> [Edit] {
        modifiers.map { Edit(start: $0.positionAfterSkippingLeadingTrivia.utf8Offset, end: $0.endPosition.utf8Offset, text: "") }
    }

    /// The names a declaration introduces.
    static func names(of decl: DeclSyntax) -> Set<String> {
        if let f = decl.as(FunctionDeclSyntax.self) { return [f.name.text] }
        if let v = decl.as(VariableDeclSyntax.self) {
            return Set(v.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text })
        }
        if let named = decl.asProtocol(NamedDeclSyntax.self) { return [named.name.text] }
        return []
    }

    /// The member's text, with the extension's access level written on it when it has none of its own.
    static func withAccess(of ext: ExtensionDeclSyntax, _ member: MemberBlockItemSyntax) -> String {
        let levels: Set<String> = ["public", "open", "internal", "fileprivate", "private", "package"]
        let text = member.description
        guard let access = ext.modifiers.first(where: { levels.contains($0.name.text) })?.name.text,
              let modifiers = member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers,
              !modifiers.contains(where: { levels.contains($0.name.text) }) else { return text }
        // Before the first modifier, else before the declaration's keyword (after any attributes).
        let at: AbsolutePosition
        if let first = modifiers.first { at = first.positionAfterSkippingLeadingTrivia }
        else if let v = member.decl.as(VariableDeclSyntax.self) { at = v.bindingSpecifier.positionAfterSkippingLeadingTrivia }
        else if let f = member.decl.as(FunctionDeclSyntax.self) { at = f.funcKeyword.positionAfterSkippingLeadingTrivia }
        else if let s = member.decl.as(SubscriptDeclSyntax.self) { at = s.subscriptKeyword.positionAfterSkippingLeadingTrivia }
        else { return text }
        var bytes = Array(text.utf8)
        bytes.insert(contentsOf: Array("\(access) ".utf8), at: at.utf8Offset - member.position.utf8Offset)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The file's top-level items, those inside `#if` blocks too (a library's code for iOS is often
    /// all under `#if os(iOS)`).
    static func topLevelItems(_ tree: SourceFileSyntax) -> [CodeBlockItemSyntax] {
        func flatten(_ items: CodeBlockItemListSyntax) -> [CodeBlockItemSyntax] {
            items.flatMap { item -> [CodeBlockItemSyntax] in
                guard let ifConfig = item.item.as(IfConfigDeclSyntax.self) else { return [item] }
                return ifConfig.clauses.flatMap { clause -> [CodeBlockItemSyntax] in
                    guard case .statements(let inner)? = clause.elements else { return [] }
                    return flatten(inner)
                }
            }
        }
        return flatten(tree.statements)
    }

    static func isOverride(_ decl: DeclSyntax) -> Bool {
        decl.asProtocol(WithModifiersSyntax.self)?.modifiers.contains { $0.name.text == "override" } ?? false
    }

    /// `tableView(_:cellForRowAt:)` for a method, the name for a property; nil for what is never moved.
    static func key(of decl: DeclSyntax) -> String? {
        if let f = decl.as(FunctionDeclSyntax.self) {
            return f.name.text + "(" + f.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined() + ")"
        }
        if let v = decl.as(VariableDeclSyntax.self), v.bindings.count == 1,
           let name = v.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            return name
        }
        if let s = decl.as(SubscriptDeclSyntax.self), isOverride(DeclSyntax(s)) { return "subscript" }
        return nil
    }
}
