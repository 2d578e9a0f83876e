import Foundation

/// A view that shows a content configuration.
@preconcurrency @MainActor public protocol UIContentView: AnyObject {
    var configuration: UIContentConfiguration { get set }
    func supports(_ configuration: UIContentConfiguration) -> Bool
}

extension UIContentView {
    public func supports(_ configuration: UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}

extension UIView {
    /// Shows `configuration` (updated for `state`, when given) in `shown` (a view of the
    /// configuration's own, kept while it supports the next configuration), inside this view: how
    /// cells install their content configuration.
    func show(_ configuration: UIContentConfiguration?, updatedFor state: UIConfigurationState?,
              in shown: inout (UIView & UIContentView)?) {
        guard var configuration else {
            shown?.removeFromSuperview()
            shown = nil
            return
        }
        if let state { configuration = configuration.updated(for: state) }
        if let v = shown, v.supports(configuration) {
            v.configuration = configuration
        } else {
            shown?.removeFromSuperview()
            // The configuration's view replaces the cell's content, as on iOS: what a nib or the
            // cell's style put there (a prototype's placeholder label) goes.
            for old in subviews { old.removeFromSuperview() }
            let v = configuration.makeContentView()
            shown = v
            addSubview(v)
            // UIKit assigns the configuration once the view is made: content views that apply it
            // in the property's observer (the common pattern) show it.
            v.configuration = configuration
        }
    }

    /// Whether the view's size comes from constraints inside it (an app's own content view built
    /// with Auto Layout) rather than from `sizeThatFits(_:)`.
    var sizesByConstraints: Bool {
        !constraints.isEmpty || subviews.contains { !$0.translatesAutoresizingMaskIntoConstraints }
    }

    /// The size a configuration's view needs for `target`: by its constraints when it is laid out by
    /// them, else by `sizeThatFits(_:)` (a free dimension unbounded).
    func configuredContentSize(_ target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        if sizesByConstraints {
            return systemLayoutSizeFitting(target, withHorizontalFittingPriority: horizontal, verticalFittingPriority: vertical)
        }
        let w = horizontal == .required ? target.width : CGFloat.greatestFiniteMagnitude
        let fit = sizeThatFits(CGSize(width: w, height: vertical == .required ? target.height : .greatestFiniteMagnitude))
        return CGSize(width: horizontal == .required ? target.width : fit.width, height: vertical == .required ? target.height : fit.height)
    }
}
