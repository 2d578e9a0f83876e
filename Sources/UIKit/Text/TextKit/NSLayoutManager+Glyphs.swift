import Foundation
import CoreGraphics

/// Glyphs and characters: each paragraph's glyphs are its pieces' (as Pango shaped them), then one
/// per character no container held, then one for its separator.
extension NSLayoutManager {
    /// A laid-out line: its paragraph, piece and index, and its glyphs in the whole text (the last
    /// line of a paragraph takes the separator's glyph too).
    struct LineSpot {
        let paragraph: TextKitParagraph
        let piece: TextKitPiece
        let line: Int
        let glyphBase: Int
        var glyphRange: NSRange
        var fragment: TextKitPiece.Line { piece.lines[line] }
        var charRange: NSRange {
            let c = piece.lines[line].chars
            var r = NSRange(location: paragraph.location + piece.charStart + c.location, length: c.length)
            if piece === paragraph.pieces.last, line == piece.lines.count - 1 { r.length += paragraph.terminator + paragraph.unplaced }
            return r
        }
    }

    public var numberOfGlyphs: Int {
        layOutAll()
        guard let last = paragraphs.last else { return 0 }
        return last.glyphLocation + last.glyphCount
    }

    /// The lines of the paragraph holding character `c`: their characters and line fragment rects.
    func paragraphLines(containing c: Int) -> [(chars: NSRange, rect: CGRect)] {
        layOutAll()
        guard !paragraphs.isEmpty else { return [] }
        let k = paragraphIndex(containing: c)
        var out: [(chars: NSRange, rect: CGRect)] = []
        forEachLine(fromParagraph: k) { spot in
            guard spot.paragraph === paragraphs[k] else { return false }
            out.append((spot.charRange, spot.fragment.rect))
            return true
        }
        return out
    }

    /// Every line from the paragraph holding glyph `from`, in order, until `body` says stop.
    func forEachLine(fromParagraph first: Int = 0, _ body: (LineSpot) -> Bool) {
        layOutAll()
        guard first < paragraphs.count else { return }
        for p in paragraphs[first...] {
            var base = p.glyphLocation
            for piece in p.pieces {
                for i in piece.lines.indices {
                    var g = piece.lines[i].glyphs
                    g.location += base
                    if piece === p.pieces.last, i == piece.lines.count - 1 { g.length += p.unplaced + (p.terminator > 0 ? 1 : 0) }
                    if !body(LineSpot(paragraph: p, piece: piece, line: i, glyphBase: base, glyphRange: g)) { return }
                }
                base += piece.glyphCount
            }
        }
    }

    func paragraphIndex(forGlyph g: Int) -> Int { lastParagraph { $0.glyphLocation <= g } }

    /// The line holding a glyph (nil past the end, or for a glyph no container holds).
    func lineSpot(forGlyph g: Int) -> LineSpot? {
        layOutAll()
        guard !paragraphs.isEmpty else { return nil }
        var found: LineSpot?
        forEachLine(fromParagraph: paragraphIndex(forGlyph: g)) { spot in
            if NSLocationInRange(g, spot.glyphRange) { found = spot; return false }
            return spot.glyphRange.location <= g
        }
        return found
    }

    /// The line holding a character (the text's end: the last line).
    func lineSpot(forCharacter c: Int) -> LineSpot? {
        lineSpot(forGlyph: glyphIndexForCharacter(at: c))
    }

    public func characterIndexForGlyph(at glyphIndex: Int) -> Int {
        layOutAll()
        guard let last = paragraphs.last else { return 0 }
        if glyphIndex >= last.glyphLocation + last.glyphCount { return textStorage?.length ?? 0 }
        let (p, piece, g) = glyphPlace(glyphIndex)
        if let piece { return p.location + piece.charStart + piece.glyphs.glyphs[g].char }
        if g < p.unplaced { return p.location + p.contentsLength - p.unplaced + g }
        return p.location + p.contentsLength
    }

    /// Where a glyph is: its paragraph, and the piece holding it with its index there — or no piece
    /// and its index among the paragraph's glyphs after the pieces (unset characters, the separator).
    private func glyphPlace(_ glyphIndex: Int) -> (TextKitParagraph, TextKitPiece?, Int) {
        let p = paragraphs[paragraphIndex(forGlyph: glyphIndex)]
        var g = glyphIndex - p.glyphLocation
        for piece in p.pieces {
            if g < piece.glyphCount { return (p, piece, g) }
            g -= piece.glyphCount
        }
        return (p, nil, g)
    }

    public func glyphIndexForCharacter(at charIndex: Int) -> Int {
        layOutAll()
        guard let last = paragraphs.last else { return 0 }
        if charIndex >= NSMaxRange(last.range) { return last.glyphLocation + last.glyphCount }
        let p = paragraphs[paragraphIndex(containing: charIndex)]
        let rel = charIndex - p.location
        var base = p.glyphLocation
        for piece in p.pieces {
            if rel >= piece.charStart && rel < piece.charStart + piece.charLength {
                return base + piece.glyphs.firstGlyph[rel - piece.charStart]
            }
            base += piece.glyphCount
        }
        if rel < p.contentsLength { return base + min(rel - (p.contentsLength - p.unplaced), p.unplaced) }
        return p.glyphLocation + p.glyphCount - 1
    }

    /// The glyphs drawing the characters, every glyph of a cluster the range touches included;
    /// `actualCharacterRange` gets the characters those glyphs draw.
    public func glyphRange(forCharacterRange charRange: NSRange, actualCharacterRange: NSRangePointer?) -> NSRange {
        let start = glyphIndexForCharacter(at: charRange.location)
        let end = charRange.length == 0 ? start : glyphEnd(forCharacterAt: NSMaxRange(charRange) - 1)
        let r = NSRange(location: start, length: max(0, end - start))
        if let actualCharacterRange {
            actualCharacterRange.pointee = r.length == 0 ? NSRange(location: characterIndexForGlyph(at: start), length: 0)
                                                          : characterRange(forGlyphRange: r, actualGlyphRange: nil)
        }
        return r
    }

    /// The characters the glyphs draw (whole clusters); `actualGlyphRange` gets all glyphs of those characters.
    public func characterRange(forGlyphRange glyphRange: NSRange, actualGlyphRange: NSRangePointer?) -> NSRange {
        let start = characterIndexForGlyph(at: glyphRange.location)
        let end = glyphRange.length == 0 ? start : characterEnd(forGlyphAt: NSMaxRange(glyphRange) - 1)
        let r = NSRange(location: start, length: max(0, end - start))
        if let actualGlyphRange {
            actualGlyphRange.pointee = r.length == 0 ? NSRange(location: glyphRange.location, length: 0)
                                                     : NSRange(location: glyphIndexForCharacter(at: start), length: glyphEnd(forCharacterAt: end - 1) - glyphIndexForCharacter(at: start))
        }
        return r
    }

    /// One past the last glyph of the cluster holding a character.
    private func glyphEnd(forCharacterAt c: Int) -> Int {
        let g = glyphIndexForCharacter(at: c)
        var next = c + 1
        let n = textStorage?.length ?? 0
        while next < n, glyphIndexForCharacter(at: next) == g { next += 1 }
        return next >= n ? numberOfGlyphs : max(g + 1, glyphIndexForCharacter(at: next))
    }

    /// One past the last character of the cluster a glyph draws.
    private func characterEnd(forGlyphAt g: Int) -> Int {
        let c = characterIndexForGlyph(at: g)
        var next = g + 1
        let n = numberOfGlyphs
        while next < n, characterIndexForGlyph(at: next) == c { next += 1 }
        return next >= n ? (textStorage?.length ?? 0) : max(c + 1, characterIndexForGlyph(at: next))
    }

    public func isValidGlyphIndex(_ glyphIndex: Int) -> Bool { glyphIndex >= 0 && glyphIndex < numberOfGlyphs }

    /// The glyph (the font's glyph ID); a separator or unset character has none (0).
    public func cgGlyph(at glyphIndex: Int, isValidIndex: UnsafeMutablePointer<Bool>? = nil) -> CGGlyph {
        let valid = isValidGlyphIndex(glyphIndex)
        isValidIndex?.pointee = valid
        guard valid else { return 0 }
        let (_, piece, g) = glyphPlace(glyphIndex)
        return piece.map { CGGlyph(truncatingIfNeeded: $0.glyphs.glyphs[g].id) } ?? 0
    }

    public func cgGlyph(at glyphIndex: Int) -> CGGlyph { cgGlyph(at: glyphIndex, isValidIndex: nil) }

    public func ensureGlyphs(forCharacterRange charRange: NSRange) { layOutAll() }
    public func ensureGlyphs(forGlyphRange glyphRange: NSRange) { layOutAll() }
    public func ensureLayout(forCharacterRange charRange: NSRange) { layOutAll() }
    public func ensureLayout(forGlyphRange glyphRange: NSRange) { layOutAll() }
    public func ensureLayout(for container: NSTextContainer) { layOutAll() }
    public func ensureLayout(forBoundingRect bounds: CGRect, in container: NSTextContainer) { layOutAll() }

    /// The first character (glyph) no container holds: the text's end when it all fits.
    public func firstUnlaidCharacterIndex() -> Int {
        layOutAll()
        for p in paragraphs where p.unplaced > 0 { return p.location + p.contentsLength - p.unplaced }
        return textStorage?.length ?? 0
    }

    public func firstUnlaidGlyphIndex() -> Int { glyphIndexForCharacter(at: firstUnlaidCharacterIndex()) }
}
