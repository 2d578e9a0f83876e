import Foundation

/// Draws a scene with Core Graphics: the nodes flattened into one list with their transforms,
/// alphas and heights, sorted by height (tree order among equals), each drawn with its blend.
/// Crop nodes and effect nodes draw their subtrees as a group of their own.
@MainActor struct SceneRenderer {
    /// Pixels per point of the surface drawn into, for effect nodes' offscreen images.
    var scale: CGFloat = 1
    /// The surface's size in points.
    var surfaceSize: CGSize
    /// Nodes drawn in the last render, for `showsNodeCount`.
    private(set) var drawnNodes = 0

    init(surfaceSize: CGSize, scale: CGFloat) {
        self.surfaceSize = surfaceSize
        self.scale = scale
    }

    private struct Item {
        let node: SKNode
        let transform: CGAffineTransform
        let alpha: CGFloat
        let z: CGFloat
        let order: Int
    }

    /// Draws the scene's background and nodes into `context`, whose user space is the view's
    /// (points, y down).
    mutating func render(_ scene: SKScene, in context: CGContext) {
        context.saveGState()
        context.setBlendMode(.copy)
        context.setFillColor(scene.backgroundColor.cgColor)
        context.fill(CGRect(origin: .zero, size: surfaceSize))
        context.setBlendMode(.normal)
        context.concatenate(scene.viewTransform(for: surfaceSize))
        drawChildren(of: scene, in: context, alpha: scene.alpha)
        context.restoreGState()
    }

    /// Draws `node`'s subtree below it (not the node itself) in the context's current space,
    /// which is `node`'s coordinates.
    mutating func drawChildren(of node: SKNode, in context: CGContext, alpha: CGFloat) {
        var items: [Item] = []
        var order = 0
        collect(node, transform: .identity, alpha: alpha, z: 0, into: &items, order: &order)
        items.sort { $0.z != $1.z ? $0.z < $1.z : $0.order < $1.order }
        for item in items { draw(item, in: context) }
    }

    private func collect(_ node: SKNode, transform: CGAffineTransform, alpha: CGFloat, z: CGFloat,
                         into items: inout [Item], order: inout Int) {
        for child in node.children where !child.isHidden && child.alpha > 0 {
            let t = child.localTransform.concatenating(transform)
            let a = alpha * child.alpha
            let cz = z + child.zPosition
            items.append(Item(node: child, transform: t, alpha: a, z: cz, order: order))
            order += 1
            // A group draws its own subtree.
            if child is SKCropNode || (child as? SKEffectNode)?.rendersThroughFilter == true { continue }
            collect(child, transform: t, alpha: a, z: cz, into: &items, order: &order)
        }
    }

    private mutating func draw(_ item: Item, in context: CGContext) {
        drawnNodes += 1
        context.saveGState()
        context.concatenate(item.transform)
        context.setBlendMode(item.node.drawBlendMode.cgBlendMode)
        if let crop = item.node as? SKCropNode {
            drawCrop(crop, alpha: item.alpha, in: context)
        } else if let effect = item.node as? SKEffectNode, effect.rendersThroughFilter {
            drawEffect(effect, alpha: item.alpha, in: context)
        } else {
            item.node.drawContent(in: context, alpha: item.alpha)
        }
        context.restoreGState()
    }

    /// The children, then the mask drawn over them keeping only what it covers.
    private mutating func drawCrop(_ crop: SKCropNode, alpha: CGFloat, in context: CGContext) {
        context.setBlendMode(.normal)
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        drawChildren(of: crop, in: context, alpha: alpha)
        if let mask = crop.maskNode {
            context.saveGState()
            context.setBlendMode(.destinationIn)
            context.beginTransparencyLayer(auxiliaryInfo: nil)
            context.concatenate(mask.localTransform)
            context.setBlendMode(.normal)
            mask.drawContent(in: context, alpha: mask.alpha)
            drawChildren(of: mask, in: context, alpha: mask.alpha)
            context.endTransparencyLayer()
            context.restoreGState()
        }
        context.endTransparencyLayer()
    }

    /// The children drawn into an image of the part of the surface they cover (with room for a
    /// blur to spread), through the filter, and back.
    private mutating func drawEffect(_ effect: SKEffectNode, alpha: CGFloat, in context: CGContext) {
        guard let filter = effect.filter else { return }
        var box = CGRect.null
        for child in effect.children where !child.isHidden {
            let r = child.calculateAccumulatedFrame()
            if !r.isNull { box = box.union(r.isEmpty ? CGRect(origin: r.origin, size: CGSize(width: 1, height: 1)) : r) }
        }
        let device = context.ctm
        let radius = (filter.value(forKey: kCIInputRadiusKey) as? NSNumber)?.doubleValue ?? 0
        let margin = CGFloat(max(16, radius * 3))
        let surface = CGRect(x: 0, y: 0, width: surfaceSize.width * scale, height: surfaceSize.height * scale)
        let area = box.isNull ? .null : box.applying(device).insetBy(dx: -margin, dy: -margin).integral.intersection(surface)
        let w = Int(area.width), h = Int(area.height)
        guard !area.isNull, w > 0, h > 0,
              let offscreen = CGContext(data: nil, width: w, height: h, bitsPerComponent: 8, bytesPerRow: w * 4,
                                        space: CGColorSpaceCreateDeviceRGB(),
                                        bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) else { return }
        // The offscreen image's pixels are the surface's within `area` (device space: pixels, y up).
        let toArea = device.concatenating(CGAffineTransform(translationX: -area.minX, y: -area.minY))
        offscreen.concatenate(toArea.concatenating(offscreen.ctm.inverted()))
        drawChildren(of: effect, in: offscreen, alpha: alpha)
        guard let drawn = offscreen.makeImage() else { return }
        filter.setValue(CIImage(cgImage: drawn), forKey: kCIInputImageKey)
        guard let output = filter.outputImage,
              let result = CIContext().createCGImage(output, from: CGRect(x: 0, y: 0, width: w, height: h)) else { return }
        context.saveGState()
        context.concatenate(device.inverted())
        context.setAlpha(1)
        context.draw(result, in: area)
        context.restoreGState()
    }

}
