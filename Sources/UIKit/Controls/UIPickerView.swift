import Foundation
import QuartzCore

/// Spinning wheels of rows, one per component, with the chosen rows in a grey band across the
/// middle, as iOS 14 and later draw it. Rows come from the data source (how many) and the delegate
/// (what each shows, widths, heights); the delegate hears `didSelectRow` when the user settles a wheel.
@preconcurrency @MainActor open class UIPickerView: UIView {
    override var defaultAccessibility: AccessibilityDefaults {
        var a = super.defaultAccessibility
        a.role = .picker
        return a
    }

    /// The band behind the chosen rows.
    private let band = UIView()
    private var columns: [PickerColumn] = []
    private var needsReload = true

    /// The space between two components, and at either side of them all.
    static let componentSpacing: CGFloat = 5
    static let sideMargin: CGFloat = 8
    /// A row's height when the delegate gives none.
    static let defaultRowHeight: CGFloat = 32
    /// The wheel's text: 21-point regular, as iOS 14's pickers.
    static let titleFont = UIFont.systemFont(ofSize: 21)

    open weak var dataSource: UIPickerViewDataSource? { didSet { setNeedsReload() } }
    open weak var delegate: UIPickerViewDelegate? { didSet { setNeedsReload() } }

    /// Kept for old code: iOS 7 and later always show the selection band.
    @available(iOS, deprecated: 13.0, message: "The selection indicator is always shown")
    open var showsSelectionIndicator = true

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        band.backgroundColor = .tertiarySystemFill
        band.layer.cornerRadius = 8
        band.isUserInteractionEnabled = false
        addSubview(band)
    }

    // MARK: Data

    open var numberOfComponents: Int { loadIfNeeded(); return columns.count }

    open func numberOfRows(inComponent component: Int) -> Int {
        loadIfNeeded()
        return columns.indices.contains(component) ? columns[component].rowCount : 0
    }

    /// The size of a row in `component`: the component's width and its row height.
    open func rowSize(forComponent component: Int) -> CGSize {
        loadIfNeeded()
        guard columns.indices.contains(component) else { return .zero }
        layoutIfNeeded()
        return CGSize(width: columns[component].bounds.width, height: columns[component].rowHeight)
    }

    /// The view showing `row` in `component`, when that row is in sight; nil otherwise.
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        loadIfNeeded()
        guard columns.indices.contains(component) else { return nil }
        layoutIfNeeded()
        return columns[component].content(of: row)
    }

    open func reloadAllComponents() {
        needsReload = false
        let count = max(0, dataSource?.numberOfComponents(in: self) ?? 0)
        let kept = columns.map(\.selectedRow)
        while columns.count > count { columns.removeLast().removeFromSuperview() }
        while columns.count < count {
            let c = PickerColumn(picker: self, component: columns.count)
            insertSubview(c, aboveSubview: band)
            columns.append(c)
        }
        layoutColumns()
        for i in columns.indices {
            reload(i)
            if kept.indices.contains(i), kept[i] >= 0 { columns[i].place(row: min(kept[i], max(0, columns[i].rowCount - 1))) }
        }
    }

    open func reloadComponent(_ component: Int) {
        if loadIfNeeded() { return }
        guard columns.indices.contains(component) else { return }
        reload(component)
    }

    private func reload(_ i: Int) {
        let rows = dataSource?.pickerView(self, numberOfRowsInComponent: i) ?? 0
        let asked = delegate?.pickerView(self, rowHeightForComponent: i) ?? 0
        columns[i].reload(rows: rows, rowHeight: asked > 0 ? asked : UIPickerView.defaultRowHeight)
        layoutBand()
    }

    /// Loads components the first time they are needed; true when it did.
    @discardableResult private func loadIfNeeded() -> Bool {
        guard needsReload else { return false }
        reloadAllComponents()
        return true
    }

    private func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    // MARK: Selection

    /// Turns the wheel so `row` is chosen. The delegate is not told, as on iOS.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        loadIfNeeded()
        guard columns.indices.contains(component) else { return }
        layoutIfNeeded()
        columns[component].select(row: row, animated: animated)
    }

    /// The chosen row of `component`, or -1 when it has no rows.
    open func selectedRow(inComponent component: Int) -> Int {
        loadIfNeeded()
        return columns.indices.contains(component) ? columns[component].selectedRow : -1
    }

    func columnSettled(_ column: PickerColumn, on row: Int) {
        delegate?.pickerView(self, didSelectRow: row, inComponent: column.component)
    }

    // MARK: Rows

    /// What a row shows: the delegate's view, else a label with its attributed or plain title.
    func rowContent(row: Int, component: Int, reusing old: UIView?) -> UIView {
        if let d = delegate {
            let v = d.pickerView(self, viewForRow: row, forComponent: component, reusing: old is PickerTitleLabel ? nil : old)
            if !(v is PickerUnansweredRow) { return v }
        }
        let label = (old as? PickerTitleLabel) ?? PickerTitleLabel()
        if let a = delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component) {
            label.font = UIPickerView.titleFont
            label.textColor = .label
            label.attributedText = a
        } else {
            label.attributedText = nil
            label.font = UIPickerView.titleFont
            label.textColor = .label
            label.text = delegate?.pickerView(self, titleForRow: row, forComponent: component) ?? "?"
        }
        return label
    }

    // MARK: Layout

    open override func layoutSubviews() {
        if needsReload { reloadAllComponents() }
        super.layoutSubviews()
        layoutColumns()
    }

    private func layoutColumns() {
        let n = columns.count
        guard n > 0 else { layoutBand(); return }
        let gap = UIPickerView.componentSpacing, side = UIPickerView.sideMargin
        let free = max(0, bounds.width - 2 * side - gap * CGFloat(n - 1))
        let asked = columns.indices.map { delegate?.pickerView(self, widthForComponent: $0) ?? 0 }
        let fixed = asked.filter { $0 > 0 }.reduce(0, +)
        let flexible = asked.filter { $0 <= 0 }.count
        let share = flexible > 0 ? max(0, free - fixed) / CGFloat(flexible) : 0
        let widths = asked.map { $0 > 0 ? $0 : share }
        let total = widths.reduce(0, +) + gap * CGFloat(n - 1)
        // The components together are centred in the picker.
        var x = pixelAligned((bounds.width - total) / 2)
        for (i, c) in columns.enumerated() {
            let f = CGRect(x: x, y: 0, width: widths[i], height: bounds.height)
            if c.frame != f { c.frame = f }
            x += widths[i] + gap
        }
        layoutBand()
    }

    private func layoutBand() {
        let h = columns.map(\.rowHeight).max() ?? UIPickerView.defaultRowHeight
        let first = columns.first?.frame.minX ?? UIPickerView.sideMargin
        let last = columns.last?.frame.maxX ?? bounds.width - UIPickerView.sideMargin
        let left = min(first, UIPickerView.sideMargin), right = max(last, bounds.width - UIPickerView.sideMargin)
        band.frame = pixelAligned(CGRect(x: left, y: (bounds.height - h) / 2, width: right - left, height: h))
    }

    /// 320 by 216 points, the size iOS gives a picker.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 320, height: 216) }
    open override var intrinsicContentSize: CGSize { CGSize(width: 320, height: 216) }
}

/// The label a picker makes for a row's title.
@MainActor final class PickerTitleLabel: UILabel {
    override init(frame: CGRect) {
        super.init(frame: frame)
        textAlignment = .center
        lineBreakMode = .byTruncatingTail
    }

    required init?(coder: NSCoder) { fatalError("made by a picker") }

    override func drawText(in rect: CGRect) { super.drawText(in: rect.insetBy(dx: 4, dy: 0)) }
}

extension UIPickerView {
    /// What a row says to VoiceOver: its title, attributed title, or the text of its view.
    func accessibilityTitle(row: Int, component: Int) -> String? {
        if let t = delegate?.pickerView(self, titleForRow: row, forComponent: component) { return t }
        if let a = delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component) { return a.string }
        // A row shown as a view says what the view says.
        guard let view = delegate?.pickerView(self, viewForRow: row, forComponent: component, reusing: nil), !(view is PickerUnansweredRow) else { return nil }
        return (view as? UILabel)?.text ?? view.accessibilityLabel ?? view.combinedAccessibilityLabel
    }
}
