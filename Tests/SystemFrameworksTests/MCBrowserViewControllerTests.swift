import Testing
import UIKit
import UIKitTesting
import MultipeerConnectivity

// The system's peer picker on one device and the invitation alert on the other, as an app that
// uses MCBrowserViewController and MCAdvertiserAssistant sees them.

@MainActor @Suite struct MCBrowserViewControllerTests {
    final class PartyController: UIViewController, MCSessionDelegate, MCBrowserViewControllerDelegate, MCAdvertiserAssistantDelegate {
        let peer: MCPeerID
        lazy var session = MCSession(peer: peer)
        var assistant: MCAdvertiserAssistant?
        var picker: MCBrowserViewController?
        let label = UILabel()
        var states: [MCSessionState] = []
        var events: [String] = []
        var hidden: Set<String> = []
        var minimum = kMCSessionMinimumNumberOfPeers
        let hostButton = UIButton(type: .system), browseButton = UIButton(type: .system)

        init(name: String) {
            peer = MCPeerID(displayName: name)
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            label.frame = CGRect(x: 20, y: 200, width: 350, height: 30)
            view.addSubview(label)
            for (i, (button, title)) in [(hostButton, "Host"), (browseButton, "Browse")].enumerated() {
                button.setTitle(title, for: .normal)
                button.frame = CGRect(x: 20 + CGFloat(i) * 110, y: 300, width: 100, height: 44)
                view.addSubview(button)
            }
            hostButton.addTarget(self, action: PartyController.host, for: .touchUpInside)
            browseButton.addTarget(self, action: PartyController.browse, for: .touchUpInside)
            session.delegate = self
        }

        func host() {
            assistant = MCAdvertiserAssistant(serviceType: "ouk-party", discoveryInfo: nil, session: session)
            assistant?.delegate = self
            assistant?.start()
        }

        func browse() {
            let picker = MCBrowserViewController(serviceType: "ouk-party", session: session)
            picker.delegate = self
            picker.minimumNumberOfPeers = minimum
            self.picker = picker
            present(picker, animated: true)
        }

        func session(_ session: MCSession, peer peerID: MCPeerID, didChange state: MCSessionState) { states.append(state) }
        func session(_ session: MCSession, didReceive data: Data, fromPeer peerID: MCPeerID) {
            label.text = "\(peerID.displayName): \(String(decoding: data, as: UTF8.self))"
        }
        func browserViewControllerDidFinish(_ browserViewController: MCBrowserViewController) {
            events.append("finished")
            dismiss(animated: true)
        }
        func browserViewControllerWasCancelled(_ browserViewController: MCBrowserViewController) {
            events.append("cancelled")
            dismiss(animated: true)
        }
        func browserViewController(_ browserViewController: MCBrowserViewController, shouldPresentNearbyPeer peerID: MCPeerID,
                                   withDiscoveryInfo info: [String: String]?) -> Bool { !hidden.contains(peerID.displayName) }
        func advertiserAssistantWillPresentInvitation(_ advertiserAssistant: MCAdvertiserAssistant) { events.append("will present") }
        func advertiserAssistantDidDismissInvitation(_ advertiserAssistant: MCAdvertiserAssistant) { events.append("did dismiss") }
    }

    func screenshotPath(_ name: String) -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("multipeer-screenshots")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent(name)
    }

    /// The strongest ink in `view`'s frame on the screen: the pixel farthest from the light background.
    func ink(of view: UIView, on sim: Simulator) -> RGBA {
        let frame = view.convert(view.bounds, to: nil)
        var darkest = RGBA(r: 255, g: 255, b: 255)
        for y in stride(from: frame.minY + 1, to: frame.maxY, by: 1) {
            for x in stride(from: frame.minX + 1, to: frame.maxX, by: 1) {
                let c = sim.color(at: CGPoint(x: x, y: y))
                if Int(c.r) + Int(c.g) + Int(c.b) < Int(darkest.r) + Int(darkest.g) + Int(darkest.b) { darkest = c }
            }
        }
        return darkest
    }

    func isBlue(_ c: RGBA) -> Bool { Int(c.b) > Int(c.r) + 100 }
    func isGrey(_ c: RGBA) -> Bool { abs(Int(c.b) - Int(c.r)) < 20 && c.r > 120 && c.r < 220 }

    /// The navigation bar's Done button in the picker.
    func doneItem(_ picker: MCBrowserViewController) -> UIBarButtonItem? {
        (picker.children.first as? UINavigationController)?.viewControllers.first?.navigationItem.rightBarButtonItem
    }

    @Test func aPeerPickedInTheBrowserAndAcceptedInTheAlertJoinsTheSession() throws {
        let alice = Simulator(device: .iPhone15), bob = Simulator(device: .iPhone15)
        let a = PartyController(name: "Alice")
        alice.rootViewController = a
        let b = PartyController(name: "Bob")
        bob.rootViewController = b
        bob.tap(on: b.hostButton)
        alice.tap(on: a.browseButton)
        alice.settle()
        let picker = try #require(a.picker)
        #expect(alice.view(withText: "Choose a Peer") != nil && alice.view(withText: "Cancel") != nil)
        #expect(doneItem(picker)?.isEnabled == false, "Done waits for a peer")
        let bobRow = try #require(alice.view(withText: "Bob"))
        try alice.screenshot().write(to: screenshotPath("picker-found.png"))
        // Done is drawn disabled (grey), Cancel in the tint; the peer's row is a white card on the grouped grey.
        let doneLabel = try #require(alice.view(withText: "Done"))
        #expect(isGrey(ink(of: doneLabel, on: alice)))
        let cancelLabel = try #require(alice.view(withText: "Cancel"))
        #expect(isBlue(ink(of: cancelLabel, on: alice)))
        let cell = try #require(bobRow.superview)
        let row = cell.convert(cell.bounds, to: nil)
        #expect(alice.color(at: CGPoint(x: row.maxX - 30, y: row.midY)).isClose(to: RGBA(r: 255, g: 255, b: 255)))
        #expect(alice.color(at: CGPoint(x: row.midX, y: row.maxY + 100)).isClose(to: RGBA(r: 242, g: 242, b: 247)))

        alice.tap(on: bobRow)
        alice.settle()
        #expect(alice.view(withText: "Connecting") != nil && a.states == [.connecting])
        bob.settle()
        let alert = try #require(bob.systemAlert)
        #expect(alert.title == "“Alice” wants to connect" && alert.buttons == ["Decline", "Accept"])
        #expect(b.events == ["will present"])
        try bob.screenshot().write(to: screenshotPath("invitation-alert.png"))
        // A light card over the dimmed app, Accept (preferred) and Decline in the tint.
        let titleLabel = try #require(bob.view(withText: "“Alice” wants to connect"))
        let title = titleLabel.convert(titleLabel.bounds, to: nil)
        let card = bob.color(at: CGPoint(x: title.minX - 6, y: title.minY + 4)), dimmed = bob.color(at: CGPoint(x: 20, y: 700))
        #expect(card.r > 240 && dimmed.r < 215 && dimmed.r > 180, "\(card) \(dimmed)")
        let accept = try #require(bob.view(withText: "Accept")), decline = try #require(bob.view(withText: "Decline"))
        #expect(isBlue(ink(of: accept, on: bob)) && isBlue(ink(of: decline, on: bob)))

        #expect(bob.answerSystemAlert("Accept"))
        #expect(b.events == ["will present", "did dismiss"] && bob.systemAlert == nil)
        alice.settle()
        bob.settle()
        #expect(a.states == [.connecting, .connected] && b.states == [.connecting, .connected])
        #expect(alice.view(withText: "Connected") != nil && doneItem(picker)?.isEnabled == true)
        try alice.screenshot().write(to: screenshotPath("picker-connected.png"))
        let enabledDone = try #require(alice.view(withText: "Done"))
        #expect(isBlue(ink(of: enabledDone, on: alice)))
        let connectedLabel = try #require(alice.view(withText: "Connected"))
        #expect(isGrey(ink(of: connectedLabel, on: alice)), "the state in secondary grey")

        alice.tap(on: try #require(alice.view(withText: "Done")))
        alice.settle()
        #expect(a.events == ["finished"] && a.presentedViewController == nil)
        try a.session.send(Data("Hi Bob".utf8), toPeers: a.session.connectedPeers, with: .reliable)
        bob.settle()
        #expect(b.label.text == "Alice: Hi Bob")
    }

    @Test func aDeclinedPeerGoesBackAndCancelTellsTheDelegate() throws {
        let alice = Simulator(device: .iPhoneSE), bob = Simulator(device: .iPhoneSE), carol = Simulator(device: .iPhoneSE)
        let a = PartyController(name: "Alice")
        a.hidden = ["Carol"]
        a.minimum = 3
        alice.rootViewController = a
        let b = PartyController(name: "Bob")
        bob.rootViewController = b
        let c = PartyController(name: "Carol")
        carol.rootViewController = c
        bob.tap(on: b.hostButton)
        carol.tap(on: c.hostButton)
        alice.tap(on: a.browseButton)
        alice.settle()
        #expect(alice.view(withText: "Bob") != nil && alice.view(withText: "Carol") == nil, "the delegate hid Carol")
        alice.tap(on: try #require(alice.view(withText: "Bob")))
        bob.settle()
        #expect(bob.answerSystemAlert("Decline"))
        alice.settle()
        #expect(a.states == [.connecting, .notConnected] && alice.view(withText: "Connecting") == nil)

        // Asked again, Bob accepts; with a minimum of three peers Done still waits.
        alice.tap(on: try #require(alice.view(withText: "Bob")))
        bob.settle()
        #expect(bob.answerSystemAlert("Accept"))
        alice.settle()
        #expect(a.states == [.connecting, .notConnected, .connecting, .connected] && alice.view(withText: "Connected") != nil)
        #expect(doneItem(try #require(a.picker))?.isEnabled == false)

        alice.tap(on: try #require(alice.view(withText: "Cancel")))
        alice.settle()
        #expect(a.events == ["cancelled"] && a.presentedViewController == nil)
    }
}
