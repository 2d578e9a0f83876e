import Foundation

/// One section of a flow layout: its header, items and footer frames, and its lines (for finding the
/// items in a rect by binary search).
struct FlowSection {
    var header: CGRect?
    var footer: CGRect?
    var frames: [CGRect] = []
    /// Each line's first item, and the line's span along the scrolling axis.
    var lines: [(first: Int, start: CGFloat, end: CGFloat)] = []
    /// The section's span along the scrolling axis (header to footer).
    var start: CGFloat = 0
    var end: CGFloat = 0
    /// Where the items end (a pinned header is pushed up by it).
    var itemsEnd: CGFloat = 0

    func extent(vertical: Bool) -> CGRect {
        vertical ? CGRect(x: -CGFloat.greatestFiniteMagnitude / 2, y: start, width: .greatestFiniteMagnitude, height: end - start)
            : CGRect(x: start, y: -CGFloat.greatestFiniteMagnitude / 2, width: end - start, height: .greatestFiniteMagnitude)
    }

    /// The items whose lines meet `rect` along the scrolling axis and whose frames meet it.
    func items(in rect: CGRect, vertical: Bool) -> [Int] {
        let lo = vertical ? rect.minY : rect.minX, hi = vertical ? rect.maxY : rect.maxX
        var a = 0, b = lines.count
        while a < b {
            let m = (a + b) / 2
            if lines[m].end < lo { a = m + 1 } else { b = m }
        }
        var out: [Int] = []
        var l = a
        while l < lines.count, lines[l].start <= hi {
            let last = l + 1 < lines.count ? lines[l + 1].first : frames.count
            for i in lines[l].first..<last where frames[i].intersects(rect) { out.append(i) }
            l += 1
        }
        return out
    }
}

extension UICollectionViewFlowLayout {
    /// The sizes and spacings of one section, from the delegate or the layout's own properties.
    private struct Metrics {
        var inset: UIEdgeInsets
        var lineSpacing: CGFloat
        var interitemSpacing: CGFloat
        var header: CGSize
        var footer: CGSize
    }

    /// Every section's frames: lines filled greedily across the available length, then justified.
    func compute(in cv: UICollectionView) {
        let vertical = isVertical
        let flowDelegate = cv.delegate as? UICollectionViewDelegateFlowLayout
        let content = cv.adjustedContentInset
        // The extent across the lines, and where the insets count from.
        var reference = UIEdgeInsets.zero
        switch sectionInsetReference {
        case .fromContentInset: break
        case .fromSafeArea:
            let safe = cv.safeAreaInsets
            reference = UIEdgeInsets(top: max(0, safe.top - content.top), left: max(0, safe.left - content.left),
                                     bottom: max(0, safe.bottom - content.bottom), right: max(0, safe.right - content.right))
        case .fromLayoutMargins:
            let m = cv.layoutMargins
            reference = UIEdgeInsets(top: max(0, m.top - content.top), left: max(0, m.left - content.left),
                                     bottom: max(0, m.bottom - content.bottom), right: max(0, m.right - content.right))
        }
        let across = vertical ? cv.bounds.width - content.left - content.right : cv.bounds.height - content.top - content.bottom
        var cursor: CGFloat = 0
        var out: [FlowSection] = []
        let scale = cv.deviceScale
        func px(_ v: CGFloat) -> CGFloat { (v * scale).rounded() / scale }
        for s in 0..<cv.numberOfSections {
            let m: Metrics
            if let d = flowDelegate {
                m = Metrics(inset: d.collectionView(cv, layout: self, insetForSectionAt: s),
                            lineSpacing: d.collectionView(cv, layout: self, minimumLineSpacingForSectionAt: s),
                            interitemSpacing: d.collectionView(cv, layout: self, minimumInteritemSpacingForSectionAt: s),
                            header: d.collectionView(cv, layout: self, referenceSizeForHeaderInSection: s),
                            footer: d.collectionView(cv, layout: self, referenceSizeForFooterInSection: s))
            } else {
                m = Metrics(inset: sectionInset, lineSpacing: minimumLineSpacing, interitemSpacing: minimumInteritemSpacing,
                            header: headerReferenceSize, footer: footerReferenceSize)
            }
            // In the layout's own axes: u across the lines, v along the scrolling.
            let inset = vertical ? m.inset : UIEdgeInsets(top: m.inset.left, left: m.inset.top, bottom: m.inset.right, right: m.inset.bottom)
            let ref = vertical ? reference : UIEdgeInsets(top: reference.left, left: reference.top, bottom: reference.right, right: reference.bottom)
            let u0 = ref.left + inset.left
            let length = across - ref.left - ref.right - inset.left - inset.right
            func rect(u: CGFloat, v: CGFloat, du: CGFloat, dv: CGFloat) -> CGRect {
                vertical ? CGRect(x: u, y: v, width: du, height: dv) : CGRect(x: v, y: u, width: dv, height: du)
            }
            var sec = FlowSection()
            sec.start = cursor
            let headerLength = vertical ? m.header.height : m.header.width
            if headerLength > 0 {
                sec.header = rect(u: 0, v: cursor, du: across, dv: headerLength)
                cursor += headerLength
            }
            cursor += inset.top
            // Item sizes, in (u, v).
            let count = cv.numberOfItems(inSection: s)
            var sizes: [CGSize] = []
            sizes.reserveCapacity(count)
            delegateSizesAreDefault = false
            var uniform = flowDelegate == nil
            for i in 0..<count {
                let ip = IndexPath(item: i, section: s)
                var size: CGSize
                if let known = measured[ip] {
                    size = known
                    uniform = false
                } else if estimatedItemSize != .zero {
                    size = estimatedItemSize == UICollectionViewFlowLayout.automaticSize ? itemSize : estimatedItemSize
                    uniform = false
                } else if let d = flowDelegate {
                    size = d.collectionView(cv, layout: self, sizeForItemAt: ip)
                    if i == 0 { uniform = delegateSizesAreDefault }
                } else {
                    size = itemSize
                }
                sizes.append(vertical ? size : CGSize(width: size.height, height: size.width))
            }
            if estimatedItemSize != .zero { uniform = false }
            sec.frames = Array(repeating: .zero, count: count)
            if count > 0, uniform, let w = sizes.first?.width, let h = sizes.first?.height {
                // Uniform items keep one grid, the last line too.
                let perLine = max(1, Int(((length + m.interitemSpacing) / (w + m.interitemSpacing)).rounded(.down) + (w > length ? 1 : 0)))
                let spacing = perLine > 1 ? (length - CGFloat(perLine) * w) / CGFloat(perLine - 1) : 0
                let start = perLine == 1 ? u0 + (length - w) / 2 : u0
                var i = 0
                while i < count {
                    sec.lines.append((i, cursor, cursor + h))
                    for k in 0..<min(perLine, count - i) {
                        sec.frames[i + k] = rect(u: px(start + CGFloat(k) * (w + spacing)), v: px(cursor), du: w, dv: h)
                    }
                    i += perLine
                    cursor += h + (i < count ? m.lineSpacing : 0)
                }
            } else {
                var i = 0
                while i < count {
                    // Fill a line while the next item fits.
                    var j = i, used: CGFloat = 0
                    while j < count {
                        let add = sizes[j].width + (j > i ? m.interitemSpacing : 0)
                        if j > i && used + add > length + 0.001 { break }
                        used += add
                        j += 1
                    }
                    let n = j - i
                    let thickness = sizes[i..<j].map(\.height).max() ?? 0
                    let last = j == count
                    let widths = sizes[i..<j].reduce(0) { $0 + $1.width }
                    var u: CGFloat, spacing: CGFloat
                    if last {
                        u = u0
                        spacing = m.interitemSpacing
                    } else if n == 1 {
                        u = u0 + (length - widths) / 2
                        spacing = 0
                    } else {
                        u = u0
                        spacing = (length - widths) / CGFloat(n - 1)
                    }
                    sec.lines.append((i, cursor, cursor + thickness))
                    for k in i..<j {
                        let sz = sizes[k]
                        // Items are centred across the line's thickness.
                        sec.frames[k] = rect(u: px(u), v: px(cursor + (thickness - sz.height) / 2), du: sz.width, dv: sz.height)
                        u += sz.width + spacing
                    }
                    i = j
                    cursor += thickness + (i < count ? m.lineSpacing : 0)
                }
            }
            cursor += inset.bottom
            sec.itemsEnd = cursor
            let footerLength = vertical ? m.footer.height : m.footer.width
            if footerLength > 0 {
                sec.footer = rect(u: 0, v: cursor, du: across, dv: footerLength)
                cursor += footerLength
            }
            sec.end = cursor
            out.append(sec)
        }
        sections = out
        contentSize = vertical ? CGSize(width: across, height: cursor) : CGSize(width: cursor, height: across)
    }

    /// A section's header, pinned to the visible bounds' leading edge if asked while the section shows
    /// (the next section's header pushes it along).
    func headerAttributes(_ s: Int) -> UICollectionViewLayoutAttributes? {
        boundaryAttributes(s, kind: UICollectionView.elementKindSectionHeader, frame: sections[s].header,
                           pinned: sectionHeadersPinToVisibleBounds) { origin, length, visible in
            min(max(origin, visible.lowerBound), self.sections[s].itemsEnd - length)
        }
    }

    /// A section's footer, pinned to the visible bounds' trailing edge if asked while the section shows.
    func footerAttributes(_ s: Int) -> UICollectionViewLayoutAttributes? {
        let sec = sections[s]
        let itemsStart = sec.header.map { isVertical ? $0.maxY : $0.maxX } ?? sec.start
        return boundaryAttributes(s, kind: UICollectionView.elementKindSectionFooter, frame: sec.footer,
                                  pinned: sectionFootersPinToVisibleBounds) { origin, length, visible in
            max(min(origin, visible.upperBound - length), itemsStart)
        }
    }

    /// A header's or footer's attributes; pinned, `place` moves its origin along the scrolling axis,
    /// given its length and the visible span (the bounds less the content insets).
    private func boundaryAttributes(_ s: Int, kind: String, frame: CGRect?, pinned: Bool,
                                    place: (CGFloat, CGFloat, ClosedRange<CGFloat>) -> CGFloat) -> UICollectionViewLayoutAttributes? {
        guard let frame else { return nil }
        let a = makeAttributes()
        a.setElement(.supplementaryView, kind: kind, indexPath: IndexPath(item: 0, section: s))
        a.frame = frame
        guard pinned, let cv = collectionView else { return a }
        let b = cv.bounds, i = cv.adjustedContentInset
        var f = frame
        if isVertical {
            f.origin.y = place(frame.minY, frame.height, (b.minY + i.top)...max(b.minY + i.top, b.maxY - i.bottom))
        } else {
            f.origin.x = place(frame.minX, frame.width, (b.minX + i.left)...max(b.minX + i.left, b.maxX - i.right))
        }
        a.frame = f
        a.zIndex = 1024
        return a
    }
}
