import Foundation

/// A keyboard shortcut a responder offers (`keyCommands`, `addKeyCommand(_:)`): a hardware key
/// with modifiers sends `action` up the responder chain, from the first responder.
@preconcurrency @MainActor open class UIKeyCommand: UIMenuElement {
    /// The key: a character ("t", "[") or one of the `input…` constants.
    public let input: String?
    public let modifierFlags: UIKeyModifierFlags
    /// The action sent (`Selector(Type.method)`; an action taking the command gets it as sender).
    public let action: Selector?
    open var discoverabilityTitle: String?
    open var attributes: UIAction.Attributes = []
    open var state: UIMenuElement.State = .off
    open var propertyList: Any?
    /// A command with priority is performed even where the first responder would use the key itself
    /// (text being typed, arrows moving a caret).
    open var wantsPriorityOverSystemBehavior = false

    public static let inputUpArrow = "UIKeyInputUpArrow"
    public static let inputDownArrow = "UIKeyInputDownArrow"
    public static let inputLeftArrow = "UIKeyInputLeftArrow"
    public static let inputRightArrow = "UIKeyInputRightArrow"
    public static let inputEscape = "UIKeyInputEscape"
    public static let inputHome = "UIKeyInputHome"
    public static let inputEnd = "UIKeyInputEnd"
    public static let inputPageUp = "UIKeyInputPageUp"
    public static let inputPageDown = "UIKeyInputPageDown"
    public static let inputDelete = "UIKeyInputDelete"

    public init(title: String = "", image: UIImage? = nil, action: Selector, input: String, modifierFlags: UIKeyModifierFlags = [],
                propertyList: Any? = nil, discoverabilityTitle: String? = nil,
                attributes: UIAction.Attributes = [], state: UIMenuElement.State = .off) {
        self.input = input
        self.modifierFlags = modifierFlags
        self.action = action
        self.propertyList = propertyList
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        super.init(title: title, image: image)
    }

    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.init(title: "", action: action, input: input, modifierFlags: modifierFlags)
    }

    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector, discoverabilityTitle: String) {
        self.init(title: "", action: action, input: input, modifierFlags: modifierFlags, discoverabilityTitle: discoverabilityTitle)
    }

    // The Linux forms, with the action as a method reference (`uikit-port` writes them from `#selector`).

    public convenience init<T: AnyObject, S>(title: String = "", image: UIImage? = nil, action: @escaping (T) -> (S) -> Void, input: String,
                                             modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil,
                                             discoverabilityTitle: String? = nil) {
        self.init(title: title, image: image, action: Selector(action), input: input, modifierFlags: modifierFlags,
                  propertyList: propertyList, discoverabilityTitle: discoverabilityTitle)
    }

    public convenience init<T: AnyObject>(title: String = "", image: UIImage? = nil, action: @escaping (T) -> () -> Void, input: String,
                                          modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil,
                                          discoverabilityTitle: String? = nil) {
        self.init(title: title, image: image, action: Selector(action), input: input, modifierFlags: modifierFlags,
                  propertyList: propertyList, discoverabilityTitle: discoverabilityTitle)
    }

    public convenience init<T: AnyObject, S>(input: String, modifierFlags: UIKeyModifierFlags, action: @escaping (T) -> (S) -> Void) {
        self.init(title: "", action: Selector(action), input: input, modifierFlags: modifierFlags)
    }

    public convenience init<T: AnyObject>(input: String, modifierFlags: UIKeyModifierFlags, action: @escaping (T) -> () -> Void) {
        self.init(title: "", action: Selector(action), input: input, modifierFlags: modifierFlags)
    }

    /// Whether a key press is this command's: the same input (letters in either case) and modifiers.
    func matches(input pressed: String, modifiers: UIKeyModifierFlags) -> Bool {
        guard let input else { return false }
        let relevant: UIKeyModifierFlags = [.shift, .control, .alternate, .command]
        return input.lowercased() == pressed.lowercased() && modifierFlags.intersection(relevant) == modifiers.intersection(relevant)
    }
}
