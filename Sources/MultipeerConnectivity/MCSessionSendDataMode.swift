/// Whether data must arrive, in order (`.reliable`), or may be dropped (`.unreliable`).
public enum MCSessionSendDataMode: Int, Sendable {
    case reliable = 0, unreliable
}
