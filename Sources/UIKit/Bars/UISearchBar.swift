import Foundation

/// A search field in a bar, as iOS 17 draws it: the grey rounded field with its magnifier, a Cancel
/// button beside it when asked, and a scope bar of segments below. It talks to its delegate in
/// UIKit's terms (begin/end editing, text did change, search and cancel clicked, scope changed).
@preconcurrency @MainActor open class UISearchBar: UIView, UIBarPositioning {
    /// The field (iOS 13's `searchTextField`).
    public let searchTextField = UISearchTextField()
    private let cancelButton = UIButton(type: .system)
    private let scopeBar = UISegmentedControl(items: [])
    private lazy var relay = SearchFieldRelay(bar: self)
    /// The bar's background image and the scope bar's, under everything else.
    private let barBackground = UIImageView(), scopeBackground = UIImageView()
    private let bookmarkButton = SearchFieldIconButton(icon: .bookmark)
    private let resultsButton = SearchFieldIconButton(icon: .resultsList)
    private var images = SearchBarImages()

    open weak var delegate: UISearchBarDelegate?

    /// The delegate's answer; `.top` when it has none.
    open var barPosition: UIBarPosition {
        let p = delegate?.position(for: self) ?? .any
        return p == .any ? .top : p
    }
    /// The search controller this bar belongs to, told of editing, text, scope and Cancel.
    weak var searchController: UISearchController?
    /// Set while the bar sits in a navigation bar: no fill of its own, margins as the large title's.
    var isIntegrated = false {
        didSet {
            restyle()
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }
    open var showsCancelButton = false { didSet { setNeedsLayout() } }
    open var scopeButtonTitles: [String]? { didSet { rebuildScopes() } }
    open var selectedScopeButtonIndex: Int {
        get { max(0, scopeBar.selectedSegmentIndex) }
        set { scopeBar.selectedSegmentIndex = newValue }
    }
    open var showsScopeBar = false { didSet { setNeedsLayout(); invalidateIntrinsicContentSize() } }
    open var keyboardType: UIKeyboardType {
        get { searchTextField.keyboardType }
        set { searchTextField.keyboardType = newValue }
    }
    open var returnKeyType: UIReturnKeyType {
        get { searchTextField.returnKeyType }
        set { searchTextField.returnKeyType = newValue }
    }
    open var enablesReturnKeyAutomatically: Bool {
        get { searchTextField.enablesReturnKeyAutomatically }
        set { searchTextField.enablesReturnKeyAutomatically = newValue }
    }
    open var autocorrectionType: UITextAutocorrectionType {
        get { searchTextField.autocorrectionType }
        set { searchTextField.autocorrectionType = newValue }
    }
    open var keyboardAppearance: UIKeyboardAppearance {
        get { searchTextField.keyboardAppearance }
        set { searchTextField.keyboardAppearance = newValue }
    }
    open var textContentType: UITextContentType? {
        get { searchTextField.textContentType }
        set { searchTextField.textContentType = newValue }
    }
    open var isSecureTextEntry: Bool {
        get { searchTextField.isSecureTextEntry }
        set { searchTextField.isSecureTextEntry = newValue }
    }
    open var autocapitalizationType: UITextAutocapitalizationType {
        get { searchTextField.autocapitalizationType }
        set { searchTextField.autocapitalizationType = newValue }
    }
    open override var inputAccessoryView: UIView? {
        get { searchTextField.inputAccessoryView }
        set { searchTextField.inputAccessoryView = newValue }
    }

    /// Height of the bar with its field (52 inside a navigation bar), and of the scope bar below when shown.
    static let barHeight: CGFloat = 56, integratedHeight: CGFloat = 52, scopeHeight: CGFloat = 44
    var rowHeight: CGFloat { isIntegrated ? UISearchBar.integratedHeight : UISearchBar.barHeight }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpSearchBar()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSearchBar()
        decodeView(from: coder) // what the file says wins over the set-up above
        decodeSearchBar(from: coder)
    }

    override func decodeAttributes(from coder: NSCoder) {
        super.decodeAttributes(from: coder)
        decodeSearchBar(from: coder)
    }

    private func setUpSearchBar() {
        for v in [barBackground, scopeBackground] {
            v.isUserInteractionEnabled = false
            addSubview(v)
        }
        searchTextField.tokensChanged = { [weak self] in self?.searchController?.searchTextDidChange() }
        bookmarkButton.addTarget(self, action: UISearchBar.bookmarkTapped, for: .touchUpInside)
        resultsButton.addTarget(self, action: UISearchBar.resultsTapped, for: .touchUpInside)
        searchTextField.delegate = relay
        searchTextField.addTarget(self, action: UISearchBar.fieldChanged, for: .editingChanged)
        addSubview(searchTextField)
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.titleLabel?.font = .systemFont(ofSize: 17)
        cancelButton.addTarget(self, action: UISearchBar.cancelTapped, for: .touchUpInside)
        addSubview(cancelButton)
        scopeBar.addTarget(self, action: UISearchBar.scopeChanged, for: .valueChanged)
        addSubview(scopeBar)
        if frame.height == 0 { frame.size.height = UISearchBar.barHeight }
        restyle()
    }

    // MARK: Appearance

    /// The bar around the field: `.default` and `.prominent` draw one, `.minimal` only the field.
    open var searchBarStyle: UISearchBar.Style = .default { didSet { restyle() } }
    /// `.black` draws a dark bar with a light field text.
    open var barStyle: UIBarStyle = .default { didSet { restyle() } }
    /// A bar without a tint lets a little of what is behind show through (94 % opaque).
    open var isTranslucent = true { didSet { restyle() } }
    /// The bar's colour (the tint colour is the caret's and Cancel's).
    open var barTintColor: UIColor? { didSet { restyle(); appearanceDidSet(\UISearchBar.barTintColor) } }
    /// The bar's background image, stretched over it in place of its colour.
    open var backgroundImage: UIImage? {
        get { images.background(.any, .default, exact: true) }
        set { setBackgroundImage(newValue, for: .any, barMetrics: .default) }
    }
    /// Drawn behind the scope bar while it shows.
    open var scopeBarBackgroundImage: UIImage? { didSet { restyle() } }
    /// Moves the field within the bar.
    open var searchFieldBackgroundPositionAdjustment = UIOffset.zero { didSet { setNeedsLayout() } }
    /// Moves the text (and placeholder) within the field.
    open var searchTextPositionAdjustment: UIOffset {
        get { searchTextField.textAdjustment }
        set { searchTextField.textAdjustment = newValue }
    }
    /// A bookmark button at the field's end while it has no text (`searchBarBookmarkButtonClicked`).
    open var showsBookmarkButton = false { didSet { updateTrailingButtons() } }
    /// A results-list button at the field's end (`searchBarResultsListButtonClicked`).
    open var showsSearchResultsButton = false { didSet { updateTrailingButtons() } }
    /// Draws the results-list button selected (tinted).
    open var isSearchResultsButtonSelected = false { didSet { resultsButton.isSelected = isSearchResultsButtonSelected } }

    open func setBackgroundImage(_ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics) {
        images.setBackground(backgroundImage, barPosition, barMetrics)
        restyle()
    }
    open func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        images.background(barPosition, barMetrics, exact: true)
    }
    /// The field's background in a state (`.normal`, `.disabled`), in place of its grey capsule.
    open func setSearchFieldBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State) {
        images.setFieldBackground(backgroundImage, state)
        restyle()
    }
    open func searchFieldBackgroundImage(for state: UIControl.State) -> UIImage? { images.fieldBackground(state, exact: true) }
    /// An icon's image in a state: the magnifier, the clear button, the bookmark or results-list button.
    open func setImage(_ iconImage: UIImage?, for icon: UISearchBar.Icon, state: UIControl.State) {
        images.setIcon(iconImage, icon, state)
        restyle()
    }
    open func image(for icon: UISearchBar.Icon, state: UIControl.State) -> UIImage? { images.icon(icon, state, exact: true) }
    /// Moves an icon from where the field puts it.
    open func setPositionAdjustment(_ adjustment: UIOffset, for icon: UISearchBar.Icon) {
        images.setAdjustment(adjustment, icon)
        restyle()
    }
    open func positionAdjustment(for icon: UISearchBar.Icon) -> UIOffset { images.adjustment(icon) }

    open func setScopeBarButtonBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State) {
        scopeBar.setBackgroundImage(backgroundImage, for: state, barMetrics: .default)
    }
    open func scopeBarButtonBackgroundImage(for state: UIControl.State) -> UIImage? {
        scopeBar.backgroundImage(for: state, barMetrics: .default)
    }
    open func setScopeBarButtonDividerImage(_ dividerImage: UIImage?, forLeftSegmentState leftState: UIControl.State,
                                            rightSegmentState rightState: UIControl.State) {
        scopeBar.setDividerImage(dividerImage, forLeftSegmentState: leftState, rightSegmentState: rightState, barMetrics: .default)
    }
    open func scopeBarButtonDividerImage(forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State) -> UIImage? {
        scopeBar.dividerImage(forLeftSegmentState: leftState, rightSegmentState: rightState, barMetrics: .default)
    }
    open func setScopeBarButtonTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        scopeBar.setTitleTextAttributes(attributes, for: state)
    }
    open func scopeBarButtonTitleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        scopeBar.titleTextAttributes(for: state)
    }

    /// Applies the style, colours and images to the bar, its field and its icons.
    private func restyle() {
        let image = isIntegrated ? nil : images.background(.any, .default)
        barBackground.image = image
        barBackground.isHidden = image == nil
        scopeBackground.image = scopeBarBackgroundImage
        if isIntegrated || image != nil || searchBarStyle == .minimal {
            backgroundColor = .clear
        } else if let barTintColor {
            backgroundColor = barTintColor
        } else {
            let base = barStyle == .black ? UIColor(white: 0.11, alpha: 1) : UIColor.systemBackground
            backgroundColor = isTranslucent ? base.withAlphaComponent(0.94) : base
        }
        let field = searchTextField
        field.background = images.fieldBackground(.normal)
        field.disabledBackground = images.fieldBackground(.disabled)
        let skinned = field.background != nil
        field.backgroundColor = skinned ? .clear : barStyle == .black ? UIColor(white: 1, alpha: 0.14) : .tertiarySystemFill
        field.layer.cornerRadius = skinned ? 0 : 10
        field.textColor = barStyle == .black ? .white : .label
        field.searchIcon = images.icon(.search, field.isEnabled ? .normal : .disabled)
        field.searchIconAdjustment = images.adjustment(.search)
        field.clearIconAdjustment = images.adjustment(.clear)
        field.clearButton.stateImages = images.icons[.clear] ?? [:]
        bookmarkButton.images = images.icons[.bookmark] ?? [:]
        resultsButton.images = images.icons[.resultsList] ?? [:]
        updateTrailingButtons()
        setNeedsLayout()
    }

    /// The bookmark or results-list button as the field's right view (the clear button takes its
    /// place while there is text).
    private func updateTrailingButtons() {
        let button = showsBookmarkButton ? bookmarkButton : showsSearchResultsButton ? resultsButton : nil
        searchTextField.trailingIconAdjustment = images.adjustment(button?.icon ?? .bookmark)
        searchTextField.rightView = button
        searchTextField.rightViewMode = .always
    }

    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        guard showsCancelButton != self.showsCancelButton else { return }
        self.showsCancelButton = showsCancelButton
        if animated {
            UIView.animate(withDuration: 0.25) { self.layoutIfNeeded() }
        }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : 375, height: rowHeight + (showsScopeBar ? UISearchBar.scopeHeight : 0))
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: sizeThatFits(.zero).height) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let inset: CGFloat = isIntegrated ? 16 : 8, w = bounds.width
        let safe = safeAreaInsets, row = rowHeight
        let fieldTop: CGFloat = isIntegrated ? 1 : (row - 36) / 2
        let cancelWidth = (cancelButton.titleLabel?.sizeThatFits(.zero).width ?? 54) + 8
        cancelButton.isHidden = !showsCancelButton
        let fieldRight = w - safe.right - inset - (showsCancelButton ? cancelWidth + 6 : 0)
        let shift = searchFieldBackgroundPositionAdjustment
        searchTextField.frame = pixelAligned(CGRect(x: safe.left + inset + shift.horizontal, y: fieldTop + shift.vertical,
                                                    width: fieldRight - safe.left - inset, height: 36))
        barBackground.frame = CGRect(x: 0, y: 0, width: w, height: row)
        scopeBackground.frame = CGRect(x: 0, y: row, width: w, height: UISearchBar.scopeHeight)
        scopeBackground.isHidden = !showsScopeBar || scopeBarBackgroundImage == nil
        cancelButton.frame = CGRect(x: fieldRight + 6, y: fieldTop, width: cancelWidth, height: 36)
        scopeBar.isHidden = !showsScopeBar
        scopeBar.frame = CGRect(x: safe.left + inset, y: row, width: w - safe.left - safe.right - 2 * inset, height: 32)
    }

    private func rebuildScopes() {
        scopeBar.removeAllSegments()
        for (i, t) in (scopeButtonTitles ?? []).enumerated() { scopeBar.insertSegment(withTitle: t, at: i, animated: false) }
        if scopeBar.numberOfSegments > 0 { scopeBar.selectedSegmentIndex = 0 }
    }

    // MARK: Relayed from the field and the buttons

    private func fieldChanged() {
        delegate?.searchBar(self, textDidChange: searchTextField.text ?? "")
        searchController?.searchTextDidChange()
    }
    private func cancelTapped() {
        delegate?.searchBarCancelButtonClicked(self)
        searchController?.cancelTapped()
    }
    private func bookmarkTapped() { delegate?.searchBarBookmarkButtonClicked(self) }
    private func resultsTapped() { delegate?.searchBarResultsListButtonClicked(self) }
    private func scopeChanged() {
        delegate?.searchBar(self, selectedScopeButtonIndexDidChange: selectedScopeButtonIndex)
        searchController?.searchScopeDidChange()
    }

    open override var canBecomeFirstResponder: Bool { searchTextField.canBecomeFirstResponder }
    @discardableResult
    open override func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }
    @discardableResult
    open override func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }
    open override var isFirstResponder: Bool { searchTextField.isFirstResponder }
}

/// The search bar's field delegate: turns the field's questions into the search bar's.
@MainActor final class SearchFieldRelay: UITextFieldDelegate {
    unowned let bar: UISearchBar
    init(bar: UISearchBar) { self.bar = bar }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { bar.delegate?.searchBarShouldBeginEditing(bar) ?? true }
    func textFieldDidBeginEditing(_ textField: UITextField) {
        bar.searchController?.searchBarDidBeginEditing()
        bar.delegate?.searchBarTextDidBeginEditing(bar)
    }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { bar.delegate?.searchBarShouldEndEditing(bar) ?? true }
    func textFieldDidEndEditing(_ textField: UITextField) { bar.delegate?.searchBarTextDidEndEditing(bar) }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        bar.delegate?.searchBar(bar, shouldChangeTextIn: range, replacementText: string) ?? true
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        bar.delegate?.searchBarSearchButtonClicked(bar)
        return true
    }
}
