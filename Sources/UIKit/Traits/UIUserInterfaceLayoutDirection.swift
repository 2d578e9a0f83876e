import Foundation

/// The layout direction a view's leading and trailing follow.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight, rightToLeft
}
