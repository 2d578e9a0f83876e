import Foundation

/// A service the share sheet offers for its items. Subclass it for the app's own (override the
/// type, title, image, `canPerform` and `perform` or `activityViewController`), and call
/// `activityDidFinish(_:)` when done.
@preconcurrency @MainActor open class UIActivity: NSObject {
    /// Where the sheet shows an activity: `.share` in the row of icons, `.action` in the list.
    public enum Category: Int, Sendable {
        case action = 0
        case share = 1
    }

    /// The sheet showing this activity, while it runs.
    weak var sheet: UIActivityViewController?

    public override init() { super.init() }

    open class var activityCategory: Category { .action }
    open var activityType: ActivityType? { nil }
    open var activityTitle: String? { nil }
    open var activityImage: UIImage? { nil }

    /// Whether the activity can act on these items (false hides it).
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
    /// The items, resolved for this activity, before it performs.
    open func prepare(withActivityItems activityItems: [Any]) {}
    /// A controller to present instead of performing at once (it calls `activityDidFinish` when done).
    open var activityViewController: UIViewController? { nil }
    /// Does the work, then calls `activityDidFinish(_:)`.
    open func perform() { activityDidFinish(false) }

    /// Tells the sheet the activity has finished: it closes and its completion handler hears it.
    open func activityDidFinish(_ completed: Bool) { sheet?.activityFinished(self, completed: completed) }
}
