import Foundation
import CoreGraphics
@_implementationOnly import CCairo

/// An emitter's particles as ready-made sprites: a cell's image turned, scaled and tinted once
/// into a small surface of device pixels, then copied to each particle's place. Drawing each
/// particle through a turned, scaled pattern (and a mask for its colour) costs pixman a
/// transformed bilinear composite per particle, most of an emitter's frame; a sprite is placed
/// with a translation only. Angles and sizes are rounded so finely that no pixel of a sprite
/// moves by more than a quarter of a pixel. The tint multiplies the image's colours, as Core
/// Animation multiplies a cell's `color` with its contents.
final class EmitterSprites {
    private struct Key: Hashable {
        /// Held, so an image is not freed (and its identity reused) while its sprites are kept.
        let image: CGImage
        let rect: CGRect
        /// The sprite's longest side, in quarter pixels.
        let size: Int
        /// The turn, in `steps` per revolution.
        let angle: Int
        let steps: Int
        /// Where the centre falls in its pixel, in halves across and down (0...3).
        let phase: Int
        /// The tint, 8 bits a channel.
        let tint: UInt32
    }

    /// A sprite: its surface (nil when nothing of it shows) and where its top left corner is
    /// from the pixel its centre falls in.
    struct Sprite {
        let surface: OpaquePointer?
        /// The same pixels for pixman.
        let image: OpaquePointer?
        let left: Int, top: Int
    }

    private var sprites: [Key: Sprite] = [:]
    private var bytes = 0
    /// Past this many bytes of sprites the cache starts again (particles whose colours change
    /// every frame would otherwise grow it without end).
    private let budget = 8 << 20
    /// The largest sprite side kept: larger particles are few, and drawn directly.
    private let largestSide = 160.0

    deinit {
        clear()
        for f in fades.values { pixman_image_unref(f) }
    }

    private func clear() {
        for s in sprites.values {
            s.image.map { _ = pixman_image_unref($0) }
            s.surface.map(cairo_surface_destroy)
        }
        sprites.removeAll()
        bytes = 0
    }

    /// Draws the part `source` (in image pixels) of `image` centred at (`x`, `y`) in device
    /// pixels, scaled by `pixelScale` device pixels an image pixel, turned by `angle`, tinted by
    /// (`r`, `g`, `b`) and faded by `alpha`; false when the sprite would be too large to keep and
    /// the particle is for the caller to draw.
    func draw(_ image: CGImage, source: CGRect, x: Double, y: Double, pixelScale: CGFloat, angle: CGFloat,
              r: CGFloat, g: CGFloat, b: CGFloat, alpha: CGFloat, in cr: OpaquePointer) -> Bool {
        let longest = max(source.width, source.height)
        guard longest > 0, pixelScale > 0, abs(x) < 1e9, abs(y) < 1e9, abs(angle) < 1e9 else { return false }
        let quarters = max(1, Int((longest * pixelScale * 4).rounded()))
        let scale = Double(quarters) / 4 / Double(longest)
        let diagonal = Double((source.width * source.width + source.height * source.height).squareRoot()) * scale
        let side = Int(diagonal.rounded(.up)) + 3
        guard Double(side) <= largestSide else { return false }
        // A step of the turn moves the sprite's corners by a quarter pixel at most.
        let steps = max(8, Int((2 * Double.pi * diagonal / 2 / 0.25).rounded(.up)))
        let turns = Int((Double(angle) / (2 * .pi) * Double(steps)).rounded()) % steps
        let step = turns < 0 ? turns + steps : turns
        // The centre to the nearest half pixel: a quarter pixel off at most, as the turn.
        let hx = (x * 2).rounded(.down), hy = (y * 2).rounded(.down)
        let phase = Int(hx) & 1 + 2 * (Int(hy) & 1)
        func byte(_ v: CGFloat) -> UInt32 { UInt32((min(1, max(0, v)) * 255).rounded()) }
        let tint = byte(r) << 16 | byte(g) << 8 | byte(b)
        let key = Key(image: image, rect: source, size: quarters, angle: step, steps: steps, phase: phase, tint: tint)
        let sprite: Sprite
        if let s = sprites[key] {
            sprite = s
        } else {
            if bytes > budget { clear() }
            sprite = render(image, source: source, scale: scale, side: side,
                            angle: 2 * .pi * Double(step) / Double(steps), phase: phase, tint: tint)
            sprites[key] = sprite
            bytes += side * side * 4
        }
        guard let surface = sprite.surface else { return true }
        let left = Int(hx) >> 1 + sprite.left, top = Int(hy) >> 1 + sprite.top
        if let target, let image = sprite.image {
            let fade = alpha >= 1 ? nil : self.fade(alpha)
            pixman_image_composite32(adds ? PIXMAN_OP_ADD : PIXMAN_OP_OVER, image, fade, target, 0, 0, 0, 0, Int32(left + originX), Int32(top + originY),
                                     cairo_image_surface_get_width(surface), cairo_image_surface_get_height(surface))
            return true
        }
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, surface, Double(left), Double(top))
        if alpha >= 1 { cairo_paint(cr) } else { cairo_paint_with_alpha(cr, Double(alpha)) }
        cairo_restore(cr)
        return true
    }

    // MARK: Straight into the pixels

    /// The pixels drawn into between `begin` and `end`, when they can be reached: Cairo's work
    /// round each small composite (its pattern, clip and operator set up again for every
    /// particle) costs more than the pixels.
    private var target: OpaquePointer?
    private var targetSurface: OpaquePointer?
    private var originX = 0, originY = 0
    /// Over, or add for additive cells (a `Bool`: no C type may be stored, see Package.swift).
    private var adds = false
    /// Solid images fading a sprite, by 8-bit alpha.
    private var fades: [Int: OpaquePointer] = [:]

    private func fade(_ alpha: CGFloat) -> OpaquePointer? {
        let level = Int((max(0, alpha) * 255).rounded())
        if let f = fades[level] { return f }
        var colour = pixman_color_t(red: 0, green: 0, blue: 0, alpha: UInt16(level * 257))
        let f = pixman_image_create_solid_fill(&colour)
        fades[level] = f
        return f
    }

    /// Readies drawing straight into `cr`'s target: when it is an ARGB32 image and its clip
    /// is whole pixels, sprites are composited by pixman within the clip; otherwise through Cairo.
    func begin(_ cr: OpaquePointer, additive: Bool) {
        adds = additive
        cairo_save(cr)
        cairo_identity_matrix(cr)
        let found = Compositor.imageTargetClip(cr)
        cairo_restore(cr)
        guard let (surface, ox, oy, clip) = found else { return }
        var sx = 1.0, sy = 1.0
        cairo_surface_get_device_scale(surface, &sx, &sy)
        guard sx == 1, sy == 1, ox == ox.rounded(), oy == oy.rounded() else { return }
        var boxes: [pixman_box32_t] = []
        for r in clip {
            let x0 = Double(r.minX) + ox, y0 = Double(r.minY) + oy, x1 = Double(r.maxX) + ox, y1 = Double(r.maxY) + oy
            // A clip through pixels: Cairo blends those edges, pixman cannot.
            guard [x0, y0, x1, y1].allSatisfy({ $0 == $0.rounded() && abs($0) < 1e9 }) else { return }
            boxes.append(pixman_box32_t(x1: Int32(x0), y1: Int32(y0), x2: Int32(x1), y2: Int32(y1)))
        }
        guard let image = Compositor.pixmanImage(surface) else { return }
        var region = pixman_region32_t()
        pixman_region32_init_rects(&region, boxes, Int32(boxes.count))
        pixman_image_set_clip_region32(image, &region)
        pixman_region32_fini(&region)
        cairo_surface_flush(surface)
        target = image
        targetSurface = surface
        originX = Int(ox)
        originY = Int(oy)
    }

    /// Ends drawing straight into the pixels, telling Cairo they changed.
    func end() {
        guard let target, let targetSurface else { return }
        pixman_image_unref(target)
        cairo_surface_mark_dirty(targetSurface)
        self.target = nil
        self.targetSurface = nil
    }

    private func render(_ image: CGImage, source: CGRect, scale: Double, side: Int, angle: Double,
                        phase: Int, tint: UInt32) -> Sprite {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(side), Int32(side))!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        let centre = side / 2
        cairo_translate(cr, Double(centre) + Double(phase % 2) / 2, Double(centre) + Double(phase / 2) / 2)
        cairo_rotate(cr, angle)
        cairo_scale(cr, scale, scale)
        cairo_translate(cr, -Double(source.midX), -Double(source.midY))
        cairo_rectangle(cr, Double(source.minX), Double(source.minY), Double(source.width), Double(source.height))
        cairo_clip(cr)
        cairo_set_source_surface(cr, image.cairoSurface, 0, 0)
        cairo_paint(cr)
        cairo_destroy(cr)
        if tint != 0xFF_FFFF { multiply(surface, by: tint) }
        return trimmed(surface, centre: centre)
    }

    /// The part of a sprite that shows: a turned square's corners and a round image's margin
    /// would otherwise be composited, transparent, for every particle.
    private func trimmed(_ surface: OpaquePointer, centre: Int) -> Sprite {
        cairo_surface_flush(surface)
        let data = cairo_image_surface_get_data(surface)!
        let stride = Int(cairo_image_surface_get_stride(surface))
        let side = Int(cairo_image_surface_get_width(surface))
        var x0 = side, y0 = side, x1 = -1, y1 = -1
        for y in 0..<side {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<side where row[x] != 0 {
                x0 = min(x0, x); x1 = max(x1, x); y0 = min(y0, y); y1 = y
            }
        }
        guard x1 >= 0 else { return Sprite(surface: nil, image: nil, left: 0, top: 0) }
        let w = x1 - x0 + 1, h = y1 - y0 + 1
        let out = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h))!
        let outData = cairo_image_surface_get_data(out)!
        let outStride = Int(cairo_image_surface_get_stride(out))
        for y in 0..<h {
            memcpy(outData + y * outStride, data + (y0 + y) * stride + x0 * 4, w * 4)
        }
        cairo_surface_mark_dirty(out)
        return Sprite(surface: out, image: Compositor.pixmanImage(out), left: x0 - centre, top: y0 - centre)
    }

    /// Multiplies each pixel's colour (premultiplied, so alpha is kept) by the tint.
    private func multiply(_ surface: OpaquePointer, by tint: UInt32) {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        let tr = tint >> 16 & 0xFF, tg = tint >> 8 & 0xFF, tb = tint & 0xFF
        for y in 0..<h {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<w where row[x] != 0 {
                let p = row[x]
                let r = ((p >> 16 & 0xFF) * tr + 127) / 255, g = ((p >> 8 & 0xFF) * tg + 127) / 255
                let b = ((p & 0xFF) * tb + 127) / 255
                row[x] = p & 0xFF00_0000 | r << 16 | g << 8 | b
            }
        }
        cairo_surface_mark_dirty(surface)
    }
}
