import Foundation

/// Drawing the scene (or a transition between two), the debug overlays, and textures of nodes.
extension SKView {
    func drawScene(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        guard let scene else {
            context.setFillColor((backgroundColor ?? .black).cgColor)
            context.fill(bounds)
            return
        }
        let scale = window?.screen.scale ?? UIScreen.main.scale
        var renderer = SceneRenderer(surfaceSize: bounds.size, scale: scale)
        if let t = transition {
            let now = scene.lastFrameTime ?? t.from.lastFrameTime ?? 0
            let progress = t.start.map { min(1, max(0, (frameTimes.last ?? now) - $0) / max(t.effect.duration, 1e-9)) } ?? 0
            drawTransition(t.effect, from: t.from, to: scene, progress: CGFloat(progress), renderer: &renderer, in: context)
        } else {
            renderer.render(scene, in: context)
        }
        drawnNodeCount = renderer.drawnNodes
        if showsPhysics { drawPhysics(scene, in: context) }
        drawOverlay(in: context)
    }

    private func drawTransition(_ effect: SKTransition, from old: SKScene, to new: SKScene, progress t: CGFloat,
                                renderer: inout SceneRenderer, in context: CGContext) {
        let size = bounds.size
        func offset(_ d: SKTransitionDirection) -> CGPoint {
            switch d {
            case .left: return CGPoint(x: -size.width, y: 0)
            case .right: return CGPoint(x: size.width, y: 0)
            case .up: return CGPoint(x: 0, y: -size.height)
            case .down: return CGPoint(x: 0, y: size.height)
            }
        }
        func draw(_ scene: SKScene, at p: CGPoint = .zero, alpha: CGFloat = 1) {
            context.saveGState()
            context.translateBy(x: p.x, y: p.y)
            context.setAlpha(alpha)
            context.beginTransparencyLayer(auxiliaryInfo: nil)
            renderer.render(scene, in: context)
            context.endTransparencyLayer()
            context.restoreGState()
        }
        switch effect.kind {
        case .fade(let color):
            draw(t < 0.5 ? old : new)
            context.setFillColor(color.uiColor.withAlphaComponent(t < 0.5 ? t * 2 : (1 - t) * 2).cgColor)
            context.fill(bounds)
        case .push(let d):
            let o = offset(d)
            draw(old, at: CGPoint(x: o.x * t, y: o.y * t))
            draw(new, at: CGPoint(x: -o.x * (1 - t), y: -o.y * (1 - t)))
        case .moveIn(let d):
            let o = offset(d)
            draw(old)
            draw(new, at: CGPoint(x: -o.x * (1 - t), y: -o.y * (1 - t)))
        case .reveal(let d):
            let o = offset(d)
            draw(new)
            draw(old, at: CGPoint(x: o.x * t, y: o.y * t))
        case .crossFade, .doorsOpen, .doorsClose, .doorway, .flip:
            // The doors, doorway and flips are drawn as a cross-fade.
            draw(old)
            draw(new, alpha: t)
        }
    }

    /// `showsPhysics`: each body's node frame outlined, as SpriteKit outlines the shapes.
    private func drawPhysics(_ scene: SKScene, in context: CGContext) {
        context.saveGState()
        context.concatenate(scene.viewTransform(for: bounds.size))
        context.setStrokeColor(UIColor(red: 0.3, green: 0.8, blue: 1, alpha: 0.9).cgColor)
        context.setLineWidth(1)
        for node in scene.descendants where node.physicsBody != nil {
            if let box = node.frameInRoot { context.stroke(box) }
        }
        context.restoreGState()
    }

    /// The frame rate and node count in the bottom right corner, as SpriteKit prints them.
    private func drawOverlay(in context: CGContext) {
        var lines: [String] = []
        if showsNodeCount { lines.append("nodes:\(drawnNodeCount)") }
        if showsDrawCount { lines.append("draws:\(drawnNodeCount)") }
        if showsFPS {
            // The typical interval between the last second's frames (a test's extra frames at odd
            // times do not count).
            let gaps = zip(frameTimes.dropFirst(), frameTimes).map { $0 - $1 }.sorted()
            let fps = gaps.isEmpty ? 0 : 1 / max(gaps[gaps.count / 2], 1e-9)
            lines.append(String(format: "%.1f fps", fps))
        }
        guard !lines.isEmpty else { return }
        let text = NSAttributedString(string: lines.joined(separator: " "),
                                      attributes: [.font: UIFont.systemFont(ofSize: 13), .foregroundColor: UIColor.white])
        let size = text.size()
        let box = CGRect(x: bounds.maxX - size.width - 8, y: bounds.maxY - size.height - 4, width: size.width + 8, height: size.height + 4)
        context.setFillColor(UIColor(white: 0, alpha: 0.3).cgColor)
        context.fill(box)
        text.draw(at: CGPoint(x: box.minX + 4, y: box.minY + 2))
    }

    /// The node and its descendants drawn into a texture the size of their accumulated frame.
    public func texture(from node: SKNode) -> SKTexture? {
        let box = node.calculateAccumulatedFrame()
        return texture(from: node, crop: box)
    }

    /// The node drawn into a texture of `crop` (in the node's parent's coordinates).
    public func texture(from node: SKNode, crop: CGRect) -> SKTexture? {
        guard crop.width > 0, crop.height > 0 else { return nil }
        let scale = window?.screen.scale ?? UIScreen.main.scale
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        let image = UIGraphicsImageRenderer(size: crop.size, format: format).image { ctx in
            let context = ctx.cgContext
            // Parent coordinates (y up) onto the image (y down).
            context.translateBy(x: -crop.minX, y: crop.maxY)
            context.scaleBy(x: 1, y: -1)
            context.concatenate(node.localTransform)
            var renderer = SceneRenderer(surfaceSize: crop.size, scale: scale)
            node.drawContent(in: context, alpha: node.alpha)
            renderer.drawChildren(of: node, in: context, alpha: node.alpha)
        }
        return image.cgImage.map { SKTexture(image: $0, scale: scale) }
    }
}
