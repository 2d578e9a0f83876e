import Foundation
import QuartzCore

/// What the default `viewForRow` returns: the delegate did not implement it, so the picker falls
/// back to titles.
@MainActor final class PickerUnansweredRow: UIView {}

/// One wheel of a picker: a scroll view whose rows sit on a cylinder. The rows are laid out flat in
/// the content, one `rowHeight` apart; each visible row is then moved and squashed to where the
/// cylinder puts it (the compositor's affine part of a rotation about x) and fades toward the edges.
/// Drags and flicks decelerate as any scroll view's and settle on a row.
@MainActor final class PickerColumn: UIScrollView, UIScrollViewDelegate {
    override var defaultAccessibility: AccessibilityDefaults {
        var a = AccessibilityDefaults()
        a.isElement = true
        a.value = rowCount > 0 ? picker.accessibilityTitle(row: selectedRow, component: component) : nil
        if let named = picker.delegate as? UIPickerViewAccessibilityDelegate {
            a.label = named.pickerView(picker, accessibilityLabelForComponent: component)
                ?? named.pickerView(picker, accessibilityAttributedLabelForComponent: component)?.string
            a.hint = named.pickerView(picker, accessibilityHintForComponent: component)
                ?? named.pickerView(picker, accessibilityAttributedHintForComponent: component)?.string
        }
        a.traits = .adjustable
        a.role = .pickerWheel
        return a
    }

    /// A swipe up: the next row, as if the user turned the wheel to it.
    override func accessibilityIncrement() { turn(to: selectedRow + 1) }
    override func accessibilityDecrement() { turn(to: selectedRow - 1) }

    private func turn(to row: Int) {
        guard rowCount > 0, (0..<rowCount).contains(row), row != selectedRow else { return }
        userMoved = true
        setContentOffset(offset(for: row), animated: true)
    }

    unowned let picker: UIPickerView
    let component: Int
    private(set) var rowCount = 0
    private(set) var rowHeight: CGFloat = 32
    /// Row containers on screen, by row.
    private var visible: [Int: PickerRowCell] = [:]
    private var recycled: [PickerRowCell] = []
    /// The user moved this wheel: `didSelectRow` is owed when it comes to rest.
    private var userMoved = false
    private let tap = UITapGestureRecognizer()

    init(picker: UIPickerView, component: Int) {
        self.picker = picker
        self.component = component
        super.init(frame: .zero)
        showsVerticalScrollIndicator = false
        showsHorizontalScrollIndicator = false
        contentInsetAdjustmentBehavior = .never
        scrollsToTop = false
        alwaysBounceVertical = true
        delegate = self
        tap.addTarget(self, action: PickerColumn.tapped)
        addGestureRecognizer(tap)
    }

    required init?(coder: NSCoder) { fatalError("a picker makes its columns") }

    /// The cylinder's radius: half the wheel's height, so a row a quarter turn away meets the edge.
    private var radius: CGFloat { max(1, bounds.height / 2) }

    func reload(rows: Int, rowHeight h: CGFloat) {
        if rows == rowCount, h == rowHeight {
            // Same shape: the rows in sight are asked again, and the wheel keeps turning where it is.
            for (row, cell) in visible { cell.show(picker.rowContent(row: row, component: component, reusing: cell.content)) }
            return
        }
        let keep = selectedRow
        rowCount = max(0, rows)
        rowHeight = h
        for (_, cell) in visible { cell.removeFromSuperview(); recycled.append(cell) }
        visible = [:]
        updateGeometry()
        place(row: min(max(keep, 0), max(rowCount - 1, 0)))
        tile()
    }

    func updateGeometry() {
        let pad = max(0, (bounds.height - rowHeight) / 2)
        let inset = UIEdgeInsets(top: pad, left: 0, bottom: pad, right: 0)
        if contentInset != inset { contentInset = inset }
        let size = CGSize(width: bounds.width, height: CGFloat(rowCount) * rowHeight)
        if contentSize != size { contentSize = size }
    }

    /// The offset that puts `row` in the selection band.
    func offset(for row: Int) -> CGPoint { CGPoint(x: 0, y: CGFloat(row) * rowHeight - contentInset.top) }

    /// The row nearest the band's centre, -1 when the wheel is empty.
    var selectedRow: Int {
        guard rowCount > 0 else { return -1 }
        let r = Int(((contentOffset.y + contentInset.top) / rowHeight).rounded())
        return min(max(r, 0), rowCount - 1)
    }

    func place(row: Int) {
        stopScrolling()
        contentOffset = offset(for: row)
    }

    func select(row: Int, animated: Bool) {
        guard rowCount > 0 else { return }
        let r = min(max(row, 0), rowCount - 1)
        if animated { setContentOffset(offset(for: r), animated: true) } else { place(row: r) }
    }

    override func layoutSubviews() {
        let row = selectedRow
        let oldInset = contentInset.top
        updateGeometry()
        if contentInset.top != oldInset, !isDragging, !isDecelerating { contentOffset = offset(for: max(row, 0)) }
        super.layoutSubviews()
        tile()
    }

    /// Shows the rows that are on the visible half of the cylinder, each where the curve puts it.
    func tile() {
        guard rowCount > 0, rowHeight > 0 else { return }
        let centre = contentOffset.y + bounds.height / 2
        let r = radius
        // A quarter turn each way: the rows whose flat position lies within πR/2 of the centre.
        let reach = r * .pi / 2
        let first = max(0, Int(((centre - reach) / rowHeight).rounded(.down)))
        let last = min(rowCount - 1, Int(((centre + reach) / rowHeight).rounded(.up)))
        var wanted = Set<Int>()
        if first <= last { wanted = Set(first...last) }
        for (row, cell) in visible where !wanted.contains(row) {
            cell.removeFromSuperview()
            recycled.append(cell)
            visible[row] = nil
        }
        for row in wanted.sorted() {
            let cell = visible[row] ?? makeCell(row)
            let flatCentre = (CGFloat(row) + 0.5) * rowHeight
            let angle = (flatCentre - centre) / r
            cell.bounds = CGRect(x: 0, y: 0, width: bounds.width, height: rowHeight)
            cell.center = CGPoint(x: bounds.width / 2, y: flatCentre)
            if abs(angle) >= .pi / 2 {
                cell.isHidden = true
                continue
            }
            cell.isHidden = false
            let c = cos(angle)
            // Moved from its flat place to R·sin(θ) from the centre and squashed by cos(θ).
            cell.transform = CGAffineTransform(a: 1, b: 0, c: 0, d: c, tx: 0, ty: r * sin(angle) - (flatCentre - centre))
            cell.alpha = c * c
        }
    }

    private func makeCell(_ row: Int) -> PickerRowCell {
        let cell = recycled.popLast() ?? PickerRowCell()
        cell.transform = .identity
        cell.show(picker.rowContent(row: row, component: component, reusing: cell.content))
        cell.isUserInteractionEnabled = false
        addSubview(cell)
        visible[row] = cell
        return cell
    }

    /// The row view on screen for `row`, if it is in sight.
    func content(of row: Int) -> UIView? { visible[row].flatMap { $0.isHidden ? nil : $0.content } }

    /// A tap above or below the band turns the wheel to the row tapped.
    private func tapped() {
        guard rowCount > 0 else { return }
        let y = tap.location(in: self).y
        let centre = contentOffset.y + bounds.height / 2
        // Back from the curve to the flat content: the tap is R·sin(θ) from the centre.
        let s = min(max((y - centre) / radius, -1), 1)
        let flat = centre + asin(s) * radius
        let row = min(max(Int((flat / rowHeight).rounded(.down)), 0), rowCount - 1)
        guard row != selectedRow else { return }
        userMoved = true
        setContentOffset(offset(for: row), animated: true)
    }

    // MARK: Settling on a row

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { userMoved = true }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        guard rowCount > 0 else { return }
        let y = targetContentOffset.pointee.y + contentInset.top
        let row = min(max(Int((y / rowHeight).rounded()), 0), rowCount - 1)
        targetContentOffset.pointee = offset(for: row)
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { settled() }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { settled() }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { settled() }

    private func settled() {
        guard userMoved, rowCount > 0 else { return }
        userMoved = false
        picker.columnSettled(self, on: selectedRow)
    }
}

/// A row's container: centres whatever the delegate gave it.
@MainActor final class PickerRowCell: UIView {
    private(set) var content: UIView?

    func show(_ view: UIView) {
        if content !== view {
            content?.removeFromSuperview()
            content = view
            addSubview(view)
        }
        setNeedsLayout()
    }

    override func layoutSubviews() {
        guard let v = content else { return }
        var size = v.bounds.size
        if size == .zero { size = bounds.size }
        v.bounds = CGRect(origin: .zero, size: size)
        v.center = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
    }
}
