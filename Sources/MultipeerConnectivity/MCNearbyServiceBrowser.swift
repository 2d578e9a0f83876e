import Foundation
import UIKit

/// Finds peers advertising a service nearby, and invites them into a session.
@preconcurrency @MainActor open class MCNearbyServiceBrowser: NSObject {
    public let myPeerID: MCPeerID
    public let serviceType: String
    open weak var delegate: (any MCNearbyServiceBrowserDelegate)?
    private(set) var isBrowsing = false
    private var found: [MCPeerID] = []
    let device: UIKitEnvironment

    public init(peer myPeerID: MCPeerID, serviceType: String) {
        self.myPeerID = myPeerID
        self.serviceType = serviceType
        device = UIKitEnvironment.current
        super.init()
        if !isValidServiceType(serviceType) { multipeerFail("Invalid serviceType passed to MCNearbyServiceBrowser") }
    }

    /// The delegate hears, a moment later, of every peer advertising the service now or later.
    open func startBrowsingForPeers() {
        guard !isBrowsing else { return }
        if let error = LocalNetwork.check(serviceType, on: device) {
            MultipeerAir.hop(to: device, after: 0) { [weak self] in
                guard let self else { return }
                self.delegate?.browser(self, didNotStartBrowsingForPeers: error)
            }
            return
        }
        isBrowsing = true
        found = []
        MultipeerAir.register(self)
        for advertiser in MultipeerAir.liveAdvertisers where MultipeerAir.matches(self, advertiser) { found(advertiser) }
        MultipeerLoopback.of(device)?.startBrowsing(self)
    }

    open func stopBrowsingForPeers() {
        isBrowsing = false
        found = []
        MultipeerLoopback.of(device)?.stopBrowsing(self)
    }

    /// Invites a found peer into `session`: it hears `.connecting`, then `.connected` once the peer
    /// accepts, or `.notConnected` when it declines or `timeout` seconds (30 when 0) pass.
    open func invitePeer(_ peerID: MCPeerID, to session: MCSession, withContext context: Data?, timeout: TimeInterval) {
        let wait = timeout > 0 ? timeout : 30
        guard let advertiser = MultipeerAir.advertiser(of: peerID) else {
            if let loopback = MultipeerLoopback.of(device), loopback.isRemote(peerID) {
                return loopback.invite(peerID, from: myPeerID, to: session, context: context, timeout: wait)
            }
            session.peerChanged(peerID, to: .notConnected)
            return
        }
        session.peerChanged(peerID, to: .connecting)
        let me = myPeerID
        var settled = false
        session.device.scheduleSystemWork(after: wait, ambient: true) { [weak session] in
            guard !settled, let session else { return }
            settled = true
            session.peerChanged(peerID, to: .notConnected)
        }
        advertiser.receiveInvitation(from: me, context: context) { [weak session] accept, theirs in
            guard !settled, let session else { return }
            settled = true
            guard accept, let theirs else {
                MultipeerAir.hop(to: session.device) { session.peerChanged(peerID, to: .notConnected) }
                return
            }
            theirs.peerChanged(me, to: .connecting)
            MultipeerAir.hop(to: theirs.device) { theirs.peerChanged(me, to: .connected) }
            MultipeerAir.hop(to: session.device) { session.peerChanged(peerID, to: .connected) }
        }
    }

    func found(_ advertiser: MCNearbyServiceAdvertiser) {
        found(advertiser.myPeerID, info: advertiser.discoveryInfo)
    }

    /// `peer` advertises the service, here or (over loopback) in another process.
    func found(_ peer: MCPeerID, info: [String: String]?) {
        MultipeerAir.hop(to: device) { [weak self] in
            guard let self, self.isBrowsing, !self.found.contains(peer) else { return }
            self.found.append(peer)
            self.delegate?.browser(self, foundPeer: peer, withDiscoveryInfo: info)
        }
    }

    func lost(_ peer: MCPeerID) {
        MultipeerAir.hop(to: device) { [weak self] in
            guard let self, self.found.contains(peer) else { return }
            self.found.removeAll { $0 == peer }
            self.delegate?.browser(self, lostPeer: peer)
        }
    }
}
