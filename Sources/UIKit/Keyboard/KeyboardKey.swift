import Foundation

/// One key of the on-screen keyboard: what it does, and how wide it is in its row.
struct KeyboardKey: Equatable {
    enum Action: Equatable {
        case character(String)
        case shift, delete, space, `return`
        /// Switches to another plane of keys.
        case plane(KeyboardPlane)
        /// The iPad's key that puts the keyboard away (editing ends).
        case dismiss
        /// The emoji and dictation keys: drawn as iOS has them, not offered here.
        case emoji, dictation
        /// Room in a row (the iPad's second row starts half a key in).
        case spacer
        /// The iPad's shortcuts bar above the keys.
        case undo, redo, paste
    }
    let action: Action
    /// The label shown (a letter follows the shift state when drawn).
    let title: String
    /// Smaller letters under a number pad's digit ("ABC").
    var subtitle: String? = nil
    /// On the iPad, the character drawn small above the letter, typed by pulling the key down.
    var flick: String? = nil
    /// Width in letter-key units (1 = one letter key); 0 stretches to fill the row.
    var units: CGFloat = 1

    var isSpecial: Bool {
        switch action {
        case .character, .space: return false
        default: return true
        }
    }

    static func char(_ c: String) -> KeyboardKey { KeyboardKey(action: .character(c), title: c) }
}

/// The keyboard's sets of keys.
enum KeyboardPlane: Equatable {
    case letters, numbers, symbols, numberPad, phonePad, decimalPad
}
