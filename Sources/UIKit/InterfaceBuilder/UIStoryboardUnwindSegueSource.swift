import Foundation

/// What an unwind segue starts from, as containers see it while UIKit looks for its destination
/// (`allowedChildrenForUnwinding(from:)`).
@preconcurrency @MainActor open class UIStoryboardUnwindSegueSource: NSObject {
    /// The controller the unwind segue starts from.
    public let source: UIViewController
    /// The action the destination must have (`unwindToList:`).
    public let unwindAction: Selector
    /// What triggered the segue.
    public let sender: Any?

    init(source: UIViewController, unwindAction: Selector, sender: Any?) {
        self.source = source
        self.unwindAction = unwindAction
        self.sender = sender
        super.init()
    }
}
