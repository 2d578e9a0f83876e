import Foundation

/// Key commands (`UIKeyCommand`): a hardware key press is offered to the shortcuts of the first
/// responder and the responders after it, nearest first; the first that matches sends its action
/// up the chain. Where the first responder uses the key itself (typing, a caret's arrows, the
/// standard edit shortcuts), only a command that wants priority over the system is performed.
extension KeyInput {
    /// What `UIKeyCommand.input` a key is.
    static func commandInput(_ key: Key) -> String {
        switch key {
        case .backspace: return "\u{8}"
        case .return: return "\r"
        case .tab: return "\t"
        case .escape: return UIKeyCommand.inputEscape
        case .left: return UIKeyCommand.inputLeftArrow
        case .right: return UIKeyCommand.inputRightArrow
        case .up: return UIKeyCommand.inputUpArrow
        case .down: return UIKeyCommand.inputDownArrow
        case .home: return UIKeyCommand.inputHome
        case .end: return UIKeyCommand.inputEnd
        case .shortcut(let c): return String(c)
        }
    }

    /// Whether the first responder does something with the key itself.
    func usesKey(_ key: Key, text: UITextInput?, input: UIKeyInput?) -> Bool {
        switch key {
        case .backspace, .return: return input != nil
        case .left, .right, .up, .down, .home, .end: return text != nil
        case .tab: return true
        case .escape: return false
        case .shortcut(let c): return input != nil && "acxvz".contains(c.lowercased())
        }
    }

    /// Performs the first matching command from the first responder up; true when one was performed.
    func performKeyCommand(input: String, modifiers: UIKeyModifierFlags, systemUses: Bool) -> Bool {
        let first = environment.firstResponder ?? environment.keyWindow?.rootViewController.map(Self.frontmost)
        var r: UIResponder? = first
        while let x = r {
            for command in x.keyCommands ?? [] where command.matches(input: input, modifiers: modifiers) {
                guard !systemUses || command.wantsPriorityOverSystemBehavior, let action = command.action,
                      command.attributes.contains(.disabled) == false,
                      let target = first?.target(forAction: action, withSender: command) as? NSObject else { continue }
                target.perform(action, with: command)
                return true
            }
            r = x.next
        }
        return false
    }

    /// The controller on screen at the front: what is presented over `root`, else `root`.
    static func frontmost(_ root: UIViewController) -> UIViewController {
        var vc = root
        while let p = vc.presentedViewController { vc = p }
        return vc
    }
}

/// Presses (iOS 13.4): each hardware key goes down and comes up as a `UIPress` with its `UIKey`,
/// to the first responder (or the front controller) and, unhandled, up the chain.
extension KeyInput {
    func deliverPress(_ key: Key, modifiers: UIKeyModifierFlags) {
        let (characters, code, type): (String, UIKeyboardHIDUsage?, UIPress.PressType) = {
            switch key {
            case .backspace: return ("\u{8}", .keyboardDeleteOrBackspace, .select)
            case .return: return ("\r", .keyboardReturnOrEnter, .select)
            case .tab: return ("\t", .keyboardTab, .select)
            case .escape: return ("\u{1b}", .keyboardEscape, .menu)
            case .left: return (UIKeyCommand.inputLeftArrow, .keyboardLeftArrow, .leftArrow)
            case .right: return (UIKeyCommand.inputRightArrow, .keyboardRightArrow, .rightArrow)
            case .up: return (UIKeyCommand.inputUpArrow, .keyboardUpArrow, .upArrow)
            case .down: return (UIKeyCommand.inputDownArrow, .keyboardDownArrow, .downArrow)
            case .home: return (UIKeyCommand.inputHome, .keyboardHome, .select)
            case .end: return (UIKeyCommand.inputEnd, .keyboardEnd, .select)
            case .shortcut(let c): return (String(c), UIKeyboardHIDUsage.of(c), .select)
            }
        }()
        deliverPress(characters: characters, modifiers: modifiers, code: code, type: type)
    }

    func deliverPress(characters: String, modifiers: UIKeyModifierFlags, code: UIKeyboardHIDUsage?, type: UIPress.PressType = .select) {
        guard let first = environment.firstResponder ?? environment.keyWindow?.rootViewController.map(Self.frontmost) else { return }
        let plain = modifiers.contains(.shift) ? characters.uppercased() : characters
        let key = UIKey(characters: plain, charactersIgnoringModifiers: characters.lowercased(), modifierFlags: modifiers,
                        keyCode: code ?? UIKeyboardHIDUsage(rawValue: 0))
        let press = UIPress(key: key, type: type, phase: .began, timestamp: environment.clock.now, responder: first)
        first.pressesBegan([press], with: UIPressesEvent(presses: [press]))
        press.phase = .ended
        press.timestamp = environment.clock.now
        first.pressesEnded([press], with: UIPressesEvent(presses: [press]))
    }
}
