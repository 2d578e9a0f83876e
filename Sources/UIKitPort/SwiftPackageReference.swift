import Foundation

/// A Swift package an Xcode project references (`XCRemoteSwiftPackageReference` or
/// `XCLocalSwiftPackageReference`), with the version rule Xcode resolves it by.
public struct SwiftPackageReference: Sendable, Equatable {
    /// The rule a remote package's version must keep, as Xcode's package dialog offers them.
    public enum Requirement: Sendable, Equatable {
        case upToNextMajor(from: String)
        case upToNextMinor(from: String)
        case exact(String)
        case range(from: String, to: String)
        case branch(String)
        case revision(String)

        /// As `Package.swift` writes it after the URL.
        var manifestText: String {
            switch self {
            case .upToNextMajor(let v): return "from: \"\(v)\""
            case .upToNextMinor(let v): return ".upToNextMinor(from: \"\(v)\")"
            case .exact(let v): return "exact: \"\(v)\""
            case let .range(a, b): return "\"\(a)\"..<\"\(b)\""
            case .branch(let b): return "branch: \"\(b)\""
            case .revision(let r): return "revision: \"\(r)\""
            }
        }

        /// As a person reads it in the report.
        var shown: String {
            switch self {
            case .upToNextMajor(let v): return "from \(v), up to the next major version"
            case .upToNextMinor(let v): return "from \(v), up to the next minor version"
            case .exact(let v): return "exactly \(v)"
            case let .range(a, b): return "\(a) up to (not including) \(b)"
            case .branch(let b): return "branch \(b)"
            case .revision(let r): return "revision \(r)"
            }
        }
    }

    public enum Location: Sendable, Equatable {
        /// A repository and the versions Xcode takes from it.
        case remote(url: String, requirement: Requirement)
        /// A folder on disk (absolute, resolved from the project's folder).
        case local(URL)
    }

    /// The object's identifier in the project file.
    public var id: String
    public var location: Location

    /// The package's name as its clone's folder is named: the repository's (or folder's) last
    /// path component, without `.git`.
    public var repositoryName: String {
        switch location {
        case .remote(let url, _):
            var last = url.split(separator: "/").last.map(String.init) ?? url
            if last.hasSuffix(".git") { last.removeLast(4) }
            if let colon = last.lastIndex(of: ":") { last = String(last[last.index(after: colon)...]) }
            return last
        case .local(let dir): return dir.lastPathComponent
        }
    }
}

/// A target's use of a package's product (`XCSwiftPackageProductDependency`).
public struct PackageProductDependency: Sendable, Equatable {
    /// The product's name (`productName`), as `.product(name:package:)` takes it.
    public var product: String
    /// The reference it comes from (its identifier), when the project names one.
    public var package: String?
}
