import Foundation
import QuartzCore

/// One row of a table: a content view with the style's labels and image, an accessory at the trailing
/// edge, the editing controls, the separator, and the grey highlight. Layout in `UITableViewCell+Layout.swift`.
@preconcurrency @MainActor open class UITableViewCell: UIView {
    override var defaultAccessibility: AccessibilityDefaults {
        // A checkmark says "Selected", as on iOS; the swipe actions are VoiceOver's actions.
        cellAccessibility(super.defaultAccessibility, selected: isSelected || accessoryType == .checkmark)
    }
    override var defaultAccessibilityCustomActions: [UIAccessibilityCustomAction]? { swipeAccessibilityActions }
    override var defaultAccessibilityLabel: String? { combinedAccessibilityLabel }

    public let reuseIdentifier: String?
    let style: CellStyle
    /// Where subviews go: it moves aside for the editing controls and the accessory.
    public let contentView = UIView()
    var storedTextLabel: UILabel?
    var storedDetailLabel: UILabel?
    var storedImageView: UIImageView?
    let separatorView = UIView()
    var accessoryGlyph: TableAccessoryView?
    var editingControl: TableAccessoryView?
    var reorderControl: TableAccessoryView?
    var defaultSelectedBackground: UIView?
    /// The table that shows the cell (set while it is on screen or in the reuse pool).
    weak var tableView: UITableView?
    /// How far a swipe has moved the content aside (negative: toward the leading edge).
    var swipeOffset: CGFloat = 0 { didSet { setNeedsLayout() } }
    var showsSeparator = true { didSet { separatorView.isHidden = !showsSeparator } }
    var storedContentView: (UIView & UIContentView)?
    /// Until its first layout: UIKit updates a cell's configuration once before it is shown.
    var configurationNeverUpdated = true
    /// A storyboard segue the cell triggers when its row is selected, or its accessory tapped.
    var selectionSegue: ((UITableViewCell) -> Void)?
    var accessorySegue: ((UITableViewCell) -> Void)?

    /// Required (unlike on iOS) so that `register(_:forCellReuseIdentifier:)` can make cells of a
    /// subclass: Swift builds an instance from a class value only through a required initializer.
    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        setUpCell()
    }

    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// A cell from a nib or a storyboard's prototype: its style and reuse identifier as the file says.
    public required init?(coder: NSCoder) {
        style = coder.choice("style", UITableViewCell.styleNames) ?? .default
        reuseIdentifier = coder.text("reuseIdentifier")
        super.init(coder: coder)
        setUpCell()
        restoreDecoded([.backgroundColor, .clipsSubviews], from: coder) // the file wins over the set-up
        decodeCell(from: coder)
    }

    override func decodeAttributes(from coder: NSCoder) {
        super.decodeAttributes(from: coder)
        decodeCell(from: coder)
    }

    /// The colours a cell starts with, by its table's style (an app's own colour is left alone):
    /// the same white in light mode, black and dark grey in dark mode.
    static let plainBackground = UIColor.systemBackground
    static let groupedBackground = UIColor.secondarySystemGroupedBackground

    /// Gives a cell still on its default colour its table style's.
    func adoptDefaultBackground(grouped: Bool) {
        guard let c = backgroundColor, c === UITableViewCell.plainBackground || c === UITableViewCell.groupedBackground else { return }
        let wanted = grouped ? UITableViewCell.groupedBackground : UITableViewCell.plainBackground
        if c !== wanted { backgroundColor = wanted }
    }

    private func setUpCell() {
        backgroundColor = UITableViewCell.plainBackground
        clipsToBounds = true
        addSubview(contentView)
        separatorView.backgroundColor = .separator
        separatorView.isUserInteractionEnabled = false
        addSubview(separatorView)
    }

    // MARK: The style's views

    /// The main text; nil only for cells made from a nib without one.
    open var textLabel: UILabel? {
        if let l = storedTextLabel { return l }
        let l = UILabel()
        // The styles' labels follow the user's text size, as on iOS.
        l.adjustsFontForContentSizeCategory = true
        switch style {
        case .value2:
            l.font = UIFont.textStyled(.subheadline, .systemFont(ofSize: 15, weight: .semibold), for: traitCollection)
            l.textColor = tintColor
            l.textAlignment = .right
        default:
            l.font = UIFont.textStyled(.body, .systemFont(ofSize: 17), for: traitCollection)
        }
        storedTextLabel = l
        contentView.addSubview(l)
        setNeedsLayout()
        return l
    }

    /// The secondary text: grey at the trailing edge (`.value1`), beside the text (`.value2`), under it
    /// (`.subtitle`); nil for `.default`.
    open var detailTextLabel: UILabel? {
        guard style != .default else { return nil }
        if let l = storedDetailLabel { return l }
        let l = UILabel()
        l.adjustsFontForContentSizeCategory = true
        switch style {
        case .value1:
            l.font = UIFont.textStyled(.body, .systemFont(ofSize: 17), for: traitCollection)
            l.textColor = .secondaryLabel
            l.textAlignment = .right
        case .value2:
            l.font = UIFont.textStyled(.subheadline, .systemFont(ofSize: 15), for: traitCollection)
        default:
            l.font = UIFont.textStyled(.caption1, .systemFont(ofSize: 12), for: traitCollection)
        }
        storedDetailLabel = l
        contentView.addSubview(l)
        setNeedsLayout()
        return l
    }

    open var imageView: UIImageView? {
        if let v = storedImageView { return v }
        let v = UIImageView()
        v.contentMode = .scaleAspectFit // at its size, or shrunk into a row shorter than it
        storedImageView = v
        contentView.addSubview(v)
        setNeedsLayout()
        return v
    }

    // MARK: Accessories

    open var accessoryType: AccessoryType = .none { didSet { setNeedsLayout() } }
    open var accessoryView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let v = accessoryView { addSubview(v) }
            setNeedsLayout()
        }
    }
    open var editingAccessoryType: AccessoryType = .none { didSet { setNeedsLayout() } }
    open var editingAccessoryView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let v = editingAccessoryView { addSubview(v) }
            setNeedsLayout()
        }
    }

    // MARK: Selection

    open var selectionStyle: SelectionStyle = .default
    /// Behind the content. Setting one resets `backgroundConfiguration` to nil: the two exclude each other.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let v = backgroundView { insertSubview(v, at: 0); backgroundConfiguration = nil }
            setNeedsLayout()
        }
    }
    /// Shown behind the content while the cell is highlighted or selected (iOS's grey by default).
    /// Setting one resets `backgroundConfiguration` to nil.
    open var selectedBackgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if selectedBackgroundView != nil { backgroundConfiguration = nil }
            updateSelectionLook()
        }
    }
    /// The background drawn from a configuration, updated for the cell's state (its list styles turn
    /// grey when selected in place of the default selected background). Setting one removes the
    /// background views and makes the cell's own color clear.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet {
            if backgroundConfiguration != nil {
                backgroundView = nil
                selectedBackgroundView = nil
                backgroundColor = .clear
                defaultSelectedBackground?.removeFromSuperview()
            }
            showBackground(backgroundConfiguration, updatedFor: automaticallyUpdatesBackgroundConfiguration ? configurationState : nil,
                           in: &storedBackgroundConfigurationView)
            setNeedsLayout()
        }
    }
    open var automaticallyUpdatesBackgroundConfiguration = true
    var storedBackgroundConfigurationView: BackgroundConfigurationView?

    /// The system's background for a cell of the table's style.
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        tableView.map { $0.style == .plain } ?? true ? .listPlainCell() : .listGroupedCell()
    }
    open var multipleSelectionBackgroundView: UIView?

    private var selected = false
    private var highlighted = false
    open var isSelected: Bool {
        get { selected }
        set { setSelected(newValue, animated: false) }
    }
    open var isHighlighted: Bool {
        get { highlighted }
        set { setHighlighted(newValue, animated: false) }
    }

    /// Subclasses override to restyle; call super, which shows or hides the selected background.
    open func setSelected(_ selected: Bool, animated: Bool) {
        let changed = selected != self.selected
        self.selected = selected
        updateSelectionLook(animated: animated)
        if changed { setNeedsUpdateConfiguration() }
        if selectsWhileEditing && isEditing { setNeedsLayout() }
    }

    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        let changed = highlighted != self.highlighted
        self.highlighted = highlighted
        updateSelectionLook(animated: animated)
        if changed { setNeedsUpdateConfiguration() }
    }

    private func updateSelectionLook(animated: Bool = false) {
        let on = (selected || highlighted) && selectionStyle != .none
        for l in [storedTextLabel, storedDetailLabel] { l?.isHighlighted = on }
        storedImageView?.isHighlighted = on
        if on && backgroundConfiguration != nil {
            // The configuration shows the selection.
        } else if on {
            let bg: UIView
            if let custom = selectedBackgroundView {
                bg = custom
            } else {
                bg = defaultSelectedBackground ?? UIView()
                bg.backgroundColor = .systemGray4
                defaultSelectedBackground = bg
            }
            if bg.superview !== self { insertSubview(bg, at: backgroundView == nil ? 0 : 1) }
            bg.layer.removeAnimation(forKey: "opacity")
            UIView.performWithoutAnimation { bg.alpha = 1 }
            setNeedsLayout()
        } else {
            let bg = selectedBackgroundView ?? defaultSelectedBackground
            guard let bg, bg.superview === self else { return }
            if animated {
                UIViewAnimations.animate(withDuration: 0.25, animations: { bg.alpha = 0 }, tidyingUp: { [weak self] _ in
                    guard let self, !(self.selected || self.highlighted) else { return }
                    bg.removeFromSuperview()
                })
            } else {
                bg.removeFromSuperview()
            }
        }
    }

    // MARK: Editing

    private var editing = false
    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }

    /// Shows or hides the editing controls; the content slides aside (animated over 0.3 s).
    /// `willTransition(to:)` comes before the change, `didTransition(to:)` once the content has moved.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != self.editing else { return }
        let state = editing ? stateMask.union(.showingEditControl) : stateMask.subtracting(.showingEditControl)
        willTransition(to: state)
        self.editing = editing
        setNeedsLayout()
        setNeedsUpdateConfiguration()
        if animated && window != nil {
            UIView.animate(withDuration: 0.3, animations: { self.layoutIfNeeded() }) { _ in self.didTransition(to: state) }
        } else {
            didTransition(to: state)
        }
    }

    /// What the cell shows besides its content: editing controls, a delete confirmation.
    private var stateMask: StateMask {
        var s: StateMask = []
        if editing { s.insert(.showingEditControl) }
        if showingDeleteConfirmation { s.insert(.showingDeleteConfirmation) }
        return s
    }

    /// The cell is about to show or hide its editing control or delete confirmation.
    open func willTransition(to state: StateMask) {}
    /// The cell has shown or hidden them.
    open func didTransition(to state: StateMask) {}

    /// The control editing shows at the leading edge (set by the table from its delegate).
    open internal(set) var editingStyle: EditingStyle = .delete
    open var showsReorderControl = false { didSet { setNeedsLayout() } }
    open var shouldIndentWhileEditing = true { didSet { setNeedsLayout() } }
    /// Whether the table shows the grip for this row while editing (data source's `canMoveRowAt`).
    var canReorder = false
    /// Editing shows selection circles (the table allows multiple selection during editing).
    var selectsWhileEditing = false
    /// Set by the table as a row's swipe actions open and close; the cell hears of it through
    /// `willTransition(to:)` and `didTransition(to:)`.
    open internal(set) var showingDeleteConfirmation: Bool {
        get { deleteConfirmation }
        set {
            guard newValue != deleteConfirmation else { return }
            let state = newValue ? stateMask.union(.showingDeleteConfirmation) : stateMask.subtracting(.showingDeleteConfirmation)
            willTransition(to: state)
            deleteConfirmation = newValue
            didTransition(to: state)
        }
    }
    private var deleteConfirmation = false
    /// The table's separator inset added to the automatic one (`separatorInsetReference = .fromAutomaticInsets`).
    var separatorOffsetFromText: CGFloat = 0

    open var indentationLevel = 0 { didSet { setNeedsLayout() } }
    open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }
    /// Where the separator starts and ends; the text's leading edge by default.
    open var separatorInset: UIEdgeInsets = UIEdgeInsets(top: 0, left: UITableViewCell.automaticInset, bottom: 0, right: 0) {
        didSet { setNeedsLayout() }
    }
    /// The marker for "the table's inset" (or, for the leading edge, the text's).
    static let automaticInset: CGFloat = -1

    // MARK: Reuse

    /// Called before the table hands the cell out again: reset what the last row set.
    open func prepareForReuse() {}

    // MARK: Content configuration

    /// A configuration that draws the cell's content in place of the style's labels.
    open var contentConfiguration: UIContentConfiguration? {
        didSet { applyContentConfiguration() }
    }

    /// A list configuration with the cell's style, to fill in and assign to `contentConfiguration`.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch style {
        case .subtitle: return .subtitleCell()
        case .value1: return .valueCell()
        case .value2: return .subtitleCell()
        default: return .cell()
        }
    }

    /// Whether a state change gives the content configuration `updated(for:)` the new state.
    open var automaticallyUpdatesContentConfiguration = true

    /// The cell's state now.
    open var configurationState: UICellConfigurationState {
        var s = UICellConfigurationState(traitCollection: traitCollection)
        s.isSelected = isSelected
        s.isHighlighted = isHighlighted
        s.isEditing = isEditing
        s.isSwiped = swipeOffset != 0
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

    /// Asks for `updateConfiguration(using:)` with the current state.
    open func setNeedsUpdateConfiguration() {
        configurationNeverUpdated = false
        let state = configurationState
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
    }

    /// Called with the cell and its state whenever the state changes (after `updateConfiguration(using:)`).
    open var configurationUpdateHandler: ((UITableViewCell, UICellConfigurationState) -> Void)? {
        didSet { setNeedsUpdateConfiguration() }
    }

    private func applyContentConfiguration() {
        contentView.show(contentConfiguration, updatedFor: automaticallyUpdatesContentConfiguration ? configurationState : nil, in: &storedContentView)
        setNeedsLayout()
    }

    // MARK: Touches: highlight, then select through the table

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { tableView?.forward(touches, .began, from: self) }
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { tableView?.forward(touches, .moved, from: self) }
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { tableView?.forward(touches, .ended, from: self) }
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { tableView?.forward(touches, .cancelled, from: self) }


    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: naturalHeight(forWidth: size.width))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if configurationNeverUpdated { setNeedsUpdateConfiguration() }
        layoutCell()
    }
}
