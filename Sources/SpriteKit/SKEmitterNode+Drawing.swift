import Foundation

/// Drawing particles: each a quad of its size × scale, turned, at its alpha, its texture tinted by
/// its colour and blend factor (a colour rectangle without a texture). Tinted textures are kept by
/// colour rounded to 1/64, so a thousand particles share a handful of images.
extension SKEmitterNode {
    struct TintKey: Hashable {
        let image: ObjectIdentifier
        let r: Int, g: Int, b: Int
    }

    /// Kept tinted images at most; the cache starts again beyond.
    private static var tintCacheLimit: Int { 256 }

    func drawParticles(in context: CGContext, alpha nodeAlpha: CGFloat) {
        guard !particles.isEmpty, nodeAlpha > 0 else { return }
        context.saveGState()
        // Particles that live in a target node's coordinates are drawn from there.
        if let space = particleSpace, space !== self, space.root === root {
            context.concatenate(transform(from: space, to: self))
        }
        let count = particles.count
        for k in 0..<count {
            let p = particles[particleRenderOrder == .oldestLast ? count - 1 - k : k]
            draw(snapshot(of: p), texture: p.actor?.texture ?? particleTexture, alpha: nodeAlpha, in: context)
        }
        context.restoreGState()
    }

    private func draw(_ s: ParticleSnapshot, texture: SKTexture?, alpha nodeAlpha: CGFloat, in context: CGContext) {
        let w = s.size.width * s.scale, h = s.size.height * s.scale
        guard w > 0.01, h > 0.01, s.alpha > 0 else { return }
        let rect = CGRect(x: -w / 2, y: -h / 2, width: w, height: h)
        context.saveGState()
        context.translateBy(x: s.position.x, y: s.position.y)
        if s.rotation != 0 { context.rotate(by: s.rotation) }
        if let texture {
            // The colour's alpha fades the particle as far as the colour is blended in.
            let fade = 1 + (s.color.a - 1) * s.colorBlendFactor
            context.setAlpha(nodeAlpha * s.alpha * max(0, fade))
            context.interpolationQuality = texture.filteringMode == .nearest ? .none : .default
            context.draw(tinted(texture.drawnImage, s.color, s.colorBlendFactor), in: rect)
        } else {
            context.setAlpha(nodeAlpha * s.alpha)
            context.setFillColor(s.color.uiColor.cgColor)
            context.fill(rect)
        }
        context.restoreGState()
    }

    /// The image with each channel multiplied by the colour mixed with white by `factor`.
    private func tinted(_ image: CGImage, _ color: RGBAColor, _ factor: CGFloat) -> CGImage {
        func step(_ c: CGFloat) -> Int { Int(((1 + (c - 1) * factor) * 64).rounded()) }
        let key = TintKey(image: ObjectIdentifier(image), r: step(color.r), g: step(color.g), b: step(color.b))
        if key.r == 64, key.g == 64, key.b == 64 { return image }
        if let known = tintCache[key], known.source === image { return known.image }
        if tintCache.count >= Self.tintCacheLimit { tintCache.removeAll() }
        let made = image.tinted(RGBAColor(r: CGFloat(key.r) / 64, g: CGFloat(key.g) / 64, b: CGFloat(key.b) / 64, a: 1), factor: 1)
        tintCache[key] = (image, made)
        return made
    }
}
