import Foundation

/// What a browser tells its delegate: peers advertising its service appear and go.
@preconcurrency @MainActor public protocol MCNearbyServiceBrowserDelegate: AnyObject {
    func browser(_ browser: MCNearbyServiceBrowser, foundPeer peerID: MCPeerID, withDiscoveryInfo info: [String: String]?)
    func browser(_ browser: MCNearbyServiceBrowser, lostPeer peerID: MCPeerID)
    func browser(_ browser: MCNearbyServiceBrowser, didNotStartBrowsingForPeers error: any Error)
}

extension MCNearbyServiceBrowserDelegate {
    public func browser(_ browser: MCNearbyServiceBrowser, didNotStartBrowsingForPeers error: any Error) {}
}
