import Foundation

/// The blocks a run of text sits in, innermost first (a paragraph in a list item in a list):
/// Foundation's `PresentationIntent`, which Linux Foundation lacks. Markdown parsed with
/// `.full` syntax marks every run with one; each block has an identity of its own.
public struct PresentationIntent: Hashable, Codable, Sendable, CustomDebugStringConvertible {
    public enum Kind: Hashable, Codable, Sendable, CustomDebugStringConvertible {
        case paragraph
        case header(level: Int)
        case orderedList
        case unorderedList
        case listItem(ordinal: Int)
        case codeBlock(languageHint: String?)
        case blockQuote
        case thematicBreak
        case table(columns: [TableColumn])
        case tableHeaderRow
        case tableRow(rowIndex: Int)
        case tableCell(columnIndex: Int)

        public var debugDescription: String {
            switch self {
            case .paragraph: return "paragraph"
            case .header(let level): return "header \(level)"
            case .orderedList: return "orderedList"
            case .unorderedList: return "unorderedList"
            case .listItem(let ordinal): return "listItem \(ordinal)"
            case .codeBlock(let hint): return "codeBlock '\(hint ?? "")'"
            case .blockQuote: return "blockQuote"
            case .thematicBreak: return "thematicBreak"
            case .table(let columns): return "table \(columns.map(\.alignment))"
            case .tableHeaderRow: return "tableHeaderRow"
            case .tableRow(let index): return "tableRow \(index)"
            case .tableCell(let index): return "tableCell \(index)"
            }
        }
    }

    public struct TableColumn: Hashable, Codable, Sendable {
        public enum Alignment: Int, Hashable, Codable, Sendable { case left, center, right }
        public var alignment: Alignment
        public init(alignment: Alignment) { self.alignment = alignment }
    }

    public struct IntentType: Hashable, Codable, Sendable, CustomDebugStringConvertible {
        public var kind: Kind
        public var identity: Int
        public init(kind: Kind, identity: Int) { (self.kind, self.identity) = (kind, identity) }
        public var debugDescription: String { "\(kind.debugDescription) (id \(identity))" }
    }

    /// Innermost first.
    public var components: [IntentType]

    public init(_ kind: Kind, identity: Int, parent: PresentationIntent? = nil) {
        components = [IntentType(kind: kind, identity: identity)] + (parent?.components ?? [])
    }

    public init(types: [IntentType]) { components = types }

    /// How many lists and block quotes hold the text.
    public var indentationLevel: Int {
        components.filter {
            switch $0.kind {
            case .orderedList, .unorderedList, .blockQuote: return true
            default: return false
            }
        }.count
    }

    /// The same blocks, whatever their identities.
    public func isEquivalent(to other: PresentationIntent) -> Bool {
        components.map(\.kind) == other.components.map(\.kind)
    }

    public var debugDescription: String { components.map(\.debugDescription).joined(separator: ", ") }
}
