import Foundation

/// Where laid-out glyphs are: line fragments, containers, points. Rectangles are in their
/// container's coordinates.
extension NSLayoutManager {
    public func textContainer(forGlyphAt glyphIndex: Int, effectiveRange: NSRangePointer?) -> NSTextContainer? {
        guard let spot = lineSpot(forGlyph: glyphIndex) else { effectiveRange?.pointee = NSRange(location: NSNotFound, length: 0); return nil }
        let c = textContainers[spot.piece.container]
        effectiveRange?.pointee = glyphRange(for: c)
        return c
    }

    public func textContainer(forGlyphAt glyphIndex: Int, effectiveRange: NSRangePointer?, withoutAdditionalLayout flag: Bool) -> NSTextContainer? {
        textContainer(forGlyphAt: glyphIndex, effectiveRange: effectiveRange)
    }

    /// The glyphs a container holds.
    public func glyphRange(for container: NSTextContainer) -> NSRange {
        guard let index = textContainers.firstIndex(of: container) else { return NSRange(location: 0, length: 0) }
        var first = -1, end = 0
        forEachLine { spot in
            if spot.piece.container == index {
                if first < 0 { first = spot.glyphRange.location }
                end = NSMaxRange(spot.glyphRange)
            }
            return spot.piece.container <= index
        }
        return first < 0 ? NSRange(location: numberOfGlyphs, length: 0) : NSRange(location: first, length: end - first)
    }

    /// The area a container's text takes: its lines' used rectangles (the extra line's too).
    public func usedRect(for container: NSTextContainer) -> CGRect {
        guard let index = textContainers.firstIndex(of: container) else { return .zero }
        layOutAll()
        var r = usedThrough(paragraphs.count - 1, container: index)
        if let extra = extraLine, extra.container == index { r = r.union(extra.used) }
        return r.isNull ? .zero : r
    }

    /// The union of paragraphs 0...k's used rects in container `c`.
    private func usedThrough(_ k: Int, container c: Int) -> CGRect {
        guard k >= 0 else { return .null }
        while usedPrefix.count <= k {
            let n = usedPrefix.count
            var acc = n > 0 ? usedPrefix[n - 1] : []
            for (i, u) in paragraphs[n].usedRects {
                while acc.count <= i { acc.append(.null) }
                acc[i] = acc[i].union(u)
            }
            usedPrefix.append(acc)
        }
        let acc = usedPrefix[k]
        return c < acc.count ? acc[c] : .null
    }

    public func lineFragmentRect(forGlyphAt glyphIndex: Int, effectiveRange: NSRangePointer?) -> CGRect {
        fragment(forGlyphAt: glyphIndex, effectiveRange: effectiveRange)?.rect ?? .zero
    }

    /// The line fragment holding a glyph; its glyphs go to `effectiveRange` (NSNotFound: none).
    private func fragment(forGlyphAt glyphIndex: Int, effectiveRange: NSRangePointer?) -> TextKitPiece.Line? {
        let spot = lineSpot(forGlyph: glyphIndex)
        effectiveRange?.pointee = spot?.glyphRange ?? NSRange(location: NSNotFound, length: 0)
        return spot?.fragment
    }

    public func lineFragmentRect(forGlyphAt glyphIndex: Int, effectiveRange: NSRangePointer?, withoutAdditionalLayout flag: Bool) -> CGRect {
        lineFragmentRect(forGlyphAt: glyphIndex, effectiveRange: effectiveRange)
    }

    public func lineFragmentUsedRect(forGlyphAt glyphIndex: Int, effectiveRange: NSRangePointer?) -> CGRect {
        fragment(forGlyphAt: glyphIndex, effectiveRange: effectiveRange)?.usedRect ?? .zero
    }

    public func lineFragmentUsedRect(forGlyphAt glyphIndex: Int, effectiveRange: NSRangePointer?, withoutAdditionalLayout flag: Bool) -> CGRect {
        lineFragmentUsedRect(forGlyphAt: glyphIndex, effectiveRange: effectiveRange)
    }

    /// Where a glyph sits on its line: x from the line fragment's left, y its baseline from the fragment's top.
    public func location(forGlyphAt glyphIndex: Int) -> CGPoint {
        guard let spot = lineSpot(forGlyph: glyphIndex) else { return .zero }
        let f = spot.fragment
        let baseline = spot.piece.origin.y + f.baseline - f.rect.minY
        let g = glyphIndex - spot.glyphBase
        if g < spot.piece.glyphCount {
            return CGPoint(x: spot.piece.origin.x + spot.piece.glyphs.glyphs[g].x - f.rect.minX, y: baseline)
        }
        return CGPoint(x: spot.piece.origin.x + f.x + f.width - f.rect.minX, y: baseline)
    }

    /// The rectangle around the glyphs in one container: their advances across, their lines' height down.
    public func boundingRect(forGlyphRange glyphRange: NSRange, in container: NSTextContainer) -> CGRect {
        guard let index = textContainers.firstIndex(of: container) else { return .zero }
        var r = CGRect.null
        let end = max(NSMaxRange(glyphRange), glyphRange.location + 1)
        forEachLine(fromParagraph: paragraphIndex(forGlyph: glyphRange.location)) { spot in
            guard spot.glyphRange.location < end else { return false }
            guard spot.piece.container == index, NSMaxRange(spot.glyphRange) > glyphRange.location else { return true }
            let f = spot.fragment, piece = spot.piece
            var minX = CGFloat.greatestFiniteMagnitude, maxX = -CGFloat.greatestFiniteMagnitude
            let lo = max(glyphRange.location, spot.glyphRange.location), hi = min(end, NSMaxRange(spot.glyphRange))
            for g in lo..<hi {
                let local = g - spot.glyphBase
                if local < piece.glyphCount {
                    let glyph = piece.glyphs.glyphs[local]
                    minX = min(minX, piece.origin.x + glyph.x); maxX = max(maxX, piece.origin.x + glyph.x + glyph.advance)
                } else {
                    let x = piece.origin.x + f.x + f.width
                    minX = min(minX, x); maxX = max(maxX, x)
                }
            }
            if minX <= maxX { r = r.union(CGRect(x: minX, y: f.usedRect.minY, width: maxX - minX, height: f.usedRect.height)) }
            return true
        }
        return r.isNull ? .zero : r
    }

    /// The glyphs of the lines a rectangle of the container touches.
    public func glyphRange(forBoundingRect bounds: CGRect, in container: NSTextContainer) -> NSRange {
        guard let index = textContainers.firstIndex(of: container) else { return NSRange(location: 0, length: 0) }
        layOutAll()
        var first = -1, end = 0
        forEachLine(fromParagraph: firstParagraph(reaching: bounds.minY, in: index)) { spot in
            if spot.piece.container > index || (spot.piece.container == index && spot.fragment.rect.minY > bounds.maxY) { return false }
            if spot.piece.container == index, spot.fragment.rect.intersects(bounds) || bounds.height == 0 && spot.fragment.rect.minY <= bounds.minY && spot.fragment.rect.maxY >= bounds.minY {
                if first < 0 { first = spot.glyphRange.location }
                end = NSMaxRange(spot.glyphRange)
            }
            return true
        }
        return first < 0 ? NSRange(location: 0, length: 0) : NSRange(location: first, length: end - first)
    }

    public func glyphRange(forBoundingRectWithoutAdditionalLayout bounds: CGRect, in container: NSTextContainer) -> NSRange {
        glyphRange(forBoundingRect: bounds, in: container)
    }

    /// The first paragraph that may reach down to `y` in a container (paragraphs are in order of
    /// container, then height).
    func firstParagraph(reaching y: CGFloat, in container: Int) -> Int {
        var lo = 0, hi = paragraphs.count
        while lo < hi {
            let mid = (lo + hi) / 2
            guard let end = paragraphs[mid].end else { hi = mid; continue }
            if end.container < container || (end.container == container && end.y < y) { lo = mid + 1 } else { hi = mid }
        }
        return max(0, min(lo, paragraphs.count - 1))
    }

    /// The line nearest a point of a container: the one it is in, else the closest above or below.
    func nearestLine(to point: CGPoint, in container: Int) -> LineSpot? {
        var best: LineSpot?, bestDistance = CGFloat.greatestFiniteMagnitude
        forEachLine(fromParagraph: firstParagraph(reaching: point.y, in: container)) { spot in
            if spot.piece.container > container { return false }
            guard spot.piece.container == container else { return true }
            let r = spot.fragment.rect
            let dy = point.y < r.minY ? r.minY - point.y : point.y >= r.maxY ? point.y - r.maxY + 0.001 : 0
            let dx = point.x < r.minX ? r.minX - point.x : point.x > r.maxX ? point.x - r.maxX : 0
            let d = dy * 10_000 + dx
            if d < bestDistance { bestDistance = d; best = spot }
            return r.minY <= point.y + 1 || best == nil
        }
        return best
    }

    /// The glyph under (or nearest) a point of the container, and how far across it the point is.
    public func glyphIndex(for point: CGPoint, in container: NSTextContainer, fractionOfDistanceThroughGlyph: UnsafeMutablePointer<CGFloat>?) -> Int {
        fractionOfDistanceThroughGlyph?.pointee = 0
        guard let index = textContainers.firstIndex(of: container), let spot = nearestLine(to: point, in: index) else { return 0 }
        let piece = spot.piece
        let lo = spot.glyphRange.location - spot.glyphBase
        let hi = min(NSMaxRange(spot.glyphRange) - spot.glyphBase, piece.glyphCount)
        guard lo < hi else { return spot.glyphRange.location }
        var best = lo, bestDistance = CGFloat.greatestFiniteMagnitude
        for g in lo..<hi {
            let glyph = piece.glyphs.glyphs[g]
            let x0 = piece.origin.x + glyph.x, x1 = x0 + glyph.advance
            let d = point.x < x0 ? x0 - point.x : point.x > x1 ? point.x - x1 : 0
            if d < bestDistance {
                bestDistance = d; best = g
                fractionOfDistanceThroughGlyph?.pointee = glyph.advance > 0 ? min(1, max(0, (point.x - x0) / glyph.advance)) : 0
            }
        }
        return spot.glyphBase + best
    }

    public func glyphIndex(for point: CGPoint, in container: NSTextContainer) -> Int {
        glyphIndex(for: point, in: container, fractionOfDistanceThroughGlyph: nil)
    }

    public func fractionOfDistanceThroughGlyph(for point: CGPoint, in container: NSTextContainer) -> CGFloat {
        var f: CGFloat = 0
        _ = glyphIndex(for: point, in: container, fractionOfDistanceThroughGlyph: &f)
        return f
    }

    /// The character whose insertion point is nearest before the point, and how far the point is
    /// toward the next insertion point.
    public func characterIndex(for point: CGPoint, in container: NSTextContainer, fractionOfDistanceBetweenInsertionPoints: UnsafeMutablePointer<CGFloat>?) -> Int {
        fractionOfDistanceBetweenInsertionPoints?.pointee = 0
        guard let index = textContainers.firstIndex(of: container) else { return 0 }
        layOutAll()
        if let extra = extraLine, extra.container == index, point.y >= extra.rect.minY { return textStorage?.length ?? 0 }
        guard let spot = nearestLine(to: point, in: index) else { return 0 }
        let piece = spot.piece, p = spot.paragraph
        let (c, _) = piece.character(at: point, line: spot.line)
        let line = piece.lines[spot.line]
        let lineEnd = NSMaxRange(line.chars)
        let here = piece.caret(at: c).minX
        let next = c < lineEnd ? piece.caret(at: c + 1).minX : here
        if next != here { fractionOfDistanceBetweenInsertionPoints?.pointee = min(1, max(0, (point.x - here) / (next - here))) }
        return p.location + piece.charStart + c
    }

    public func characterIndex(for point: CGPoint, in container: NSTextContainer) -> Int {
        characterIndex(for: point, in: container, fractionOfDistanceBetweenInsertionPoints: nil)
    }

    /// Each line fragment holding glyphs of the range: its rect, used rect, container and glyphs.
    public func enumerateLineFragments(forGlyphRange glyphRange: NSRange,
                                     using block: (CGRect, CGRect, NSTextContainer, NSRange, UnsafeMutablePointer<ObjCBool>) -> Void) {
        let end = NSMaxRange(glyphRange)
        var stop = ObjCBool(false)
        forEachLine(fromParagraph: paragraphIndex(forGlyph: glyphRange.location)) { spot in
            guard spot.glyphRange.location < end else { return false }
            guard NSMaxRange(spot.glyphRange) > glyphRange.location else { return true }
            block(spot.fragment.rect, spot.fragment.usedRect, textContainers[spot.piece.container], spot.glyphRange, &stop)
            return !stop.boolValue
        }
    }

    /// The rectangles a selection of the glyphs covers in one container, one per line: to the
    /// line's end when the range goes on to the next line, from its start when it came from the last.
    public func enumerateEnclosingRects(forGlyphRange glyphRange: NSRange, withinSelectedGlyphRange selectedRange: NSRange,
                                      in container: NSTextContainer, using block: (CGRect, UnsafeMutablePointer<ObjCBool>) -> Void) {
        guard let index = textContainers.firstIndex(of: container) else { return }
        let end = NSMaxRange(glyphRange)
        var rects: [CGRect] = []
        forEachLine(fromParagraph: paragraphIndex(forGlyph: glyphRange.location)) { spot in
            guard spot.glyphRange.location < max(end, glyphRange.location + 1) else { return false }
            guard spot.piece.container == index, NSMaxRange(spot.glyphRange) > glyphRange.location || glyphRange.length == 0 && NSLocationInRange(glyphRange.location, spot.glyphRange) else { return true }
            let f = spot.fragment
            let starts = glyphRange.location <= spot.glyphRange.location
            let lineEnd = NSMaxRange(spot.glyphRange)
            // The selection goes on past the line (or takes its separator): highlighted to the line's end.
            let continues = end > lineEnd || (end == lineEnd && spot.glyphRange.length > spot.fragment.glyphs.length)
            let a = starts ? f.rect.minX + container.lineFragmentPadding : caretX(glyph: max(glyphRange.location, spot.glyphRange.location), in: spot)
            let b = continues ? f.rect.maxX - container.lineFragmentPadding : caretX(glyph: min(end, lineEnd), in: spot)
            rects.append(CGRect(x: min(a, b), y: f.rect.minY, width: abs(b - a), height: f.usedRect.maxY - f.rect.minY))
            return true
        }
        var stop = ObjCBool(false)
        for r in rects {
            block(r, &stop)
            if stop.boolValue { return }
        }
    }

    /// The x of the insertion point before a glyph of a line (its end for the line's end).
    private func caretX(glyph g: Int, in spot: LineSpot) -> CGFloat {
        let local = g - spot.glyphBase
        if local < spot.piece.glyphCount, g < NSMaxRange(spot.glyphRange) { return spot.piece.origin.x + spot.piece.glyphs.glyphs[local].x }
        return spot.piece.origin.x + spot.fragment.x + spot.fragment.width
    }

    /// The insertion point before a character (the text's end too): x, the line's top and height,
    /// in its container, which is also returned.
    func insertionRect(at charIndex: Int) -> (rect: CGRect, container: Int)? {
        layOutAll()
        let n = textStorage?.length ?? 0
        if charIndex >= n, let extra = extraLine {
            let x = extra.used.maxX - (textContainers[extra.container].lineFragmentPadding)
            return (CGRect(x: x, y: extra.rect.minY, width: 0, height: extra.rect.height), extra.container)
        }
        guard !paragraphs.isEmpty else { return nil }
        let p = paragraphs[paragraphIndex(containing: min(charIndex, n))]
        let rel = min(charIndex - p.location, p.contentsLength)
        // The piece holding the character, or the one it ends (the caret at a line's end).
        for piece in p.pieces where rel >= piece.charStart && rel <= piece.charStart + piece.charLength {
            if rel == piece.charStart + piece.charLength, piece !== p.pieces.last { continue }
            return (piece.caret(at: rel - piece.charStart), piece.container)
        }
        return nil
    }

    // MARK: The line after the text

    public var extraLineFragmentRect: CGRect { layOutAll(); return extraLine?.rect ?? .zero }
    public var extraLineFragmentUsedRect: CGRect { layOutAll(); return extraLine?.used ?? .zero }
    public var extraLineFragmentTextContainer: NSTextContainer? {
        layOutAll()
        return extraLine.map { textContainers[$0.container] }
    }

    public func defaultLineHeight(for font: UIFont) -> CGFloat { font.lineHeight }
    public func defaultBaselineOffset(for font: UIFont) -> CGFloat { font.ascender }

    /// The glyphs a container's truncated last line hides (`NSTextContainer.lineBreakMode`): Pango
    /// shapes the hidden characters as the one ellipsis glyph, so this is that glyph; NSNotFound
    /// for a line that is not truncated.
    public func truncatedGlyphRange(inLineFragmentForGlyphAt glyphIndex: Int) -> NSRange {
        guard let spot = lineSpot(forGlyph: glyphIndex), spot.piece.text.lineBreakMode.truncates,
              let g = spot.piece.ellipsisGlyph else { return NSRange(location: NSNotFound, length: 0) }
        return NSRange(location: spot.glyphBase + g, length: 1)
    }
}

extension NSLayoutManager {
    /// The insertion point nearest a point of the container (a text view's tap): the character
    /// there, or after it when the point is on its trailing half.
    func insertionIndex(nearest point: CGPoint, in container: NSTextContainer) -> Int {
        guard let index = textContainers.firstIndex(of: container) else { return 0 }
        layOutAll()
        if let extra = extraLine, extra.container == index, point.y >= extra.rect.minY { return textStorage?.length ?? 0 }
        guard let spot = nearestLine(to: point, in: index) else { return 0 }
        let piece = spot.piece
        var (c, trailing) = piece.character(at: point, line: spot.line)
        if trailing, c < piece.charLength {
            // Past the cluster the point is on: the next glyph's cluster starts there.
            let g = piece.glyphs.firstGlyph[c]
            c = g < piece.glyphs.glyphs.count ? NSMaxRange(piece.glyphs.clusterChars(of: g, charLength: piece.charLength)) : piece.charLength
        }
        return spot.paragraph.location + piece.charStart + c
    }
}
