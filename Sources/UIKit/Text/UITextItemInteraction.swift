import Foundation

/// How the user touched a link or attachment in a text view: a tap, a long press, a preview.
public enum UITextItemInteraction: Int, Sendable {
    case invokeDefaultAction = 0
    case presentActions = 1
    case preview = 2
}
