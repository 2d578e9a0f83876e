import Foundation

/// The state a configuration is updated for.
@MainActor public protocol UIConfigurationState {}
