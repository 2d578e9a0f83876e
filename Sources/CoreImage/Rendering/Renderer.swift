import Foundation

/// Renders a recipe (`ImageNode`s) into rasters of working-space pixels, asking each node only
/// for the rectangle its output needs (a blur its input grown by three sigmas, a transform the
/// source of its pixels). A run of colour filters is applied row by row to one raster; a node that
/// two others use (an unsharp mask's input, under its blur too) is rendered once and kept for the
/// render.
final class Renderer {
    /// How many nodes of the recipe use each node.
    private var uses: [ObjectIdentifier: Int] = [:]
    /// The shared nodes rendered so far.
    private var kept: [ObjectIdentifier: Raster] = [:]

    init(_ root: ImageNode) { count(root) }

    private func count(_ node: ImageNode) {
        let id = ObjectIdentifier(node)
        uses[id, default: 0] += 1
        if uses[id] == 1 { node.inputs.forEach(count) }
    }

    private func isShared(_ node: ImageNode) -> Bool { uses[ObjectIdentifier(node), default: 0] > 1 }

    /// A new raster covering `rect`, holding `node`'s pixels there.
    func render(_ node: ImageNode, _ rect: PixelRect) -> Raster {
        let raster = Raster(rect: rect)
        draw(node, into: raster)
        return raster
    }

    /// Writes `node`'s pixels into a clear `raster`; outside the node's extent it stays clear.
    func draw(_ node: ImageNode, into raster: Raster) {
        let area = raster.rect.intersection(node.extent)
        guard !area.isEmpty else { return }
        guard isShared(node) else { return drawOnce(node, into: raster, area) }
        let id = ObjectIdentifier(node)
        if let kept = kept[id], kept.rect.contains(area) { return raster.copy(from: kept) }
        let own = Raster(rect: area)
        drawOnce(node, into: own, area)
        kept[id] = own
        raster.copy(from: own)
    }

    private func drawOnce(_ node: ImageNode, into raster: Raster, _ area: PixelRect) {
        switch node.kind {
        case .empty:
            break
        case .bitmap(let image):
            raster.fill(from: image, at: (0, 0))
        case .generator(let make):
            raster.forEachRow(in: area) { row, count, x, y in make(row, count, x, y) }
        case .pointwise:
            drawPointwise(node, into: raster, area)
        case .crop(let input, let rect):
            let keep = PixelRect(centresIn: rect)
            if keep.contains(raster.rect) { return draw(input, into: raster) }
            raster.copy(from: render(input, area.intersection(keep)))
        case .translation(let input, let dx, let dy):
            draw(input, into: Raster(raster, shiftedBy: dx, dy))
        case .transform(let input, let t, let resampling):
            drawTransformed(input, t, resampling, into: raster, area)
        case .clamp(let input, let edge):
            drawClamped(input, to: edge, into: raster, area)
        case .gaussianBlur(let input, let sigma):
            let source = render(input, need(input, area, reach: Int((3 * sigma).rounded(.up))))
            FloatBlur.gaussian(source, sigma: sigma)
            raster.copy(from: source)
        case .boxBlur(let input, let radius):
            let source = render(input, need(input, area, reach: radius))
            FloatBlur.box(source, radius: radius)
            raster.copy(from: source)
        case .blend(let top, let bottom, let operation):
            draw(bottom, into: raster)
            let over = operation.isBounded ? area.intersection(top.extent) : raster.rect
            guard !over.isEmpty else { return }
            Pixman.composite(render(top, over), onto: raster, operation)
        case .combination(let first, let second, let combine):
            let other = render(second, area)
            draw(first, into: raster)
            raster.forEachRow(in: area) { row, count, x, y in combine(row, other.row(atY: y) + (x - other.rect.x), count) }
        case .sampling(let input, let reach, let source):
            let from = render(input, area.outset(by: reach).intersection(input.extent))
            raster.forEachRow(in: area) { row, count, x0, y in
                for i in 0..<count {
                    let (sx, sy) = source(x0 + i, y)
                    let r = from.rect
                    row[i] = sx >= r.x && sx < r.maxX && sy >= r.y && sy < r.maxY ? from.row(atY: sy)[sx - r.x] : .zero
                }
            }
        case .sampler(let input, _):
            draw(input, into: raster)
        }
    }

    /// What a blur of `reach` pixels needs of its input for `area`: the area grown by the reach,
    /// within the input's extent grown by a pixel (the clear pixel the edges continue beyond it).
    private func need(_ input: ImageNode, _ area: PixelRect, reach: Int) -> PixelRect {
        area.outset(by: reach + 1).intersection(PixelRect(covering: input.extent).outset(by: reach + 1))
    }

    /// A run of colour filters: the first non-colour input drawn, then every filter applied to
    /// each row in turn while it is in the cache.
    private func drawPointwise(_ node: ImageNode, into raster: Raster, _ area: PixelRect) {
        var operations: [RowOperation] = []
        var base = node
        while case .pointwise(let input, let operation) = base.kind, base === node || !isShared(base) {
            operations.append(operation)
            base = input
        }
        draw(base, into: raster)
        operations.reverse()
        raster.forEachRow(in: area) { row, count, x, y in
            for operation in operations { operation(row, count, x, y) }
        }
    }

    /// The input's edge pixels continued outwards: each pixel takes the nearest one of `edge`.
    private func drawClamped(_ input: ImageNode, to edge: PixelRect, into raster: Raster, _ area: PixelRect) {
        guard !edge.isEmpty else { return }
        func clamp(_ v: Int, _ lo: Int, _ hi: Int) -> Int { min(max(v, lo), hi) }
        let minX = clamp(area.x, edge.x, edge.maxX - 1), minY = clamp(area.y, edge.y, edge.maxY - 1)
        let maxX = clamp(area.maxX, edge.x + 1, edge.maxX), maxY = clamp(area.maxY, edge.y + 1, edge.maxY)
        let from = render(input, PixelRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY))
        let r = from.rect
        raster.forEachRow(in: area) { row, count, x0, y in
            let src = from.row(atY: clamp(y, r.y, r.maxY - 1))
            for i in 0..<count { row[i] = src[clamp(x0 + i, r.x, r.maxX - 1) - r.x] }
        }
    }

    /// An affine transform: whole-pixel moves shift the input; anything else is resampled by pixman.
    private func drawTransformed(_ input: ImageNode, _ t: CGAffineTransform, _ resampling: Resampling,
                                 into raster: Raster, _ area: PixelRect) {
        if t.a == 1, t.b == 0, t.c == 0, t.d == 1, t.tx == t.tx.rounded(), t.ty == t.ty.rounded() {
            return draw(input, into: Raster(raster, shiftedBy: Int(t.tx), Int(t.ty)))
        }
        var mode = resampling
        if case .sampler(_, let asked) = input.kind { mode = asked }
        let inverse = t.inverted()
        // Source pixels per output pixel, for the filter's reach when scaling down.
        let shrink = max(1, (inverse.a * inverse.a + inverse.b * inverse.b).squareRoot(),
                         (inverse.c * inverse.c + inverse.d * inverse.d).squareRoot())
        let reach = Int((mode == .lanczos ? 3 * shrink : shrink).rounded(.up)) + 1
        let needed = PixelRect(covering: area.cgRect.applying(inverse)).outset(by: reach)
            .intersection(PixelRect(covering: input.extent).outset(by: 1))
        guard !needed.isEmpty else { return }
        Pixman.transform(render(input, needed), by: t, mode, scale: shrink, into: raster, area)
    }
}

extension PixelRect {
    /// The pixels whose centres lie in `rect`.
    init(centresIn rect: CGRect) {
        guard !rect.isInfinite, !rect.isNull else { self.init(covering: rect); return }
        let minX = Int((rect.minX - 0.5).rounded(.up)), minY = Int((rect.minY - 0.5).rounded(.up))
        let centres = PixelRect(x: minX, y: minY, width: Int((rect.maxX - 0.5).rounded(.up)) - minX,
                                height: Int((rect.maxY - 0.5).rounded(.up)) - minY)
        self = centres.intersection(PixelRect(covering: rect))
    }
}
