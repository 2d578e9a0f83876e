import Foundation

/// A hardware key as a press reports it (iOS 13.4): what it types, with and without its modifiers.
@preconcurrency @MainActor open class UIKey: NSObject, NSCopying {
    public let characters: String
    public let charactersIgnoringModifiers: String
    public let modifierFlags: UIKeyModifierFlags
    public let keyCode: UIKeyboardHIDUsage

    init(characters: String, charactersIgnoringModifiers: String, modifierFlags: UIKeyModifierFlags, keyCode: UIKeyboardHIDUsage) {
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers
        self.modifierFlags = modifierFlags
        self.keyCode = keyCode
        super.init()
    }

    nonisolated public func copy(with zone: NSZone? = nil) -> Any { self }

    open override var description: String {
        "<UIKey keyCode=\(keyCode.rawValue) characters=\(characters.debugDescription) modifierFlags=\(modifierFlags.rawValue)>"
    }
}
