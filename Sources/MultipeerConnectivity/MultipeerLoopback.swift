import Foundation
import UIKit
#if canImport(Glibc)
import Glibc
#endif

/// A live app's reach to the peers of other live apps on the same machine, over the loopback
/// interface: its advertising peers are announced in the rendezvous folder (`LoopbackRendezvous`)
/// with the port of this process's listener; its browsers read the folder four times a second;
/// an invitation opens a TCP connection to the advertiser's process, which then carries that pair's
/// session. What arrives is handed to the main queue and goes on as the in-process medium's hops do,
/// on the device's clock (a live device's is the real one). A Simulator's device has none of this.
@MainActor final class MultipeerLoopback {
    private unowned let device: UIKitEnvironment
    private let rendezvous = LoopbackRendezvous()
    private lazy var listener: LoopbackListener? = LoopbackListener { [weak self] connection in
        DispatchQueue.main.async { MainActor.assumeIsolated { self?.accepted(connection) } }
    }
    /// Peers of other processes, by identity: the app sees one `MCPeerID` for each.
    private var peers: [UUID: MCPeerID] = [:]
    /// Where each remote peer was last announced.
    private var announcements: [UUID: LoopbackRendezvous.Announcement] = [:]
    private var browsers: [WeakBrowser] = []
    private var poll: DispatchSourceTimer?
    /// The sessions' connections to remote peers (invitations waiting for an answer included).
    private var links: [Link] = []

    private struct WeakBrowser {
        weak var browser: MCNearbyServiceBrowser?
        var seen: Set<UUID> = []
    }

    /// One remote peer in one local session, over one connection.
    @MainActor private final class Link {
        weak var session: MCSession?
        let peer: MCPeerID
        let connection: LoopbackConnection
        /// Answered (or given up on, or ended): nothing more changes the peer's state but its leaving.
        var settled = false
        var connected = false
        init(session: MCSession, peer: MCPeerID, connection: LoopbackConnection) {
            self.session = session
            self.peer = peer
            self.connection = connection
        }
    }

    private init(device: UIKitEnvironment) { self.device = device }

    /// The loopback of a live app's device; nil under a Simulator.
    static func of(_ device: UIKitEnvironment) -> MultipeerLoopback? {
        device.isLive ? device.service(MultipeerLoopback.self) { MultipeerLoopback(device: $0) } : nil
    }

    // MARK: Advertising and browsing

    /// Announces `advertiser` to other processes until the returned file is let go.
    func announce(_ advertiser: MCNearbyServiceAdvertiser) -> LoopbackRendezvous.Published? {
        guard let listener else { return nil }
        let peer = advertiser.myPeerID
        let announcement = LoopbackRendezvous.Announcement(peer: peer.identity, name: peer.displayName, info: advertiser.discoveryInfo,
                                                           port: listener.port, pid: getpid())
        return rendezvous.publish(announcement, serviceType: advertiser.serviceType)
    }

    func startBrowsing(_ browser: MCNearbyServiceBrowser) {
        browsers.removeAll { $0.browser == nil || $0.browser === browser }
        browsers.append(WeakBrowser(browser: browser))
        scan()
        guard poll == nil else { return }
        let timer = DispatchSource.makeTimerSource(queue: .main)
        timer.schedule(deadline: .now() + 0.25, repeating: 0.25)
        timer.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.scan() } }
        timer.resume()
        poll = timer
    }

    func stopBrowsing(_ browser: MCNearbyServiceBrowser) {
        browsers.removeAll { $0.browser == nil || $0.browser === browser }
        if browsers.isEmpty {
            poll?.cancel()
            poll = nil
        }
    }

    /// Tells each browser of the peers that appeared in its service's folder, and of those that went.
    private func scan() {
        var byService: [String: [LoopbackRendezvous.Announcement]] = [:]
        for i in browsers.indices {
            guard let browser = browsers[i].browser, browser.isBrowsing else { continue }
            let service = browser.serviceType
            let now = byService[service] ?? rendezvous.scan(service)
            byService[service] = now
            let present = now.filter { $0.peer != browser.myPeerID.identity }
            for announcement in present where !browsers[i].seen.contains(announcement.peer) {
                announcements[announcement.peer] = announcement
                browser.found(peer(announcement.peer, named: announcement.name), info: announcement.info)
            }
            let ids = Set(present.map(\.peer))
            for gone in browsers[i].seen.subtracting(ids) {
                if let peer = peers[gone] { browser.lost(peer) }
            }
            browsers[i].seen = ids
        }
        browsers.removeAll { $0.browser == nil }
    }

    private func peer(_ identity: UUID, named name: String) -> MCPeerID {
        if let known = peers[identity] { return known }
        let peer = MCPeerID(displayName: name, identity: identity)
        peers[identity] = peer
        return peer
    }

    // MARK: Invitations

    /// Whether `peer` is one a browser of this device found in another process.
    func isRemote(_ peer: MCPeerID) -> Bool { announcements[peer.identity] != nil }

    /// Invites a remote peer into `session`: `.connecting`, then `.connected` once its process's
    /// advertiser accepts, or `.notConnected` when it declines, `timeout` passes or its process has gone.
    func invite(_ peer: MCPeerID, from me: MCPeerID, to session: MCSession, context: Data?, timeout: TimeInterval) {
        guard let announcement = announcements[peer.identity], let connection = LoopbackConnection.connect(port: announcement.port) else {
            session.peerChanged(peer, to: .notConnected)
            return
        }
        session.peerChanged(peer, to: .connecting)
        let link = Link(session: session, peer: peer, connection: connection)
        links.append(link)
        device.scheduleSystemWork(after: timeout, ambient: true) { [weak self, weak link] in
            guard let self, let link, !link.settled else { return }
            self.end(link, sayingBye: true)
        }
        read(link)
        connection.send(.invite(from: me, to: peer.identity, context: context))
    }

    /// Another process's browser connected: its first message is the invitation, which the
    /// advertiser it names hears as a nearby browser's; once accepted, the rest is the session's.
    private func accepted(_ connection: LoopbackConnection) {
        let incoming = Incoming()
        connection.startReading { [weak self] message in
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    guard let self else { return }
                    if let link = incoming.link { return self.received(message, on: link) }
                    if message == nil || incoming.invited { incoming.ended = true }
                    guard !incoming.invited else { return }
                    incoming.invited = true
                    self.invitation(message, on: connection, incoming)
                }
            }
        }
    }

    /// An accepted connection, before and after its invitation is answered.
    @MainActor private final class Incoming {
        var invited = false
        /// The inviting process went (or said more than it should) before the answer.
        var ended = false
        var link: Link?
    }

    private func invitation(_ message: LoopbackMessage?, on connection: LoopbackConnection, _ incoming: Incoming) {
        guard let message, message.kind == .invite, let from = message.fromPeer, let name = message.fromName,
              let advertiser = MultipeerAir.liveAdvertisers.first(where: { $0.device === device && $0.myPeerID.identity == message.toPeer })
        else {
            connection.send(.answer(false))
            return connection.close(sayingBye: false)
        }
        let peer = peer(from, named: name)
        advertiser.receiveInvitation(from: peer, context: message.payload) { [weak self] accept, session in
            guard let self, accept, let session, !incoming.ended else {
                connection.send(.answer(false))
                return connection.close(sayingBye: false)
            }
            let link = Link(session: session, peer: peer, connection: connection)
            link.settled = true
            link.connected = true
            incoming.link = link
            self.links.append(link)
            connection.send(.answer(true))
            // Both before anything the peer sends next (each waits its turn on the device's clock).
            session.peerChanged(peer, to: .connecting)
            session.peerChanged(peer, to: .connected)
        }
    }

    // MARK: Sessions

    /// The connection that carries `session`'s exchanges with remote `peer`, once connected.
    func send(_ data: Data, from session: MCSession, to peer: MCPeerID) {
        links.first { $0.session === session && $0.peer == peer && $0.connected }?.connection.send(.data(data))
    }

    /// `session` leaves: each remote peer in it hears it go.
    func disconnect(_ session: MCSession) {
        for link in links where link.session === session { end(link, sayingBye: true) }
    }

    /// Reads what the other process says on `link`'s connection (the accepting side's reader is
    /// `accepted`'s, which hands the rest here).
    private func read(_ link: Link) {
        link.connection.startReading { [weak self, weak link] message in
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    guard let self, let link else { return }
                    self.received(message, on: link)
                }
            }
        }
    }

    private func received(_ message: LoopbackMessage?, on link: Link) {
        guard let session = link.session else { return end(link, sayingBye: true) }
        switch message?.kind {
        case .answer where !link.settled:
            guard message?.accept == true else { return end(link, sayingBye: false) }
            link.settled = true
            link.connected = true
            session.peerChanged(link.peer, to: .connected)
        case .data where link.connected:
            if let data = message?.payload { session.deliver(data, from: link.peer, after: 0) }
        case .bye, nil:
            end(link, sayingBye: false)
        default:
            break
        }
    }

    /// Ends `link`: the session hears the peer leave (or the invitation fail).
    private func end(_ link: Link, sayingBye: Bool) {
        guard links.contains(where: { $0 === link }) else { return }
        links.removeAll { $0 === link }
        link.connection.close(sayingBye: sayingBye)
        guard let session = link.session else { return }
        if !link.settled {
            link.settled = true
            session.peerChanged(link.peer, to: .notConnected)
        } else if link.connected {
            link.connected = false
            session.peerLeft(link.peer)
        }
    }
}
