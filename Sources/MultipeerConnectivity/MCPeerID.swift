import Foundation

/// A peer in a multipeer session: a display name, and an identity of its own (two peers with the
/// same name are different peers).
open class MCPeerID: NSObject, NSCopying, @unchecked Sendable {
    public let displayName: String
    let identity = UUID()

    /// A peer named `myDisplayName` (at most 63 bytes of UTF-8, not empty: iOS's exception otherwise).
    public init(displayName myDisplayName: String) {
        displayName = myDisplayName
        super.init()
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
