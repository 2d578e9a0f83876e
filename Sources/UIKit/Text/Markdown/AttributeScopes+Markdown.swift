import Foundation

/// The markdown attributes of Foundation's scope on iOS, which Linux Foundation lacks:
/// `run.inlinePresentationIntent`, `string.presentationIntent` (`imageURL` and
/// `alternateDescription` Linux Foundation has).
extension AttributeScopes.FoundationAttributes {
    public enum InlinePresentationIntentAttribute: CodableAttributedStringKey {
        public typealias Value = InlinePresentationIntent
        public static let name = NSAttributedString.Key.inlinePresentationIntent.rawValue
    }

    public enum PresentationIntentAttribute: CodableAttributedStringKey {
        public typealias Value = PresentationIntent
        public static let name = NSAttributedString.Key.presentationIntentAttributeName.rawValue
    }

    // Only named in key paths, as the scope's stored keys are: never read.
    public var inlinePresentationIntent: InlinePresentationIntentAttribute { fatalError("an attribute key path is not read") }
    public var presentationIntent: PresentationIntentAttribute { fatalError("an attribute key path is not read") }
}
