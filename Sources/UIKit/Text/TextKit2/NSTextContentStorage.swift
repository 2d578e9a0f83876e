import Foundation

/// TextKit 2's content backed by a text storage: its paragraphs are the elements.
@preconcurrency @MainActor open class NSTextContentStorage: NSTextContentManager {
    /// The text (a new, empty one unless set).
    open var textStorage: NSTextStorage? {
        didSet { for m in textLayoutManagers { m.attach(to: self) } }
    }
    open weak var delegate: NSTextContentStorageDelegate?
    open var includesTextListMarkers = false

    public override init() {
        textStorage = NSTextStorage()
        super.init()
    }

    /// A copy of the text; setting it replaces the text storage's characters.
    open var attributedString: NSAttributedString? {
        get { textStorage?.snapshot() }
        set { textStorage?.setAttributedString(newValue ?? NSAttributedString(string: "")) }
    }

    open override var documentRange: NSTextRange {
        NSTextRange(location: TextOffsetLocation(0), end: TextOffsetLocation(textStorage?.length ?? 0))!
    }

    @discardableResult
    open override func enumerateTextElements(from textLocation: NSTextLocation?, options: EnumerationOptions = [],
                                             using block: (NSTextElement) -> Bool) -> NSTextLocation? {
        guard let storage = textStorage else { return nil }
        var paragraphs: [TextKitParagraph] = []
        TextKitParagraph.scan(storage.string as NSString, in: NSRange(location: 0, length: storage.length), into: &paragraphs)
        let from = textLocation?.offset ?? (options.contains(.reverse) ? storage.length : 0)
        var list = paragraphs.filter { options.contains(.reverse) ? $0.location <= from : NSMaxRange($0.range) > from || $0.location >= from }
        if options.contains(.reverse) { list.reverse() }
        for p in list {
            let element = paragraph(p, in: storage)
            if !block(element) { return element.elementRange?.location }
        }
        return TextOffsetLocation(options.contains(.reverse) ? 0 : storage.length)
    }

    func paragraph(_ p: TextKitParagraph, in storage: NSTextStorage) -> NSTextParagraph {
        let text = storage.attributedSubstring(from: p.range)
        let element = delegate?.textContentStorage(self, textParagraphWith: p.range) ?? NSTextParagraph(attributedString: text)
        element.textContentManager = self
        element.elementRange = NSTextRange(p.range)
        element.paragraphContentRange = NSTextRange(NSRange(location: p.location, length: p.contentsLength))
        element.paragraphSeparatorRange = NSTextRange(NSRange(location: p.location + p.contentsLength, length: p.terminator))
        return element
    }

    /// The text of an element.
    open func attributedString(for textElement: NSTextElement) -> NSAttributedString? {
        (textElement as? NSTextParagraph)?.attributedString
    }

    /// The paragraph element for text of this storage.
    open func textElement(for attributedString: NSAttributedString) -> NSTextElement? {
        NSTextParagraph(attributedString: attributedString)
    }
}

/// Lets an app give its own paragraph elements (for display only; the text keeps its own).
@preconcurrency @MainActor public protocol NSTextContentStorageDelegate: AnyObject {
    func textContentStorage(_ textContentStorage: NSTextContentStorage, textParagraphWith range: NSRange) -> NSTextParagraph?
}

extension NSTextContentStorageDelegate {
    public func textContentStorage(_ textContentStorage: NSTextContentStorage, textParagraphWith range: NSRange) -> NSTextParagraph? { nil }
}
