/// Whether a session encrypts what it sends (nothing here leaves the process).
public enum MCEncryptionPreference: Int, Sendable {
    case optional = 0, required, none
}
