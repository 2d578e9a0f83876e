import Foundation

/// One paragraph of a layout manager's text: its characters (the separator included), its glyphs,
/// and the pieces it was set in, with where its placement started and ended.
final class TextKitParagraph {
    var location: Int
    var length: Int
    /// The paragraph separator's length: 0 (the text's last paragraph), 1, or 2 (CR LF).
    var terminator: Int
    var glyphLocation = 0
    var pieces: [TextKitPiece] = []
    var isValid = false
    var start: TextKitPlacement?
    var end: TextKitPlacement?
    /// Set as one piece at a container's full width: when the text above it changes height, it
    /// moves down or up whole.
    var flowsFreely = false
    /// Characters set in no container (the containers ran out).
    var unplaced = 0
    /// The used rectangles of its lines, by container (kept as the paragraph moves).
    var usedRects: [Int: CGRect] = [:]
    /// What the paragraph was set with (its style, font and spacing), to tell whether lines set
    /// before an edit still stand.
    var settings: NSLayoutManager.ParagraphSettings?
    /// Set freely before an edit changed characters from `unchangedPrefix` on: its pieces and where
    /// they started, whose lines above the edit's may be kept (`NSLayoutManager+Layout`).
    var previous: (pieces: [TextKitPiece], start: TextKitPlacement, settings: NSLayoutManager.ParagraphSettings, unchangedPrefix: Int, rightToLeft: Bool)?
    /// Whether it has right-to-left letters: its lines are then set whole (their direction is the paragraph's).
    var rightToLeft = false

    /// The same paragraph after an edit from character `editStart` (in the text) on: its lines set
    /// before, kept for the next layout.
    func carryLayout(of old: TextKitParagraph, editStart: Int) {
        guard location == old.location else { return }
        let prefix = editStart - location
        if old.isValid, old.flowsFreely, old.unplaced == 0, let start = old.start, let settings = old.settings {
            previous = (old.pieces, start, settings, prefix, old.rightToLeft)
        } else if let p = old.previous {
            previous = (p.pieces, p.start, p.settings, min(p.unchangedPrefix, prefix), p.rightToLeft)
        }
    }

    /// Gathers the pieces' used rectangles, by container.
    func collectUsedRects() {
        usedRects = [:]
        for piece in pieces {
            for l in piece.lines { usedRects[piece.container] = usedRects[piece.container].map { $0.union(l.usedRect) } ?? l.usedRect }
        }
    }

    init(location: Int, length: Int, terminator: Int) {
        self.location = location
        self.length = length
        self.terminator = terminator
    }

    var contentsLength: Int { length - terminator }
    var range: NSRange { NSRange(location: location, length: length) }
    /// Every glyph the pieces shaped, one for the separator, one per character never set.
    var glyphCount: Int { pieces.reduce(0) { $0 + $1.glyphCount } + (terminator > 0 ? 1 : 0) + unplaced }

    /// Whether a UTF-16 unit ends a paragraph: LF, CR (alone or before LF) or U+2029.
    static func isSeparator(_ c: unichar) -> Bool { c == 0x0A || c == 0x0D || c == 0x2029 }

    /// The paragraphs of `string` (UTF-16) within `region`, each ending after its separator: LF, CR,
    /// CR LF or U+2029.
    static func scan(_ string: NSString, in region: NSRange, into out: inout [TextKitParagraph]) {
        let n = region.length, location = region.location
        guard n > 0 else { return }
        var buffer = [unichar](repeating: 0, count: n)
        string.getCharacters(&buffer, range: region)
        var start = 0, i = 0
        while i < n {
            let c = buffer[i]
            if isSeparator(c) {
                let t = (c == 0x0D && i + 1 < n && buffer[i + 1] == 0x0A) ? 2 : 1
                out.append(TextKitParagraph(location: location + start, length: i + t - start, terminator: t))
                i += t
                start = i
            } else {
                i += 1
            }
        }
        if start < n { out.append(TextKitParagraph(location: location + start, length: n - start, terminator: 0)) }
    }
}

/// Where placement stands: which container, how far down it, how many lines it holds so far.
struct TextKitPlacement: Equatable {
    var container: Int
    var y: CGFloat
    var lines: Int
}
