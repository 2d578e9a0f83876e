import Foundation

/// A transition between two view controllers that a storyboard describes. The storyboard makes
/// one each time the segue runs: the source's `prepare(for:sender:)` sees it before `perform()`.
/// Subclass it for a custom segue (`kind="custom"` with `customClass`) and override `perform()`.
@preconcurrency @MainActor open class UIStoryboardSegue: NSObject {
    /// The identifier Interface Builder gave the segue (nil if none).
    public let identifier: String?
    /// The controller the segue starts from.
    public let source: UIViewController
    /// The controller the segue shows (for an unwind segue, the one it returns to).
    public let destination: UIViewController
    private let handler: (() -> Void)?

    /// Required (unlike on iOS) so that a storyboard can make a custom subclass from its class:
    /// Swift builds an instance from a class value only through a required initializer.
    public required init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        handler = nil
        super.init()
    }

    /// A segue whose `perform()` runs `performHandler`.
    public init(identifier: String?, source: UIViewController, destination: UIViewController, performHandler: @escaping () -> Void) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        handler = performHandler
        super.init()
    }

    /// Makes the transition; the base class runs the perform handler, if it has one.
    open func perform() { handler?() }
}
