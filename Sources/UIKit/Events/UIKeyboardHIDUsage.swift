import Foundation

/// A key's USB HID usage code (`UIKey.keyCode`), as iOS names the keys a hardware keyboard has.
public struct UIKeyboardHIDUsage: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let keyboardA = Self(rawValue: 4)
    public static let keyboardZ = Self(rawValue: 29)
    public static let keyboard1 = Self(rawValue: 30)
    public static let keyboard0 = Self(rawValue: 39)
    public static let keyboardReturnOrEnter = Self(rawValue: 40)
    public static let keyboardEscape = Self(rawValue: 41)
    public static let keyboardDeleteOrBackspace = Self(rawValue: 42)
    public static let keyboardTab = Self(rawValue: 43)
    public static let keyboardSpacebar = Self(rawValue: 44)
    public static let keyboardHome = Self(rawValue: 74)
    public static let keyboardEnd = Self(rawValue: 77)
    public static let keyboardRightArrow = Self(rawValue: 79)
    public static let keyboardLeftArrow = Self(rawValue: 80)
    public static let keyboardDownArrow = Self(rawValue: 81)
    public static let keyboardUpArrow = Self(rawValue: 82)

    /// The code of the key that types `character` on a US keyboard (letters, digits, space); nil for others.
    static func of(_ character: Character) -> UIKeyboardHIDUsage? {
        guard let a = character.lowercased().unicodeScalars.first, character.unicodeScalars.count == 1 else { return nil }
        switch a.value {
        case 97...122: return Self(rawValue: 4 + Int(a.value - 97))
        case 49...57: return Self(rawValue: 30 + Int(a.value - 49))
        case 48: return .keyboard0
        case 32: return .keyboardSpacebar
        default: return nil
        }
    }
}
