import Foundation
import UIKit

/// Advertises the session's peer and asks the user about each invitation with the system's alert,
/// "“Alice” wants to connect", Decline or Accept; an accepted peer joins `session`.
@preconcurrency @MainActor open class MCAdvertiserAssistant: NSObject {
    public let session: MCSession
    public let discoveryInfo: [String: String]?
    public let serviceType: String
    open weak var delegate: (any MCAdvertiserAssistantDelegate)?
    private let advertiser: MCNearbyServiceAdvertiser
    private lazy var invitations = InvitationPrompt(assistant: self)

    public init(serviceType: String, discoveryInfo info: [String: String]?, session: MCSession) {
        self.serviceType = serviceType
        discoveryInfo = info
        self.session = session
        advertiser = MCNearbyServiceAdvertiser(peer: session.myPeerID, discoveryInfo: info, serviceType: serviceType)
        super.init()
    }

    /// Starts advertising: nearby browsers find the peer, and their invitations are put to the user.
    open func start() {
        advertiser.delegate = invitations
        advertiser.startAdvertisingPeer()
    }

    /// Stops advertising (an invitation showing stays until answered).
    open func stop() { advertiser.stopAdvertisingPeer() }

    /// Shows the invitation alert on the advertiser's device and answers with the user's choice.
    fileprivate func present(_ peer: MCPeerID, answer: @escaping (Bool, MCSession?) -> Void) {
        delegate?.advertiserAssistantWillPresentInvitation(self)
        SystemAlert(on: advertiser.device, title: "“\(peer.displayName)” wants to connect", message: nil,
                    buttons: ["Decline", "Accept"], preferred: 1, cancel: 0) { [weak self] choice in
            guard let self else { return answer(false, nil) }
            answer(choice == 1, self.session)
            self.delegate?.advertiserAssistantDidDismissInvitation(self)
        }
    }
}

/// The assistant's advertiser's delegate: each invitation becomes the alert.
@MainActor private final class InvitationPrompt: MCNearbyServiceAdvertiserDelegate {
    unowned let assistant: MCAdvertiserAssistant
    init(assistant: MCAdvertiserAssistant) { self.assistant = assistant }

    func advertiser(_ advertiser: MCNearbyServiceAdvertiser, didReceiveInvitationFromPeer peerID: MCPeerID, withContext context: Data?,
                    invitationHandler: @escaping (Bool, MCSession?) -> Void) {
        assistant.present(peerID, answer: invitationHandler)
    }

    func advertiser(_ advertiser: MCNearbyServiceAdvertiser, didNotStartAdvertisingPeer error: any Error) {
        multipeerLog.error("The advertiser assistant cannot advertise: \(error)")
    }
}
