/// Why a snapshot comparison could not be made or did not match.
public enum SnapshotError: Error, CustomStringConvertible, Equatable {
    case encodingFailed
    case missingReference(path: String, recordedTo: String?)
    case unreadable(path: String, reason: String)
    case sizeMismatch(expected: String, actual: String)
    case mismatch(differingPixels: Int, total: Int, maxChannelDelta: Int, diffPath: String?)

    public var description: String {
        switch self {
        case .encodingFailed: return "the image could not be encoded as PNG"
        case .missingReference(let p, let rec):
            return "no reference image at \(p)" + (rec.map { "; recorded the current one to \($0) — check it and commit it" } ?? "")
        case .unreadable(let p, let r): return "reference image \(p) cannot be read: \(r)"
        case .sizeMismatch(let e, let a): return "size differs: reference \(e), now \(a)"
        case .mismatch(let n, let t, let d, let diff):
            return "\(n) of \(t) pixels differ (largest channel difference \(d))" + (diff.map { "; actual image written to \($0)" } ?? "")
        }
    }
}
