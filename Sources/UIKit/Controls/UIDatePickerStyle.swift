import Foundation

/// How a date picker shows itself: turning wheels, a compact label that opens an editor, or a
/// calendar in place. `.automatic` lets UIKit choose for the mode.
public enum UIDatePickerStyle: Int, Sendable {
    case automatic = 0
    case wheels = 1
    case compact = 2
    case inline = 3
}
