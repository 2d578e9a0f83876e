import Foundation

/// What two live processes say to each other over one TCP connection on 127.0.0.1: the inviting
/// peer's invitation, the advertiser's answer, then the session's data until one of them says bye
/// (or its process ends and the connection closes). One connection joins one pair of peers.
struct LoopbackMessage: Codable, Sendable {
    enum Kind: String, Codable, Sendable { case invite, answer, data, bye }
    var kind: Kind
    /// An invitation's sender, and the advertising peer it is meant for.
    var fromPeer: UUID?
    var fromName: String?
    var toPeer: UUID?
    /// The invitation's context, or the data sent.
    var payload: Data?
    var accept: Bool?

    static func invite(from peer: MCPeerID, to advertiser: UUID, context: Data?) -> LoopbackMessage {
        LoopbackMessage(kind: .invite, fromPeer: peer.identity, fromName: peer.displayName, toPeer: advertiser, payload: context)
    }
    static func answer(_ accept: Bool) -> LoopbackMessage { LoopbackMessage(kind: .answer, accept: accept) }
    static func data(_ data: Data) -> LoopbackMessage { LoopbackMessage(kind: .data, payload: data) }
    static let bye = LoopbackMessage(kind: .bye)
}
