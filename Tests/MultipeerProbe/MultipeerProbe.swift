import UIKit
import MultipeerConnectivity

// A live app for MultipeerLoopbackTests: two of these, in two processes, find each other over the
// loopback interface. PROBE_ROLE=host advertises as Bob and declines the first invitation;
// PROBE_ROLE=join browses as Alice, is declined, invites again, and once connected sends a message
// reliably and one unreliably; Bob answers when both have arrived, Alice then leaves the session.
// Every callback is reported on stdout, with whether it ran on the main thread.

func report(_ line: String) {
    FileHandle.standardOutput.write(Data((line + " main=\(Thread.isMainThread)\n").utf8))
}

let stateNames: [MCSessionState: String] = [.notConnected: "notConnected", .connecting: "connecting", .connected: "connected"]

final class ProbeController: UIViewController, MCSessionDelegate, MCNearbyServiceAdvertiserDelegate, MCNearbyServiceBrowserDelegate {
    let hosting = ProcessInfo.processInfo.environment["PROBE_ROLE"] == "host"
    lazy var peer = MCPeerID(displayName: hosting ? "Bob" : "Alice")
    lazy var session = MCSession(peer: peer, securityIdentity: nil, encryptionPreference: .required)
    var advertiser: MCNearbyServiceAdvertiser?
    var browser: MCNearbyServiceBrowser?
    var invitations = 0
    var received: [String] = []
    var wasConnected = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        session.delegate = self
        if hosting {
            advertiser = MCNearbyServiceAdvertiser(peer: peer, discoveryInfo: ["room": "kitchen"], serviceType: "ouk-chat")
            advertiser?.delegate = self
            advertiser?.startAdvertisingPeer()
            report("advertising")
        } else {
            browser = MCNearbyServiceBrowser(peer: peer, serviceType: "ouk-chat")
            browser?.delegate = self
            browser?.startBrowsingForPeers()
            report("browsing")
        }
    }

    func session(_ session: MCSession, peer peerID: MCPeerID, didChange state: MCSessionState) {
        report("state \(peerID.displayName) \(stateNames[state]!) connectedPeers=\(session.connectedPeers.map(\.displayName))")
        switch state {
        case .connected:
            wasConnected = true
            guard !hosting else { return }
            try? session.send(Data("Hello from Alice".utf8), toPeers: [peerID], with: .reliable)
            try? session.send(Data("Ping from Alice".utf8), toPeers: [peerID], with: .unreliable)
        case .notConnected where wasConnected:
            exit(0)
        case .notConnected where !hosting:
            // Declined: ask again.
            browser?.invitePeer(peerID, to: session, withContext: Data("second".utf8), timeout: 30)
        default:
            break
        }
    }

    func session(_ session: MCSession, didReceive data: Data, fromPeer peerID: MCPeerID) {
        let text = String(decoding: data, as: UTF8.self)
        received.append(text)
        report("received \(peerID.displayName): \(text)")
        if hosting, received.count == 2 {
            try? session.send(Data("Got \(received.count) from Alice".utf8), toPeers: [peerID], with: .reliable)
        } else if !hosting {
            session.disconnect()
            report("disconnected")
            // The goodbye goes out before the process ends (Bob would hear the connection close anyway).
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { exit(0) }
        }
    }

    func advertiser(_ advertiser: MCNearbyServiceAdvertiser, didReceiveInvitationFromPeer peerID: MCPeerID, withContext context: Data?,
                    invitationHandler: @escaping (Bool, MCSession?) -> Void) {
        invitations += 1
        report("invited by \(peerID.displayName) context=\(context.map { String(decoding: $0, as: UTF8.self) } ?? "nil")")
        invitationHandler(invitations > 1, session)
    }

    func browser(_ browser: MCNearbyServiceBrowser, foundPeer peerID: MCPeerID, withDiscoveryInfo info: [String: String]?) {
        report("found \(peerID.displayName) room=\(info?["room"] ?? "?")")
        browser.invitePeer(peerID, to: session, withContext: Data("first".utf8), timeout: 30)
    }

    func browser(_ browser: MCNearbyServiceBrowser, lostPeer peerID: MCPeerID) { report("lost \(peerID.displayName)") }
}

@main
final class ProbeDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = ProbeController()
        window?.makeKeyAndVisible()
        return true
    }
}
