import Foundation
import QuartzCore

/// Scrolling, multi-line text, editable or read-only: Pango lays it out (any script, wrapping at the
/// width), the keyboard edits it through `UITextInput`, and typing keeps the caret in view.
@preconcurrency @MainActor open class UITextView: UIScrollView, UITextInput {
    override var defaultAccessibility: AccessibilityDefaults {
        var a = super.defaultAccessibility
        a.isElement = true
        a.value = text
        if !isEditable { a.traits.insert(.staticText) }
        a.role = .textView
        return a
    }

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

    /// The TextKit stack the view shows: its container (the view's own unless one was given), the
    /// container's layout manager, and that manager's text.
    public let textContainer: NSTextContainer
    /// Holds the text storage, which a layout manager holds only weakly.
    let ownedStorage: NSTextStorage
    /// The TextKit 1 layout manager. Asking for it puts a TextKit 2 view in TextKit 1 mode for good
    /// (`textLayoutManager` becomes nil), as on iOS.
    public var layoutManager: NSLayoutManager {
        if !isTextKit1 {
            isTextKit1 = true
            uikitLog.info("UITextView \(ObjectIdentifier(self)) is switching to TextKit 1 compatibility mode because its layoutManager was accessed")
        }
        return manager
    }
    /// The TextKit 2 layout manager, or nil in TextKit 1 mode.
    public var textLayoutManager: NSTextLayoutManager? { isTextKit1 ? nil : textKit2.layoutManager }
    public var textStorage: NSTextStorage { manager.textStorage ?? ownedStorage }
    /// The layout manager doing the work in either mode.
    var manager: NSLayoutManager { textContainer.layoutManager ?? fallbackLayoutManager }
    /// Whether the view is in TextKit 1 mode: made with a TextKit 1 container or
    /// `usingTextLayoutManager: false`, or its `layoutManager` was asked for.
    var isTextKit1 = false
    /// TextKit 2's objects over the view's text and container.
    lazy var textKit2: (contentStorage: NSTextContentStorage, layoutManager: NSTextLayoutManager) = {
        let content = NSTextContentStorage()
        content.textStorage = textStorage
        let layout = NSTextLayoutManager(engine: manager)
        content.addTextLayoutManager(layout)
        layout.textContainer = textContainer
        return (content, layout)
    }()
    private lazy var fallbackLayoutManager: NSLayoutManager = {
        let m = NSLayoutManager()
        ownedStorage.addLayoutManager(m)
        m.addTextContainer(textContainer)
        return m
    }()
    /// Set while the view edits its own text storage (the edit is already in `editor`).
    var isEditingStorage = false

    open var text: String! {
        get { editor.text }
        set {
            replaceStorage(with: NSAttributedString(string: newValue ?? "", attributes: defaultAttributes))
            forgetUndo()
        }
    }
    /// Set by the app, the attributes the next typed text takes; reset when the selection moves.
    var storedTypingAttributes: [NSAttributedString.Key: Any]?
    /// The typing run the next keystroke may join (see TextUndo).
    var undoRun: TextUndoRecord?
    var editorText: String { editor.text }
    open var attributedText: NSAttributedString! {
        get { textStorage.snapshot() }
        set {
            replaceStorage(with: newValue ?? NSAttributedString(string: ""))
            forgetUndo()
        }
    }
    /// The font of text set as plain text, and of what is typed; setting it sets the whole text's.
    open var font: UIFont! = UIFont.systemFont(ofSize: 12) {
        didSet {
            if font == nil { font = .systemFont(ofSize: 12) }
            applyToAllText(.font, font!)
        }
    }
    /// Whether a text-style font takes the user's text size when it changes.
    open var adjustsFontForContentSizeCategory = false {
        didSet { if adjustsFontForContentSizeCategory { contentSizeCategoryDidChange() } }
    }

    override func contentSizeCategoryDidChange() {
        if adjustsFontForContentSizeCategory, let adjusted = fontAdjustedToTextSize(font) { font = adjusted }
    }
    open var textColor: UIColor! = UIColor.label {
        didSet {
            if textColor == nil { textColor = .label }
            applyToAllText(.foregroundColor, textColor!)
        }
    }
    open var textAlignment: NSTextAlignment = .natural { didSet { alignAllText() } }
    open var isEditable = true {
        didSet {
            // Editing ends, or a read-only selection does.
            if isFirstResponder && isEditable != isEditingText { resignFirstResponder() }
            detectData()
        }
    }
    /// How links are drawn (iOS's default: in the tint colour).
    open var linkTextAttributes: [NSAttributedString.Key: Any]! {
        didSet { textStylingChanged() }
    }
    /// What a read-only text view makes links of (see `UIDataDetectorTypes` for what Linux finds).
    open var dataDetectorTypes: UIDataDetectorTypes = [] { didSet { detectData() } }
    /// Links data detection added, which it takes back when the text or the types change.
    var detectedLinks: [NSRange] = []
    /// Whether a read-only text view's text can be selected (and its links tapped).
    /// Whether the edit menu offers Format (bold, italic, underline) for the selection, and the
    /// toggle actions change it.
    open var allowsEditingTextAttributes = false
    open var isSelectable = true {
        didSet { if !isSelectable && !isEditable && isFirstResponder { resignFirstResponder() } }
    }
    /// Space around the text container inside the scroll view (UIKit's default: 8 points above and below).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { trackContainerSize(); documentChanged() } }
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

    public override convenience init(frame: CGRect) {
        self.init(frame: frame, textContainer: nil)
    }

    /// A text view showing `textContainer` (and its layout manager's text), or its own stack when nil.
    public init(frame: CGRect, textContainer: NSTextContainer?) {
        (self.textContainer, ownedStorage) = UITextView.makeStack(textContainer, width: frame.width)
        isTextKit1 = textContainer != nil && textContainer?.textLayoutManager == nil
        super.init(frame: frame)
        setUpTextView()
    }

    /// A text view on TextKit 2 (iOS 16's default) or, with false, on TextKit 1.
    public convenience init(usingTextLayoutManager: Bool) {
        self.init(frame: .zero, textContainer: nil)
        isTextKit1 = !usingTextLayoutManager
    }

    public required init?(coder: NSCoder) {
        (textContainer, ownedStorage) = UITextView.makeStack(nil, width: 0)
        super.init(coder: coder)
        setUpTextView()
        restoreDecoded([.backgroundColor], from: coder)
        if let v = coder.flag("alwaysBounceVertical") { alwaysBounceVertical = v } // the file wins over the set-up above
        decodeTextView(from: coder)
    }

    override func decodeAttributes(from coder: NSCoder) {
        super.decodeAttributes(from: coder)
        decodeTextView(from: coder)
    }

    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        encodeTextView(with: coder)
    }

    private func setUpTextView() {
        textContainer.textView = self
        manager.textView = self
        if textStorage.length > 0 { editor.setText(textStorage.string) }
        backgroundColor = .systemBackground
        alwaysBounceVertical = true
        addSubview(content)
        // One recognizer: a second tap soon after the first, near it, is the double tap (a second
        // recognizer would race the first, or delay every caret placement).
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: UITextView.tapped))
        addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: UITextView.longPressed))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutDocument()
    }

    override func sizeChanged() {
        super.sizeChanged()
        trackContainerSize()
    }

    /// The text's size laid out at `size.width` (less the insets), with the insets: as wide as its
    /// widest line, at least one line tall.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { fittingSize(width: size.width) }

    /// Scrolling, none (Auto Layout sizes it); not scrolling, the text's size at the view's width.
    open override var intrinsicContentSize: CGSize {
        intrinsicContentSize(wrappingAt: translatesAutoresizingMaskIntoConstraints ? 0 : bounds.width)
    }

    /// Not scrolling, its height follows the width it is given (as a wrapping label's).
    override var intrinsicHeightFollowsWidth: Bool { !isScrollEnabled }

    override func intrinsicContentSize(wrappingAt width: CGFloat) -> CGSize {
        guard !isScrollEnabled else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        // Its lines unwrapped, or, when they wrap, the whole width given (a tighter width would wrap
        // them elsewhere, and Auto Layout would chase it).
        let natural = fittingSize(width: .greatestFiniteMagnitude)
        guard width > 0, natural.width > width else { return natural }
        return CGSize(width: width, height: fittingSize(width: width).height)
    }

    open override var isScrollEnabled: Bool {
        didSet { if oldValue != isScrollEnabled { invalidateIntrinsicContentSize() } }
    }

    // MARK: Overrides (extensions cannot override)

    /// Editable, or read-only and selectable (first responder for its selection, with no keyboard).
    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

    override var takesKeyboardInput: Bool { isEditable }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if linkTextAttributes == nil { textStylingChanged() }
    }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        // Read-only: it holds a selection; no editing begins, and the delegate is not asked.
        guard isEditable else { return changeEditing(asked: { canBecomeFirstResponder }, change: { super.becomeFirstResponder() }, then: beginSelecting) }
        return changeEditing(asked: { canBecomeFirstResponder && delegate?.textViewShouldBeginEditing(self) ?? true },
                             change: { super.becomeFirstResponder() }, then: beginEditingText)
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard isEditingText else { return changeEditing(asked: { true }, change: { super.resignFirstResponder() }, then: endSelecting) }
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
    /// Bold, italic and underline for the selection, when `allowsEditingTextAttributes`.
    open override func toggleBoldface(_ sender: Any?) { toggleFontTrait(.traitBold) }
    open override func toggleItalics(_ sender: Any?) { toggleFontTrait(.traitItalic) }
    open override func toggleUnderline(_ sender: Any?) { toggleSelectionUnderline() }

    package override var displayedText: String? { editor.text }

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
