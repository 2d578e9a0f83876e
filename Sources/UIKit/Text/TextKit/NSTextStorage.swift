import Foundation

/// The text TextKit lays out: an attributed string that tells its layout managers when it changes.
///
/// Edits are gathered between `beginEditing()` and `endEditing()` (or made one at a time), then
/// `processEditing()` runs once: the delegate's `willProcessEditing`, any attribute fixing a subclass
/// does there (syntax colouring), the delegate's `didProcessEditing`, and the layout managers
/// invalidating the edited range. A subclass may keep its characters elsewhere by overriding the
/// four primitives — `string`, `attributes(at:effectiveRange:)`, `replaceCharacters(in:with:)`,
/// `setAttributes(_:range:)` — and calling `edited(_:range:changeInLength:)`; every other method
/// here is built on them, as on iOS.
open class NSTextStorage: NSMutableAttributedString {
    /// What an edit changed.
    public struct EditActions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let editedAttributes = EditActions(rawValue: 1)
        public static let editedCharacters = EditActions(rawValue: 2)
    }

    nonisolated public static let willProcessEditingNotification = Notification.Name("NSTextStorageWillProcessEditingNotification")
    nonisolated public static let didProcessEditingNotification = Notification.Name("NSTextStorageDidProcessEditingNotification")

    /// The layout managers, held strongly as iOS holds them (a layout manager holds its text storage weakly).
    public private(set) var layoutManagers: [NSLayoutManager] = []
    open weak var delegate: NSTextStorageDelegate?
    /// What the pending edit changed, where (in the text after it), and by how many characters.
    open private(set) var editedMask: EditActions = []
    open private(set) var editedRange = NSRange(location: NSNotFound, length: 0)
    open private(set) var changeInLength = 0
    /// Whether attributes are fixed when asked for rather than after each edit (always false here).
    open var fixesAttributesLazily: Bool { false }

    var editingDepth = 0
    var isProcessing = false
    /// Whether this is NSTextStorage itself, whose characters are Foundation's storage: then the
    /// derived methods take Foundation's direct path; a subclass's go through its primitives.
    lazy var usesOwnStorage: Bool = type(of: self) == NSTextStorage.self

    public init() { super.init(string: "") }
    public override init(string: String) { super.init(string: string) }
    public override init(string: String, attributes: [NSAttributedString.Key: Any]? = nil) { super.init(string: string, attributes: attributes) }
    public override init(attributedString: NSAttributedString) { super.init(attributedString: attributedString) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func addLayoutManager(_ layoutManager: NSLayoutManager) {
        guard !layoutManagers.contains(where: { $0 === layoutManager }) else { return }
        layoutManagers.append(layoutManager)
        // Text storage is edited on the main thread when it is laid out (as on iOS).
        nonisolated(unsafe) let storage = self
        MainActor.assumeIsolated {
            layoutManager.textStorage?.removeLayoutManager(layoutManager)
            layoutManager.attach(storage)
        }
    }

    open func removeLayoutManager(_ layoutManager: NSLayoutManager) {
        guard let i = layoutManagers.firstIndex(where: { $0 === layoutManager }) else { return }
        layoutManagers.remove(at: i)
        MainActor.assumeIsolated { layoutManager.attach(nil) }
    }

    // MARK: Edits

    /// Records an edit (the range is in the text before it; `delta` is how the length changed) and,
    /// outside `beginEditing()`/`endEditing()`, processes it at once.
    open func edited(_ editedMask: EditActions, range editedRange: NSRange, changeInLength delta: Int) {
        let after = NSRange(location: editedRange.location, length: max(0, editedRange.length + delta))
        if self.editedMask.isEmpty {
            self.editedRange = after
            changeInLength = delta
        } else {
            // The earlier edit's range moves with this one's change when it lies after it.
            var earlier = self.editedRange
            if earlier.location >= NSMaxRange(editedRange) { earlier.location += delta }
            else if NSMaxRange(earlier) >= editedRange.location { earlier.length = max(0, earlier.length + delta) }
            self.editedRange = NSUnionRange(earlier, after)
            changeInLength += delta
        }
        self.editedMask.formUnion(editedMask)
        let total = length
        if NSMaxRange(self.editedRange) > total {
            self.editedRange = NSRange(location: min(self.editedRange.location, total), length: max(0, total - min(self.editedRange.location, total)))
        }
        if editingDepth == 0 && !isProcessing { processPendingEdit() }
    }

    /// Runs once per edit: tells the delegate (will, then did) and invalidates the layout managers'
    /// layout of the edited range. A subclass changing attributes here (after reading `editedRange`)
    /// calls `super.processEditing()` after its changes.
    open func processEditing() {
        delegate?.textStorage(self, willProcessEditing: editedMask, range: editedRange, changeInLength: changeInLength)
        NotificationCenter.default.post(name: NSTextStorage.willProcessEditingNotification, object: self)
        delegate?.textStorage(self, didProcessEditing: editedMask, range: editedRange, changeInLength: changeInLength)
        NotificationCenter.default.post(name: NSTextStorage.didProcessEditingNotification, object: self)
        let mask = editedMask, range = editedRange, delta = changeInLength
        nonisolated(unsafe) let storage = self
        for manager in layoutManagers {
            MainActor.assumeIsolated {
                manager.processEditing(for: storage, edited: mask, range: range, changeInLength: delta, invalidatedRange: range)
            }
        }
    }

    func processPendingEdit() {
        guard !editedMask.isEmpty else { return }
        isProcessing = true
        processEditing()
        isProcessing = false
        editedMask = []
        editedRange = NSRange(location: NSNotFound, length: 0)
        changeInLength = 0
    }

    open override func beginEditing() {
        editingDepth += 1
        if usesOwnStorage { super.beginEditing() }
    }

    open override func endEditing() {
        if usesOwnStorage { super.endEditing() }
        editingDepth = max(0, editingDepth - 1)
        if editingDepth == 0 && !isProcessing { processPendingEdit() }
    }

    /// Attributes are fixed after each edit; nothing is left to fix lazily.
    open func invalidateAttributes(in range: NSRange) {}
    open func ensureAttributesAreFixed(in range: NSRange) {}

    // The primitives, and every reading and editing method built on them, so a subclass that
    // keeps its own characters is read and edited through its overrides; NSTextStorage itself keeps
    // Foundation's storage and its direct paths.

    // MARK: Primitives

    open override func replaceCharacters(in range: NSRange, with str: String) {
        super.replaceCharacters(in: range, with: str)
        edited(.editedCharacters, range: range, changeInLength: (str as NSString).length - range.length)
    }

    open override func setAttributes(_ attrs: [NSAttributedString.Key: Any]?, range: NSRange) {
        super.setAttributes(attrs, range: range)
        edited(.editedAttributes, range: range, changeInLength: 0)
    }

    // MARK: Reading

    open override var length: Int { usesOwnStorage ? super.length : (string as NSString).length }

    open override func attribute(_ attrName: NSAttributedString.Key, at location: Int, effectiveRange range: NSRangePointer?) -> Any? {
        if usesOwnStorage { return super.attribute(attrName, at: location, effectiveRange: range) }
        return attributes(at: location, effectiveRange: range)[attrName]
    }

    open override func attributedSubstring(from range: NSRange) -> NSAttributedString {
        if usesOwnStorage { return super.attributedSubstring(from: range) }
        let out = NSMutableAttributedString(string: (string as NSString).substring(with: range))
        forEachRun(in: range) { attrs, run in
            out.setAttributes(attrs, range: NSRange(location: run.location - range.location, length: run.length))
        }
        return out
    }

    open override func attributes(at location: Int, longestEffectiveRange range: NSRangePointer?, in rangeLimit: NSRange) -> [NSAttributedString.Key: Any] {
        if usesOwnStorage { return super.attributes(at: location, longestEffectiveRange: range, in: rangeLimit) }
        var run = NSRange()
        let attrs = attributes(at: location, effectiveRange: &run)
        range?.pointee = NSIntersectionRange(run, rangeLimit)
        return attrs
    }

    open override func attribute(_ attrName: NSAttributedString.Key, at location: Int, longestEffectiveRange range: NSRangePointer?, in rangeLimit: NSRange) -> Any? {
        if usesOwnStorage { return super.attribute(attrName, at: location, longestEffectiveRange: range, in: rangeLimit) }
        return attributes(at: location, longestEffectiveRange: range, in: rangeLimit)[attrName]
    }

    open override func enumerateAttributes(in enumerationRange: NSRange, options opts: NSAttributedString.EnumerationOptions = [],
                                           using block: ([NSAttributedString.Key: Any], NSRange, UnsafeMutablePointer<ObjCBool>) -> Void) {
        if usesOwnStorage { return super.enumerateAttributes(in: enumerationRange, options: opts, using: block) }
        var runs: [([NSAttributedString.Key: Any], NSRange)] = []
        forEachRun(in: enumerationRange) { runs.append(($0, $1)) }
        if opts.contains(.reverse) { runs.reverse() }
        var stop = ObjCBool(false)
        for (attrs, range) in runs {
            block(attrs, range, &stop)
            if stop.boolValue { return }
        }
    }

    open override func enumerateAttribute(_ attrName: NSAttributedString.Key, in enumerationRange: NSRange, options opts: NSAttributedString.EnumerationOptions = [],
                                          using block: (Any?, NSRange, UnsafeMutablePointer<ObjCBool>) -> Void) {
        if usesOwnStorage { return super.enumerateAttribute(attrName, in: enumerationRange, options: opts, using: block) }
        enumerateAttributes(in: enumerationRange, options: opts) { attrs, range, stop in block(attrs[attrName], range, stop) }
    }

    /// The attribute runs within `range`, through the primitive.
    func forEachRun(in range: NSRange, _ body: ([NSAttributedString.Key: Any], NSRange) -> Void) {
        NSTextStorage.forEachRun(of: self, in: range, body)
    }

    /// The attribute runs of `text` within `range`, each clipped to it (through `text`'s primitive).
    static func forEachRun(of text: NSAttributedString, in range: NSRange, _ body: ([NSAttributedString.Key: Any], NSRange) -> Void) {
        var at = range.location
        while at < NSMaxRange(range) {
            var run = NSRange()
            let attrs = text.attributes(at: at, effectiveRange: &run)
            let piece = NSIntersectionRange(run, NSRange(location: at, length: NSMaxRange(range) - at))
            body(attrs, piece.length > 0 ? piece : NSRange(location: at, length: 1))
            at = max(at + 1, NSMaxRange(piece))
        }
    }

    /// Sets each attribute run within `range` to what `change` makes of its attributes (nil: leaves
    /// it), as one edit.
    private func rewriteRuns(in range: NSRange, _ change: ([NSAttributedString.Key: Any]) -> [NSAttributedString.Key: Any]?) {
        beginEditing()
        var runs: [([NSAttributedString.Key: Any], NSRange)] = []
        forEachRun(in: range) { runs.append(($0, $1)) }
        for (old, run) in runs { if let new = change(old) { setAttributes(new, range: run) } }
        endEditing()
    }

    /// A plain copy of the text and its attributes (what a text view's `attributedText` returns).
    func snapshot() -> NSAttributedString {
        if usesOwnStorage { return NSAttributedString(attributedString: self) }
        return attributedSubstring(from: NSRange(location: 0, length: length))
    }

    // MARK: Editing, through the primitives

    open override func addAttribute(_ name: NSAttributedString.Key, value: Any, range: NSRange) {
        addAttributes([name: value], range: range)
    }

    open override func addAttributes(_ attrs: [NSAttributedString.Key: Any], range: NSRange) {
        if usesOwnStorage {
            super.addAttributes(attrs, range: range)
            edited(.editedAttributes, range: range, changeInLength: 0)
            return
        }
        rewriteRuns(in: range) { $0.merging(attrs) { $1 } }
    }

    open override func removeAttribute(_ name: NSAttributedString.Key, range: NSRange) {
        if usesOwnStorage {
            super.removeAttribute(name, range: range)
            edited(.editedAttributes, range: range, changeInLength: 0)
            return
        }
        rewriteRuns(in: range) { old in
            guard old[name] != nil else { return nil }
            var attrs = old
            attrs[name] = nil
            return attrs
        }
    }

    open override func replaceCharacters(in range: NSRange, with attrString: NSAttributedString) {
        beginEditing()
        replaceCharacters(in: range, with: attrString.string)
        NSTextStorage.forEachRun(of: attrString, in: NSRange(location: 0, length: attrString.length)) { attrs, run in
            setAttributes(attrs, range: NSRange(location: range.location + run.location, length: run.length))
        }
        endEditing()
    }

    open override func insert(_ attrString: NSAttributedString, at loc: Int) {
        replaceCharacters(in: NSRange(location: loc, length: 0), with: attrString)
    }

    open override func append(_ attrString: NSAttributedString) {
        replaceCharacters(in: NSRange(location: length, length: 0), with: attrString)
    }

    open override func deleteCharacters(in range: NSRange) {
        replaceCharacters(in: range, with: "")
    }

    open override func setAttributedString(_ attrString: NSAttributedString) {
        replaceCharacters(in: NSRange(location: 0, length: length), with: attrString)
    }
}
