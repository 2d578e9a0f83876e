import Foundation

/// Keeping exactly the visible rows' cells alive: on every layout (scrolling lays out), rows that came
/// into view get cells from the data source, rows that left give theirs back to the reuse pool.
extension UITableView {
    static let titleHeaderIdentifier = "_UITableViewTitleHeader"
    static let titleFooterIdentifier = "_UITableViewTitleFooter"

    /// Default header and footer heights as iOS 17 lays them out.
    func headerHeight(_ s: Int) -> CGFloat {
        let h = delegate?.tableView(self, heightForHeaderInSection: s) ?? UITableView.automaticDimension
        if h >= 0 { return h }
        let hasTitle = dataSource?.tableView(self, titleForHeaderInSection: s) != nil
        let hasView = delegate?.tableView(self, viewForHeaderInSection: s) != nil
        // A plain section with nothing to head it has no header, whatever its height says (Interface
        // Builder writes one in every plain table).
        if sectionHeaderHeight >= 0 { return style == .plain && !hasTitle && !hasView ? 0 : sectionHeaderHeight }
        switch style {
        case .plain: return hasTitle || hasView ? 28 + titleGrowth(.subheadline, 15, hasTitle) : 0
        default: return hasTitle || hasView ? (s == 0 ? 55 : 38) + titleGrowth(.footnote, 13, hasTitle) : (s == 0 ? 35 : 18)
        }
    }

    /// How much taller a default header or footer title's line is at the user's text size than at
    /// the default one (titles follow Dynamic Type, and their rows grow with them).
    private func titleGrowth(_ style: UIFont.TextStyle, _ size: CGFloat, _ hasTitle: Bool) -> CGFloat {
        guard hasTitle else { return 0 }
        let base = UIFont.systemFont(ofSize: size)
        return max(0, (UIFont.textStyled(style, base, for: traitCollection).lineHeight - base.lineHeight).rounded(.up))
    }

    /// The space above section `s`'s header: `sectionHeaderTopPadding`, whose automatic value is
    /// 22 points in a plain table (iOS 15 on) and none in the grouped styles, whose headers hold theirs.
    func headerPadding(_ s: Int, header: CGFloat) -> CGFloat {
        guard header > 0 else { return 0 }
        if sectionHeaderTopPadding >= 0 { return sectionHeaderTopPadding }
        return style == .plain ? 22 : 0
    }

    /// Section `s`'s geometry with its header, padding, footer and the given rows.
    func sectionGeometry(_ s: Int, rows: RowHeights) -> TableGeometry.Section {
        let h = headerHeight(s)
        return .init(header: h, footer: footerHeight(s), rows: rows, padding: headerPadding(s, header: h))
    }

    func footerHeight(_ s: Int) -> CGFloat {
        let h = delegate?.tableView(self, heightForFooterInSection: s) ?? UITableView.automaticDimension
        if h >= 0 { return h }
        let title = dataSource?.tableView(self, titleForFooterInSection: s)
        let hasView = delegate?.tableView(self, viewForFooterInSection: s) != nil
        if sectionFooterHeight >= 0 { return style == .plain && title == nil && !hasView ? 0 : sectionFooterHeight }
        switch style {
        case .plain: return title != nil || hasView ? 28 + titleGrowth(.subheadline, 15, title != nil) : 0
        default:
            guard let title else { return hasView ? 38 : 17 }
            let l = UILabel()
            l.font = UIFont.textStyled(.footnote, .systemFont(ofSize: 13), for: traitCollection)
            l.numberOfLines = 0
            l.text = title
            let m: CGFloat = bounds.width >= 390 ? 20 : 16
            return l.sizeThatFits(CGSize(width: cellWidth - 2 * m, height: .greatestFiniteMagnitude)).height.rounded(.up) + 6 + 17
        }
    }

    /// One layout of the table: background, table header/footer, the visible rows' cells and the headers.
    func layoutTable() {
        backgroundView?.frame = bounds
        // A search bar lifted out by its active search controller is laid out there, not here.
        if let h = tableHeaderView, h.superview === self { h.frame = CGRect(x: 0, y: 0, width: bounds.width, height: h.frame.height) }
        if let f = tableFooterView {
            f.frame = CGRect(x: 0, y: geometry.contentHeight - geometry.tableFooter, width: bounds.width, height: f.frame.height)
        }
        updateContentSize()
        // Measuring rows may move the rows after them: repeat until nothing changes (bounded).
        for _ in 0..<4 { if !tileRows() { break } }
        updatePrefetching()
        tileHeadersAndFooters()
        layoutSectionIndex()
        keepIndicatorsOnTop()
    }

    /// The section index, kept on screen at the trailing edge over the rows.
    private func layoutSectionIndex() {
        let titles = dataSource?.sectionIndexTitles(for: self) ?? []
        guard !titles.isEmpty else {
            indexView?.removeFromSuperview()
            indexView = nil
            return
        }
        let v = indexView ?? TableIndexView()
        if v.tableView !== self { v.tableView = self; v.refreshBackground() }
        if v.titles != titles { v.titles = titles }
        indexView = v
        let i = adjustedContentInset, b = bounds
        let frame = CGRect(x: b.maxX - TableIndexView.width - i.right, y: b.minY + i.top, width: TableIndexView.width, height: b.height - i.top - i.bottom)
        if v.frame != frame { v.frame = frame }
        if v.superview !== self || subviews.last !== v { addSubview(v) }
    }

    /// The index was touched at `index`: the section the data source names scrolls to the top.
    func jumpToSectionIndex(_ index: Int, title: String) {
        guard let s = dataSource?.tableView(self, sectionForSectionIndexTitle: title, at: index), s >= 0, s < geometry.sections.count else { return }
        let r = rect(forSection: s)
        setContentOffset(clampedOffset(CGPoint(x: contentOffset.x, y: r.minY - adjustedContentInset.top)), animated: false)
    }

    private var tilingRange: (CGFloat, CGFloat) {
        let b = bounds
        return (b.minY, b.maxY)
    }

    /// Places the cells of the visible rows; true when a measured height changed the geometry.
    private func tileRows() -> Bool {
        let (y0, y1) = tilingRange
        let wanted = geometry.rows(from: y0, to: y1)
        let wantedSet = Set(wanted)
        for (ip, cell) in visible where !wantedSet.contains(ip) {
            visible[ip] = nil
            recycle(cell, at: ip)
        }
        var changed = false
        for ip in wanted {
            let cell: UITableViewCell
            if let c = visible[ip] {
                cell = c
            } else {
                guard let ds = dataSource else { break }
                cell = ds.tableView(self, cellForRowAt: ip)
                prepare(cell, at: ip)
                visible[ip] = cell
                if !geometry.sections[ip.section].rows.isMeasured(ip.row) {
                    let real = realHeight(ip, cell: cell)
                    if real != geometry.rowHeight(ip) {
                        let rowTop = geometry.rowY(ip)
                        let delta = real - geometry.rowHeight(ip)
                        geometry.sections[ip.section].rows.setHeight(ip.row, real)
                        geometry.restack()
                        // A row above what is on screen grew or shrank: keep the screen's content where it is.
                        if rowTop < bounds.minY + adjustedContentInset.top, !isDragging {
                            var b = bounds
                            b.origin.y += delta
                            super.bounds = b
                        }
                        changed = true
                    } else {
                        geometry.sections[ip.section].rows.setHeight(ip.row, real)
                    }
                }
                delegate?.tableView(self, willDisplay: cell, forRowAt: ip)
            }
            place(cell, at: ip)
        }
        if changed { updateContentSize() }
        return changed
    }

    /// Sets a new cell up for its row: table, editing state, selection, indentation.
    private func prepare(_ cell: UITableViewCell, at ip: IndexPath) {
        cell.tableView = self
        cell.isHidden = false
        cell.alpha = 1
        if swiper.openRow === cell { swiper.rowDeleted() }
        cell.resetSwipe()
        cell.indentationLevel = delegate?.tableView(self, indentationLevelForRowAt: ip) ?? 0
        applyEditingState(to: cell, at: ip, animated: false)
        cell.setSelected(selected.contains(ip), animated: false)
        cell.setHighlighted(false, animated: false)
        if cell.superview !== self {
            if let bg = backgroundView { insertSubview(cell, aboveSubview: bg) } else { insertSubview(cell, at: 0) }
        }
    }

    /// The cell's frame, separator and, in an inset grouped table, rounded ends.
    private func place(_ cell: UITableViewCell, at ip: IndexPath) {
        let y = geometry.rowY(ip), h = geometry.rowHeight(ip)
        let frame = CGRect(x: cellX, y: y, width: cellWidth, height: h)
        if cell.frame != frame { cell.frame = frame }
        let last = ip.row == geometry.rowCount(ip.section) - 1
        cell.showsSeparator = separatorStyle != .none && !(last && style != .plain)
        cell.separatorView.backgroundColor = separatorColor ?? .separator
        cell.adoptDefaultBackground(grouped: style != .plain)
        if separatorInsetReference == .fromAutomaticInsets {
            // The table's inset counts from where the separator would start.
            let offset = separatorInset.left == UITableViewCell.automaticInset ? 0 : separatorInset.left
            if cell.separatorOffsetFromText != offset { cell.separatorOffsetFromText = offset; cell.setNeedsLayout() }
        } else if separatorInset.left != UITableViewCell.automaticInset, cell.separatorInset.left == UITableViewCell.automaticInset {
            cell.separatorInset = separatorInset
        }
        if style == .insetGrouped {
            let first = ip.row == 0
            cell.layer.cornerRadius = first || last ? 10 : 0
            var corners: CACornerMask = []
            if first { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
            if last { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
            cell.layer.maskedCorners = corners
        }
    }

    /// Back to the pool: hidden, kept as a subview so it costs nothing to bring back.
    package func recycle(_ cell: UITableViewCell, at ip: IndexPath?) {
        if let ip { delegate?.tableView(self, didEndDisplaying: cell, forRowAt: ip) }
        if highlightedCell === cell { highlightedCell = nil }
        cell.isHidden = true
        cell.setHighlighted(false, animated: false)
        cell.layer.removeAllAnimations()
        guard let id = cell.reuseIdentifier else { cell.removeFromSuperview(); return }
        pools[id, default: []].append(cell)
    }

    func recycleHeader(_ v: UIView) {
        v.isHidden = true
        if let hf = v as? UITableViewHeaderFooterView, let id = hf.reuseIdentifier {
            headerPools[id, default: []].append(hf)
        } else {
            v.removeFromSuperview()
        }
    }

    /// Section headers (pinned to the top in a plain table while their section shows) and footers.
    private func tileHeadersAndFooters() {
        let (y0, y1) = tilingRange
        let top = bounds.minY + adjustedContentInset.top
        var headersWanted: [Int: CGRect] = [:], footersWanted: [Int: CGRect] = [:]
        for (s, sec) in geometry.sections.enumerated() where sec.top < y1 && sec.top + sec.height > y0 {
            if sec.header > 0 {
                var r = CGRect(x: 0, y: sec.headerTop, width: bounds.width, height: sec.header)
                if style == .plain {
                    // Sticky: at the top of the screen while the section is there, pushed up by the next.
                    r.origin.y = min(max(sec.headerTop, top), sec.top + sec.height - sec.footer - sec.header)
                }
                headersWanted[s] = r
            }
            if sec.footer > 0 {
                footersWanted[s] = CGRect(x: 0, y: sec.top + sec.height - sec.footer, width: bounds.width, height: sec.footer)
            }
        }
        tile(&visibleHeaders, headersWanted, footer: false)
        tile(&visibleFooters, footersWanted, footer: true)
    }

    private func tile(_ views: inout [Int: UIView], _ wanted: [Int: CGRect], footer: Bool) {
        for (s, v) in views where wanted[s] == nil {
            views[s] = nil
            recycleHeader(v)
        }
        for (s, r) in wanted {
            let v = views[s] ?? makeHeaderFooter(s, footer: footer)
            views[s] = v
            if let v {
                v.isHidden = false
                if v.frame != r { v.frame = r }
                // Pinned headers float over the rows.
                if style == .plain && !footer { bringSubviewToFront(v) } else if v.superview !== self { addSubview(v) }
            }
        }
    }

    private func makeHeaderFooter(_ s: Int, footer: Bool) -> UIView? {
        let custom = footer ? delegate?.tableView(self, viewForFooterInSection: s) : delegate?.tableView(self, viewForHeaderInSection: s)
        if let v = custom {
            (v as? UITableViewHeaderFooterView)?.isFooter = footer
            if v.superview !== self { addSubview(v) }
            if !footer { delegate?.tableView(self, willDisplayHeaderView: v, forSection: s) }
            return v
        }
        let title = footer ? dataSource?.tableView(self, titleForFooterInSection: s) : dataSource?.tableView(self, titleForHeaderInSection: s)
        // Title headers and footers are reused too, from a pool of the table's own.
        let id = footer ? UITableView.titleFooterIdentifier : UITableView.titleHeaderIdentifier
        let v = dequeueReusableHeaderFooterView(withIdentifier: id) ?? UITableViewHeaderFooterView(reuseIdentifier: id)
        v.isGroupedLook = style != .plain
        v.isInset = style == .insetGrouped
        v.isFooter = footer
        v.title = title
        if style == .plain && !footer { v.backgroundColor = .systemBackground }
        if v.superview !== self { addSubview(v) }
        if !footer { delegate?.tableView(self, willDisplayHeaderView: v, forSection: s) }
        return v
    }

    private func keepIndicatorsOnTop() {
        for i in [horizontalIndicator, verticalIndicator] where i.superview === self && subviews.last !== i {
            bringSubviewToFront(i)
        }
    }
}
