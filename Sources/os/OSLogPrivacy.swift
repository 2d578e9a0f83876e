/// How a value in a log message is to be treated on a device: iOS redacts private values in the
/// stored log. Here messages go to swift-log while the app is developed, and values are written as
/// Xcode's console shows them while debugging; `.private(mask: .hash)` writes a hash instead.
public struct OSLogPrivacy: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case auto, `public`, `private`, sensitive }
    let kind: Kind
    let hashes: Bool

    /// The privacy of a mask.
    public struct Mask: Equatable, Sendable {
        let hashes: Bool
        /// The value is replaced by a hash, so equal values can be matched without being shown.
        public static let hash = Mask(hashes: true)
        public static let none = Mask(hashes: false)
    }

    public static let auto = OSLogPrivacy(kind: .auto, hashes: false)
    public static let `public` = OSLogPrivacy(kind: .public, hashes: false)
    public static let `private` = OSLogPrivacy(kind: .private, hashes: false)
    public static let sensitive = OSLogPrivacy(kind: .sensitive, hashes: false)
    public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .auto, hashes: mask.hashes) }
    public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .private, hashes: mask.hashes) }
    public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .sensitive, hashes: mask.hashes) }

    func apply(_ text: String) -> String {
        guard hashes else { return text }
        // FNV-1a: the same value always gives the same mask, across runs.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return "<mask.hash: '\(String(hash, radix: 16))'>"
    }
}
