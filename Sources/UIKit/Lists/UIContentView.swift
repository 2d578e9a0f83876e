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
    /// Shows `configuration` in `shown` (a view of the configuration's own, kept while it supports
    /// the next configuration), inside this view: how cells install their content configuration.
    func show(_ configuration: UIContentConfiguration?, in shown: inout (UIView & UIContentView)?) {
        guard let configuration else {
            shown?.removeFromSuperview()
            shown = nil
            return
        }
        if let v = shown, v.supports(configuration) {
            v.configuration = configuration
        } else {
            shown?.removeFromSuperview()
            let v = configuration.makeContentView()
            shown = v
            addSubview(v)
        }
    }
}
