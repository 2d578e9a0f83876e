import Foundation
import CoreGraphics
@_implementationOnly import CCairo

/// A particle system: its cells emit particles from `emitterPosition` over the `emitterShape`,
/// which fly, grow, spin and fade over their lifetimes, drawn by the compositor each frame. The
/// layer's `birthRate`, `lifetime`, `velocity`, `scale` and `spin` multiply every cell's. The
/// system is stepped on the device's frame clock with a generator seeded by `seed`, so a test sees
/// the same particles every run.
open class CAEmitterLayer: CALayer {
    private static let defaults: [String: AnimValue] = [
        "birthRate": .scalar(1), "lifetime": .scalar(1), "velocity": .scalar(1), "scale": .scalar(1), "spin": .scalar(1),
        "emitterPosition": .point(.zero), "emitterZPosition": .scalar(0), "emitterSize": .size(.zero), "emitterDepth": .scalar(0),
    ]
    override class var customAnimatableDefaults: [String: AnimValue] { defaults }

    open var emitterCells: [CAEmitterCell]? { didSet { keepTicking() } }
    open var emitterShape: CAEmitterLayerEmitterShape = .point
    open var emitterMode: CAEmitterLayerEmitterMode = .volume
    open var renderMode: CAEmitterLayerRenderMode = .unordered
    open var preservesDepth = false
    /// Seeds the random numbers the particles are made with.
    open var seed: UInt32 = 0 { didSet { random = EmitterRandom(seed: seed) } }

    /// Multiplies every cell's birth rate (0 stops new particles; those alive live on). Animatable.
    open var birthRate: Float {
        get { customFloat("birthRate") }
        set { setCustom("birthRate", float: newValue); keepTicking() }
    }
    open var lifetime: Float {
        get { customFloat("lifetime") }
        set { setCustom("lifetime", float: newValue) }
    }
    open var velocity: Float {
        get { customFloat("velocity") }
        set { setCustom("velocity", float: newValue) }
    }
    open var scale: Float {
        get { customFloat("scale") }
        set { setCustom("scale", float: newValue) }
    }
    open var spin: Float {
        get { customFloat("spin") }
        set { setCustom("spin", float: newValue) }
    }
    open var emitterPosition: CGPoint {
        get { state.customPoint("emitterPosition") ?? .zero }
        set { setCustom("emitterPosition", .point(newValue)) }
    }
    open var emitterZPosition: CGFloat {
        get { state.customScalar("emitterZPosition") ?? 0 }
        set { setCustom("emitterZPosition", .scalar(newValue)) }
    }
    open var emitterSize: CGSize {
        get { if case .size(let s)? = state.custom["emitterSize"] { return s }; return .zero }
        set { setCustom("emitterSize", .size(newValue)) }
    }
    open var emitterDepth: CGFloat {
        get { state.customScalar("emitterDepth") ?? 0 }
        set { setCustom("emitterDepth", .scalar(newValue)) }
    }

    // MARK: The simulation

    struct Particle {
        var x, y, vx, vy, ax, ay: CGFloat
        var age: Double, life: Double
        var scale, scaleSpeed, angle, spin: CGFloat
        var r, g, b, a, dr, dg, db, da: CGFloat
        /// The particle's cell: its place in the cells flattened, parents before children.
        let cell: Int
        /// For a particle whose cell has sub-cells: the births owed to each.
        var owed: [Double] = []
    }

    /// The particles alive, oldest first.
    private(set) var particles: [Particle] = []
    private var lastStep: CFTimeInterval?
    private var owed: [Double] = []
    private var random = EmitterRandom(seed: 0)
    /// The particles' images as drawn, turned, scaled and tinted.
    private let sprites = EmitterSprites()
    /// Where the particles are, with their images' reach (layer coordinates).
    private var particleExtent = CGRect.null

    /// How many particles are alive (what a test or a benchmark asks).
    package var particleCount: Int { particles.count }

    /// A particle as a test sees it.
    package struct ParticleState {
        public let position: CGPoint
        public let velocity: CGVector
        public let red, green, blue: CGFloat
        /// Its cell's name.
        public let cellName: String?
    }

    /// The particles alive, oldest first.
    package var particleStates: [ParticleState] {
        let cells = flattened(emitterCells ?? []).cells
        return particles.map { p in
            ParticleState(position: CGPoint(x: p.x, y: p.y), velocity: CGVector(dx: p.vx, dy: p.vy), red: p.r, green: p.g,
                          blue: p.b, cellName: p.cell < cells.count ? cells[p.cell].name : nil)
        }
    }

    override func advanceOwnMotion(to time: CFTimeInterval) -> Bool {
        let s = animationList.isEmpty ? state : presentationState(model: state, at: time)
        let cells = emitterCells ?? []
        guard let last = lastStep else {
            lastStep = time
            return !cells.isEmpty
        }
        var elapsed = time - last
        lastStep = time
        guard elapsed > 0 else { return !particles.isEmpty || emitting(s) }
        // Long gaps are stepped a frame at a time, so the result does not depend on how time was advanced.
        elapsed = min(elapsed, 5)
        var t = time - elapsed
        while elapsed > 1e-9 {
            let dt = min(elapsed, 1.0 / 60)
            step(dt, at: t, s, cells)
            t += dt
            elapsed -= dt
        }
        return !particles.isEmpty || emitting(s)
    }

    private func emitting(_ s: LayerState) -> Bool {
        (s.customScalar("birthRate") ?? 1) > 0 && (emitterCells ?? []).contains { $0.isEnabled && $0.birthRate > 0 }
    }

    /// The cells and their sub-cells, parents before children (particles name their cell by its
    /// place here), each one's sub-cells' places, and the layer's own cells' places.
    private func flattened(_ cells: [CAEmitterCell]) -> (cells: [CAEmitterCell], children: [[Int]], roots: [Int]) {
        var flat: [CAEmitterCell] = []
        var children: [[Int]] = []
        func add(_ cell: CAEmitterCell, depth: Int) -> Int {
            let i = flat.count
            flat.append(cell)
            children.append([])
            // (A cell that is its own descendant would emit for ever: eight levels are plenty.)
            if depth < 8 { children[i] = (cell.emitterCells ?? []).map { add($0, depth: depth + 1) } }
            return i
        }
        let roots = cells.map { add($0, depth: 0) }
        return (flat, children, roots)
    }

    private func step(_ dt: Double, at time: CFTimeInterval, _ s: LayerState, _ tree: [CAEmitterCell]) {
        let d = CGFloat(dt)
        let (cells, children, roots) = flattened(tree)
        // Age and move; particles whose cells have sub-cells emit those from where they are.
        var kept: [Particle] = []
        var offspring: [Particle] = []
        kept.reserveCapacity(particles.count)
        for var p in particles {
            p.age += dt
            guard p.age < p.life else { continue }
            p.vx += p.ax * d; p.vy += p.ay * d
            p.x += p.vx * d; p.y += p.vy * d
            p.scale = max(0, p.scale + p.scaleSpeed * d)
            p.angle += p.spin * d
            p.r += p.dr * d; p.g += p.dg * d; p.b += p.db * d; p.a += p.da * d
            if p.cell < children.count, !children[p.cell].isEmpty {
                emitSubcells(from: &p, children[p.cell], cells, dt, s, into: &offspring)
            }
            kept.append(p)
        }
        particles = kept + offspring
        // Births from the layer's own cells.
        if owed.count != roots.count { owed = Array(repeating: 0, count: roots.count) }
        let rate = Double(s.customScalar("birthRate") ?? 1)
        for (k, i) in roots.enumerated() where cells[i].isEnabled && cells[i].birthRate > 0 && rate > 0 {
            let cell = cells[i]
            let local = time - cell.beginTime
            if local < 0 || (cell.duration > 0 && local > cell.duration) { continue }
            owed[k] += Double(cell.birthRate) * rate * dt
            while owed[k] >= 1 {
                owed[k] -= 1
                particles.append(born(cell, index: i, s))
            }
        }
        // Where they reach, for damage.
        var box = CGRect.null
        for p in particles {
            let half = reach(of: p, cells)
            box = box.union(CGRect(x: p.x - half, y: p.y - half, width: 2 * half, height: 2 * half))
        }
        particleExtent = box
    }

    /// A particle as an emitter of its cell's sub-cells: each sub-cell's `beginTime` and `duration`
    /// count from the particle's birth, its births are per particle, and what it emits leaves from
    /// the particle, at angles from the particle's heading, with the particle's scale and colour.
    private func emitSubcells(from p: inout Particle, _ subs: [Int], _ cells: [CAEmitterCell], _ dt: Double,
                              _ s: LayerState, into out: inout [Particle]) {
        if p.owed.count != subs.count { p.owed = Array(repeating: 0, count: subs.count) }
        for (k, i) in subs.enumerated() {
            let sub = cells[i]
            guard sub.isEnabled, sub.birthRate > 0 else { continue }
            let local = p.age - sub.beginTime
            if local < 0 || (sub.duration > 0 && local > sub.duration) { continue }
            p.owed[k] += Double(sub.birthRate) * dt
            while p.owed[k] >= 1 {
                p.owed[k] -= 1
                var child = born(sub, index: i, s, at: CGPoint(x: p.x, y: p.y), heading: atan2(p.vy, p.vx))
                child.scale *= p.scale
                child.scaleSpeed *= p.scale
                child.r *= p.r; child.g *= p.g; child.b *= p.b; child.a *= min(1, max(0, p.a))
                out.append(child)
            }
        }
    }

    /// Half the diagonal of a particle's image as drawn: how far it can reach from its centre, turned.
    private func reach(of p: Particle, _ cells: [CAEmitterCell]) -> CGFloat {
        guard p.cell < cells.count, let image = cells[p.cell].contents as? CGImage else { return 1 }
        let cell = cells[p.cell]
        let w = CGFloat(image.width) * cell.contentsRect.width / max(cell.contentsScale, 0.01)
        let h = CGFloat(image.height) * cell.contentsRect.height / max(cell.contentsScale, 0.01)
        return hypot(w, h) / 2 * p.scale + 1
    }

    /// A new particle of `cell`: on the emitter's shape, or at a parent particle's place (its angle
    /// then counted from the parent's heading).
    private func born(_ cell: CAEmitterCell, index: Int, _ s: LayerState, at place: CGPoint? = nil, heading: CGFloat = 0) -> Particle {
        func spread(_ range: CGFloat) -> CGFloat { range * CGFloat(random.next() * 2 - 1) }
        let at: CGPoint
        if let place {
            at = place
        } else {
            let origin = s.customPoint("emitterPosition") ?? .zero
            var size = CGSize.zero
            if case .size(let v)? = s.custom["emitterSize"] { size = v }
            at = birthplace(origin, size)
        }
        let angle = heading + cell.emissionLongitude + cell.emissionRange * CGFloat(random.next() - 0.5)
        let speed = (cell.velocity + spread(cell.velocityRange)) * (s.customScalar("velocity") ?? 1)
        let life = max(0, Double(cell.lifetime + Float(spread(CGFloat(cell.lifetimeRange)))) * Double(s.customScalar("lifetime") ?? 1))
        let c = (cell.color ?? CGColor(red: 1, green: 1, blue: 1, alpha: 1)).rgba
        let layerScale = s.customScalar("scale") ?? 1
        return Particle(x: at.x, y: at.y, vx: speed * cos(angle), vy: speed * sin(angle),
                        ax: cell.xAcceleration, ay: cell.yAcceleration, age: 0, life: life,
                        scale: max(0, (cell.scale + spread(cell.scaleRange)) * layerScale), scaleSpeed: cell.scaleSpeed * layerScale,
                        angle: 0, spin: (cell.spin + spread(cell.spinRange)) * (s.customScalar("spin") ?? 1),
                        r: c.r + spread(CGFloat(cell.redRange)), g: c.g + spread(CGFloat(cell.greenRange)),
                        b: c.b + spread(CGFloat(cell.blueRange)), a: c.a + spread(CGFloat(cell.alphaRange)),
                        dr: CGFloat(cell.redSpeed), dg: CGFloat(cell.greenSpeed), db: CGFloat(cell.blueSpeed),
                        da: CGFloat(cell.alphaSpeed), cell: index)
    }

    /// Where on the emitter's shape a particle is born, as the mode says.
    private func birthplace(_ o: CGPoint, _ size: CGSize) -> CGPoint {
        let u = CGFloat(random.next()), v = CGFloat(random.next())
        switch emitterShape {
        case .line:
            return CGPoint(x: o.x + (u - 0.5) * size.width, y: o.y)
        case .rectangle, .cuboid:
            if emitterMode == .outline {
                // A point on the perimeter, uniformly by length.
                let w = size.width, h = size.height, along = u * 2 * (w + h)
                let x0 = o.x - w / 2, y0 = o.y - h / 2
                if along < w { return CGPoint(x: x0 + along, y: y0) }
                if along < w + h { return CGPoint(x: x0 + w, y: y0 + along - w) }
                if along < 2 * w + h { return CGPoint(x: x0 + w - (along - w - h), y: y0 + h) }
                return CGPoint(x: x0, y: y0 + h - (along - 2 * w - h))
            }
            return CGPoint(x: o.x + (u - 0.5) * size.width, y: o.y + (v - 0.5) * size.height)
        case .circle, .sphere:
            let radius = size.width / 2, a = u * 2 * .pi
            let r = emitterMode == .outline ? radius : radius * v.squareRoot()
            return CGPoint(x: o.x + r * cos(a), y: o.y + r * sin(a))
        default:
            return o
        }
    }

    // MARK: Drawing

    override func vectorContentExtent(_ s: LayerState) -> CGRect? { particleExtent.isNull ? nil : particleExtent }

    package override var opaqueBackingStore: Bool { false }
    override func drawVectorContent(_ s: LayerState, in cr: OpaquePointer) {
        // Each cell's image, the part of it shown and its points an image pixel, looked up once.
        let looks = flattened(emitterCells ?? []).cells.map { cell -> (image: CGImage, source: CGRect, whole: Bool, points: CGFloat)? in
            guard let image = cell.contents as? CGImage else { return nil }
            let iw = CGFloat(image.width), ih = CGFloat(image.height), part = cell.contentsRect
            return (image, CGRect(x: part.minX * iw, y: part.minY * ih, width: part.width * iw, height: part.height * ih),
                    part == CGRect(x: 0, y: 0, width: 1, height: 1), 1 / max(cell.contentsScale, 0.01))
        }
        if renderMode == .additive { cairo_set_operator(cr, CAIRO_OPERATOR_ADD) }
        // Upright and evenly scaled (as a layer on screen is), particles are placed as sprites.
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let upright = m.xy == 0 && m.yx == 0 && m.xx > 0 && abs(m.xx - m.yy) < 1e-9
        if upright { sprites.begin(cr, additive: renderMode == .additive) }
        defer { sprites.end() }
        let backwards = renderMode == .oldestLast
        particles.withUnsafeBufferPointer { all in
            for n in all.indices {
                let i = backwards ? all.count - 1 - n : n
                guard all[i].cell < looks.count, let look = looks[all[i].cell], all[i].scale > 0 else { continue }
                let alpha = min(1, max(0, all[i].a))
                guard alpha > 0 else { continue }
                let k = all[i].scale * look.points
                if upright, sprites.draw(look.image, source: look.source, x: m.xx * Double(all[i].x) + m.x0,
                                         y: m.yy * Double(all[i].y) + m.y0, pixelScale: k * CGFloat(m.xx),
                                         angle: all[i].angle, r: all[i].r, g: all[i].g, b: all[i].b, alpha: alpha, in: cr) {
                    continue
                }
                drawDirectly(all[i], look.image, look.source, whole: look.whole, scale: k, alpha: alpha, in: cr)
            }
        }
        if lastStep == nil || emitting(s) || !particles.isEmpty { keepTicking() }
    }

    /// A particle too large for a sprite, or on a turned or stretched layer: its image drawn
    /// through Cairo's transform, its colour through the image's alpha.
    private func drawDirectly(_ p: Particle, _ image: CGImage, _ src: CGRect, whole: Bool, scale k: CGFloat,
                              alpha: CGFloat, in cr: OpaquePointer) {
        cairo_save(cr)
        cairo_translate(cr, Double(p.x), Double(p.y))
        cairo_rotate(cr, Double(p.angle))
        cairo_scale(cr, Double(k), Double(k))
        cairo_translate(cr, -Double(src.midX), -Double(src.midY))
        // Only part of the image: clipped to it (the whole image needs no clip: the surface
        // pattern ends at its edges, and a clip per particle costs more than the drawing).
        if !whole {
            cairo_rectangle(cr, Double(src.minX), Double(src.minY), Double(src.width), Double(src.height))
            cairo_clip(cr)
        }
        let r = min(1, max(0, p.r)), g = min(1, max(0, p.g)), b = min(1, max(0, p.b))
        if r >= 1 && g >= 1 && b >= 1 {
            cairo_set_source_surface(cr, image.cairoSurface, 0, 0)
            cairo_paint_with_alpha(cr, Double(alpha))
        } else {
            cairo_set_source_rgba(cr, Double(r), Double(g), Double(b), Double(alpha))
            cairo_mask_surface(cr, image.cairoSurface, 0, 0)
        }
        cairo_restore(cr)
    }
}

/// The emitter's random numbers, seeded, so each run emits the same particles.
struct EmitterRandom {
    private var generator: SplitMix64
    init(seed: UInt32) { generator = SplitMix64(state: UInt64(seed) &+ 0x9E37_79B9_7F4A_7C15) }

    /// A number in 0..<1.
    mutating func next() -> Double { Double(generator.next() >> 11) / Double(1 << 53) }
}
