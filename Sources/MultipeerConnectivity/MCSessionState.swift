/// Where a peer is in joining a session.
public enum MCSessionState: Int, Sendable {
    case notConnected = 0, connecting, connected
}
