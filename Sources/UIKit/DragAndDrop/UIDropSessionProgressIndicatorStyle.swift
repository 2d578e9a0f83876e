import Foundation

/// Whether a drop shows its loading progress.
public enum UIDropSessionProgressIndicatorStyle: UInt, Sendable {
    case none = 0
    case `default` = 1
}
