import Foundation

/// One paragraph laid out: where it is in the container, and its lines.
@preconcurrency @MainActor open class NSTextLayoutFragment: NSObject {
    public struct EnumerationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let reverse = EnumerationOptions(rawValue: 1 << 0)
        public static let estimatesSize = EnumerationOptions(rawValue: 1 << 1)
        public static let ensuresLayout = EnumerationOptions(rawValue: 1 << 2)
        public static let ensuresExtraLineFragment = EnumerationOptions(rawValue: 1 << 3)
    }

    public enum State: Int, Sendable {
        case none, estimatedUsageBounds, calculatedUsageBounds, layoutAvailable
    }

    open private(set) weak var textLayoutManager: NSTextLayoutManager?
    open private(set) var textElement: NSTextElement?
    open private(set) var rangeInElement: NSTextRange
    open private(set) var textLineFragments: [NSTextLineFragment] = []
    /// The paragraph's place in the container: its lines' fragments together.
    open private(set) var layoutFragmentFrame: CGRect = .zero
    open private(set) var state: State = .none
    /// The area drawing may cover, in the fragment's coordinates.
    open var renderingSurfaceBounds: CGRect { CGRect(origin: .zero, size: layoutFragmentFrame.size).insetBy(dx: -2, dy: -2) }
    let paragraph: TextKitParagraph?

    public init(textElement: NSTextElement, range rangeInElement: NSTextRange?) {
        self.textElement = textElement
        self.rangeInElement = rangeInElement ?? textElement.elementRange ?? NSTextRange(location: TextOffsetLocation(0))
        paragraph = nil
        super.init()
    }

    init(paragraph p: TextKitParagraph, element: NSTextElement, layoutManager: NSTextLayoutManager) {
        paragraph = p
        textElement = element
        textLayoutManager = layoutManager
        rangeInElement = NSTextRange(p.range)
        super.init()
        var frame = CGRect.null
        for piece in p.pieces { for l in piece.lines { frame = frame.union(l.rect) } }
        layoutFragmentFrame = frame.isNull ? .zero : frame
        let text = (element as? NSTextParagraph)?.attributedString ?? NSAttributedString(string: "")
        for piece in p.pieces {
            for (i, l) in piece.lines.enumerated() {
                let chars = NSRange(location: piece.charStart + l.chars.location, length: l.chars.length)
                let bounds = CGRect(x: l.usedRect.minX - layoutFragmentFrame.minX, y: l.rect.minY - layoutFragmentFrame.minY,
                                    width: l.usedRect.width, height: l.rect.height)
                let origin = CGPoint(x: piece.origin.x + l.x - l.usedRect.minX, y: piece.origin.y + l.baseline - l.rect.minY)
                textLineFragments.append(NSTextLineFragment(attributedString: text, range: chars, bounds: bounds, glyphOrigin: origin,
                                                            piece: piece, line: i, fragmentOrigin: layoutFragmentFrame.origin))
            }
        }
        state = .layoutAvailable
    }

    /// Draws the paragraph with the fragment's top-left at `point` of the context.
    open func draw(at point: CGPoint, in context: CGContext) {
        guard let p = paragraph, let manager = textLayoutManager?.engine else { return }
        UIGraphicsPushContext(context)
        defer { UIGraphicsPopContext() }
        let glyphs = NSRange(location: p.glyphLocation, length: p.glyphCount)
        let origin = CGPoint(x: point.x - layoutFragmentFrame.minX, y: point.y - layoutFragmentFrame.minY)
        manager.drawBackground(forGlyphRange: glyphs, at: origin)
        manager.drawGlyphs(forGlyphRange: glyphs, at: origin)
    }
}
