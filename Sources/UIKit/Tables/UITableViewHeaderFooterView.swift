import Foundation

/// A section header or footer: a text label (and detail) over an optional background, reusable like cells.
@preconcurrency @MainActor open class UITableViewHeaderFooterView: UIView {
    public let reuseIdentifier: String?
    public let contentView = UIView()
    private var storedTextLabel: UILabel?
    private var storedDetailLabel: UILabel?
    /// Whether the table is grouped (small grey capitals) or plain (bold text), set by the table.
    var isGroupedLook = false { didSet { restyle() } }
    var isFooter = false { didSet { restyle() } }

    /// Required (unlike on iOS) so that registered subclasses can be made from their class.
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
        addSubview(contentView)
    }

    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        super.init(coder: coder)
        addSubview(contentView)
    }

    open var textLabel: UILabel? {
        if let l = storedTextLabel { return l }
        let l = UILabel()
        storedTextLabel = l
        contentView.addSubview(l)
        restyle()
        return l
    }

    open var detailTextLabel: UILabel? {
        if let l = storedDetailLabel { return l }
        let l = UILabel()
        l.adjustsFontForContentSizeCategory = true
        l.font = UIFont.textStyled(.footnote, .systemFont(ofSize: 13), for: traitCollection)
        l.textColor = .secondaryLabel
        storedDetailLabel = l
        contentView.addSubview(l)
        return l
    }

    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let v = backgroundView { insertSubview(v, at: 0) }
        }
    }

    open func prepareForReuse() {}

    /// A background drawn from a configuration (iOS 14), behind the content; setting one removes
    /// the background view.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet {
            if backgroundConfiguration != nil { backgroundView = nil }
            showBackground(backgroundConfiguration,
                           updatedFor: automaticallyUpdatesBackgroundConfiguration ? UICellConfigurationState(traitCollection: traitCollection) : nil,
                           in: &storedBackgroundConfigurationView)
            setNeedsLayout()
        }
    }
    open var automaticallyUpdatesBackgroundConfiguration = true
    var storedBackgroundConfigurationView: BackgroundConfigurationView?

    // MARK: Content configuration

    private var storedContentView: (UIView & UIContentView)?

    /// A configuration that draws the header's content in place of its text labels.
    open var contentConfiguration: UIContentConfiguration? {
        didSet {
            contentView.show(contentConfiguration, updatedFor: nil, in: &storedContentView)
            setNeedsLayout()
        }
    }

    /// The table's header or footer style, to fill in and assign to `contentConfiguration`.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch (isFooter, isGroupedLook) {
        case (true, true): return .groupedFooter()
        case (true, false): return .plainFooter()
        case (false, true): return .groupedHeader()
        case (false, false): return .plainHeader()
        }
    }

    /// Whether a state change gives the content configuration `updated(for:)` the new state.
    open var automaticallyUpdatesContentConfiguration = true

    /// The text shown: capitals in a grouped table's header, as iOS shows titles there.
    var title: String? {
        get { storedTextLabel?.text }
        set { textLabel?.text = isGroupedLook && !isFooter ? newValue?.uppercased() : newValue }
    }

    private func restyle() {
        guard let l = storedTextLabel else { return }
        // Header and footer titles follow the user's text size, as on iOS.
        l.adjustsFontForContentSizeCategory = true
        if isGroupedLook || isFooter {
            l.font = UIFont.textStyled(.footnote, .systemFont(ofSize: 13), for: traitCollection)
            l.textColor = .secondaryLabel
            l.numberOfLines = isFooter ? 0 : 1
        } else {
            l.font = UIFont.textStyled(.subheadline, .systemFont(ofSize: 15, weight: .semibold), for: traitCollection)
            l.textColor = .label
        }
        setNeedsLayout()
    }

    /// Where the text starts: the cells' text margin (in an inset grouped table, inside the inset too).
    var margin: CGFloat { (bounds.width >= 390 ? 20 : 16) + (isInset ? (bounds.width >= 390 ? 20 : 16) : 0) }
    /// Set by an inset grouped table.
    var isInset = false { didSet { setNeedsLayout() } }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        storedBackgroundConfigurationView?.frame = bounds
        contentView.frame = bounds
        if let custom = storedContentView {
            // A list configuration's text starts at the table's text margin, inside the safe area.
            guard let lead = (custom.configuration as? UIListContentConfiguration)?.directionalLayoutMargins.leading else {
                custom.frame = contentView.bounds
                return
            }
            let safe = safeAreaInsets, shift = margin - lead
            custom.frame = CGRect(x: shift + safe.left, y: 0, width: bounds.width - 2 * shift - safe.left - safe.right, height: bounds.height)
            return
        }
        guard let l = storedTextLabel else { return }
        let safe = safeAreaInsets
        let w = bounds.width - 2 * margin - safe.left - safe.right
        let h = l.sizeThatFits(CGSize(width: w, height: .greatestFiniteMagnitude)).height
        // Grouped headers sit on the next group (6 points above it); footers hang under theirs; plain ones are centred.
        let y: CGFloat = isFooter ? 6 : isGroupedLook ? bounds.height - 6 - h : (bounds.height - h) / 2
        l.frame = CGRect(x: margin + safe.left, y: y, width: w, height: h)
    }

}
