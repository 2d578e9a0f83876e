import Foundation

extension UIEvent {
    /// The mouse or trackpad buttons held for an event (iOS 13.4): the primary (left) button, the
    /// secondary (right) one, or others by number.
    public struct ButtonMask: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let primary = ButtonMask(rawValue: 1 << 0)
        public static let secondary = ButtonMask(rawValue: 1 << 1)
        /// The button numbered `buttonNumber`, counting the primary as 1.
        public static func button(_ buttonNumber: Int) -> ButtonMask { ButtonMask(rawValue: 1 << (buttonNumber - 1)) }
    }
}
