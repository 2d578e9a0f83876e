import Foundation

/// The large content viewer's values a view was given (nil: not set, so the view's default).
struct LargeContentSettings {
    var shows: Bool?
    var title: String??
    var image: UIImage??
    var scales: Bool?

    /// A kind of view's own values.
    struct Defaults {
        var shows = false
        var title: String? = nil
        var image: UIImage? = nil
        var scales = false
    }
}

extension UIView: UILargeContentViewerItem {}
