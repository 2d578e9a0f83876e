import Foundation

/// One item of a collection view: a content view for the item's subviews, a background view behind
/// it, and a selected background view shown while the cell is highlighted or selected. Unlike a table
/// cell, a plain collection cell shows no selection of its own: set `selectedBackgroundView`, or
/// restyle in `isSelected`/`isHighlighted` or `configurationUpdateHandler`.
@preconcurrency @MainActor open class UICollectionViewCell: UICollectionReusableView {
    override var defaultAccessibility: AccessibilityDefaults { cellAccessibility(super.defaultAccessibility, selected: isSelected) }
    override var defaultAccessibilityLabel: String? { combinedAccessibilityLabel }

    /// Where subviews go: it fills the cell.
    public let contentView = UIView()
    var storedContentView: (UIView & UIContentView)?
    /// Until its first layout: UIKit updates a cell's configuration once before it is shown.
    var configurationNeverUpdated = true
    /// A storyboard segue the cell triggers when its item is selected.
    var selectionSegue: ((UICollectionViewCell) -> Void)?

    public required init(frame: CGRect) {
        super.init(frame: frame)
        setUpCell()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpCell()
        decodeCollectionCell(from: coder)
    }

    override func decodeAttributes(from coder: NSCoder) {
        super.decodeAttributes(from: coder)
        decodeCollectionCell(from: coder)
    }

    private func setUpCell() {
        contentView.frame = bounds
        insertSubview(contentView, at: 0)
    }

    /// A storyboard prototype's content view arrives from the file with its subviews: it becomes the
    /// cell's content view's content.
    func adoptContentView(_ view: UIView) {
        for s in view.subviews { contentView.addSubview(s) }
        contentView.backgroundColor = view.backgroundColor
    }

    /// Behind the content. Setting one resets `backgroundConfiguration` to nil: the two exclude each other.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let v = backgroundView { insertSubview(v, at: 0); backgroundConfiguration = nil }
            setNeedsLayout()
        }
    }

    /// Shown between the background view and the content while the cell is highlighted or selected.
    /// Setting one resets `backgroundConfiguration` to nil.
    open var selectedBackgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if selectedBackgroundView != nil { backgroundConfiguration = nil }
            updateSelectionLook()
        }
    }

    /// The background drawn from a configuration (updated for the cell's state as it changes); setting
    /// one removes `backgroundView` and `selectedBackgroundView`.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet {
            if backgroundConfiguration != nil { backgroundView = nil; selectedBackgroundView = nil }
            backgroundConfigurationSet()
            applyBackgroundConfiguration()
        }
    }

    /// Whether a state change gives the background configuration `updated(for:)` the new state.
    open var automaticallyUpdatesBackgroundConfiguration = true {
        didSet { applyBackgroundConfiguration() }
    }

    /// The system's background for the cell where it is (a plain cell's: clear).
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { .clear() }

    var storedBackgroundConfigurationView: BackgroundConfigurationView?

    /// The app assigned `backgroundConfiguration` (a list cell stops choosing its own).
    func backgroundConfigurationSet() {}

    func applyBackgroundConfiguration() {
        showBackground(backgroundConfiguration, updatedFor: automaticallyUpdatesBackgroundConfiguration ? configurationState : nil,
                       in: &storedBackgroundConfigurationView)
    }

    private var selected = false
    private var highlighted = false

    /// Subclasses override (calling super) to restyle for selection.
    open var isSelected: Bool {
        get { selected }
        set { change(\.selected, to: newValue) }
    }

    open var isHighlighted: Bool {
        get { highlighted }
        set { change(\.highlighted, to: newValue) }
    }

    private func change(_ flag: ReferenceWritableKeyPath<UICollectionViewCell, Bool>, to value: Bool) {
        let changed = self[keyPath: flag] != value
        self[keyPath: flag] = value
        updateSelectionLook()
        if changed { setNeedsUpdateConfiguration() }
    }

    /// Whether the cell is being dragged (interactive movement).
    open internal(set) var isDragging = false

    private func updateSelectionLook() {
        guard let bg = selectedBackgroundView else { return }
        if selected || highlighted {
            if bg.superview !== self { insertSubview(bg, belowSubview: contentView) }
            bg.frame = bounds
        } else {
            bg.removeFromSuperview()
        }
    }

    // MARK: Configurations

    /// A configuration that draws the cell's content (a list content configuration, or an app's own).
    open var contentConfiguration: UIContentConfiguration? {
        didSet { applyContentConfiguration() }
    }

    open var automaticallyUpdatesContentConfiguration = true

    /// Called with the cell and its state whenever the state changes (after `updateConfiguration(using:)`).
    open var configurationUpdateHandler: ((UICollectionViewCell, UICellConfigurationState) -> Void)? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// The cell's state now.
    open var configurationState: UICellConfigurationState {
        var s = UICellConfigurationState(traitCollection: traitCollection)
        s.isSelected = isSelected
        s.isHighlighted = isHighlighted
        s.isEditing = collectionView?.isEditing ?? false
        return s
    }

    /// Called when the state changes (selection, highlight, editing); subclasses restyle here.
    open func updateConfiguration(using state: UICellConfigurationState) {
        if automaticallyUpdatesContentConfiguration, let c = contentConfiguration {
            storedContentView?.configuration = c.updated(for: state)
        }
        if automaticallyUpdatesBackgroundConfiguration {
            showBackground(backgroundConfiguration, updatedFor: state, in: &storedBackgroundConfigurationView)
        }
    }

    open func setNeedsUpdateConfiguration() {
        configurationNeverUpdated = false
        let state = configurationState
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
    }

    private func applyContentConfiguration() {
        contentView.show(contentConfiguration, updatedFor: automaticallyUpdatesContentConfiguration ? configurationState : nil, in: &storedContentView)
        setNeedsLayout()
    }

    /// Whether a tap on the cell is the cell's own business rather than a selection (a header row
    /// of an outline toggles its item); the cell acts on it when it answers true.
    func handlesTap() -> Bool { false }

    // MARK: Layout

    override func fittingSize(for target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        if let v = storedContentView { return v.configuredContentSize(target, horizontal: horizontal, vertical: vertical) }
        return contentView.systemLayoutSizeFitting(target, withHorizontalFittingPriority: horizontal, verticalFittingPriority: vertical)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if configurationNeverUpdated { setNeedsUpdateConfiguration() }
        let b = bounds
        if contentView.frame != b { contentView.frame = b }
        backgroundView?.frame = b
        selectedBackgroundView?.frame = b
        storedBackgroundConfigurationView?.frame = b
        storedContentView?.frame = contentView.bounds
    }

    // MARK: Touches: highlight, then select through the collection view

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { collectionView?.forward(touches, .began, from: self) }
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { collectionView?.forward(touches, .moved, from: self) }
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { collectionView?.forward(touches, .ended, from: self) }
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { collectionView?.forward(touches, .cancelled, from: self) }
}
