import Foundation

/// What kind of container a view is, for the way VoiceOver moves through and announces it.
public enum UIAccessibilityContainerType: Int, Sendable {
    case none, dataTable, list, landmark, semanticGroup
}
