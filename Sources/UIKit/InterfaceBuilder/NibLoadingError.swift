import Foundation

/// Why an Interface Builder file could not be read. Each names the file, and the line where there
/// is one, so the problem can be found in the file.
public enum NibLoadingError: Error, CustomStringConvertible, Equatable {
    /// The file is not well-formed XML.
    case malformed(file: String, line: Int, reason: String)
    /// Well-formed, but not what Xcode writes (wrong document type, a missing part).
    case invalid(file: String, line: Int, reason: String)
    /// No such nib or storyboard in the bundle.
    case notFound(name: String, bundle: String)

    public var description: String {
        switch self {
        case let .malformed(file, line, reason): return "\(file):\(line): malformed Interface Builder file: \(reason)"
        case let .invalid(file, line, reason): return "\(file):\(line): \(reason)"
        case let .notFound(name, bundle): return "Could not load NIB in bundle: '\(bundle)' with name '\(name)'"
        }
    }
}
