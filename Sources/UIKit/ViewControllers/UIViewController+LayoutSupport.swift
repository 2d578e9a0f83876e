import Foundation

extension UIViewController {
    /// The guide whose bottom is the top of the content area, under the status bar and any top
    /// bar (deprecated: `view.safeAreaLayoutGuide.topAnchor` is the same edge).
    @available(iOS, deprecated: 11.0, message: "Use view.safeAreaLayoutGuide.topAnchor instead of topLayoutGuide.bottomAnchor")
    public var topLayoutGuide: UILayoutSupport { legacyLayoutGuide(top: true) }

    /// The guide whose top is the bottom of the content area, above any tab bar or toolbar
    /// (deprecated: `view.safeAreaLayoutGuide.bottomAnchor` is the same edge).
    @available(iOS, deprecated: 11.0, message: "Use view.safeAreaLayoutGuide.bottomAnchor instead of bottomLayoutGuide.topAnchor")
    public var bottomLayoutGuide: UILayoutSupport { legacyLayoutGuide(top: false) }

    /// The controller's top or bottom guide: made once, in its view, the one code and an old
    /// storyboard's `viewControllerLayoutGuide` both name.
    func legacyLayoutGuide(top: Bool) -> ViewControllerLayoutGuide {
        let identifier = top ? ViewControllerLayoutGuide.topIdentifier : ViewControllerLayoutGuide.bottomIdentifier
        if let guide = view.layoutGuides.first(where: { $0.identifier == identifier }) as? ViewControllerLayoutGuide { return guide }
        let guide = ViewControllerLayoutGuide(identifier: identifier)
        view.addLayoutGuide(guide)
        let safe = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            guide.widthAnchor.constraint(equalTo: view.widthAnchor),
            top ? guide.topAnchor.constraint(equalTo: view.topAnchor) : guide.topAnchor.constraint(equalTo: safe.bottomAnchor),
            top ? guide.bottomAnchor.constraint(equalTo: safe.topAnchor) : guide.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        return guide
    }
}

/// The layout guide behind `topLayoutGuide` and `bottomLayoutGuide`: from the view's edge to the
/// safe area's.
final class ViewControllerLayoutGuide: UILayoutGuide, UILayoutSupport {
    static let topIdentifier = "_UIViewControllerTopLayoutGuide"
    static let bottomIdentifier = "_UIViewControllerBottomLayoutGuide"

    init(identifier: String) {
        super.init()
        self.identifier = identifier
    }

    var length: CGFloat { layoutFrame.height }
}
