import Foundation
import CoreGraphics

/// A layer that draws a string: plain (in `font`, `fontSize` and `foregroundColor`) or attributed
/// (with its own attributes), from the top of its bounds, on one line or wrapped, aligned and
/// truncated as set. As on iOS its `contentsScale` starts at 1: set it to the screen's scale for
/// sharp text.
@preconcurrency @MainActor open class CATextLayer: CALayer {
    /// A `String`, `NSString` or `NSAttributedString`.
    open var string: Any? { didSet { setNeedsDisplay() } }
    /// A `UIFont`, or a font's name (`String`/`NSString`); its size is ignored for `fontSize`, as on
    /// iOS. Nil is Helvetica.
    open var font: Any? { didSet { setNeedsDisplay() } }
    open var fontSize: CGFloat = 36 { didSet { if fontSize != oldValue { setNeedsDisplay() } } }
    /// Opaque white by default.
    open var foregroundColor: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1) { didSet { setNeedsDisplay() } }
    open var isWrapped = false { didSet { if isWrapped != oldValue { setNeedsDisplay() } } }
    open var truncationMode: CATextLayerTruncationMode = .none { didSet { if truncationMode != oldValue { setNeedsDisplay() } } }
    open var alignmentMode: CATextLayerAlignmentMode = .natural { didSet { if alignmentMode != oldValue { setNeedsDisplay() } } }
    open var allowsFontSubpixelQuantization = false

    /// Draws every text layer's string (set by UIKit when a device starts; one typesetter serves
    /// every device, as it keeps no state). Without it a text layer draws nothing.
    package static var typesetter: TextLayerTypesetting?

    public required init() {
        super.init()
        needsDisplayOnBoundsChange = true
    }

    public override init(layer: Any) {
        super.init(layer: layer)
        needsDisplayOnBoundsChange = true
    }

    override func adoptValues(of l: CALayer) {
        super.adoptValues(of: l)
        guard let l = l as? CATextLayer else { return }
        string = l.string; font = l.font; fontSize = l.fontSize; foregroundColor = l.foregroundColor
        isWrapped = l.isWrapped; truncationMode = l.truncationMode; alignmentMode = l.alignmentMode
        allowsFontSubpixelQuantization = l.allowsFontSubpixelQuantization
    }

    open override func draw(in ctx: CGContext) {
        guard string != nil else { return super.draw(in: ctx) }
        guard let typesetter = CATextLayer.typesetter else {
            qcLog.error("CATextLayer: no text system to draw with (UIKit starts one with a device)")
            return
        }
        typesetter.draw(self, in: ctx)
    }
}
