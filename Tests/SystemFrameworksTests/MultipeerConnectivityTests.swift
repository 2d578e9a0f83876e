import Testing
import UIKit
import UIKitTesting
import MultipeerConnectivity

// Two devices talking, as a chat chapter writes it: one advertises, the other browses and invites,
// both see the other connect, and a message typed on one shows on the other.

@MainActor @Suite struct MultipeerConnectivityTests {
    final class ChatController: UIViewController, MCSessionDelegate, MCNearbyServiceAdvertiserDelegate, MCNearbyServiceBrowserDelegate {
        let peer: MCPeerID
        lazy var session = MCSession(peer: peer, securityIdentity: nil, encryptionPreference: .required)
        var advertiser: MCNearbyServiceAdvertiser?
        var browser: MCNearbyServiceBrowser?
        let label = UILabel()
        var found: [String] = []
        var lost: [String] = []
        var states: [MCSessionState] = []
        var acceptsInvitations = true

        init(name: String) {
            peer = MCPeerID(displayName: name)
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }

        let hostButton = UIButton(type: .system), joinButton = UIButton(type: .system), waveButton = UIButton(type: .system)

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            label.frame = CGRect(x: 20, y: 200, width: 350, height: 30)
            view.addSubview(label)
            for (i, (button, title)) in [(hostButton, "Host"), (joinButton, "Join"), (waveButton, "Wave")].enumerated() {
                button.setTitle(title, for: .normal)
                button.frame = CGRect(x: 20 + CGFloat(i) * 110, y: 300, width: 100, height: 44)
                view.addSubview(button)
            }
            hostButton.addTarget(self, action: ChatController.host, for: .touchUpInside)
            joinButton.addTarget(self, action: ChatController.join, for: .touchUpInside)
            waveButton.addTarget(self, action: ChatController.wave, for: .touchUpInside)
            session.delegate = self
        }

        func wave() { try? say("Hello from \(peer.displayName)") }

        func host() {
            advertiser = MCNearbyServiceAdvertiser(peer: peer, discoveryInfo: ["room": "kitchen"], serviceType: "ouk-chat")
            advertiser?.delegate = self
            advertiser?.startAdvertisingPeer()
        }

        func join() {
            browser = MCNearbyServiceBrowser(peer: peer, serviceType: "ouk-chat")
            browser?.delegate = self
            browser?.startBrowsingForPeers()
        }

        func say(_ text: String) throws {
            try session.send(Data(text.utf8), toPeers: session.connectedPeers, with: .reliable)
        }

        func session(_ session: MCSession, peer peerID: MCPeerID, didChange state: MCSessionState) { states.append(state) }
        func session(_ session: MCSession, didReceive data: Data, fromPeer peerID: MCPeerID) {
            label.text = "\(peerID.displayName): \(String(decoding: data, as: UTF8.self))"
        }
        func advertiser(_ advertiser: MCNearbyServiceAdvertiser, didReceiveInvitationFromPeer peerID: MCPeerID, withContext context: Data?,
                        invitationHandler: @escaping (Bool, MCSession?) -> Void) {
            invitationHandler(acceptsInvitations, session)
        }
        func browser(_ browser: MCNearbyServiceBrowser, foundPeer peerID: MCPeerID, withDiscoveryInfo info: [String: String]?) {
            found.append("\(peerID.displayName) in \(info?["room"] ?? "?")")
            browser.invitePeer(peerID, to: session, withContext: nil, timeout: 10)
        }
        func browser(_ browser: MCNearbyServiceBrowser, lostPeer peerID: MCPeerID) { lost.append(peerID.displayName) }
    }

    @Test func twoDevicesFindEachOtherConnectAndExchangeMessages() throws {
        let alice = Simulator(device: .iPhone15), bob = Simulator(device: .iPhoneSE)
        let a = ChatController(name: "Alice")
        alice.rootViewController = a
        let b = ChatController(name: "Bob")
        bob.rootViewController = b
        bob.tap(on: b.hostButton)
        alice.tap(on: a.joinButton)
        #expect(throws: MCError.self) { try a.say("too soon") }
        alice.settle()
        #expect(a.found == ["Bob in kitchen"] && a.states == [.connecting], "the last test's devices are off: \(a.found)")
        bob.settle()
        alice.settle()
        #expect(a.states == [.connecting, .connected] && b.states == [.connecting, .connected])
        #expect(a.session.connectedPeers.map(\.displayName) == ["Bob"] && b.session.connectedPeers.map(\.displayName) == ["Alice"])

        alice.tap(on: a.waveButton)
        alice.settle()
        #expect(b.label.text == nil, "it arrives on Bob's device, on Bob's clock")
        bob.settle()
        #expect(b.label.text == "Alice: Hello from Alice" && bob.view(withText: "Alice: Hello from Alice") != nil)
        bob.tap(on: b.waveButton)
        bob.settle()
        alice.settle()
        #expect(a.label.text == "Bob: Hello from Bob")

        b.advertiser?.stopAdvertisingPeer()
        b.session.disconnect()
        alice.settle()
        #expect(a.lost == ["Bob"] && a.states.last == .notConnected && a.session.connectedPeers.isEmpty)
    }

    @Test func aDeclinedInvitationLeavesThePeerNotConnected() throws {
        let alice = Simulator(device: .iPhone15), bob = Simulator(device: .iPhone15)
        let a = ChatController(name: "Alice")
        alice.rootViewController = a
        let b = ChatController(name: "Bob")
        b.acceptsInvitations = false
        bob.rootViewController = b
        alice.tap(on: a.joinButton)
        bob.tap(on: b.hostButton)
        alice.settle()
        bob.settle()
        alice.settle()
        #expect(a.states == [.connecting, .notConnected] && b.states.isEmpty)

        var failures: [String] = []
        UIKitRuntime.failureHandler = { failures.append($0) }
        defer { UIKitRuntime.failureHandler = nil }
        _ = MCNearbyServiceBrowser(peer: MCPeerID(displayName: "Carol"), serviceType: "Not_Valid")
        #expect(failures == ["Invalid serviceType passed to MCNearbyServiceBrowser"])
    }
}
