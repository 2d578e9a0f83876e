import Foundation
import UIKit

/// A session between nearby peers: who is connected, and sending them data. Under two Simulators
/// in one process the peers are the two devices; data arrives on the other device's clock.
@preconcurrency @MainActor open class MCSession: NSObject {
    public let myPeerID: MCPeerID
    public let encryptionPreference: MCEncryptionPreference
    public let securityIdentity: [Any]?
    open weak var delegate: (any MCSessionDelegate)?
    /// The peers connected now.
    open private(set) var connectedPeers: [MCPeerID] = []
    let device: UIKitEnvironment

    public init(peer myPeerID: MCPeerID, securityIdentity identity: [Any]?, encryptionPreference: MCEncryptionPreference) {
        self.myPeerID = myPeerID
        securityIdentity = identity
        self.encryptionPreference = encryptionPreference
        device = UIKitEnvironment.current
        super.init()
        MultipeerAir.register(self)
    }

    public convenience init(peer myPeerID: MCPeerID) {
        self.init(peer: myPeerID, securityIdentity: nil, encryptionPreference: .required)
    }

    /// Sends `data` to connected peers; a peer not connected is `MCError.notConnected`, as on iOS.
    open func send(_ data: Data, toPeers peerIDs: [MCPeerID], with mode: MCSessionSendDataMode) throws {
        guard !peerIDs.isEmpty, peerIDs.allSatisfy({ connectedPeers.contains($0) }) else { throw MCError(.notConnected) }
        for peer in peerIDs {
            guard let other = MultipeerAir.session(of: peer) else { continue }
            let sender = myPeerID
            MultipeerAir.hop(to: other.device) { [weak other] in
                guard let other, other.connectedPeers.contains(sender) else { return }
                other.delegate?.session(other, didReceive: data, fromPeer: sender)
            }
        }
    }

    /// Leaves the session: every peer hears this one go.
    open func disconnect() {
        let peers = connectedPeers
        connectedPeers = []
        for peer in peers {
            MultipeerAir.session(of: peer)?.peerLeft(myPeerID)
        }
    }

    /// Peers join a session by invitation (`MCNearbyServiceBrowser.invitePeer`); this starts a
    /// connection to a peer found some other way, which is not simulated.
    open func connectPeer(_ peerID: MCPeerID, withNearbyConnectionData data: Data) {}
    open func cancelConnectPeer(_ peerID: MCPeerID) {}

    // MARK: The connection's steps, on this session's device

    func peerChanged(_ peer: MCPeerID, to state: MCSessionState) {
        MultipeerAir.hop(to: device, after: 0) { [weak self] in
            guard let self else { return }
            switch state {
            case .connected where !self.connectedPeers.contains(peer): self.connectedPeers.append(peer)
            case .notConnected: self.connectedPeers.removeAll { $0 == peer }
            default: break
            }
            self.delegate?.session(self, peer: peer, didChange: state)
        }
    }

    func peerLeft(_ peer: MCPeerID) {
        MultipeerAir.hop(to: device) { [weak self] in
            guard let self, self.connectedPeers.contains(peer) else { return }
            self.connectedPeers.removeAll { $0 == peer }
            self.delegate?.session(self, peer: peer, didChange: .notConnected)
        }
    }
}
