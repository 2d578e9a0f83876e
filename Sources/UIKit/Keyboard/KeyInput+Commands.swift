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
