import Foundation

/// An emitter's keys, as Xcode's particle editor writes them (inline reals, `{x, y}` strings,
/// keyframe sequences of NSColors or numbers), for emitter files and emitters inside scenes.
extension SceneFileDecoder {
    @MainActor func fillEmitter(_ e: SKEmitterNode, _ o: ArchivedObject) {
        if let t = try? o.object("_particleTexture") { e.particleTexture = texture(t) }
        if let v = o.cgFloat("_birthrate") { e.particleBirthRate = v }
        if let v = o.int("_numParticlesToEmit") { e.numParticlesToEmit = max(0, v) }
        if let v = o.cgFloat("_lifetime") { e.particleLifetime = v }
        if let v = o.cgFloat("_lifetimeVariance") { e.particleLifetimeRange = v }
        if let p = o.point("_startPosition") { e.particlePosition = p }
        if let p = o.point("_startPositionVariance") { e.particlePositionRange = CGVector(dx: p.x, dy: p.y) }
        if let v = o.cgFloat("_startZPosition") { e.particleZPosition = v }
        if let v = o.cgFloat("_startZPositionVariance") { e.zPositionRange = v }
        if let v = o.cgFloat("_zPositionSpeed") { e.zPositionSpeed = v }
        if let v = o.cgFloat("_emissionAngle") { e.emissionAngle = v }
        if let v = o.cgFloat("_emissionAngleVariance") { e.emissionAngleRange = v }
        if let v = o.cgFloat("_startSpeed") { e.particleSpeed = v }
        if let v = o.cgFloat("_startSpeedVariance") { e.particleSpeedRange = v }
        if let a = o.point("_acceleration") {
            e.xAcceleration = a.x
            e.yAcceleration = a.y
        }
        if let v = o.cgFloat("_startOpacity") { e.particleAlpha = v }
        if let v = o.cgFloat("_startOpacityVariance") { e.particleAlphaRange = v }
        if let v = o.cgFloat("_opacitySpeed") { e.particleAlphaSpeed = v }
        if let v = o.cgFloat("_startScale") { e.particleScale = v }
        if let v = o.cgFloat("_startScaleVariance") { e.particleScaleRange = v }
        if let v = o.cgFloat("_scaleSpeed") { e.particleScaleSpeed = v }
        if let v = o.cgFloat("_startRotation") { e.particleRotation = v }
        if let v = o.cgFloat("_startRotationVariance") { e.particleRotationRange = v }
        if let v = o.cgFloat("_rotationSpeed") { e.particleRotationSpeed = v }
        if let s = o.size("_startSize") ?? o.point("_startSize").map({ CGSize(width: $0.x, height: $0.y) }) { e.particleSize = s }
        if let r = o.cgFloat("_startColorR"), let g = o.cgFloat("_startColorG"), let b = o.cgFloat("_startColorB") {
            e.particleColor = UIColor(red: r, green: g, blue: b, alpha: o.cgFloat("_startColorA") ?? 1)
        }
        if let v = o.cgFloat("_startColorVarianceR") { e.particleColorRedRange = v }
        if let v = o.cgFloat("_startColorVarianceG") { e.particleColorGreenRange = v }
        if let v = o.cgFloat("_startColorVarianceB") { e.particleColorBlueRange = v }
        if let v = o.cgFloat("_startColorVarianceA") { e.particleColorAlphaRange = v }
        if let v = o.cgFloat("_colorSpeedR") { e.particleColorRedSpeed = v }
        if let v = o.cgFloat("_colorSpeedG") { e.particleColorGreenSpeed = v }
        if let v = o.cgFloat("_colorSpeedB") { e.particleColorBlueSpeed = v }
        if let v = o.cgFloat("_colorSpeedA") { e.particleColorAlphaSpeed = v }
        if let v = o.cgFloat("_startColorMix") { e.particleColorBlendFactor = v }
        if let v = o.cgFloat("_startColorBlendVariance") { e.particleColorBlendFactorRange = v }
        if let v = o.cgFloat("_colorBlendSpeed") { e.particleColorBlendFactorSpeed = v }
        if let v = o.int("_particleBlendMode").flatMap(SKBlendMode.init(rawValue:)) { e.particleBlendMode = v }
        if let v = o.mask("_fieldBitMask") { e.fieldBitMask = v }
        e.particleColorSequence = sequence(o, "_particleColorSequence")
        e.particleAlphaSequence = sequence(o, "_particleAlphaSequence")
        e.particleScaleSequence = sequence(o, "_particleScaleSequence")
        e.particleColorBlendFactorSequence = sequence(o, "_particleColorBlendFactorSequence")
        e.particleRotationSequence = sequence(o, "_particleRotationSequence")
    }

    /// A keyframe sequence: its values (colours or numbers), times and modes.
    @MainActor private func sequence(_ o: ArchivedObject, _ key: String) -> SKKeyframeSequence? {
        guard let s = try? o.object(key) else { return nil }
        do {
            var values: [Any] = []
            let refs = try s.object("_values")?.fields["NS.objects"] as? [Any] ?? []
            for ref in refs {
                guard let value = try archive.resolve(ref) else { continue }
                if value is [AnyHashable: Any] {
                    // An NSColor archive.
                    if let color = try archive.object(ref, what: "a keyframe of \(key)")?.color() { values.append(color) }
                } else {
                    values.append(value)
                }
            }
            let times = try s.array("_times").compactMap { $0 as? NSNumber }
            let resolved = values
            let sequence = SKKeyframeSequence(keyframeValues: resolved, times: times)
            if let m = s.int("_interpolationMode").flatMap(SKInterpolationMode.init(rawValue:)) { sequence.interpolationMode = m }
            if let m = s.int("_repeatMode").flatMap(SKRepeatMode.init(rawValue:)) { sequence.repeatMode = m }
            return sequence
        } catch {
            spriteLog.error("\(file): the emitter's \(key): \(error)")
            return nil
        }
    }
}
