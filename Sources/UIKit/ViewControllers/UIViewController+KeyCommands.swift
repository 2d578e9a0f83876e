import Foundation

/// A controller's own shortcuts (iOS 9), offered while it is in the first responder's chain.
extension UIViewController {
    public func addKeyCommand(_ keyCommand: UIKeyCommand) {
        guard !addedKeyCommands.contains(where: { $0 === keyCommand }) else { return }
        addedKeyCommands.append(keyCommand)
    }

    public func removeKeyCommand(_ keyCommand: UIKeyCommand) {
        addedKeyCommands.removeAll { $0 === keyCommand }
    }
}
