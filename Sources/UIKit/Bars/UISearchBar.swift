import Foundation

/// A search field in a bar, as iOS 17 draws it: the grey rounded field with its magnifier, a Cancel
/// button beside it when asked, and a scope bar of segments below. It talks to its delegate in
/// UIKit's terms (begin/end editing, text did change, search and cancel clicked, scope changed).
@preconcurrency @MainActor open class UISearchBar: UIView {
    /// The field (iOS 13's `searchTextField`).
    public let searchTextField = UISearchTextField()
    private let cancelButton = UIButton(type: .system)
    private let scopeBar = UISegmentedControl(items: [])
    private lazy var relay = SearchFieldRelay(bar: self)

    open weak var delegate: UISearchBarDelegate?
    /// The search controller this bar belongs to, told of editing, text, scope and Cancel.
    weak var searchController: UISearchController?
    /// Set while the bar sits in a navigation bar: no fill of its own, margins as the large title's.
    var isIntegrated = false {
        didSet {
            backgroundColor = isIntegrated ? .clear : .systemBackground
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
    }

    private func setUpSearchBar() {
        backgroundColor = .systemBackground
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
        searchTextField.frame = pixelAligned(CGRect(x: safe.left + inset, y: fieldTop, width: fieldRight - safe.left - inset, height: 36))
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
