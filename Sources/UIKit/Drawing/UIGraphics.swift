import Foundation
import CoreGraphics

/// The UIKit graphics context stack: `draw(_:)`, image contexts and renderers push onto it.
@MainActor enum GraphicsStack {
    static var contexts: [CGContext] = []
    /// Image contexts opened by UIGraphicsBeginImageContext…, with their scale.
    static var imageContexts: [(context: CGContext, scale: CGFloat)] = []
}

@preconcurrency @MainActor public func UIGraphicsGetCurrentContext() -> CGContext? { GraphicsStack.contexts.last }
@preconcurrency @MainActor public func UIGraphicsPushContext(_ context: CGContext) { GraphicsStack.contexts.append(context) }
@preconcurrency @MainActor public func UIGraphicsPopContext() { _ = GraphicsStack.contexts.popLast() }

/// A bitmap context in UIKit's orientation: origin top-left, units in points at `scale`.
@MainActor func makeUIKitBitmapContext(size: CGSize, scale: CGFloat, opaque: Bool) -> CGContext? {
    let w = Int((size.width * scale).rounded(.up)), h = Int((size.height * scale).rounded(.up))
    guard w > 0, h > 0 else { return nil }
    let info = (opaque ? CGImageAlphaInfo.noneSkipFirst : CGImageAlphaInfo.premultipliedFirst).rawValue
        | CGBitmapInfo.byteOrder32Little.rawValue
    guard let ctx = CGContext(data: nil, width: w, height: h, bitsPerComponent: 8, bytesPerRow: 0,
                              space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info) else { return nil }
    ctx.translateBy(x: 0, y: CGFloat(h))
    ctx.scaleBy(x: scale, y: -scale)
    return ctx
}

@preconcurrency @MainActor public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let s = scale == 0 ? UIScreen.main.scale : scale
    guard let ctx = makeUIKitBitmapContext(size: size, scale: s, opaque: opaque) else {
        uikitLog.error("UIGraphicsBeginImageContext() failed to allocate CGBitampContext: size={\(size.width), \(size.height)}, scale=\(s), bitmapInfo=0x2002. Use UIGraphicsImageRenderer to avoid this assert.")
        return
    }
    GraphicsStack.imageContexts.append((ctx, s))
    UIGraphicsPushContext(ctx)
}

@preconcurrency @MainActor public func UIGraphicsBeginImageContext(_ size: CGSize) { UIGraphicsBeginImageContextWithOptions(size, false, 1) }

@preconcurrency @MainActor public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let top = GraphicsStack.imageContexts.last, let cg = top.context.makeImage() else { return nil }
    return UIImage(cgImage: cg, scale: top.scale, orientation: .up)
}

@preconcurrency @MainActor public func UIGraphicsEndImageContext() {
    guard let top = GraphicsStack.imageContexts.popLast() else { return }
    if let i = GraphicsStack.contexts.lastIndex(where: { $0 === top.context }) { GraphicsStack.contexts.remove(at: i) }
}

@preconcurrency @MainActor public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }

@preconcurrency @MainActor public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let ctx = UIGraphicsGetCurrentContext() else { return }
    ctx.saveGState(); ctx.setBlendMode(blendMode); ctx.fill(rect); ctx.restoreGState()
}

@preconcurrency @MainActor public func UIRectFrame(_ rect: CGRect) {
    guard let ctx = UIGraphicsGetCurrentContext() else { return }
    // A one-point frame inside the rectangle, drawn with the fill color, as UIKit does.
    ctx.fill([CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: 1),
              CGRect(x: rect.minX, y: rect.maxY - 1, width: rect.width, height: 1),
              CGRect(x: rect.minX, y: rect.minY + 1, width: 1, height: max(0, rect.height - 2)),
              CGRect(x: rect.maxX - 1, y: rect.minY + 1, width: 1, height: max(0, rect.height - 2))])
}

@preconcurrency @MainActor public func UIRectClip(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.clip(to: rect) }
