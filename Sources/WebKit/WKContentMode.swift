import Foundation

/// Which layout a page is asked for: a phone's (mobile) unless asked otherwise.
public enum WKContentMode: Int, Sendable {
    case recommended = 0
    case mobile = 1
    case desktop = 2
}
