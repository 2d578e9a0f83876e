import Foundation

/// TextKit 2's text, handed out as elements to the text layout managers that lay it out.
@preconcurrency @MainActor open class NSTextContentManager: NSObject {
    public struct EnumerationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let reverse = EnumerationOptions(rawValue: 1)
    }

    open private(set) var textLayoutManagers: [NSTextLayoutManager] = []
    open var primaryTextLayoutManager: NSTextLayoutManager?
    open private(set) var hasEditingTransaction = false
    open var automaticallySynchronizesTextLayoutManagers = true
    open var automaticallySynchronizesToBackingStore = true

    public override init() { super.init() }

    open func addTextLayoutManager(_ textLayoutManager: NSTextLayoutManager) {
        guard !textLayoutManagers.contains(textLayoutManager) else { return }
        textLayoutManagers.append(textLayoutManager)
        if primaryTextLayoutManager == nil { primaryTextLayoutManager = textLayoutManager }
        textLayoutManager.attach(to: self)
    }

    open func removeTextLayoutManager(_ textLayoutManager: NSTextLayoutManager) {
        textLayoutManagers.removeAll { $0 === textLayoutManager }
        if primaryTextLayoutManager === textLayoutManager { primaryTextLayoutManager = textLayoutManagers.first }
        textLayoutManager.attach(to: nil)
    }

    /// All the text.
    open var documentRange: NSTextRange { NSTextRange(location: TextOffsetLocation(0)) }

    /// Runs edits of the backing text as one transaction (layout follows when it ends).
    open func performEditingTransaction(_ transaction: () -> Void) {
        hasEditingTransaction = true
        transaction()
        hasEditingTransaction = false
    }

    open func location(_ location: NSTextLocation, offsetBy offset: Int) -> NSTextLocation? {
        let o = location.offset + offset
        guard o >= 0, o <= documentRange.endLocation.offset else { return nil }
        return TextOffsetLocation(o)
    }

    open func offset(from: NSTextLocation, to: NSTextLocation) -> Int { to.offset - from.offset }

    /// The elements from the one holding `textLocation` (the start when nil), until `block` says stop;
    /// returns where enumeration ended.
    @discardableResult
    open func enumerateTextElements(from textLocation: NSTextLocation?, options: EnumerationOptions = [],
                                    using block: (NSTextElement) -> Bool) -> NSTextLocation? { nil }

    open func textElements(for range: NSTextRange) -> [NSTextElement] {
        var out: [NSTextElement] = []
        enumerateTextElements(from: range.location) { element in
            guard let r = element.elementRange, r.location.compare(range.endLocation) == .orderedAscending || range.isEmpty && out.isEmpty else { return false }
            out.append(element)
            return true
        }
        return out
    }
}
