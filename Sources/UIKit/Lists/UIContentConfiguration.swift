import Foundation

/// A value that describes a cell's content and makes the view that shows it.
@preconcurrency @MainActor public protocol UIContentConfiguration {
    func makeContentView() -> UIView & UIContentView
    /// The configuration for a state (selected, highlighted…); unchanged by default.
    func updated(for state: UIConfigurationState) -> Self
}
