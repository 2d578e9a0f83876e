import Foundation
@_spi(OpenUIKit) import QuartzCore

/// Scrolling, multi-line text, editable or read-only: Pango lays it out (any script, wrapping at the
/// width), the keyboard edits it through `UITextInput`, and typing keeps the caret in view.
@preconcurrency @MainActor open class UITextView: UIScrollView, UITextInput {
    var editor = TextEditor()
    lazy var content = TextViewContentView(textView: self)
    let blinker = CaretBlinker()
    /// The selection's ends, dragged to change it (in the scroll view's content, which the document
    /// fills from its origin, so they scroll with the text).
    lazy var selectionHandles = SelectionHandles(in: self) { [weak self] isStart, p in
        guard let self, let o = self.closestPosition(to: p)?.offset else { return }
        self.select(self.editor.dragging(start: isStart, to: o))
        self.showEditMenu()
    }
    /// When and where the last tap landed, to tell a double tap.
    var lastTap: (time: CFTimeInterval, point: CGPoint)?

    /// The text view's delegate (also its scroll view delegate).
    open weak var delegate: UITextViewDelegate? {
        didSet { scrollDelegate = delegate }
    }

    open var text: String! {
        get { editor.text }
        set {
            editor.setText(newValue ?? "")
            storedAttributed = nil
            forgetUndo()
            documentChanged()
        }
    }
    var storedAttributed: NSAttributedString?
    /// Set by the app, the attributes the next typed text takes; reset when the selection moves.
    var storedTypingAttributes: [NSAttributedString.Key: Any]?
    /// The typing run the next keystroke may join (see TextUndo).
    var undoRun: TextUndoRecord?
    var editorText: String { editor.text }
    open var attributedText: NSAttributedString! {
        get { storedAttributed ?? NSAttributedString(string: editor.text, attributes: [.font: font!, .foregroundColor: textColor!]) }
        set {
            editor.setText(newValue?.string ?? "")
            storedAttributed = newValue
            forgetUndo()
            documentChanged()
        }
    }
    open var font: UIFont! = UIFont.systemFont(ofSize: 12) { didSet { if font == nil { font = .systemFont(ofSize: 12) }; documentChanged() } }
    /// Whether a text-style font takes the user's text size when it changes.
    open var adjustsFontForContentSizeCategory = false {
        didSet { if adjustsFontForContentSizeCategory { contentSizeCategoryDidChange() } }
    }

    override func contentSizeCategoryDidChange() {
        if adjustsFontForContentSizeCategory, let adjusted = fontAdjustedToTextSize(font) { font = adjusted }
    }
    open var textColor: UIColor! = UIColor.label { didSet { if textColor == nil { textColor = .label }; content.setNeedsDisplay() } }
    open var textAlignment: NSTextAlignment = .natural { didSet { documentChanged() } }
    open var isEditable = true { didSet { if !isEditable && isFirstResponder { resignFirstResponder() } } }
    open var isSelectable = true
    /// Space around the text inside the scroll view (UIKit's default: 8 points above and below).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { documentChanged() } }
    /// Within the container, each line keeps this much clear on both sides (UIKit's 5 points).
    static let lineFragmentPadding: CGFloat = 5
    open var selectedRange: NSRange {
        get { editor.selection }
        set { select(newValue) }
    }
    /// Between begin and end editing.
    var isEditingText = false
    private var storedInputView: UIView?
    private var storedAccessoryView: UIView?
    open override var inputView: UIView? {
        get { storedInputView }
        set { storedInputView = newValue }
    }
    open override var inputAccessoryView: UIView? {
        get { storedAccessoryView }
        set { storedAccessoryView = newValue }
    }

    // MARK: UITextInputTraits

    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var enablesReturnKeyAutomatically = false
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var textContentType: UITextContentType?
    open var isSecureTextEntry = false

    nonisolated public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpTextView()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpTextView()
    }

    private func setUpTextView() {
        backgroundColor = .systemBackground
        alwaysBounceVertical = true
        addSubview(content)
        // One recognizer: a second tap soon after the first, near it, is the double tap (a second
        // recognizer would race the first, or delay every caret placement).
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: UITextView.tapped))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutDocument()
    }

    // MARK: Overrides (extensions cannot override)

    open override var canBecomeFirstResponder: Bool { isEditable }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        return changeEditing(asked: { canBecomeFirstResponder && delegate?.textViewShouldBeginEditing(self) ?? true },
                             change: { super.becomeFirstResponder() }, then: beginEditingText)
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        return changeEditing(asked: { delegate?.textViewShouldEndEditing(self) ?? true },
                             change: { super.resignFirstResponder() }, then: endEditingText)
    }

    open override func copy(_ sender: Any?) {
        guard editor.selection.length > 0, isSelectable else { return }
        UIPasteboard.general.string = editor.substring(editor.selection)
    }
    open override func cut(_ sender: Any?) { copy(sender); if isEditingText, editor.selection.length > 0 { edit(editor.selection, with: "") } }
    open override func paste(_ sender: Any?) {
        guard isEditingText, let s = UIPasteboard.general.string, !s.isEmpty else { return }
        edit(editor.selection, with: s)
    }
    open override func selectAll(_ sender: Any?) { select(NSRange(location: 0, length: editor.length)) }

    @_spi(Testing) open override var displayedText: String? { editor.text }

    // MARK: Text input an app may override (as custom fields do: one-time-code boxes, hidden carets)

    open var hasText: Bool { !editor.text.isEmpty }
    open func insertText(_ text: String) { typed(text) }
    open func deleteBackward() { deleteTyped() }
    open func caretRect(for position: UITextPosition) -> CGRect { caretRectAt(position) }

    /// Scrolls so that `range` is visible.
    open func scrollRangeToVisible(_ range: NSRange) {
        layoutIfNeeded()
        let a = caretRect(at: range.location), b = caretRect(at: range.location + range.length)
        scrollRectToVisible(a.union(b).insetBy(dx: 0, dy: -2), animated: false)
    }
}

extension UITextView: UIContentSizeCategoryAdjusting {}
