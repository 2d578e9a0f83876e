import Foundation

/// The Attributes inspector's keyboard settings (`<textInputTraits key="textInputTraits">`), read
/// once for text fields, text views and search bars, each of which sets what the file gives.
@MainActor struct DecodedTextInputTraits {
    private static let keyboards: [String: UIKeyboardType] = [
        "default": .default, "alphabet": .asciiCapable, "ASCIICapable": .asciiCapable, "numbersAndPunctuation": .numbersAndPunctuation,
        "URL": .URL, "numberPad": .numberPad, "phonePad": .phonePad, "namePhonePad": .namePhonePad, "emailAddress": .emailAddress,
        "decimalPad": .decimalPad, "twitter": .twitter, "webSearch": .webSearch, "ASCIICapableNumberPad": .asciiCapableNumberPad]
    private static let returns: [String: UIReturnKeyType] = [
        "default": .default, "go": .go, "google": .google, "join": .join, "next": .next, "route": .route, "search": .search,
        "send": .send, "yahoo": .yahoo, "done": .done, "emergencyCall": .emergencyCall, "continue": .continue]
    private static let capitals: [String: UITextAutocapitalizationType] = ["none": .none, "words": .words, "sentences": .sentences,
                                                                           "allCharacters": .allCharacters]
    private static let corrections: [String: UITextAutocorrectionType] = ["default": .default, "no": .no, "yes": .yes]
    private static let appearances: [String: UIKeyboardAppearance] = ["default": .default, "dark": .dark, "light": .light, "alert": .dark]

    var keyboardType: UIKeyboardType?
    var returnKeyType: UIReturnKeyType?
    var autocapitalizationType: UITextAutocapitalizationType?
    var autocorrectionType: UITextAutocorrectionType?
    var keyboardAppearance: UIKeyboardAppearance?
    var enablesReturnKeyAutomatically: Bool?
    var isSecureTextEntry: Bool?
    var textContentType: UITextContentType?

    /// Nil when the coder has no traits.
    init?(_ coder: NSCoder) {
        guard let t = (coder as? any NibCoding)?.nested(key: "textInputTraits") else { return nil }
        keyboardType = t.choice("keyboardType", Self.keyboards)
        returnKeyType = t.choice("returnKeyType", Self.returns)
        autocapitalizationType = t.choice("autocapitalizationType", Self.capitals)
        autocorrectionType = t.choice("autocorrectionType", Self.corrections)
        keyboardAppearance = t.choice("keyboardAppearance", Self.appearances)
        enablesReturnKeyAutomatically = t.flag("enablesReturnKeyAutomatically")
        isSecureTextEntry = t.flag("secureTextEntry")
        textContentType = t.text("textContentType").map(UITextContentType.init(rawValue:))
        t.noteRead("spellCheckingType", "smartDashesType", "smartInsertDeleteType", "smartQuotesType")
        t.reportUnread()
    }

    /// Sets what the file gave on a field or text view.
    func apply(to field: some SettableTextInputTraits) {
        if let v = keyboardType { field.keyboardType = v }
        if let v = returnKeyType { field.returnKeyType = v }
        if let v = autocapitalizationType { field.autocapitalizationType = v }
        if let v = autocorrectionType { field.autocorrectionType = v }
        if let v = keyboardAppearance { field.keyboardAppearance = v }
        if let v = enablesReturnKeyAutomatically { field.enablesReturnKeyAutomatically = v }
        if let v = isSecureTextEntry { field.isSecureTextEntry = v }
        if let v = textContentType { field.textContentType = v }
    }
}

/// The text input traits a text field and a text view let an app set.
@MainActor protocol SettableTextInputTraits: AnyObject {
    var keyboardType: UIKeyboardType { get set }
    var returnKeyType: UIReturnKeyType { get set }
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    var autocorrectionType: UITextAutocorrectionType { get set }
    var keyboardAppearance: UIKeyboardAppearance { get set }
    var enablesReturnKeyAutomatically: Bool { get set }
    var isSecureTextEntry: Bool { get set }
    var textContentType: UITextContentType? { get set }
}

extension UITextField: SettableTextInputTraits {}
extension UITextView: SettableTextInputTraits {}
