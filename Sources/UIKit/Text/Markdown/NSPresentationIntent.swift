import Foundation

/// The object form of `PresentationIntent` that an `NSAttributedString` carries under
/// `.presentationIntentAttributeName`, as Foundation's on iOS: one block, and the one it sits in.
open class NSPresentationIntent: NSObject {
    /// Core Foundation reads this word (`CFInfoWord`): it must stay the first stored property.
    let cfInfo = CFInfoWord()

    public enum Kind: Int, Sendable {
        case paragraph, header, orderedList, unorderedList, listItem, codeBlock, blockQuote,
             thematicBreak, table, tableHeaderRow, tableRow, tableCell
    }

    public let intentKind: Kind
    public let identity: Int
    public let parent: NSPresentationIntent?
    /// A list item's number.
    public let ordinal: Int
    /// A header's level.
    public let headerLevel: Int
    /// A code block's language.
    public let languageHint: String?
    /// A table's column alignments (`PresentationIntent.TableColumn.Alignment` raw values).
    public let columnAlignments: [NSNumber]?
    /// A table cell's column.
    public let column: Int
    /// A table row's index.
    public let row: Int

    /// The innermost block of `intent`, its parents chained behind it.
    public convenience init(_ intent: PresentationIntent) {
        self.init(components: intent.components[...])!
    }

    private init?(components: ArraySlice<PresentationIntent.IntentType>) {
        guard let first = components.first else { return nil }
        parent = NSPresentationIntent(components: components.dropFirst())
        identity = first.identity
        var ordinal = 0, level = 0, column = 0, row = 0
        var hint: String?, alignments: [NSNumber]?
        switch first.kind {
        case .paragraph: intentKind = .paragraph
        case .header(let l): intentKind = .header; level = l
        case .orderedList: intentKind = .orderedList
        case .unorderedList: intentKind = .unorderedList
        case .listItem(let o): intentKind = .listItem; ordinal = o
        case .codeBlock(let h): intentKind = .codeBlock; hint = h
        case .blockQuote: intentKind = .blockQuote
        case .thematicBreak: intentKind = .thematicBreak
        case .table(let columns): intentKind = .table; alignments = columns.map { NSNumber(value: $0.alignment.rawValue) }
        case .tableHeaderRow: intentKind = .tableHeaderRow
        case .tableRow(let r): intentKind = .tableRow; row = r
        case .tableCell(let c): intentKind = .tableCell; column = c
        }
        (self.ordinal, headerLevel, self.column, self.row, languageHint, columnAlignments) = (ordinal, level, column, row, hint, alignments)
        super.init()
    }

    /// A table's number of columns.
    public var columnCount: Int { columnAlignments?.count ?? 0 }

    /// How many lists and block quotes hold this block.
    public var indentationLevel: Int { presentationIntent.indentationLevel }

    /// The Swift value: this block and its parents.
    public var presentationIntent: PresentationIntent {
        var types: [PresentationIntent.IntentType] = []
        var node: NSPresentationIntent? = self
        while let n = node {
            let kind: PresentationIntent.Kind
            switch n.intentKind {
            case .paragraph: kind = .paragraph
            case .header: kind = .header(level: n.headerLevel)
            case .orderedList: kind = .orderedList
            case .unorderedList: kind = .unorderedList
            case .listItem: kind = .listItem(ordinal: n.ordinal)
            case .codeBlock: kind = .codeBlock(languageHint: n.languageHint)
            case .blockQuote: kind = .blockQuote
            case .thematicBreak: kind = .thematicBreak
            case .table:
                kind = .table(columns: (n.columnAlignments ?? []).map {
                    PresentationIntent.TableColumn(alignment: .init(rawValue: $0.intValue) ?? .left)
                })
            case .tableHeaderRow: kind = .tableHeaderRow
            case .tableRow: kind = .tableRow(rowIndex: n.row)
            case .tableCell: kind = .tableCell(columnIndex: n.column)
            }
            types.append(.init(kind: kind, identity: n.identity))
            node = n.parent
        }
        return PresentationIntent(types: types)
    }

    /// The same blocks, whatever their identities.
    open func isEquivalent(to other: NSPresentationIntent) -> Bool {
        presentationIntent.isEquivalent(to: other.presentationIntent)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? NSPresentationIntent)?.presentationIntent == presentationIntent
    }

    open override var hash: Int { presentationIntent.hashValue }
}
