import Foundation
import QuartzCore

/// One line of editable text: tapped, it becomes first responder and the keyboard comes up; typing,
/// deleting and the return key go through its delegate, control events and notifications as on iOS.
@preconcurrency @MainActor open class UITextField: UIControl, UITextInput {
    override var redrawsOnBoundsChange: Bool { true }
    override var defaultAccessibility: AccessibilityDefaults {
        var a = super.defaultAccessibility
        a.isElement = true
        a.placeholder = placeholder
        let shown = text.flatMap { $0.isEmpty ? nil : $0 }
        a.value = shown.map { isSecureTextEntry ? String(repeating: "•", count: $0.count) : $0 } ?? placeholder
        a.role = isSecureTextEntry ? .secureTextField : .textField
        return a
    }

    /// Its own tap recognizer wins over an ancestor's single tap, as a control's tap does.
    override var takesSingleTapFromAncestors: Bool { isEnabled }

    var editor = TextEditor()
    /// Drawn text scrolled left so the caret stays in view (long text).
    var scrollX: CGFloat = 0
    /// The caret: a tinted bar that blinks while nothing is typed.
    let caret = UIView()
    let blinker = CaretBlinker()
    /// The selection's ends, dragged to change it.
    lazy var selectionHandles = SelectionHandles(in: self) { [weak self] isStart, p in
        guard let self else { return }
        self.select(self.editor.dragging(start: isStart, to: self.offset(atX: p.x)))
        self.showEditMenu()
    }
    /// In secure entry, the offset of the one character shown as typed (for a moment).
    var revealedCharacter: Int?
    var revealTimer: Int?
    lazy var clearButton: TextFieldClearButton = TextFieldClearButton(field: self)
    /// Caret positions of the shown text, for the text and font they were measured with.
    var caretCache: (text: String, font: UIFont, xs: [CGFloat])?

    open weak var delegate: UITextFieldDelegate?

    open var text: String? {
        get { editor.text }
        set {
            editor.setText(newValue ?? "")
            storedAttributed = nil
            forgetUndo()
            textDidChangeOnScreen()
        }
    }
    var storedAttributed: NSAttributedString?
    /// Set by the app, the attributes the next typed text takes; reset when the selection moves.
    var storedTypingAttributes: [NSAttributedString.Key: Any]?
    /// The typing run the next keystroke may join (see TextUndo).
    var undoRun: TextUndoRecord?
    var editorText: String { editor.text }
    open var attributedText: NSAttributedString? {
        get { storedAttributed ?? NSAttributedString(string: editor.text, attributes: [.font: font!, .foregroundColor: textColor!]) }
        set {
            editor.setText(newValue?.string ?? "")
            storedAttributed = newValue
            forgetUndo()
            caretCache = nil
            textDidChangeOnScreen()
        }
    }
    open var placeholder: String? {
        didSet {
            // A new plain placeholder replaces an attributed one.
            if storedAttributedPlaceholder?.string != placeholder { storedAttributedPlaceholder = nil }
            setNeedsDisplay()
        }
    }
    /// The attributed placeholder as set, drawn with its own fonts and colours.
    var storedAttributedPlaceholder: NSAttributedString?
    open var attributedPlaceholder: NSAttributedString? {
        get { storedAttributedPlaceholder ?? placeholder.map { NSAttributedString(string: $0, attributes: [.foregroundColor: UIColor.placeholderText]) } }
        set {
            storedAttributedPlaceholder = newValue
            placeholder = newValue?.string
        }
    }
    open var font: UIFont! = UIFont.systemFont(ofSize: 17) { didSet { if font == nil { font = .systemFont(ofSize: 17) }; textDidChangeOnScreen() } }
    /// Whether a text-style font takes the user's text size when it changes.
    open var adjustsFontForContentSizeCategory = false {
        didSet { if adjustsFontForContentSizeCategory { contentSizeCategoryDidChange() } }
    }

    override func contentSizeCategoryDidChange() {
        if adjustsFontForContentSizeCategory, let adjusted = fontAdjustedToTextSize(font) { font = adjusted }
    }
    open var textColor: UIColor! = UIColor.label { didSet { if textColor == nil { textColor = .label }; setNeedsDisplay() } }
    open var textAlignment: NSTextAlignment = .natural { didSet { textDidChangeOnScreen() } }
    open var borderStyle: BorderStyle = .none { didSet { setNeedsDisplay(); setNeedsLayout() } }
    open var background: UIImage? { didSet { setNeedsDisplay() } }
    open var disabledBackground: UIImage? { didSet { setNeedsDisplay() } }
    open var clearButtonMode: ViewMode = .never { didSet { setNeedsLayout() } }
    open var leftView: UIView? {
        didSet { oldValue?.removeFromSuperview(); if let v = leftView { addSubview(v) }; setNeedsLayout() }
    }
    open var leftViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    open var rightView: UIView? {
        didSet { oldValue?.removeFromSuperview(); if let v = rightView { addSubview(v) }; setNeedsLayout() }
    }
    open var rightViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    open var clearsOnBeginEditing = false
    open var adjustsFontSizeToFitWidth = false { didSet { setNeedsDisplay() } }
    open var minimumFontSize: CGFloat = 0 { didSet { setNeedsDisplay() } }
    open var allowsEditingTextAttributes = false
    open internal(set) var isEditing = false
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
    open var isSecureTextEntry = false { didSet { textDidChangeOnScreen() } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
        restoreDecoded([.contentMode], from: coder) // the file wins over the set-up above
        decodeTextField(from: coder)
    }

    override func decodeAttributes(from coder: NSCoder) {
        super.decodeAttributes(from: coder)
        decodeTextField(from: coder)
    }

    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        encodeTextField(with: coder)
    }

    private func setUp() {
        contentMode = .redraw
        layer.needsDisplayOnBoundsChange = true
        caret.isUserInteractionEnabled = false
        caret.isHidden = true
        addSubview(caret)
        let double = UITapGestureRecognizer(target: self, action: UITextField.doubleTapped)
        double.numberOfTapsRequired = 2
        // A single tap must act at once (begin editing, place the caret), not wait to rule out a double.
        double.delaysTouchesEnded = false
        addGestureRecognizer(double)
    }

    // MARK: Geometry UIKit lets subclasses change

    /// The frame drawn for the border style.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// Where the text goes when not editing: inside the border's padding and clear of overlay views.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        var r = bounds
        let pad: CGFloat = borderStyle == .none ? 0 : 7
        r.origin.x += pad
        r.size.width -= 2 * pad
        if leftView != nil, leftViewMode.shows(editing: isEditing) {
            let lr = leftViewRect(forBounds: bounds)
            let cut = lr.maxX - r.minX
            if cut > 0 { r.origin.x += cut; r.size.width -= cut }
        }
        let right = rightOverlayRect(forBounds: bounds)
        if let right { r.size.width = max(0, min(r.width, right.minX - r.minX - 2)) }
        return r
    }

    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let side: CGFloat = 19
        return CGRect(x: bounds.maxX - side - (borderStyle == .none ? 0 : 6), y: bounds.midY - side / 2, width: side, height: side).integral
    }

    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let v = leftView else { return .zero }
        let s = v.frame.size
        return CGRect(x: bounds.minX, y: bounds.midY - s.height / 2, width: s.width, height: s.height)
    }

    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let v = rightView else { return .zero }
        let s = v.frame.size
        return CGRect(x: bounds.maxX - s.width, y: bounds.midY - s.height / 2, width: s.width, height: s.height)
    }

    /// The clear button, else the right view, where it shows now.
    private func rightOverlayRect(forBounds bounds: CGRect) -> CGRect? {
        if showsClearButton { return clearButtonRect(forBounds: bounds) }
        if rightView != nil, rightViewMode.shows(editing: isEditing) { return rightViewRect(forBounds: bounds) }
        return nil
    }

    var showsClearButton: Bool { clearButtonMode.shows(editing: isEditing) && !editor.text.isEmpty }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if let v = leftView {
            v.isHidden = !leftViewMode.shows(editing: isEditing)
            v.frame = leftViewRect(forBounds: bounds)
        }
        if let v = rightView {
            v.isHidden = showsClearButton || !rightViewMode.shows(editing: isEditing)
            v.frame = rightViewRect(forBounds: bounds)
        }
        if showsClearButton {
            if clearButton.superview !== self { addSubview(clearButton) }
            clearButton.frame = clearButtonRect(forBounds: bounds)
            clearButton.isHidden = false
        } else if clearButton.superview != nil {
            clearButton.isHidden = true
        }
        placeCaret()
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let h = UILabel.roundUp(font.lineHeight) + (borderStyle == .roundedRect ? 14 : borderStyle == .none ? 0 : 10)
        let w = TextLayout(string: editor.text.isEmpty ? (placeholder ?? "") : editor.text, font: font, color: textColor).size().width
        return CGSize(width: UILabel.roundUp(w) + (borderStyle == .none ? 0 : 14), height: max(h, borderStyle == .roundedRect ? 34 : h))
    }

    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

    // MARK: Overrides (extensions cannot override)

    open override var canBecomeFirstResponder: Bool { isEnabled }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        return changeEditing(asked: { canBecomeFirstResponder && delegate?.textFieldShouldBeginEditing(self) ?? true },
                             change: { super.becomeFirstResponder() }, then: didBeginEditing)
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        return changeEditing(asked: { delegate?.textFieldShouldEndEditing(self) ?? true },
                             change: { super.resignFirstResponder() }, then: didEndEditing)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        tapped(touches)
    }

    open override func draw(_ rect: CGRect) { drawField() }

    // MARK: Text input an app may override (as custom fields do: one-time-code boxes, hidden carets)

    open var hasText: Bool { !editor.text.isEmpty }
    open func insertText(_ text: String) { typed(text) }
    open func deleteBackward() { deleteTyped() }
    open func caretRect(for position: UITextPosition) -> CGRect { caretRectAt(position) }

    open override func copy(_ sender: Any?) { copySelection() }
    open override func cut(_ sender: Any?) { copySelection(); deleteSelection() }
    open override func paste(_ sender: Any?) { pasteText() }
    open override func selectAll(_ sender: Any?) { selectEverything() }

    package override var displayedText: String? {
        editor.text.isEmpty ? placeholder : shownText
    }
}

extension UITextField: UIContentSizeCategoryAdjusting {}
