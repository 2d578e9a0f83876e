import Foundation
import UIKit

/// Makes this peer findable by browsers of the same service type, and hears their invitations.
@preconcurrency @MainActor open class MCNearbyServiceAdvertiser: NSObject {
    public let myPeerID: MCPeerID
    public let discoveryInfo: [String: String]?
    public let serviceType: String
    open weak var delegate: (any MCNearbyServiceAdvertiserDelegate)?
    private(set) var isAdvertising = false
    let device: UIKitEnvironment
    /// A live app's announcement to other processes (`MultipeerLoopback`), withdrawn when let go.
    private var announcement: LoopbackRendezvous.Published?

    /// An advertiser; a service type that is not 1–15 lower-case letters, digits and hyphens is
    /// iOS's exception.
    public init(peer myPeerID: MCPeerID, discoveryInfo info: [String: String]?, serviceType: String) {
        self.myPeerID = myPeerID
        discoveryInfo = info
        self.serviceType = serviceType
        device = UIKitEnvironment.current
        super.init()
        if !isValidServiceType(serviceType) { multipeerFail("Invalid serviceType passed to MCNearbyServiceAdvertiser") }
    }

    /// Browsers of the service on other devices find this peer, a moment later.
    open func startAdvertisingPeer() {
        guard !isAdvertising else { return }
        if let error = LocalNetwork.check(serviceType, on: device) {
            MultipeerAir.hop(to: device, after: 0) { [weak self] in
                guard let self else { return }
                self.delegate?.advertiser(self, didNotStartAdvertisingPeer: error)
            }
            return
        }
        isAdvertising = true
        MultipeerAir.register(self)
        for browser in MultipeerAir.liveBrowsers where MultipeerAir.matches(browser, self) { browser.found(self) }
        announcement = MultipeerLoopback.of(device)?.announce(self)
    }

    open func stopAdvertisingPeer() {
        guard isAdvertising else { return }
        isAdvertising = false
        announcement = nil
        for browser in MultipeerAir.liveBrowsers where browser.serviceType == serviceType { browser.lost(myPeerID) }
    }

    /// A browser's invitation arrives: the delegate answers with a session (or declines).
    func receiveInvitation(from peer: MCPeerID, context: Data?, answer: @escaping (Bool, MCSession?) -> Void) {
        MultipeerAir.hop(to: device) { [weak self] in
            guard let self, self.isAdvertising else { return answer(false, nil) }
            var answered = false
            self.delegate?.advertiser(self, didReceiveInvitationFromPeer: peer, withContext: context) { accept, session in
                guard !answered else { return }
                answered = true
                answer(accept, session)
            }
        }
    }
}
