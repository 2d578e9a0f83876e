import Foundation
import CoreGraphics

/// One line of a layout fragment: its characters (in `attributedString`), its bounds within the
/// fragment, where its glyphs start.
@preconcurrency @MainActor open class NSTextLineFragment: NSObject {
    public let attributedString: NSAttributedString
    public let characterRange: NSRange
    /// The line's box, in its layout fragment's coordinates.
    open private(set) var typographicBounds: CGRect
    /// Where the first glyph's baseline starts, from the line's top-left.
    open private(set) var glyphOrigin: CGPoint
    private let piece: TextKitPiece?
    private let line: Int
    private let fragmentOrigin: CGPoint

    public init(attributedString: NSAttributedString, range: NSRange) {
        self.attributedString = attributedString
        characterRange = range
        typographicBounds = .zero
        glyphOrigin = .zero
        piece = nil
        line = 0
        fragmentOrigin = .zero
        super.init()
    }

    init(attributedString: NSAttributedString, range: NSRange, bounds: CGRect, glyphOrigin: CGPoint,
         piece: TextKitPiece, line: Int, fragmentOrigin: CGPoint) {
        self.attributedString = attributedString
        characterRange = range
        typographicBounds = bounds
        self.glyphOrigin = glyphOrigin
        self.piece = piece
        self.line = line
        self.fragmentOrigin = fragmentOrigin
        super.init()
    }

    /// The insertion point before a character of `attributedString`, in the line's coordinates.
    open func locationForCharacter(at index: Int) -> CGPoint {
        guard let piece else { return .zero }
        let r = piece.caret(at: index - piece.charStart)
        return CGPoint(x: r.minX - fragmentOrigin.x - typographicBounds.minX, y: r.minY - fragmentOrigin.y - typographicBounds.minY)
    }

    /// The character of `attributedString` nearest a point in the line's coordinates.
    open func characterIndex(for point: CGPoint) -> Int {
        guard let piece else { return characterRange.location }
        let p = CGPoint(x: point.x + fragmentOrigin.x + typographicBounds.minX, y: point.y + fragmentOrigin.y + typographicBounds.minY)
        return piece.charStart + piece.character(at: p, line: line).index
    }

    /// Draws the line with its top-left at `point`.
    open func draw(at point: CGPoint, in context: CGContext) {
        guard let piece, let layout = piece.layout else { return }
        let l = piece.lines[line]
        let o = CGPoint(x: point.x - typographicBounds.minX - fragmentOrigin.x + piece.origin.x,
                        y: point.y - l.rect.minY + piece.origin.y)
        let clip = CGRect(x: point.x - 10_000, y: point.y, width: 20_000, height: typographicBounds.height)
        FontCatalog.pangoLock.lock()
        defer { FontCatalog.pangoLock.unlock() }
        piece.text.render(layout, decorations: piece.decorations, at: o, clip: clip, in: context.cairo)
    }
}
