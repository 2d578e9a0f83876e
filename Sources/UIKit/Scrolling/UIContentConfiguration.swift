import Foundation

/// A value that describes a cell's content and makes the view that shows it.
@MainActor public protocol UIContentConfiguration {
    func makeContentView() -> UIView & UIContentView
    /// The configuration for a state (selected, highlighted…); unchanged by default.
    func updated(for state: UIConfigurationState) -> Self
}

/// A view that shows a content configuration.
@MainActor public protocol UIContentView: AnyObject {
    var configuration: UIContentConfiguration { get set }
    func supports(_ configuration: UIContentConfiguration) -> Bool
}

extension UIContentView {
    public func supports(_ configuration: UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}

/// The state a configuration is updated for.
@MainActor public protocol UIConfigurationState {}

extension UITableViewCell.StateFlags: UIConfigurationState {}
