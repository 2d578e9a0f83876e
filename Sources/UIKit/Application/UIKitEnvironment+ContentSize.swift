import Foundation

/// The user's text size on this device: a Simulator sets it for a test, a live app reads it at
/// launch (`UIContentSizeCategory.fromEnvironment`).
extension UIKitEnvironment {
    /// Changes the device's content size category as Settings does: traits change down every
    /// window's controllers and views (labels, text fields and text views that adjust take the new
    /// size of their text style; tables and collection views reload), then
    /// `UIContentSizeCategory.didChangeNotification` is posted.
    public func setContentSizeCategory(_ category: UIContentSizeCategory) {
        let category = category == .unspecified ? .large : category
        guard category != screen.contentSizeCategory else { return }
        let before = TraitSnapshot(windows: windows)
        screen.contentSizeCategory = category
        if UIKitEnvironment.current === self { CurrentTextSize.category = category }
        before.deliver()
        NotificationCenter.default.post(name: UIContentSizeCategory.didChangeNotification, object: UIApplication.shared,
                                        userInfo: [UIContentSizeCategory.newValueUserInfoKey: category])
    }

    public var contentSizeCategory: UIContentSizeCategory { screen.contentSizeCategory }
}
