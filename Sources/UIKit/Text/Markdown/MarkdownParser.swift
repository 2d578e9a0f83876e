import Foundation
@_implementationOnly import CCmark

/// Parses markdown with cmark-gfm (the CommonMark parser Apple's is built on) into an
/// `AttributedString` marked as Foundation marks it on iOS: inline presentation intents, links,
/// image URLs and, for `.full` syntax, a presentation intent per block — blocks are not separated
/// by newlines, as on iOS.
struct MarkdownParser {
    typealias Options = AttributedString.MarkdownParsingOptions
    typealias Keys = AttributeScopes.FoundationAttributes

    let options: Options
    let baseURL: URL?
    private var result = AttributedString()
    private var nextIdentity = 1

    /// Stands for a newline while inline-only text is parsed as one line (so no line starts a block):
    /// cmark takes it for white space when it decides what can open or close emphasis.
    private static let newlineStandIn: Character = "\u{205F}"

    /// cmark-gfm's extensions register once per process, in its own registry.
    private static let extensionsRegistered: Void = { cmark_gfm_core_extensions_ensure_registered() }()

    init(options: Options, baseURL: URL?) {
        self.options = options
        self.baseURL = baseURL
    }

    static func parse(_ markdown: String, options: Options, baseURL: URL?) -> AttributedString {
        var parser = MarkdownParser(options: options, baseURL: baseURL)
        return parser.parse(markdown)
    }

    private var inlineOnly: Bool { options.interpretedSyntax != .full }

    private mutating func parse(_ markdown: String) -> AttributedString {
        _ = MarkdownParser.extensionsRegistered
        var source = markdown.replacingOccurrences(of: "\r\n", with: "\n")
        if inlineOnly {
            let standIn = String(MarkdownParser.newlineStandIn)
            source = standIn + source.replacingOccurrences(of: "\n", with: standIn)
        }
        let parser = cmark_parser_new(CMARK_OPT_DEFAULT)!
        defer { cmark_parser_free(parser) }
        for name in inlineOnly ? ["strikethrough"] : ["strikethrough", "table"] {
            if let ext = cmark_find_syntax_extension(name) { cmark_parser_attach_syntax_extension(parser, ext) }
        }
        cmark_parser_feed(parser, source, source.utf8.count)
        let document = cmark_parser_finish(parser)!
        defer { cmark_node_free(document) }
        block(document, in: nil)
        return inlineOnly ? restoringNewlines(result) : result
    }

    // MARK: Blocks

    private mutating func intent(_ kind: PresentationIntent.Kind, in parent: PresentationIntent?) -> PresentationIntent {
        defer { nextIdentity += 1 }
        return PresentationIntent(kind, identity: nextIdentity, parent: parent)
    }

    private mutating func block(_ node: OpaquePointer, in parent: PresentationIntent?) {
        let type = cmark_node_get_type(node)
        // Inline-only text is one paragraph that carries no presentation intent.
        if inlineOnly {
            if type == CMARK_NODE_PARAGRAPH { inlines(of: node, Inline(), in: nil); return }
            children(of: node).forEach { block($0, in: nil) }
            return
        }
        switch type {
        case CMARK_NODE_PARAGRAPH:
            inlines(of: node, Inline(), in: intent(.paragraph, in: parent))
        case CMARK_NODE_HEADING:
            inlines(of: node, Inline(), in: intent(.header(level: Int(cmark_node_get_heading_level(node))), in: parent))
        case CMARK_NODE_BLOCK_QUOTE:
            let quote = intent(.blockQuote, in: parent)
            children(of: node).forEach { block($0, in: quote) }
        case CMARK_NODE_LIST:
            let ordered = cmark_node_get_list_type(node) == CMARK_ORDERED_LIST
            let list = intent(ordered ? .orderedList : .unorderedList, in: parent)
            let start = ordered ? Int(cmark_node_get_list_start(node)) : 1
            for (i, item) in children(of: node).enumerated() {
                let listItem = intent(.listItem(ordinal: start + i), in: list)
                children(of: item).forEach { block($0, in: listItem) }
            }
        case CMARK_NODE_CODE_BLOCK:
            let hint = string(cmark_node_get_fence_info(node)).trimmingCharacters(in: .whitespaces)
            emit(string(cmark_node_get_literal(node)), Inline(), in: intent(.codeBlock(languageHint: hint.isEmpty ? nil : hint), in: parent))
        case CMARK_NODE_HTML_BLOCK:
            emit(string(cmark_node_get_literal(node)), Inline(intent: .blockHTML), in: parent)
        case CMARK_NODE_THEMATIC_BREAK:
            _ = intent(.thematicBreak, in: parent)
        default:
            switch string(cmark_node_get_type_string(node)) {
            case "table": table(node, in: parent)
            default: children(of: node).forEach { block($0, in: parent) }
            }
        }
    }

    private mutating func table(_ node: OpaquePointer, in parent: PresentationIntent?) {
        let count = Int(cmark_gfm_extensions_get_table_columns(node))
        let alignments = cmark_gfm_extensions_get_table_alignments(node)
        let columns = (0..<count).map { i -> PresentationIntent.TableColumn in
            switch alignments.map({ UnicodeScalar($0[i]) }) {
            case "c": return .init(alignment: .center)
            case "r": return .init(alignment: .right)
            default: return .init(alignment: .left)
            }
        }
        let table = intent(.table(columns: columns), in: parent)
        var rowIndex = 0
        for row in children(of: node) {
            let header = cmark_gfm_extensions_get_table_row_is_header(row) != 0
            if !header { rowIndex += 1 }
            let rowIntent = intent(header ? .tableHeaderRow : .tableRow(rowIndex: rowIndex), in: table)
            for (column, cell) in children(of: row).enumerated() {
                inlines(of: cell, Inline(), in: intent(.tableCell(columnIndex: column), in: rowIntent))
            }
        }
    }

    // MARK: Inlines

    private struct Inline {
        var intent: InlinePresentationIntent = []
        var link: URL?
        var imageURL: URL?
    }

    private mutating func inlines(of node: OpaquePointer, _ state: Inline, in block: PresentationIntent?) {
        for child in children(of: node) {
            var inner = state
            switch cmark_node_get_type(child) {
            case CMARK_NODE_TEXT:
                emit(string(cmark_node_get_literal(child)), state, in: block)
            case CMARK_NODE_SOFTBREAK:
                inner.intent.insert(.softBreak)
                emit(" ", inner, in: block)
            case CMARK_NODE_LINEBREAK:
                inner.intent.insert(.lineBreak)
                emit("\n", inner, in: block)
            case CMARK_NODE_CODE:
                inner.intent.insert(.code)
                emit(string(cmark_node_get_literal(child)), inner, in: block)
            case CMARK_NODE_HTML_INLINE:
                inner.intent.insert(.inlineHTML)
                emit(string(cmark_node_get_literal(child)), inner, in: block)
            case CMARK_NODE_EMPH:
                inner.intent.insert(.emphasized)
                inlines(of: child, inner, in: block)
            case CMARK_NODE_STRONG:
                inner.intent.insert(.stronglyEmphasized)
                inlines(of: child, inner, in: block)
            case CMARK_NODE_LINK:
                inner.link = url(cmark_node_get_url(child))
                inlines(of: child, inner, in: block)
            case CMARK_NODE_IMAGE:
                inner.imageURL = url(cmark_node_get_url(child))
                inlines(of: child, inner, in: block)
            default:
                if string(cmark_node_get_type_string(child)) == "strikethrough" { inner.intent.insert(.strikethrough) }
                inlines(of: child, inner, in: block)
            }
        }
    }

    private mutating func emit(_ text: String, _ state: Inline, in block: PresentationIntent?) {
        guard !text.isEmpty else { return }
        var piece = AttributedString(text)
        if !state.intent.isEmpty { piece[Keys.InlinePresentationIntentAttribute.self] = state.intent }
        if let link = state.link { piece[Keys.LinkAttribute.self] = link }
        if let image = state.imageURL { piece[Keys.ImageURLAttribute.self] = image }
        if let block { piece[Keys.PresentationIntentAttribute.self] = block }
        result.append(piece)
    }

    /// Inline-only text: the stand-ins back to newlines (or, not preserving white space, to spaces,
    /// trimmed at both ends), the leading one dropped.
    private func restoringNewlines(_ text: AttributedString) -> AttributedString {
        var out = AttributedString()
        var first = true
        for run in text.runs {
            var chars = String(text[run.range].characters)
            if first, chars.first == MarkdownParser.newlineStandIn { chars.removeFirst() }
            first = false
            chars = chars.replacingOccurrences(of: String(MarkdownParser.newlineStandIn),
                                               with: options.interpretedSyntax == .inlineOnlyPreservingWhitespace ? "\n" : " ")
            out.append(AttributedString(chars, attributes: run.attributes))
        }
        guard options.interpretedSyntax == .inlineOnly else { return out }
        let chars = out.characters
        guard let start = chars.firstIndex(where: { !$0.isWhitespace }),
              let last = chars.lastIndex(where: { !$0.isWhitespace }) else { return AttributedString() }
        return AttributedString(out[start...last])
    }

    // MARK: cmark

    private func children(of node: OpaquePointer) -> [OpaquePointer] {
        var nodes: [OpaquePointer] = []
        var child = cmark_node_first_child(node)
        while let c = child {
            nodes.append(c)
            child = cmark_node_next(c)
        }
        return nodes
    }

    private func string(_ c: UnsafePointer<CChar>?) -> String {
        c.map { String(cString: $0) } ?? ""
    }

    private func url(_ c: UnsafePointer<CChar>?) -> URL? {
        let s = string(c)
        guard !s.isEmpty else { return nil }
        return URL(string: s, relativeTo: baseURL)
    }
}
