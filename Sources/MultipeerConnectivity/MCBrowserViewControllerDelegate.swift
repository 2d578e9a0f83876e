import Foundation

/// What the peer picker tells the app: the user is done (the minimum number of peers is connected)
/// or cancelled — the app dismisses the picker in both — and, optionally, which peers to list.
@preconcurrency @MainActor public protocol MCBrowserViewControllerDelegate: AnyObject {
    func browserViewControllerDidFinish(_ browserViewController: MCBrowserViewController)
    func browserViewControllerWasCancelled(_ browserViewController: MCBrowserViewController)
    func browserViewController(_ browserViewController: MCBrowserViewController, shouldPresentNearbyPeer peerID: MCPeerID,
                               withDiscoveryInfo info: [String: String]?) -> Bool
}

extension MCBrowserViewControllerDelegate {
    /// Every nearby peer is listed unless the delegate says otherwise.
    public func browserViewController(_ browserViewController: MCBrowserViewController, shouldPresentNearbyPeer peerID: MCPeerID,
                                      withDiscoveryInfo info: [String: String]?) -> Bool { true }
}
