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
    /// The system's own views of this session (the peer picker's rows), told of each peer's state
    /// before the delegate is.
    private var watchers: [ObjectIdentifier: (MCPeerID, MCSessionState) -> Void] = [:]

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
            guard let other = MultipeerAir.session(of: peer) else {
                // A peer in another live process (loopback never drops, so unreliable data arrives too).
                MultipeerLoopback.of(device)?.send(data, from: self, to: peer)
                continue
            }
            other.deliver(data, from: myPeerID, after: MultipeerAir.latency)
        }
    }

    /// Leaves the session: every peer hears this one go.
    open func disconnect() {
        let peers = connectedPeers
        connectedPeers = []
        for peer in peers {
            MultipeerAir.session(of: peer)?.peerLeft(myPeerID)
        }
        MultipeerLoopback.of(device)?.disconnect(self)
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
            self.tell(peer, state)
        }
    }

    /// `watcher` hears every peer's state from now on, until `unwatch`.
    func watch(_ watcher: AnyObject, _ heard: @escaping (MCPeerID, MCSessionState) -> Void) {
        watchers[ObjectIdentifier(watcher)] = heard
    }

    func unwatch(_ watcher: AnyObject) { watchers[ObjectIdentifier(watcher)] = nil }

    private func tell(_ peer: MCPeerID, _ state: MCSessionState) {
        for heard in watchers.values { heard(peer, state) }
        delegate?.session(self, peer: peer, didChange: state)
    }

    /// `data` from `peer` reaches the delegate `delay` seconds from now on this session's device,
    /// if the peer is still connected then.
    func deliver(_ data: Data, from peer: MCPeerID, after delay: TimeInterval) {
        MultipeerAir.hop(to: device, after: delay) { [weak self] in
            guard let self, self.connectedPeers.contains(peer) else { return }
            self.delegate?.session(self, didReceive: data, fromPeer: peer)
        }
    }

    func peerLeft(_ peer: MCPeerID) {
        MultipeerAir.hop(to: device) { [weak self] in
            guard let self, self.connectedPeers.contains(peer) else { return }
            self.connectedPeers.removeAll { $0 == peer }
            self.tell(peer, .notConnected)
        }
    }
}

/// The most peers a session can have, the local peer included.
public let kMCSessionMaximumNumberOfPeers = 8
/// The fewest peers a session can have, the local peer included.
public let kMCSessionMinimumNumberOfPeers = 2
