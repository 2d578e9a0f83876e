import Foundation
@_implementationOnly import CPango

/// The layout pass: paragraphs set in order into the containers, each from where the one before
/// ended. A paragraph already set is kept where its start has not moved, moved whole where it flows
/// freely and still fits, and set again otherwise.
extension NSLayoutManager {
    /// The font text without one takes (TextKit's default, Helvetica 12).
    static let defaultFont = UIFont(name: "Helvetica", size: 12) ?? .systemFont(ofSize: 12)

    /// Lays out all the text (as far as the containers hold it).
    func layOutAll() {
        guard firstInvalid < paragraphs.count || !extraLineValid else { return }
        guard let storage = textStorage else { return }
        var state = firstInvalid > 0 ? (paragraphs[firstInvalid - 1].end ?? TextKitPlacement(container: 0, y: 0, lines: 0))
                                     : TextKitPlacement(container: 0, y: 0, lines: 0)
        var glyphs = firstInvalid > 0 ? paragraphs[firstInvalid - 1].glyphLocation + paragraphs[firstInvalid - 1].glyphCount : 0
        for k in firstInvalid..<paragraphs.count {
            let p = paragraphs[k]
            p.glyphLocation = glyphs
            if p.isValid, p.start == state, let end = p.end {
                state = end
            } else if p.isValid, canMove(p, to: state) {
                move(p, to: state)
                state = p.end ?? state
            } else {
                state = place(p, index: k, from: state, in: storage)
            }
            glyphs += p.glyphCount
        }
        firstInvalid = paragraphs.count
        placeExtraLine(after: state, in: storage)
        for (i, c) in textContainers.enumerated() {
            delegate?.layoutManager(self, didCompleteLayoutFor: c, atEnd: i >= state.container || i == textContainers.count - 1)
        }
    }

    /// Whether a paragraph set freely can move whole to start at `state`: the same container, no
    /// exclusions, room below, lines to spare.
    private func canMove(_ p: TextKitParagraph, to state: TextKitPlacement) -> Bool {
        guard p.flowsFreely, p.unplaced == 0, let start = p.start, let end = p.end, start.container == state.container,
              end.container == start.container, textContainers.indices.contains(state.container) else { return false }
        let c = textContainers[state.container]
        guard c.isSimpleRectangularTextContainer else { return false }
        let bottom = state.y + (end.y - start.y)
        if c.size.height > 0, bottom > c.size.height { return false }
        if c.maximumNumberOfLines > 0, state.lines + (end.lines - start.lines) > c.maximumNumberOfLines { return false }
        return true
    }

    private func move(_ p: TextKitParagraph, to state: TextKitPlacement) {
        guard let start = p.start, let end = p.end else { return }
        let dy = state.y - start.y
        for piece in p.pieces {
            piece.origin.y += dy
            for i in piece.lines.indices {
                piece.lines[i].rect.origin.y += dy
                piece.lines[i].usedRect.origin.y += dy
            }
        }
        for (c, r) in p.usedRects { p.usedRects[c] = r.offsetBy(dx: 0, dy: dy) }
        p.start = state
        p.end = TextKitPlacement(container: state.container, y: end.y + dy, lines: state.lines + (end.lines - start.lines))
    }

    /// The style and spacing a paragraph is set with.
    struct ParagraphSettings {
        var style: NSParagraphStyle
        var font: UIFont
        var color: UIColor
        var lineSpacing: CGFloat
        var spacingBefore: CGFloat
        var spacingAfter: CGFloat

        /// Whether lines set with `other` are set as these would be (the paragraph's end aside).
        func setsLinesAs(_ other: ParagraphSettings) -> Bool {
            style.isEqual(other.style) && font == other.font && lineSpacing == other.lineSpacing && spacingBefore == other.spacingBefore
        }
    }

    func settings(for p: TextKitParagraph, index: Int, in storage: NSTextStorage) -> ParagraphSettings {
        let attrs = p.length > 0 ? storage.attributes(at: p.location, effectiveRange: nil) : [:]
        let style = (attrs[.paragraphStyle] as? NSParagraphStyle) ?? .default
        let font = (attrs[.font] as? UIFont) ?? NSLayoutManager.defaultFont
        let probe = CGRect(x: 0, y: 0, width: textContainers.first?.size.width ?? 0, height: font.lineHeight)
        func asked(_ v: CGFloat?, _ fallback: CGFloat) -> CGFloat { v.flatMap { $0.isNaN ? nil : $0 } ?? fallback }
        let lastGlyph = p.glyphLocation + max(0, p.contentsLength - 1)
        return ParagraphSettings(
            style: style, font: font, color: .black,
            lineSpacing: asked(delegate?.layoutManager(self, lineSpacingAfterGlyphAt: p.glyphLocation, withProposedLineFragmentRect: probe), style.lineSpacing),
            spacingBefore: index == 0 ? 0 : asked(delegate?.layoutManager(self, paragraphSpacingBeforeGlyphAt: p.glyphLocation, withProposedLineFragmentRect: probe), style.paragraphSpacingBefore),
            spacingAfter: asked(delegate?.layoutManager(self, paragraphSpacingAfterGlyphAt: lastGlyph, withProposedLineFragmentRect: probe), style.paragraphSpacing))
    }

    /// Sets a paragraph from `start`: runs of lines at a container's full width as one piece, a line
    /// an exclusion cuts in the stretches beside it, the rest in the next container when one is full.
    private func place(_ p: TextKitParagraph, index: Int, from start: TextKitPlacement, in storage: NSTextStorage) -> TextKitPlacement {
        let previous = p.previous
        p.previous = nil
        p.pieces = []
        p.unplaced = 0
        p.start = start
        p.isValid = true
        var state = start
        let set = settings(for: p, index: index, in: storage)
        p.settings = set
        // After an edit, the lines it cannot have moved stand: set again from the line above the edit's.
        if let previous, !previous.rightToLeft, previous.start == start, previous.settings.setsLinesAs(set),
           let kept = linesAbove(previous.unchangedPrefix, of: previous.pieces) {
            let last = kept[kept.count - 1]
            let at = last.charStart + last.charLength
            // Only the characters from there are read: a long paragraph is not copied per keystroke.
            let rest = PlacedText(storage.attributedSubstring(from: NSRange(location: p.location + at, length: p.contentsLength - at)), base: at)
            if !rest.hasRightToLeft {
                p.pieces = kept
                let count = kept.reduce(0) { $0 + $1.lines.count }
                state.lines += count
                linesKeptAcrossEdits += count
                p.rightToLeft = false
                return place(p, rest, at: at, y: last.lines[last.lines.count - 1].rect.maxY, state: state, firstLine: false, set: set)
            }
        }
        let whole = PlacedText(storage.attributedSubstring(from: NSRange(location: p.location, length: p.contentsLength)), base: 0)
        p.rightToLeft = whole.hasRightToLeft
        return place(p, whole, at: 0, y: start.y + set.spacingBefore, state: state, firstLine: true, set: set)
    }

    /// A paragraph's characters from `base` on, as read from the storage for setting.
    struct PlacedText {
        let text: NSAttributedString
        let base: Int
        init(_ text: NSAttributedString, base: Int) { (self.text, self.base) = (text, base) }
        /// Right-to-left letters (Hebrew, Arabic and their neighbours), which set the direction of the
        /// whole paragraph's lines.
        var hasRightToLeft: Bool {
            text.string.unicodeScalars.contains { (0x0590...0x08FF).contains($0.value) || (0xFB1D...0xFEFC).contains($0.value) }
        }
    }

    /// Sets the paragraph's characters from `at` (`text` holds them from its base), its lines
    /// before `at` already placed.
    private func place(_ p: TextKitParagraph, _ placed: PlacedText, at start: Int, y startY: CGFloat, state startState: TextKitPlacement,
                       firstLine startsFirst: Bool, set: ParagraphSettings) -> TextKitPlacement {
        let text = placed.text, base = placed.base
        let length = p.contentsLength
        var at = start, y = startY, state = startState, firstLine = startsFirst, flows = true
        let total = max(1, length)
        var guardCount = 0
        while at < total && (at < length || firstLine) {
            guardCount += 1
            guard textContainers.indices.contains(state.container), guardCount < 100_000 else {
                p.unplaced = max(0, length - at)
                flows = false
                break
            }
            let c = textContainers[state.container]
            let width = c.size.width, height = c.size.height > 0 ? c.size.height : .greatestFiniteMagnitude
            let pad = c.lineFragmentPadding
            // A container with no room across holds nothing: the text goes on to the next.
            if width <= 2 * pad + 1 {
                state = TextKitPlacement(container: state.container + 1, y: 0, lines: 0)
                y = 0
                continue
            }
            let lead = at == 0 ? min(set.style.firstLineHeadIndent, set.style.headIndent) : set.style.headIndent
            let fullWidth = lineWidth(width - 2 * pad, set.style, lead: lead)
            let rest = makePiece(text, base: base, from: at, length: length - at, width: fullWidth, set: set, container: state.container, endsParagraph: true)
            // Lines of the rest that fit at the full width, from the top of the band they take.
            var fit = 0
            for line in rest.lines {
                let top = y + line.top, bottom = top + line.height + set.lineSpacing
                if bottom > height && !(top <= 0.5 && state.lines == 0) { break }
                if c.maximumNumberOfLines > 0 && state.lines + fit >= c.maximumNumberOfLines { break }
                if !c.isSimpleRectangularTextContainer {
                    let band = CGRect(x: 0, y: top, width: width, height: bottom - top)
                    var remaining = CGRect.zero
                    let r = c.lineFragmentRect(forProposedRect: band, at: p.location + at, writingDirection: .natural, remaining: &remaining)
                    guard abs(r.minX - band.minX) < 0.01, abs(r.width - band.width) < 0.01, remaining.isEmpty else { break }
                }
                fit += 1
            }
            // Lines set at the full width, placed from `y`: the paragraph goes on after them.
            func placeFullWidth(_ piece: TextKitPiece) {
                finish(piece, x: pad + lead, y: y, bandX: 0, bandWidth: width, pad: pad, set: set, lastOfParagraph: at + piece.charLength >= length)
                p.pieces.append(piece)
                y = piece.lines.last.map { $0.rect.maxY } ?? y
                state.lines += piece.lines.count
                at += max(piece.charLength, 1)
            }
            // The container's last line, with text still to come: truncated as its line break mode says.
            if fit > 0, fit < rest.lines.count, c.lineBreakMode.truncates {
                if fit > 1 {
                    let n = NSMaxRange(rest.lines[fit - 2].chars)
                    placeFullWidth(makePiece(text, base: base, from: at, length: n, width: fullWidth, set: set, container: state.container, endsParagraph: false))
                }
                placeFullWidth(makePiece(text, base: base, from: at, length: length - at, width: fullWidth, set: set, container: state.container,
                                         endsParagraph: true, truncating: c.lineBreakMode))
                flows = false
                break
            }
            if fit > 0 {
                let piece: TextKitPiece
                if fit == rest.lines.count {
                    piece = rest
                } else {
                    let n = NSMaxRange(rest.lines[fit - 1].chars)
                    piece = makePiece(text, base: base, from: at, length: n, width: fullWidth, set: set, container: state.container, endsParagraph: false)
                    flows = false
                }
                placeFullWidth(piece)
                firstLine = false
                continue
            }
            flows = false
            let bandHeight = (rest.lines.first?.height ?? set.font.lineHeight) + set.lineSpacing
            if (y + bandHeight > height && y > 0) || (c.maximumNumberOfLines > 0 && state.lines >= c.maximumNumberOfLines) {
                state = TextKitPlacement(container: state.container + 1, y: 0, lines: 0)
                y = 0
                continue
            }
            // An exclusion cuts the line: fill each stretch beside it with what fits there.
            var proposed = CGRect(x: 0, y: y, width: width, height: bandHeight)
            var placedHere = false
            while proposed.width > 0 && (at < length || (firstLine && length == 0)) {
                var remaining = CGRect.zero
                let r = c.lineFragmentRect(forProposedRect: proposed, at: p.location + at, writingDirection: .natural, remaining: &remaining)
                guard !r.isEmpty, r.width > 2 * pad else { break }
                let w = lineWidth(r.width - 2 * pad, set.style, lead: lead)
                let probe = makePiece(text, base: base, from: at, length: length - at, width: w, set: set, container: state.container, endsParagraph: true)
                let n = probe.lines.count > 1 ? NSMaxRange(probe.lines[0].chars) : probe.charLength
                let piece = probe.lines.count > 1
                    ? makePiece(text, base: base, from: at, length: n, width: w, set: set, container: state.container, endsParagraph: false) : probe
                finish(piece, x: r.minX + pad + lead, y: y, bandX: r.minX, bandWidth: r.width, pad: pad, set: set,
                       lastOfParagraph: at + piece.charLength >= length)
                p.pieces.append(piece)
                at += max(piece.charLength, length == 0 ? 1 : 0)
                firstLine = false
                placedHere = true
                proposed = remaining
            }
            state.lines += placedHere ? 1 : 0
            y += bandHeight
        }
        if let lastPiece = p.pieces.last, var line = lastPiece.lines.last {
            line.rect.size.height += set.spacingAfter
            lastPiece.lines[lastPiece.lines.count - 1] = line
            y = max(y, line.rect.maxY)
        }
        // One piece, or the pieces an edit split it into: all at the full width of one container.
        p.flowsFreely = flows
        p.collectUsedRects()
        state.y = y
        p.end = state
        return state
    }

    /// The pieces of a paragraph set freely, cut to the lines that end before the line above the one
    /// holding character `prefix` (the first changed); nil when none stand.
    private func linesAbove(_ prefix: Int, of pieces: [TextKitPiece]) -> [TextKitPiece]? {
        var total = 0
        var holding: Int?
        for piece in pieces {
            for l in piece.lines {
                if holding == nil, prefix < piece.charStart + NSMaxRange(l.chars) { holding = total }
                total += 1
            }
        }
        let keep = (holding ?? total - 1) - 1
        guard keep > 0 else { return nil }
        var kept: [TextKitPiece] = []
        var left = keep
        for piece in pieces where left > 0 {
            kept.append(left >= piece.lines.count ? piece : TextKitPiece(keeping: left, of: piece))
            left -= min(left, piece.lines.count)
        }
        return kept
    }

    /// The width lines wrap at: the container's, less the indents (a positive tail indent is
    /// measured from the leading edge, a negative one from the trailing edge).
    private func lineWidth(_ available: CGFloat, _ style: NSParagraphStyle, lead: CGFloat) -> CGFloat {
        let end = style.tailIndent > 0 ? style.tailIndent : available + style.tailIndent
        return max(1, end - lead)
    }

    /// A piece of `text` (the paragraph's characters `from..<from+length`) set at `width`.
    private func makePiece(_ text: NSAttributedString, base: Int, from: Int, length: Int, width: CGFloat, set: ParagraphSettings,
                           container: Int, endsParagraph: Bool, truncating: NSLineBreakMode? = nil) -> TextKitPiece {
        var sub = from == base && length == text.length ? text : text.attributedSubstring(from: NSRange(location: from - base, length: length))
        if let textView { sub = textView.styledForDisplay(sub) }
        var t = TextLayout(text: sub, font: set.font, color: set.color)
        t.width = width
        t.alignment = set.style.alignment
        t.lineBreakMode = set.style.lineBreakMode == .byCharWrapping ? .byCharWrapping : .byWordWrapping
        if let truncating {
            // One line holding the rest of the paragraph, cut with an ellipsis.
            t.lineBreakMode = truncating
            t.numberOfLines = 1
        }
        var style = set.style
        if from > 0 {
            // Only the paragraph's first line takes the first-line indent.
            let rest = NSMutableParagraphStyle()
            rest.setParagraphStyle(set.style)
            rest.firstLineHeadIndent = set.style.headIndent
            style = rest
        }
        t.paragraphStyle = style
        let empty = t.lineHeight(of: set.font)
        return TextKitPiece(text: t, charStart: from, container: container, emptyLineHeight: empty) { layout in
            pango_layout_set_spacing(layout, Int32(set.lineSpacing * CGFloat(PANGO_SCALE)))
            if set.style.alignment == .justified && !endsParagraph { pango_layout_set_justify_last_line(layout, 1) }
        }
    }

    /// Gives each line of a placed piece its line fragment: the stretch's full width, from the top of
    /// the line (the paragraph's spacing before, on its first) to the top of the next.
    private func finish(_ piece: TextKitPiece, x: CGFloat, y: CGFloat, bandX: CGFloat, bandWidth: CGFloat, pad: CGFloat,
                        set: ParagraphSettings, lastOfParagraph: Bool) {
        piece.origin = CGPoint(x: x, y: y)
        for i in piece.lines.indices {
            let l = piece.lines[i]
            let top = y + l.top
            var rect = CGRect(x: bandX, y: top, width: bandWidth, height: l.height + set.lineSpacing)
            if piece.charStart == 0 && i == 0 && set.spacingBefore > 0 {
                rect.origin.y -= set.spacingBefore
                rect.size.height += set.spacingBefore
            }
            piece.lines[i].rect = rect
            let usedWidth = min(bandWidth, x - bandX + l.x + l.width + pad)
            piece.lines[i].usedRect = CGRect(x: bandX, y: top, width: max(0, usedWidth), height: l.height + set.lineSpacing)
        }
    }

    /// The line after the text: where the caret goes in empty text, or after a final separator.
    private func placeExtraLine(after state: TextKitPlacement, in storage: NSTextStorage) {
        extraLineValid = true
        extraLine = nil
        let n = storage.length
        guard n == 0 || (paragraphs.last?.terminator ?? 0) > 0 else { return }
        var state = state
        let attrs = n > 0 ? storage.attributes(at: n - 1, effectiveRange: nil) : (textView?.typingAttributes ?? [:])
        let font = (attrs[.font] as? UIFont) ?? NSLayoutManager.defaultFont
        let style = (attrs[.paragraphStyle] as? NSParagraphStyle) ?? .default
        var t = TextLayout(string: "", font: font, color: .black)
        t.paragraphStyle = style
        let h = t.lineHeight(of: font)
        while textContainers.indices.contains(state.container) {
            let c = textContainers[state.container]
            if c.size.height > 0, state.y + h > c.size.height, state.y > 0 {
                state = TextKitPlacement(container: state.container + 1, y: 0, lines: 0)
                continue
            }
            let rect = CGRect(x: 0, y: state.y, width: c.size.width, height: h)
            let lead = style.firstLineHeadIndent
            extraLine = (rect, CGRect(x: 0, y: state.y, width: c.lineFragmentPadding * 2 + lead, height: h), state.container)
            return
        }
    }
}
