/// Whether the app only adds photos, or reads and writes the library.
public enum PHAccessLevel: Int, Sendable {
    case addOnly = 1, readWrite
}
