import Foundation

/// A peer in a multipeer session: a display name, and an identity of its own (two peers with the
/// same name are different peers).
open class MCPeerID: NSObject, NSCopying, @unchecked Sendable {
    public let displayName: String
    let identity: UUID

    /// A peer named `myDisplayName` (at most 63 bytes of UTF-8, not empty: iOS's exception otherwise).
    public init(displayName myDisplayName: String) {
        displayName = myDisplayName
        identity = UUID()
        super.init()
        MCPeerID.check(myDisplayName)
    }

    /// A peer with a known identity: one in another process, as its announcement names it.
    init(displayName myDisplayName: String, identity: UUID) {
        displayName = myDisplayName
        self.identity = identity
        super.init()
        MCPeerID.check(myDisplayName)
    }

    private static func check(_ myDisplayName: String) {
        let length = myDisplayName.utf8.count
        if length == 0 || length > 63 {
            MainActor.assumeIsolated { multipeerFail("Invalid displayName passed to MCPeerID") }
        }
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }
    open override func isEqual(_ object: Any?) -> Bool { (object as? MCPeerID)?.identity == identity }
    open override var hash: Int { identity.hashValue }
    open override var description: String { "<MCPeerID: \(displayName)>" }
}
