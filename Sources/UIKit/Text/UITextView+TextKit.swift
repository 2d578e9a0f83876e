import Foundation

/// The text view on its TextKit stack: the text lives in the text storage (the editor keeps its
/// string and the selection), the layout manager lays it out in the container, which tracks the
/// view's width.
extension UITextView {
    /// The container given (with its layout manager and text, made when missing), or a new stack
    /// whose container tracks the view's width. Returns the container and the storage to hold.
    static func makeStack(_ given: NSTextContainer?, width: CGFloat) -> (NSTextContainer, NSTextStorage) {
        if let given {
            let manager = given.layoutManager ?? {
                let m = NSLayoutManager()
                m.addTextContainer(given)
                return m
            }()
            if let storage = manager.textStorage { return (given, storage) }
            let storage = NSTextStorage()
            storage.addLayoutManager(manager)
            return (given, storage)
        }
        let container = NSTextContainer(size: CGSize(width: max(0, width), height: .greatestFiniteMagnitude))
        container.widthTracksTextView = true
        let manager = NSLayoutManager()
        manager.addTextContainer(container)
        let storage = NSTextStorage()
        storage.addLayoutManager(manager)
        return (container, storage)
    }

    /// What plain text is set in: the view's font, colour and alignment.
    var defaultAttributes: [NSAttributedString.Key: Any] {
        var attrs: [NSAttributedString.Key: Any] = [.font: font!, .foregroundColor: textColor!]
        if textAlignment != .natural {
            let style = NSMutableParagraphStyle()
            style.alignment = textAlignment
            attrs[.paragraphStyle] = style
        }
        return attrs
    }

    /// Where the container's top-left sits in the content.
    public var textContainerOrigin: CGPoint { CGPoint(x: textContainerInset.left, y: textContainerInset.top) }

    func replaceStorage(with text: NSAttributedString) {
        editingStorage { textStorage.setAttributedString(text) }
        editor.setText(text.string)
        if !dataDetectorTypes.isEmpty { detectData() }
        documentChanged()
    }

    /// Runs an edit of the storage the editor already knows of (or is told of after).
    func editingStorage(_ body: () -> Void) {
        let was = isEditingStorage
        isEditingStorage = true
        body()
        isEditingStorage = was
    }

    /// Sets an attribute on all the text, as setting the view's font or colour does on iOS.
    func applyToAllText(_ key: NSAttributedString.Key, _ value: Any) {
        let storage = textStorage
        if storage.length > 0 { editingStorage { storage.addAttribute(key, value: value, range: NSRange(location: 0, length: storage.length)) } }
        documentChanged()
    }

    /// Gives every paragraph the view's alignment (keeping the rest of its style).
    func alignAllText() {
        let storage = textStorage
        guard storage.length > 0 else { documentChanged(); return }
        editingStorage {
            storage.beginEditing()
            var at = 0
            while at < storage.length {
                var run = NSRange()
                let old = storage.attribute(.paragraphStyle, at: at, effectiveRange: &run) as? NSParagraphStyle
                let style = NSMutableParagraphStyle()
                if let old { style.setParagraphStyle(old) }
                style.alignment = textAlignment
                storage.addAttribute(.paragraphStyle, value: style, range: NSRange(location: at, length: max(1, NSMaxRange(run) - at)))
                at = max(at + 1, NSMaxRange(run))
            }
            storage.endEditing()
        }
        documentChanged()
    }

    /// The layout manager's layout changed: the text storage was edited (by the app, when not by
    /// the view: the editor takes its new string), or the container changed.
    func layoutManagerInvalidated(charactersChanged: Bool = false) {
        // The view's own edits lay out and redraw what they changed themselves.
        if isEditingStorage { return }
        if charactersChanged {
            let selection = editor.selection
            editor.setText(textStorage.string)
            editor.selection = editor.clamped(selection)
        }
        documentChanged()
    }

    /// The text laid out at `width` (the view's, insets included): its used size with the insets.
    func fittingSize(width: CGFloat) -> CGSize {
        let inset = textContainerInset
        let available = max(0, width - inset.left - inset.right)
        let used: CGRect
        if abs(available - textContainer.size.width) < 0.01 {
            used = manager.usedRect(for: textContainer)
        } else {
            // Another width: the same text and container settings, laid out on the side (the text
            // copied through its primitives: Foundation's copy misreads a subclass's own backing store).
            let storage = NSTextStorage(attributedString: textStorage.snapshot())
            let layout = NSLayoutManager()
            storage.addLayoutManager(layout)
            let container = NSTextContainer(size: CGSize(width: available, height: CGFloat.greatestFiniteMagnitude))
            container.lineFragmentPadding = textContainer.lineFragmentPadding
            container.maximumNumberOfLines = textContainer.maximumNumberOfLines
            container.lineBreakMode = textContainer.lineBreakMode
            container.exclusionPaths = textContainer.exclusionPaths
            layout.addTextContainer(container)
            used = withExtendedLifetime(storage) { layout.usedRect(for: container) }
        }
        let lineHeight = storage(fontAt: 0)?.lineHeight ?? font.lineHeight
        return CGSize(width: min(width, ceil(used.maxX) + inset.left + inset.right),
                      height: ceil(max(used.maxY, lineHeight)) + inset.top + inset.bottom)
    }

    private func storage(fontAt i: Int) -> UIFont? {
        textStorage.length > i ? textStorage.attribute(.font, at: i, effectiveRange: nil) as? UIFont : nil
    }

    /// Keeps a tracking container as wide (tall) as the view less its insets.
    func trackContainerSize() {
        var size = textContainer.size
        if textContainer.widthTracksTextView { size.width = max(0, bounds.width - textContainerInset.left - textContainerInset.right) }
        if textContainer.heightTracksTextView { size.height = max(0, bounds.height - textContainerInset.top - textContainerInset.bottom) }
        if size != textContainer.size { textContainer.size = size }
    }
}
