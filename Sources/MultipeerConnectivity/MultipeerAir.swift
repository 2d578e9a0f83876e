import Foundation
import UIKit

/// What lies between the devices of one process: the advertisers, browsers and sessions that can
/// hear each other (two Simulators, or two windows of one app). Everything a peer sends reaches the
/// other device on that device's clock, a moment later, as a Wi-Fi or Bluetooth hop would. This is
/// the one state devices share, because it is the medium between them.
@MainActor enum MultipeerAir {
    /// How long a hop takes.
    static let latency: TimeInterval = 0.05

    private struct Weak<T: AnyObject> { weak var object: T? }
    private static var advertisers: [Weak<MCNearbyServiceAdvertiser>] = []
    private static var browsers: [Weak<MCNearbyServiceBrowser>] = []
    private static var sessions: [Weak<MCSession>] = []

    /// Those on devices that are on (a Simulator gone away has turned its device off).
    static var liveAdvertisers: [MCNearbyServiceAdvertiser] {
        advertisers.compactMap(\.object).filter { $0.isAdvertising && $0.device.power.isOn }
    }
    static var liveBrowsers: [MCNearbyServiceBrowser] { browsers.compactMap(\.object).filter { $0.isBrowsing && $0.device.power.isOn } }

    static func register(_ advertiser: MCNearbyServiceAdvertiser) {
        advertisers.removeAll { $0.object == nil || $0.object === advertiser }
        advertisers.append(Weak(object: advertiser))
    }

    static func register(_ browser: MCNearbyServiceBrowser) {
        browsers.removeAll { $0.object == nil || $0.object === browser }
        browsers.append(Weak(object: browser))
    }

    static func register(_ session: MCSession) {
        sessions.removeAll { $0.object == nil || $0.object === session }
        sessions.append(Weak(object: session))
    }

    /// The session in which `peer` is the local peer.
    static func session(of peer: MCPeerID) -> MCSession? {
        sessions.compactMap(\.object).last { $0.myPeerID == peer && $0.device.power.isOn }
    }

    static func advertiser(of peer: MCPeerID) -> MCNearbyServiceAdvertiser? {
        liveAdvertisers.last { $0.myPeerID == peer }
    }

    /// Runs `action` on `device`'s clock after a hop.
    static func hop(to device: UIKitEnvironment, after delay: TimeInterval = latency, _ action: @escaping () -> Void) {
        device.scheduleSystemWork(after: delay, ambient: false, action)
    }

    /// A browser and an advertiser of the same service (and not the same peer) hear each other.
    static func matches(_ browser: MCNearbyServiceBrowser, _ advertiser: MCNearbyServiceAdvertiser) -> Bool {
        browser.serviceType == advertiser.serviceType && browser.myPeerID != advertiser.myPeerID
    }
}

/// iOS's exceptions of this framework, through UIKit's failure handler.
@MainActor func multipeerFail(_ message: String) { UIKitRuntime.fail(message) }

/// A service type is 1–15 lower-case ASCII letters, digits and hyphens (a Bonjour name).
func isValidServiceType(_ type: String) -> Bool {
    !type.isEmpty && type.count <= 15 && !type.hasPrefix("-") && !type.hasSuffix("-")
        && type.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
}
