import Foundation
import UIKit

/// The system's peer picker: a sheet with a navigation bar (Cancel at the left, Done at the right),
/// the nearby peers advertising the service listed by name; a tap invites one into the session, and
/// its row says "Connecting", then "Connected". Done is enabled once `minimumNumberOfPeers` are in
/// the session (the local peer counts), and no more are invited than `maximumNumberOfPeers` allows.
/// The app dismisses the picker when its delegate hears Done or Cancel, as on iOS.
@preconcurrency @MainActor open class MCBrowserViewController: UIViewController, MCNearbyServiceBrowserDelegate {
    open weak var delegate: (any MCBrowserViewControllerDelegate)?
    /// The browser that finds the peers; the picker manages it when it is not browsing and has no
    /// delegate when the picker appears.
    open private(set) var browser: MCNearbyServiceBrowser?
    public let session: MCSession
    /// At most 8 (`kMCSessionMaximumNumberOfPeers`), the default; the local peer counts.
    open var maximumNumberOfPeers = kMCSessionMaximumNumberOfPeers
    /// At least 2 (`kMCSessionMinimumNumberOfPeers`), the default: Done waits for this many.
    open var minimumNumberOfPeers = kMCSessionMinimumNumberOfPeers {
        didSet { if isViewLoaded { updateDone() } }
    }
    private let navigation = UINavigationController()
    private lazy var list = NearbyPeerListController { [weak self] peer in self?.invite(peer) }
    private lazy var doneItem = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { [weak self] _ in self?.finish() })
    private var managesBrowser = false

    public init(browser: MCNearbyServiceBrowser, session: MCSession) {
        self.browser = browser
        self.session = session
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .formSheet
    }

    public convenience init(serviceType: String, session: MCSession) {
        self.init(browser: MCNearbyServiceBrowser(peer: session.myPeerID, serviceType: serviceType), session: session)
    }

    public required init?(coder: NSCoder) { nil }

    open override func viewDidLoad() {
        super.viewDidLoad()
        list.title = "Choose a Peer"
        list.navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { [weak self] _ in self?.cancel() })
        list.navigationItem.rightBarButtonItem = doneItem
        embedNavigation(navigation, showing: list)
        session.watch(self) { [weak self] peer, state in self?.peer(peer, changedTo: state) }
        updateDone()
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let browser, browser.delegate == nil, !browser.isBrowsing else { return }
        managesBrowser = true
        browser.delegate = self
        browser.startBrowsingForPeers()
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        guard managesBrowser, let browser else { return }
        managesBrowser = false
        browser.stopBrowsingForPeers()
        browser.delegate = nil
    }

    isolated deinit { session.unwatch(self) }

    // MARK: MCNearbyServiceBrowserDelegate

    open func browser(_ browser: MCNearbyServiceBrowser, foundPeer peerID: MCPeerID, withDiscoveryInfo info: [String: String]?) {
        guard !list.rows.contains(where: { $0.peer == peerID }),
              delegate?.browserViewController(self, shouldPresentNearbyPeer: peerID, withDiscoveryInfo: info) ?? true else { return }
        list.add(NearbyPeerListController.Row(peer: peerID, state: session.connectedPeers.contains(peerID) ? .connected : nil))
    }

    open func browser(_ browser: MCNearbyServiceBrowser, lostPeer peerID: MCPeerID) {
        // A peer in the session stays listed while it is connected.
        list.remove { $0.peer == peerID && $0.state != .connected }
    }

    open func browser(_ browser: MCNearbyServiceBrowser, didNotStartBrowsingForPeers error: any Error) {
        multipeerLog.error("The peer picker cannot browse: \(error)")
    }

    // MARK: Inviting

    private func invite(_ peer: MCPeerID) {
        guard let browser, list.rows.contains(where: { $0.peer == peer && $0.state == nil }) else { return }
        // The local peer, those connected and those being invited count against the maximum.
        let taken = 1 + list.rows.filter { $0.state != nil }.count
        guard taken < maximumNumberOfPeers else { return }
        list.setState(.connecting, of: peer)
        browser.invitePeer(peer, to: session, withContext: nil, timeout: 0)
    }

    private func peer(_ peer: MCPeerID, changedTo state: MCSessionState) {
        list.setState(state == .notConnected ? nil : state, of: peer)
        updateDone()
    }

    private func updateDone() {
        doneItem.isEnabled = session.connectedPeers.count + 1 >= minimumNumberOfPeers
    }

    private func finish() { delegate?.browserViewControllerDidFinish(self) }
    private func cancel() { delegate?.browserViewControllerWasCancelled(self) }
}
