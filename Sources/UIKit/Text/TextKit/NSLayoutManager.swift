import Foundation

/// Lays out a text storage's characters in text containers and draws them: TextKit 1.
///
/// Pango shapes and breaks the lines; a glyph is one Pango shaped, so a ligature is one glyph for
/// several characters and a letter with a combining mark may be one or two. Layout goes paragraph
/// by paragraph, filling the containers in order and flowing around their exclusion paths; an edit
/// lays out again only the paragraphs it touched (those after it move, unless they must reflow).
@preconcurrency @MainActor open class NSLayoutManager: NSObject {
    /// The text laid out (held weakly: the text storage holds its layout managers).
    open private(set) weak var textStorage: NSTextStorage?
    open private(set) var textContainers: [NSTextContainer] = []
    open weak var delegate: NSLayoutManagerDelegate?
    /// Whether layout may skip text not yet needed. Layout here is incremental by paragraph, and
    /// whole: the property is kept as set.
    open var allowsNonContiguousLayout = false
    open var hasNonContiguousLayout: Bool { false }
    open var showsInvisibleCharacters = false
    open var showsControlCharacters = false
    open var usesFontLeading = true
    open var limitsLayoutForSuspiciousContents = false

    /// The paragraphs, in order, laid out up to `firstInvalid`.
    var paragraphs: [TextKitParagraph] = []
    var firstInvalid = 0 {
        didSet { if usedPrefix.count > firstInvalid { usedPrefix.removeSubrange(firstInvalid...) } }
    }
    /// Running unions of the paragraphs' used rects, by container: entry k covers paragraphs 0...k
    /// (kept while they stand, so a keystroke at the end adds one paragraph, not the document).
    var usedPrefix: [[CGRect]] = []
    /// Where the line after the text goes (empty text, or text ending in a paragraph separator).
    var extraLine: (rect: CGRect, used: CGRect, container: Int)?
    var extraLineValid = false
    /// Attributes drawn but not stored (highlights): runs over character ranges.
    var temporaryAttributes: [(range: NSRange, attributes: [NSAttributedString.Key: Any])] = []
    /// The owning text view, told when its text changes underneath it.
    weak var textView: UITextView?
    /// Lines an edited paragraph kept from its last layout instead of setting them again, so far
    /// (tests check that typing re-sets only the lines near the edit).
    package internal(set) var linesKeptAcrossEdits = 0

    public override init() { super.init() }

    // MARK: Drawing (a subclass draws its own backgrounds or glyphs here)

    /// Fills what lies behind the glyphs: temporary background colours (stored `.backgroundColor`
    /// is drawn with the glyphs, as Pango sets it).
    open func drawBackground(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {
        drawTemporaryBackgrounds(forGlyphRange: glyphsToShow, at: origin)
    }

    /// Fills background rectangles (a subclass may round them, or draw them otherwise).
    open func fillBackgroundRectArray(_ rectArray: [CGRect], count rectCount: Int, forCharacterRange charRange: NSRange, color: UIColor) {
        fillRects(rectArray, count: rectCount, color: color)
    }

    /// Draws the glyphs of the range: every line holding them, whole lines, with the origin of
    /// their container at `origin` in the current context.
    open func drawGlyphs(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {
        drawLines(forGlyphRange: glyphsToShow, at: origin)
    }

    // MARK: Containers

    open func addTextContainer(_ container: NSTextContainer) {
        insertTextContainer(container, at: textContainers.count)
    }

    open func insertTextContainer(_ container: NSTextContainer, at index: Int) {
        if let old = container.layoutManager, old !== self, let i = old.textContainers.firstIndex(of: container) { old.removeTextContainer(at: i) }
        textContainers.insert(container, at: min(index, textContainers.count))
        container.layoutManager = self
        invalidateAll()
    }

    open func removeTextContainer(at index: Int) {
        guard textContainers.indices.contains(index) else { return }
        let c = textContainers.remove(at: index)
        if c.layoutManager === self { c.layoutManager = nil }
        invalidateAll()
    }

    /// A container's size, padding, exclusions or line limit changed: everything is laid out again.
    open func textContainerChangedGeometry(_ container: NSTextContainer) {
        invalidateAll()
    }

    func attach(_ storage: NSTextStorage?) {
        textStorage = storage
        rebuildParagraphs()
    }

    func invalidateAll() {
        firstInvalid = 0
        for p in paragraphs {
            p.isValid = false
            p.previous = nil
        }
        extraLineValid = false
        delegate?.layoutManagerDidInvalidateLayout(self)
        textView?.layoutManagerInvalidated()
    }

    func rebuildParagraphs() {
        paragraphs = []
        if let storage = textStorage { TextKitParagraph.scan(storage.string as NSString, in: NSRange(location: 0, length: storage.length), into: &paragraphs) }
        firstInvalid = 0
        extraLineValid = false
    }

    // MARK: Edits

    /// The text storage changed: paragraphs the edit touched are found again and laid out anew.
    open func processEditing(for textStorage: NSTextStorage, edited editMask: NSTextStorage.EditActions,
                             range newCharRange: NSRange, changeInLength delta: Int, invalidatedRange invalidatedCharRange: NSRange) {
        guard textStorage === self.textStorage else { return }
        if editMask.contains(.editedCharacters) {
            charactersChanged(newCharRange, delta: delta)
        } else {
            invalidateLayout(forCharacterRange: newCharRange, actualCharacterRange: nil)
        }
        extraLineValid = false
        delegate?.layoutManagerDidInvalidateLayout(self)
        textView?.layoutManagerInvalidated(charactersChanged: editMask.contains(.editedCharacters))
    }

    /// The index of the paragraph holding character `c` (the last one for the text's end).
    func paragraphIndex(containing c: Int) -> Int { lastParagraph { $0.location <= c } }

    /// The last paragraph for which `starts` holds (it holds for a prefix of them), or 0.
    func lastParagraph(where starts: (TextKitParagraph) -> Bool) -> Int {
        var lo = 0, hi = paragraphs.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if starts(paragraphs[mid]) { lo = mid } else { hi = mid - 1 }
        }
        return max(0, lo)
    }

    private func charactersChanged(_ range: NSRange, delta: Int) {
        guard let storage = textStorage else { return }
        guard !paragraphs.isEmpty else { rebuildParagraphs(); return }
        let oldEnd = NSMaxRange(range) - delta
        let first = paragraphIndex(containing: range.location)
        // The paragraph holding the character after the edit keeps its separator: the scan ends there.
        var last = paragraphIndex(containing: oldEnd)
        if oldEnd >= NSMaxRange(paragraphs[last].range), last + 1 < paragraphs.count { last += 1 }
        // An edit between a CR and its LF, or after the last separator, reaches one paragraph further.
        if last + 1 < paragraphs.count { last += 1 }
        let regionStart = paragraphs[first].location
        let regionEnd = NSMaxRange(paragraphs[last].range) + delta
        var fresh: [TextKitParagraph] = []
        let total = storage.length
        let region = NSRange(location: regionStart, length: max(0, min(regionEnd, total) - regionStart))
        if region.length > 0 {
            TextKitParagraph.scan(storage.string as NSString, in: region, into: &fresh)
        }
        // The edited paragraph's lines above the edit may stand.
        if let edited = fresh.first { edited.carryLayout(of: paragraphs[first], editStart: range.location) }
        for p in paragraphs[(last + 1)...] { p.location += delta }
        paragraphs.replaceSubrange(first...last, with: fresh)
        firstInvalid = min(firstInvalid, first)
    }

    // MARK: Invalidation

    /// Lays out again the paragraphs holding `charRange` (and whatever follows moves or reflows).
    open func invalidateLayout(forCharacterRange charRange: NSRange, actualCharacterRange: NSRangePointer?) {
        guard !paragraphs.isEmpty else { actualCharacterRange?.pointee = charRange; return }
        let a = paragraphIndex(containing: charRange.location)
        let b = paragraphIndex(containing: max(charRange.location, NSMaxRange(charRange) - 1))
        for i in a...b {
            paragraphs[i].isValid = false
            paragraphs[i].previous = nil
        }
        firstInvalid = min(firstInvalid, a)
        extraLineValid = false
        actualCharacterRange?.pointee = NSUnionRange(paragraphs[a].range, paragraphs[b].range)
    }

    /// Glyphs and layout of the characters are made again (`delta`: how the text's length changed there).
    open func invalidateGlyphs(forCharacterRange charRange: NSRange, changeInLength delta: Int, actualCharacterRange: NSRangePointer?) {
        invalidateLayout(forCharacterRange: charRange, actualCharacterRange: actualCharacterRange)
    }

    /// The characters are drawn again (their layout stands).
    open func invalidateDisplay(forCharacterRange charRange: NSRange) {
        textView?.content.setNeedsDisplay()
    }

    open func invalidateDisplay(forGlyphRange glyphRange: NSRange) {
        textView?.content.setNeedsDisplay()
    }

    // MARK: Temporary attributes

    open func setTemporaryAttributes(_ attrs: [NSAttributedString.Key: Any], forCharacterRange charRange: NSRange) {
        removeTemporaryAttributes(in: charRange)
        if !attrs.isEmpty { temporaryAttributes.append((charRange, attrs)) }
        invalidateDisplay(forCharacterRange: charRange)
    }

    open func addTemporaryAttributes(_ attrs: [NSAttributedString.Key: Any], forCharacterRange charRange: NSRange) {
        temporaryAttributes.append((charRange, attrs))
        invalidateDisplay(forCharacterRange: charRange)
    }

    open func addTemporaryAttribute(_ attrName: NSAttributedString.Key, value: Any, forCharacterRange charRange: NSRange) {
        addTemporaryAttributes([attrName: value], forCharacterRange: charRange)
    }

    open func removeTemporaryAttribute(_ attrName: NSAttributedString.Key, forCharacterRange charRange: NSRange) {
        var kept: [(range: NSRange, attributes: [NSAttributedString.Key: Any])] = []
        for t in temporaryAttributes {
            guard t.attributes[attrName] != nil, NSIntersectionRange(t.range, charRange).length > 0 else { kept.append(t); continue }
            var rest = t.attributes
            rest[attrName] = nil
            for piece in TextKitRanges.subtract(charRange, from: t.range) { kept.append((piece, t.attributes)) }
            if !rest.isEmpty { kept.append((NSIntersectionRange(t.range, charRange), rest)) }
        }
        temporaryAttributes = kept
        invalidateDisplay(forCharacterRange: charRange)
    }

    private func removeTemporaryAttributes(in charRange: NSRange) {
        var kept: [(range: NSRange, attributes: [NSAttributedString.Key: Any])] = []
        for t in temporaryAttributes {
            for piece in TextKitRanges.subtract(charRange, from: t.range) { kept.append((piece, t.attributes)) }
        }
        temporaryAttributes = kept
    }

    /// The temporary attributes at a character, and the range over which they stay the same.
    open func temporaryAttributes(atCharacterIndex charIndex: Int, effectiveRange: NSRangePointer?) -> [NSAttributedString.Key: Any] {
        var attrs: [NSAttributedString.Key: Any] = [:]
        var lo = 0, hi = Int.max
        for t in temporaryAttributes {
            if NSLocationInRange(charIndex, t.range) {
                attrs.merge(t.attributes) { $1 }
                lo = max(lo, t.range.location); hi = min(hi, NSMaxRange(t.range))
            } else if t.range.location > charIndex {
                hi = min(hi, t.range.location)
            } else {
                lo = max(lo, NSMaxRange(t.range))
            }
        }
        if hi == Int.max { hi = textStorage?.length ?? charIndex + 1 }
        effectiveRange?.pointee = NSRange(location: lo, length: max(0, hi - lo))
        return attrs
    }
}

/// Range arithmetic the layout manager needs.
enum TextKitRanges {
    /// `range` less `cut`: up to two pieces.
    static func subtract(_ cut: NSRange, from range: NSRange) -> [NSRange] {
        let i = NSIntersectionRange(cut, range)
        guard i.length > 0 else { return [range] }
        var out: [NSRange] = []
        if i.location > range.location { out.append(NSRange(location: range.location, length: i.location - range.location)) }
        if NSMaxRange(i) < NSMaxRange(range) { out.append(NSRange(location: NSMaxRange(i), length: NSMaxRange(range) - NSMaxRange(i))) }
        return out
    }
}
