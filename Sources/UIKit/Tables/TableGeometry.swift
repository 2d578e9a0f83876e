import Foundation

/// The heights of one section's rows: a uniform height plus per-row differences, with prefix sums in a
/// Fenwick tree, so that a million rows cost two arrays at most and any row's offset is O(log n).
/// Rows are "measured" once their real height is known; until then they count at the estimate.
struct RowHeights {
    private(set) var count: Int
    let uniform: CGFloat
    private var deltas: [CGFloat] = []
    private var tree: [CGFloat] = []
    private var measured: [Bool] = []

    init(count: Int, uniform: CGFloat) {
        self.count = max(0, count)
        self.uniform = uniform
    }

    func height(_ i: Int) -> CGFloat { uniform + (deltas.isEmpty ? 0 : deltas[i]) }

    func isMeasured(_ i: Int) -> Bool { !measured.isEmpty && measured[i] }

    mutating func setHeight(_ i: Int, _ h: CGFloat, measured isReal: Bool = true) {
        guard i >= 0, i < count else { return }
        if isReal {
            if measured.isEmpty { measured = Array(repeating: false, count: count) }
            measured[i] = true
        }
        let d = h - height(i)
        guard d != 0 else { return }
        if deltas.isEmpty {
            deltas = Array(repeating: 0, count: count)
            tree = Array(repeating: 0, count: count + 1)
        }
        deltas[i] += d
        var k = i + 1
        while k <= count { tree[k] += d; k += k & -k }
    }

    /// The summed height of the rows before `i`.
    func offset(_ i: Int) -> CGFloat {
        let n = min(max(0, i), count)
        var s = CGFloat(n) * uniform
        guard !tree.isEmpty else { return s }
        var k = n
        while k > 0 { s += tree[k]; k -= k & -k }
        return s
    }

    var total: CGFloat { offset(count) }

    /// The row that covers `y` (measured from the first row's top), clamped to the rows there are.
    func index(at y: CGFloat) -> Int {
        guard count > 0 else { return 0 }
        if tree.isEmpty { return min(count - 1, max(0, Int((y / max(uniform, 0.001)).rounded(.down)))) }
        var lo = 0, hi = count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if offset(mid) <= y { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }
}

/// Where everything in a table is, top to bottom: the table header, then per section its header,
/// rows and footer, then the table footer.
struct TableGeometry {
    struct Section {
        var header: CGFloat
        var footer: CGFloat
        var rows: RowHeights
        /// Space above the header (`sectionHeaderTopPadding`), part of the section's span.
        var padding: CGFloat = 0
        var top: CGFloat = 0
        var height: CGFloat { padding + header + rows.total + footer }
        /// Where the header starts, below its padding.
        var headerTop: CGFloat { top + padding }
        /// Where the first row starts.
        var rowsTop: CGFloat { top + padding + header }
    }

    var sections: [Section] = []
    var tableHeader: CGFloat = 0
    var tableFooter: CGFloat = 0

    /// Section tops, after any height changed.
    mutating func restack() {
        var y = tableHeader
        for i in sections.indices {
            sections[i].top = y
            y += sections[i].height
        }
    }

    var contentHeight: CGFloat { (sections.last.map { $0.top + $0.height } ?? tableHeader) + tableFooter }

    func rowCount(_ s: Int) -> Int { sections.indices.contains(s) ? sections[s].rows.count : 0 }

    func isValid(_ ip: IndexPath) -> Bool { ip.count == 2 && sections.indices.contains(ip.section) && ip.row >= 0 && ip.row < sections[ip.section].rows.count }

    func rowY(_ ip: IndexPath) -> CGFloat {
        let s = sections[ip.section]
        return s.rowsTop + s.rows.offset(ip.row)
    }

    func rowHeight(_ ip: IndexPath) -> CGFloat { sections[ip.section].rows.height(ip.row) }

    /// The section whose span covers `y` (clamped).
    func section(at y: CGFloat) -> Int {
        guard !sections.isEmpty else { return 0 }
        var lo = 0, hi = sections.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if sections[mid].top <= y { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// The rows whose spans meet `y0..<y1`, in order.
    func rows(from y0: CGFloat, to y1: CGFloat) -> [IndexPath] {
        guard !sections.isEmpty, y1 > y0 else { return [] }
        var out: [IndexPath] = []
        var s = section(at: y0)
        while s < sections.count, sections[s].top < y1 {
            let sec = sections[s]
            let base = sec.rowsTop
            if sec.rows.count > 0, base < y1, base + sec.rows.total > y0 {
                var r = sec.rows.index(at: max(0, y0 - base))
                while r < sec.rows.count {
                    let top = base + sec.rows.offset(r)
                    if top >= y1 { break }
                    if top + sec.rows.height(r) > y0 { out.append(IndexPath(row: r, section: s)) }
                    r += 1
                }
            }
            s += 1
        }
        return out
    }
}
