import Foundation

/// The animator of a lift, a drop or a cancel: animations added run with UIKit's, completions after.
@preconcurrency @MainActor public protocol UIDragAnimating: AnyObject {
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
}
