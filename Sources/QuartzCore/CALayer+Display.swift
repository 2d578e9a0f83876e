import Foundation
import CoreGraphics

/// The display pass: a layer's backing store, drawn when it needs display.
extension CALayer {

    /// The default `display()`: a backing store the size of the bounds at `contentsScale`, passed to `draw(in:)`.
    /// Layers (and delegate classes) that turn out not to draw are remembered and skipped from then on.
    public func displayIntoBackingStore() {
        needsDisplayFlag = false
        if drawsInTiles { invalidateTiles(); return }
        let key = DrawingKey(layer: ObjectIdentifier(type(of: self)), delegate: delegate.map { ObjectIdentifier(type(of: $0)) })
        if CALayer.nonDrawingClasses.contains(key) { return }
        let scale = max(contentsScale, 0.01)
        // A size past any number (infinite or not a number) gets no backing store, as one too big.
        guard (bounds.width * scale).isFinite, (bounds.height * scale).isFinite else {
            qcLog.error("-[\(type(of: self)) display]: Ignoring bogus layer size (\(bounds.width), \(bounds.height))")
            backingStore = nil
            markNeedsComposite()
            return
        }
        let w = Int((bounds.width * scale).rounded(.up)), h = Int((bounds.height * scale).rounded(.up))
        guard w > 0, h > 0 else { backingStore = nil; markNeedsComposite(); return }
        // Core Animation refuses a backing store past what it can allocate and draws nothing.
        guard w <= CALayer.maximumBackingStoreSide, h <= CALayer.maximumBackingStoreSide,
              w * h <= CALayer.maximumBackingStorePixels else {
            func f(_ v: Double) -> String { String(format: "%f", v) }
            qcLog.error("-[\(type(of: self)) display]: Ignoring bogus layer size (\(f(Double(bounds.width))), \(f(Double(bounds.height)))), contentsScale \(f(Double(scale))), backing store size (\(f(Double(bounds.width * scale))), \(f(Double(bounds.height * scale))))")
            backingStore = nil
            markNeedsComposite()
            return
        }
        if backingStore?.width != w || backingStore?.height != h {
            backingStore = CALayer.makeBitmap(width: w, height: h)
        } else {
            backingStore!.clear(CGRect(x: 0, y: 0, width: w, height: h))
        }
        guard let ctx = backingStore else { return }
        ctx.saveGState()
        CALayer.drawInPoints(ctx, pixelHeight: h, scale: scale, origin: bounds.origin)
        drawingUnimplemented = false
        delegate?.layerWillDraw(self)
        draw(in: ctx)
        ctx.restoreGState()
        if drawingUnimplemented {
            // The default drawing method ran. Library classes that reach it draw nothing, ever; an
            // app's class may have called `super.draw` from an override and drawn around it, so only
            // a blank result drops this layer's store, and the class is never switched off.
            if isLibraryClass(key) {
                CALayer.nonDrawingClasses.insert(key)
                backingStore = nil
            } else if ctx.isBlank {
                backingStore = nil
            }
        }
        // An opaque layer's store has no alpha channel: what the drawing left clear is black.
        if opaqueBackingStore, let store = backingStore {
            store.saveGState()
            store.setBlendMode(.destinationOver)
            store.setFillColor(CGColor(red: 0, green: 0, blue: 0, alpha: 1))
            store.fill(CGRect(x: 0, y: 0, width: w, height: h))
            store.restoreGState()
        }
        if backingStore != nil { backingInk = CALayer.inkToMeasure }
        contentsVersion &+= 1
        markNeedsComposite()
    }

    /// Whether a layer and delegate class pair is this library's own: a fact about classes.
    private static var libraryClasses: [DrawingKey: Bool] = [:]

    /// Whether the layer's class and its delegate's class are both this library's own.
    private func isLibraryClass(_ key: DrawingKey) -> Bool {
        if let known = CALayer.libraryClasses[key] { return known }
        func own(_ type: Any.Type) -> Bool {
            let module = String(reflecting: type).prefix { $0 != "." }
            return module == "QuartzCore" || module == "UIKit"
        }
        let answer = own(type(of: self)) && (delegate.map { own(type(of: $0)) } ?? true)
        CALayer.libraryClasses[key] = answer
        return answer
    }

    /// Called by default drawing methods: this layer (class) has nothing to draw.
    public func markDrawsNothing() { drawingUnimplemented = true }

    /// Whether the drawing running now reached a default drawing method that draws nothing.
    package var drewNothing: Bool { drawingUnimplemented }

    /// A transparent bitmap in Cairo's own pixel layout, drawn into directly.
    static func makeBitmap(width: Int, height: Int) -> CGContext? {
        CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                  space: CGColorSpaceCreateDeviceRGB(),
                  bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
    }

    /// Sets a bitmap's space to layer points with a top-left origin at `origin`, as UIKit draws.
    static func drawInPoints(_ ctx: CGContext, pixelHeight: Int, scale: CGFloat, origin: CGPoint) {
        ctx.translateBy(x: 0, y: CGFloat(pixelHeight))
        ctx.scaleBy(x: scale, y: -scale)
        ctx.translateBy(x: -origin.x, y: -origin.y)
    }

    /// The largest backing store drawn: 16,384 pixels a side and 64 megapixels (256 MB).
    static let maximumBackingStoreSide = 16_384
    static let maximumBackingStorePixels = 1 << 26

    struct DrawingKey: Hashable { let layer: ObjectIdentifier; let delegate: ObjectIdentifier? }
    /// Layer and delegate classes found not to draw: a fact about classes, kept for the process.
    static var nonDrawingClasses: Set<DrawingKey> = []

    struct WeakLayer { weak var layer: CALayer?; init(_ l: CALayer) { layer = l } }
}
