/// How an interpolated Bool is written: "true"/"false" or "YES"/"NO".
public enum OSLogBoolFormat: Sendable {
    case truth
    case answer
}
