import Foundation

/// TextKit 2's layout: the content manager's paragraphs laid out in one text container, handed out
/// as layout fragments (one a paragraph) with their line fragments. The lines are TextKit 1's —
/// the same Pango layout, kept by a layout manager this one drives.
@preconcurrency @MainActor open class NSTextLayoutManager: NSObject {
    public struct SegmentType: Hashable, Sendable {
        let raw: Int
        public static let standard = SegmentType(raw: 0)
        public static let selection = SegmentType(raw: 1)
        public static let highlight = SegmentType(raw: 2)
    }

    public struct SegmentOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let rangeNotRequired = SegmentOptions(rawValue: 1 << 0)
        public static let middleFragmentsExcluded = SegmentOptions(rawValue: 1 << 1)
        public static let headSegmentExtended = SegmentOptions(rawValue: 1 << 2)
        public static let tailSegmentExtended = SegmentOptions(rawValue: 1 << 3)
        public static let upstreamAffinity = SegmentOptions(rawValue: 1 << 4)
    }

    open private(set) weak var textContentManager: NSTextContentManager?
    /// The container the text is laid out in.
    open var textContainer: NSTextContainer? {
        didSet {
            if let old = oldValue, old !== textContainer, let i = engine.textContainers.firstIndex(of: old) { engine.removeTextContainer(at: i) }
            if let c = textContainer, !engine.textContainers.contains(c) { engine.addTextContainer(c) }
            textContainer?.textLayoutManager = self
        }
    }
    open var usesFontLeading = true
    open var limitsLayoutForSuspiciousContents = false
    open var usesHyphenation = false
    /// The layout manager doing the work (a text view's own, when the view made this one).
    let engine: NSLayoutManager
    open lazy var textViewportLayoutController = NSTextViewportLayoutController(textLayoutManager: self)

    public override init() {
        engine = NSLayoutManager()
        super.init()
    }

    init(engine: NSLayoutManager) {
        self.engine = engine
        super.init()
    }

    func attach(to manager: NSTextContentManager?) {
        textContentManager = manager
        guard let storage = (manager as? NSTextContentStorage)?.textStorage else { return }
        if engine.textStorage !== storage { storage.addLayoutManager(engine) }
    }

    /// Where the laid-out text reaches in the container.
    open var usageBoundsForTextContainer: CGRect {
        guard let c = textContainer else { return .zero }
        return engine.usedRect(for: c)
    }

    open func ensureLayout(for range: NSTextRange) { engine.layOutAll() }
    open func ensureLayout(for bounds: CGRect) { engine.layOutAll() }

    open func invalidateLayout(for range: NSTextRange) {
        engine.invalidateLayout(forCharacterRange: range.nsRange, actualCharacterRange: nil)
    }

    /// The layout fragments from the one holding `location` (the first, or the last in reverse, when
    /// nil), until `block` says stop; returns the location enumeration stopped at.
    @discardableResult
    open func enumerateTextLayoutFragments(from location: NSTextLocation?, options: NSTextLayoutFragment.EnumerationOptions = [],
                                           using block: (NSTextLayoutFragment) -> Bool) -> NSTextLocation? {
        engine.layOutAll()
        let paragraphs = engine.paragraphs
        guard !paragraphs.isEmpty else { return location }
        let reverse = options.contains(.reverse)
        let start = location.map { engine.paragraphIndex(containing: $0.offset) } ?? (reverse ? paragraphs.count - 1 : 0)
        let order = reverse ? Array(stride(from: start, through: 0, by: -1)) : Array(start..<paragraphs.count)
        for i in order {
            guard let fragment = fragment(paragraphs[i]) else { continue }
            if !block(fragment) { return fragment.rangeInElement.location }
        }
        return TextOffsetLocation(reverse ? 0 : (engine.textStorage?.length ?? 0))
    }

    open func textLayoutFragment(for location: NSTextLocation) -> NSTextLayoutFragment? {
        engine.layOutAll()
        guard !engine.paragraphs.isEmpty else { return nil }
        return fragment(engine.paragraphs[engine.paragraphIndex(containing: location.offset)])
    }

    open func textLayoutFragment(for position: CGPoint) -> NSTextLayoutFragment? {
        var found: NSTextLayoutFragment?
        enumerateTextLayoutFragments(from: nil) { f in
            if f.layoutFragmentFrame.contains(position) || f.layoutFragmentFrame.minY > position.y { found = f.layoutFragmentFrame.contains(position) ? f : nil; return false }
            return true
        }
        return found
    }

    /// The rectangles a range takes, line by line, in the container.
    open func enumerateTextSegments(in textRange: NSTextRange, type: SegmentType, options: SegmentOptions = [],
                                    using block: (NSTextRange?, CGRect, CGFloat, NSTextContainer) -> Bool) {
        guard let c = textContainer else { return }
        let glyphs = engine.glyphRange(forCharacterRange: textRange.nsRange, actualCharacterRange: nil)
        var rects: [CGRect] = []
        engine.enumerateEnclosingRects(forGlyphRange: glyphs, withinSelectedGlyphRange: NSRange(location: NSNotFound, length: 0), in: c) { r, _ in rects.append(r) }
        for r in rects where !block(textRange, r, 0, c) { return }
    }

    /// The fragment for one of the engine's paragraphs (nil when no container holds it).
    func fragment(_ p: TextKitParagraph) -> NSTextLayoutFragment? {
        guard !p.pieces.isEmpty, let storage = engine.textStorage else { return nil }
        let element = (textContentManager as? NSTextContentStorage)?.paragraph(p, in: storage)
            ?? NSTextParagraph(attributedString: storage.attributedSubstring(from: p.range))
        return NSTextLayoutFragment(paragraph: p, element: element, layoutManager: self)
    }
}
