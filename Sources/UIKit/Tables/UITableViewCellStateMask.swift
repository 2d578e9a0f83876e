import Foundation

extension UITableViewCell {
    /// What a cell shows besides its content, as `willTransition(to:)` and `didTransition(to:)` tell it.
    public struct StateMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let showingEditControl = StateMask(rawValue: 1 << 0)
        public static let showingDeleteConfirmation = StateMask(rawValue: 1 << 1)
        /// Only the content.
        public static let `default`: StateMask = []
    }
}
