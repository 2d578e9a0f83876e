import Foundation

/// Changes the text attributes a button configuration gives its title or subtitle (iOS 15): it is
/// handed the attributes the configuration would use — its font and foreground colour for the
/// button's size, style and state — and returns the ones to draw with.
///
///     config.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
///         var outgoing = incoming
///         outgoing.font = .boldSystemFont(ofSize: 22)
///         return outgoing
///     }
public struct UIConfigurationTextAttributesTransformer: @unchecked Sendable {
    private let transform: (AttributeContainer) -> AttributeContainer

    public init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) { self.transform = transform }

    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer { transform(input) }
}
