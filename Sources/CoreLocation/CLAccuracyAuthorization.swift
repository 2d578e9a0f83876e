/// Whether the app gets precise locations or approximate ones (the Precise switch of the prompt).
public enum CLAccuracyAuthorization: Int, Sendable {
    case fullAccuracy = 0
    case reducedAccuracy = 1
}
