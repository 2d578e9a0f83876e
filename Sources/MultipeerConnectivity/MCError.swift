import Foundation

/// Multipeer Connectivity's errors (domain `MCErrorDomain`), with iOS's codes.
public struct MCError: Error, CustomNSError, Hashable, Sendable {
    public enum Code: Int, Sendable {
        case unknown = 0, notConnected, invalidParameter, unsupported, timedOut, cancelled, unavailable
    }
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public static var errorDomain: String { MCErrorDomain }
    public var errorCode: Int { code.rawValue }
    public var errorUserInfo: [String: Any] {
        code == .notConnected ? [NSLocalizedDescriptionKey: "Peers (\(code)) not connected"] : [:]
    }
}

public let MCErrorDomain = "MCErrorDomain"
